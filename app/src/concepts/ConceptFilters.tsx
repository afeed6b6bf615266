import { useLingui } from '@lingui/react/macro';
import type { FilterControls } from '../records/RecordSearchPage.tsx';

/** What the concepts' advanced search adds: alternative label and definition, in either language. */
export function ConceptFilters({ controls }: { controls: FilterControls }) {
  const { t } = useLingui();
  return (
    <>
      {controls.text('altLabel', t`Alternative label`, t`In either language`)}
      {controls.text('definition', t`Definition`, t`Words of the current definition, in either language`)}
    </>
  );
}
