import { createFileRoute } from '@tanstack/react-router';
import { linkUi } from '../../../operations/kinds.ts';
import { CreateScreen, loadForm } from '../../../operations/screens.tsx';

export const Route = createFileRoute('/operations/link/create')({
  loader: ({ context }) => loadForm(context.queryClient, linkUi),
  component: () => <CreateScreen ui={linkUi} />,
});
