import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../../../operations/CataloguePage.tsx';
import { familyUi } from '../../../../operations/kinds.ts';
import { loadRecordPage } from '../../../../records/loaders.ts';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/family/$id/')({
  loader: ({ context, params }) => loadRecordPage(context.queryClient, familyUi, params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <CataloguePage ui={familyUi} id={id} />;
}
