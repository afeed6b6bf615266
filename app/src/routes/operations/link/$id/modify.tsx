import { createFileRoute } from '@tanstack/react-router';
import { linkUi } from '../../../../operations/kinds.ts';
import { ModifyScreen, loadForm } from '../../../../operations/screens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/link/$id/modify')({
  loader: ({ context, params }) => loadForm(context.queryClient, linkUi, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyScreen ui={linkUi} id={id} />;
}
