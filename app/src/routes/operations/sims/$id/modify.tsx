import { createFileRoute } from '@tanstack/react-router';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';
import { loadReport } from '../../../../operations/sims/loaders.ts';
import { SimsFormPage } from '../../../../operations/sims/SimsFormPage.tsx';

export const Route = createFileRoute('/operations/sims/$id/modify')({
  loader: ({ context, params }) => loadReport(context.queryClient, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <SimsFormPage id={id} />;
}
