import { createFileRoute } from '@tanstack/react-router';
import { CodeListsPage } from '../../../codelists/CodeListsPage.tsx';
import { QuickSearchSchema } from '../../../codelists/search-params.ts';

export const Route = createFileRoute('/codelists/partial/')({
  validateSearch: QuickSearchSchema,
  component: ListsRoute,
});

function ListsRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CodeListsPage
      kind="partial"
      search={q ?? ''}
      onSearchChange={(next) => void navigate({ search: { q: next || undefined }, replace: true })}
    />
  );
}
