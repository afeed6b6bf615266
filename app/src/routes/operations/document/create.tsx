import { createFileRoute } from '@tanstack/react-router';
import { documentUi } from '../../../operations/kinds.ts';
import { CreateScreen, loadForm } from '../../../operations/screens.tsx';

export const Route = createFileRoute('/operations/document/create')({
  loader: ({ context }) => loadForm(context.queryClient, documentUi),
  component: () => <CreateScreen ui={documentUi} />,
});
