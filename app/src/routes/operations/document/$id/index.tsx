import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../../../operations/CataloguePage.tsx';
import { documentUi } from '../../../../operations/kinds.ts';
import { loadRecordPage } from '../../../../records/loaders.ts';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/document/$id/')({
  loader: ({ context, params }) => loadRecordPage(context.queryClient, documentUi, params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <CataloguePage ui={documentUi} id={id} />;
}
