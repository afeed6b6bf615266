import { createFileRoute } from '@tanstack/react-router';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';
import { loadReport } from '../../../../operations/sims/loaders.ts';
import { SimsPage } from '../../../../operations/sims/SimsPage.tsx';

export const Route = createFileRoute('/operations/sims/$id/')({
  loader: ({ context, params }) => loadReport(context.queryClient, params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <SimsPage id={id} />;
}
