import { createFileRoute } from '@tanstack/react-router';
import { familyUi } from '../../../../operations/kinds.ts';
import { ModifyScreen, loadForm } from '../../../../operations/screens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/family/$id/modify')({
  loader: ({ context, params }) => loadForm(context.queryClient, familyUi, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyScreen ui={familyUi} id={id} />;
}
