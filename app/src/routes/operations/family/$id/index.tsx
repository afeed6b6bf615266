import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '../../../../operations/CataloguePage.tsx';
import { familyUi } from '../../../../operations/kinds.ts';
import { loadPage } from '../../../../operations/screens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/operations/family/$id/')({
  loader: ({ context, params }) => loadPage(context.queryClient, familyUi, params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <CataloguePage ui={familyUi} id={id} />;
}
