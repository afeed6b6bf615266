import { createFileRoute } from '@tanstack/react-router';
import { RecordLoadError } from '../../../../../records/RecordLoadError.tsx';
import { loadReport } from '../../../../../operations/sims/loaders.ts';
import { SimsPage } from '../../../../../operations/sims/SimsPage.tsx';

/** A report opened at one of its rubrics. */
export const Route = createFileRoute('/operations/sims/$id/section/$idSection')({
  loader: ({ context, params }) => loadReport(context.queryClient, params.id),
  errorComponent: RecordLoadError,
  component: SectionRoute,
});

function SectionRoute() {
  const { id, idSection } = Route.useParams();
  return <SimsPage id={id} section={idSection} />;
}
