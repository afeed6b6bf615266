import { createFileRoute } from '@tanstack/react-router';
import { ModifyConceptScreen, loadConceptForm } from '../../../concepts/ConceptFormScreens.tsx';
import { RecordLoadError } from '../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/concepts/$id/modify')({
  loader: ({ context, params }) => loadConceptForm(context.queryClient, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyConceptScreen id={id} />;
}
