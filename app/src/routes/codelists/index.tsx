import { createFileRoute } from '@tanstack/react-router';
import { CodeListsPage } from '../../codelists/CodeListsPage.tsx';
import { QuickSearchSchema } from '../../codelists/search-params.ts';

export const Route = createFileRoute('/codelists/')({
  validateSearch: QuickSearchSchema,
  component: ListsRoute,
});

function ListsRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CodeListsPage
      kind="complete"
      search={q ?? ''}
      onSearchChange={(next) => void navigate({ search: { q: next || undefined }, replace: true })}
    />
  );
}
