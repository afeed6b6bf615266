import { createFileRoute } from '@tanstack/react-router';
import { seriesUi } from '../../../../operations/kinds.ts';
import { ModifyScreen, loadForm } from '../../../../operations/screens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/series/$id/modify')({
  loader: ({ context, params }) => loadForm(context.queryClient, seriesUi, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyScreen ui={seriesUi} id={id} />;
}
