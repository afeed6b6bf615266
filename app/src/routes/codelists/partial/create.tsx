import { createFileRoute } from '@tanstack/react-router';
import { partialCodeListUi } from '../../../codelists/kinds.ts';
import { CreateListScreen } from '../../../codelists/screens.tsx';
import { loadFormReferences } from '../../../records/loaders.ts';

export const Route = createFileRoute('/codelists/partial/create')({
  // `?parent=CL_FREQ`: the parent list chosen beforehand, from its page.
  validateSearch: (search: Record<string, unknown>): { parent?: string } =>
    typeof search.parent === 'string' && search.parent !== '' ? { parent: search.parent } : {},
  loader: ({ context }) => loadFormReferences(context.queryClient),
  component: CreatePartialRoute,
});

function CreatePartialRoute() {
  const { parent } = Route.useSearch();
  return <CreateListScreen ui={partialCodeListUi} parentId={parent} />;
}
