import { createFileRoute } from '@tanstack/react-router';
import { CatalogueListPage } from '../../../operations/CatalogueListPage.tsx';
import { seriesUi } from '../../../operations/kinds.ts';
import { quickSearch } from '../../../records/search-params.ts';

export const Route = createFileRoute('/operations/series/')({
  validateSearch: quickSearch,
  component: ListRoute,
});

function ListRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CatalogueListPage ui={seriesUi} search={q ?? ''} onSearchChange={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })} />;
}
