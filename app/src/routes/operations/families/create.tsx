import { createFileRoute } from '@tanstack/react-router';
import { familyUi } from '../../../operations/kinds.ts';
import { CreateScreen, loadForm } from '../../../operations/screens.tsx';

export const Route = createFileRoute('/operations/families/create')({
  loader: ({ context }) => loadForm(context.queryClient, familyUi),
  component: () => <CreateScreen ui={familyUi} />,
});
