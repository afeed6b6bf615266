import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CreateListScreen, loadFormReferences } from '../../../codelists/screens.tsx';

export const Route = createFileRoute('/codelists/partial/create')({
  // `?parent=CL_FREQ`: the parent list chosen beforehand, from its page.
  validateSearch: z.object({ parent: z.string().optional().catch(undefined) }),
  loader: ({ context }) => loadFormReferences(context.queryClient),
  component: CreatePartialRoute,
});

function CreatePartialRoute() {
  const { parent } = Route.useSearch();
  return <CreateListScreen kind="partial" parentId={parent} />;
}
