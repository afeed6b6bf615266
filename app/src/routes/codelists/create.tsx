import { createFileRoute } from '@tanstack/react-router';
import { CreateListScreen, loadFormReferences } from '../../codelists/screens.tsx';

export const Route = createFileRoute('/codelists/create')({
  loader: ({ context }) => loadFormReferences(context.queryClient),
  component: () => <CreateListScreen kind="complete" />,
});
