import { createFileRoute } from '@tanstack/react-router';
import { ConceptPage } from '../../../concepts/ConceptPage.tsx';
import { conceptUi } from '../../../concepts/kinds.ts';
import { loadRecordPage } from '../../../records/loaders.ts';
import { RecordLoadError } from '../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/concepts/$id/')({
  loader: ({ context, params }) => loadRecordPage(context.queryClient, conceptUi, params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <ConceptPage id={id} />;
}
