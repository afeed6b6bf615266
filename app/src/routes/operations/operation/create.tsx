import { createFileRoute } from '@tanstack/react-router';
import { operationUi } from '../../../operations/kinds.ts';
import { CreateScreen, loadForm } from '../../../operations/screens.tsx';

export const Route = createFileRoute('/operations/operation/create')({
  loader: ({ context }) => loadForm(context.queryClient, operationUi),
  component: () => <CreateScreen ui={operationUi} />,
});
