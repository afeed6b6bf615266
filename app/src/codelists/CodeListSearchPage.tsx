import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { recordQueries } from '../records/record-api.ts';
import { RecordSearchPage } from '../records/RecordSearchPage.tsx';
import { parseAdvancedSearch, type AdvancedSearch } from '../records/search-params.ts';
import { codeListUi, partialCodeListUi, type ListUi } from './kinds.ts';

export interface CodeListSearchPageProps {
  ui: ListUi;
  /** The search as the address holds it. */
  search: AdvancedSearch;
  onSearch: (search: AdvancedSearch) => void;
}

/** The advanced search of lists: the common filters, a code (and the parent list of partial lists). */
export function CodeListSearchPage({ ui, search, onSearch }: CodeListSearchPageProps) {
  const { t } = useLingui();
  const completeLists = useQuery({ ...recordQueries.list(codeListUi), enabled: ui === partialCodeListUi });
  return (
    <RecordSearchPage
      ui={ui}
      search={parseAdvancedSearch(ui.kind, search)}
      onSearch={onSearch}
      filters={({ text, choice }) => (
        <>
          {text('code', t`Code`, t`A code, or words of its label`)}
          {ui === partialCodeListUi &&
            choice(
              'parentId',
              t`Parent list`,
              (completeLists.data?.items ?? []).map((list) => ({ id: list.id, label: `${list.id} – ${list.labelLg1}` })),
            )}
        </>
      )}
    />
  );
}
