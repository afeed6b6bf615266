import { createFileRoute } from '@tanstack/react-router';
import { ConceptSearchPage } from '../../concepts/ConceptSearchPage.tsx';
import { loadFormReferences } from '../../records/loaders.ts';
import { advancedSearch } from '../../records/search-params.ts';

export const Route = createFileRoute('/concepts/search')({
  validateSearch: advancedSearch,
  loader: ({ context }) => loadFormReferences(context.queryClient),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ConceptSearchPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
