import { createFileRoute } from '@tanstack/react-router';
import { ConceptListPage } from '../../concepts/ConceptListPage.tsx';
import { quickSearch } from '../../records/search-params.ts';

export const Route = createFileRoute('/concepts/')({
  validateSearch: quickSearch,
  component: ListRoute,
});

function ListRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ConceptListPage search={q ?? ''} onSearchChange={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })} />;
}
