import { createFileRoute } from '@tanstack/react-router';
import { CatalogueSearchPage } from '../../../operations/CatalogueSearchPage.tsx';
import { operationUi } from '../../../operations/kinds.ts';
import { loadFormReferences } from '../../../records/loaders.ts';
import { advancedSearch } from '../../../records/search-params.ts';

export const Route = createFileRoute('/operations/operations/search')({
  validateSearch: advancedSearch,
  loader: ({ context }) => loadFormReferences(context.queryClient, operationUi),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CatalogueSearchPage ui={operationUi} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
