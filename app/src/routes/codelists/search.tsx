import { createFileRoute } from '@tanstack/react-router';
import { CodeListSearchPage } from '../../codelists/CodeListSearchPage.tsx';
import { loadFormReferences } from '../../codelists/screens.tsx';
import { parseAdvancedSearch } from '../../codelists/search-params.ts';

export const Route = createFileRoute('/codelists/search')({
  validateSearch: parseAdvancedSearch,
  loader: ({ context }) => loadFormReferences(context.queryClient),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CodeListSearchPage kind="complete" search={search} onSearch={(next) => void navigate({ search: next })} />;
}
