import { createFileRoute } from '@tanstack/react-router';
import { CollectionPage } from '../../../../concepts/CollectionPage.tsx';
import { collectionUi } from '../../../../concepts/kinds.ts';
import { loadRecordPage } from '../../../../records/loaders.ts';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/concepts/collections/$id/')({
  loader: ({ context, params }) => loadRecordPage(context.queryClient, collectionUi, params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <CollectionPage id={id} />;
}
