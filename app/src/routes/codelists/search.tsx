import { createFileRoute } from '@tanstack/react-router';
import { CodeListSearchPage } from '../../codelists/CodeListSearchPage.tsx';
import { codeListUi } from '../../codelists/kinds.ts';
import { loadFormReferences } from '../../records/loaders.ts';
import { advancedSearch } from '../../records/search-params.ts';

export const Route = createFileRoute('/codelists/search')({
  validateSearch: advancedSearch,
  loader: ({ context }) => loadFormReferences(context.queryClient),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CodeListSearchPage ui={codeListUi} search={search} onSearch={(next) => void navigate({ search: next })} />;
}
