import { createFileRoute } from '@tanstack/react-router';
import { operationUi } from '../../../../operations/kinds.ts';
import { ModifyScreen, loadForm } from '../../../../operations/screens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/operation/$id/modify')({
  loader: ({ context, params }) => loadForm(context.queryClient, operationUi, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyScreen ui={operationUi} id={id} />;
}
