import { createFileRoute } from '@tanstack/react-router';
import { documentUi } from '../../../../operations/kinds.ts';
import { ModifyScreen, loadForm } from '../../../../operations/screens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/document/$id/modify')({
  loader: ({ context, params }) => loadForm(context.queryClient, documentUi, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyScreen ui={documentUi} id={id} />;
}
