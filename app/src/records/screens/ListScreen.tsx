import { useNavigate, useSearch } from '@tanstack/react-router';
import { kindUi } from '../catalogue.ts';
import { RecordListPage } from '../RecordListPage.tsx';

/** A kind's list at its route (`shell/record-routes.ts`): the quick search kept in the address, so that "back" returns to the same results. */
export function ListScreen({ kind }: { kind: string }) {
  const q = useSearch({ strict: false, select: (search) => search.q });
  const navigate = useNavigate();
  return (
    <RecordListPage
      ui={kindUi(kind)}
      search={q ?? ''}
      onSearchChange={(next) => void navigate({ to: '.', search: next ? { q: next } : {}, replace: true })}
    />
  );
}
