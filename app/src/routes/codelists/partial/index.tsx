import { createFileRoute } from '@tanstack/react-router';
import { CodeListsPage } from '../../../codelists/CodeListsPage.tsx';
import { partialCodeListUi } from '../../../codelists/kinds.ts';
import { quickSearch } from '../../../records/search-params.ts';

export const Route = createFileRoute('/codelists/partial/')({
  validateSearch: quickSearch,
  component: ListsRoute,
});

function ListsRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CodeListsPage ui={partialCodeListUi} search={q ?? ''} onSearchChange={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })} />;
}
