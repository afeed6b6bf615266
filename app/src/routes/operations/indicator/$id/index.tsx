import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../../../operations/CataloguePage.tsx';
import { indicatorUi } from '../../../../operations/kinds.ts';
import { loadRecordPage } from '../../../../records/loaders.ts';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/indicator/$id/')({
  loader: ({ context, params }) => loadRecordPage(context.queryClient, indicatorUi, params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <CataloguePage ui={indicatorUi} id={id} />;
}
