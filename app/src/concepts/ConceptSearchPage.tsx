import { useLingui } from '@lingui/react/macro';
import { RecordSearchPage } from '../records/RecordSearchPage.tsx';
import { parseAdvancedSearch, type AdvancedSearch } from '../records/search-params.ts';
import { conceptUi } from './kinds.ts';

export interface ConceptSearchPageProps {
  /** The search as the address holds it. */
  search: AdvancedSearch;
  onSearch: (search: AdvancedSearch) => void;
}

/**
 * `/concepts/search`: the advanced search of concepts, on the server: label, identifier, alternative
 * label and definition (either language, accents and case ignored), owner, contributor,
 * dissemination status, publication state, creation and modification dates.
 */
export function ConceptSearchPage({ search, onSearch }: ConceptSearchPageProps) {
  const { t } = useLingui();
  return (
    <RecordSearchPage
      ui={conceptUi}
      search={parseAdvancedSearch(conceptUi.kind, search)}
      onSearch={onSearch}
      filters={({ text }) => (
        <>
          {text('altLabel', t`Alternative label`, t`In either language`)}
          {text('definition', t`Definition`, t`Words of the current definition, in either language`)}
        </>
      )}
    />
  );
}
