import { createFileRoute } from '@tanstack/react-router';
import { seriesUi } from '../../../operations/kinds.ts';
import { CreateScreen, loadForm } from '../../../operations/screens.tsx';

export const Route = createFileRoute('/operations/series/create')({
  loader: ({ context }) => loadForm(context.queryClient, seriesUi),
  component: () => <CreateScreen ui={seriesUi} />,
});
