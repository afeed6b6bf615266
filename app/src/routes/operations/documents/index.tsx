import { createFileRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../../../operations/DocumentsPage.tsx';
import { quickSearch } from '../../../records/search-params.ts';

/** The list's search in the address (without zod: route definitions load with the first page). */
function documentsSearch(search: Record<string, unknown>): { q?: string; type?: 'document' | 'link' } {
  return { ...quickSearch(search), ...(search.type === 'document' || search.type === 'link' ? { type: search.type } : {}) };
}

export const Route = createFileRoute('/operations/documents/')({
  validateSearch: documentsSearch,
  component: ListRoute,
});

function ListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DocumentsPage
      search={search}
      onSearchChange={({ q, type }) => void navigate({ search: { ...(q ? { q } : {}), ...(type ? { type } : {}) }, replace: true })}
    />
  );
}
