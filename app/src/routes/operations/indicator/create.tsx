import { createFileRoute } from '@tanstack/react-router';
import { indicatorUi } from '../../../operations/kinds.ts';
import { CreateScreen, loadForm } from '../../../operations/screens.tsx';

export const Route = createFileRoute('/operations/indicator/create')({
  loader: ({ context }) => loadForm(context.queryClient, indicatorUi),
  component: () => <CreateScreen ui={indicatorUi} />,
});
