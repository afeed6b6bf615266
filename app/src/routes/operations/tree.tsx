import { createFileRoute } from '@tanstack/react-router';
import { CatalogueTreePage } from '../../operations/CatalogueTreePage.tsx';

/** `?expanded=s23,s1223`: the families and series left open, so that "back" from a record finds them open. */
function treeSearch(search: Record<string, unknown>): { expanded?: string } {
  return typeof search.expanded === 'string' && search.expanded !== '' ? { expanded: search.expanded } : {};
}

export const Route = createFileRoute('/operations/tree')({
  validateSearch: treeSearch,
  component: TreeRoute,
});

function TreeRoute() {
  const { expanded } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CatalogueTreePage
      expanded={expanded?.split(',').filter(Boolean) ?? []}
      onExpandedChange={(ids) => void navigate({ search: ids.length > 0 ? { expanded: ids.join(',') } : {}, replace: true })}
    />
  );
}
