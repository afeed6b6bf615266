import { createFileRoute } from '@tanstack/react-router';
import { CodeListPage } from '../../../codelists/CodeListPage.tsx';
import { loadListPage } from '../../../codelists/screens.tsx';
import { RecordLoadError } from '../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/codelists/$id/')({
  loader: ({ context, params }) => loadListPage(context.queryClient, 'complete', params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <CodeListPage kind="complete" id={id} />;
}
