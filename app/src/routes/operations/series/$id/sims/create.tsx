import { createFileRoute } from '@tanstack/react-router';
import { RecordLoadError } from '../../../../../records/RecordLoadError.tsx';
import { loadNewReport } from '../../../../../operations/sims/loaders.ts';
import { SimsFormPage } from '../../../../../operations/sims/SimsFormPage.tsx';

export const Route = createFileRoute('/operations/series/$id/sims/create')({
  loader: ({ context, params }) => loadNewReport(context.queryClient, 'series', params.id),
  errorComponent: RecordLoadError,
  component: CreateRoute,
});

function CreateRoute() {
  const { id } = Route.useParams();
  return <SimsFormPage target={{ kind: 'series', id }} />;
}
