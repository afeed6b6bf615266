import { createFileRoute } from '@tanstack/react-router';
import { CatalogueSearchPage } from '../../../operations/CatalogueSearchPage.tsx';
import { seriesUi } from '../../../operations/kinds.ts';
import { loadFormReferences } from '../../../records/loaders.ts';
import { advancedSearch } from '../../../records/search-params.ts';

export const Route = createFileRoute('/operations/series/search')({
  validateSearch: advancedSearch,
  loader: ({ context }) => loadFormReferences(context.queryClient, seriesUi),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CatalogueSearchPage ui={seriesUi} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
