import { createFileRoute } from '@tanstack/react-router';
import { collectionUi } from '../../../concepts/kinds.ts';
import { loadFormReferences } from '../../../records/loaders.ts';
import { RecordSearchPage } from '../../../records/RecordSearchPage.tsx';
import { advancedSearch, parseAdvancedSearch } from '../../../records/search-params.ts';

// The collections' advanced search: the common filters are all a collection has.
export const Route = createFileRoute('/concepts/collections/search')({
  validateSearch: advancedSearch,
  loader: ({ context }) => loadFormReferences(context.queryClient),
  component: SearchRoute,
});

function SearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RecordSearchPage ui={collectionUi} search={parseAdvancedSearch(collectionUi.kind, search)} onSearch={(next) => void navigate({ search: next })} />;
}
