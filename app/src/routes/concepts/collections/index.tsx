import { createFileRoute } from '@tanstack/react-router';
import { CollectionsListScreen } from '../../../concepts/CollectionScreens.tsx';
import { quickSearch } from '../../../records/search-params.ts';

export const Route = createFileRoute('/concepts/collections/')({
  validateSearch: quickSearch,
  component: ListRoute,
});

function ListRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CollectionsListScreen search={q ?? ''} onSearchChange={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })} />;
}
