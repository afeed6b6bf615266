import { createFileRoute } from '@tanstack/react-router';
import { indicatorUi } from '../../../../operations/kinds.ts';
import { ModifyScreen, loadForm } from '../../../../operations/screens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/indicator/$id/modify')({
  loader: ({ context, params }) => loadForm(context.queryClient, indicatorUi, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyScreen ui={indicatorUi} id={id} />;
}
