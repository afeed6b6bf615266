import { createFileRoute } from '@tanstack/react-router';
import { ModifyCollectionScreen, loadCollectionForm } from '../../../../concepts/CollectionScreens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/concepts/collections/$id/modify')({
  loader: ({ context, params }) => loadCollectionForm(context.queryClient, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyCollectionScreen id={id} />;
}
