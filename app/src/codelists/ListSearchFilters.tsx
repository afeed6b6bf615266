import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { recordQueries } from '../records/record-api.ts';
import type { FilterControls } from '../records/RecordSearchPage.tsx';
import { codeListUi } from './kinds.ts';

/** What a list's advanced search adds: a code (or words of its label). */
export function CodeListFilters({ controls }: { controls: FilterControls }) {
  const { t } = useLingui();
  return controls.text('code', t`Code`, t`A code, or words of its label`);
}

/** What a partial list's advanced search adds: a code, and its parent list. */
export function PartialCodeListFilters({ controls }: { controls: FilterControls }) {
  const { t } = useLingui();
  const completeLists = useQuery(recordQueries.list(codeListUi));
  return (
    <>
      {controls.text('code', t`Code`, t`A code, or words of its label`)}
      {controls.choice(
        'parentId',
        t`Parent list`,
        (completeLists.data?.items ?? []).map((list) => ({ id: list.id, label: `${list.id} – ${list.labelLg1}` })),
      )}
    </>
  );
}
