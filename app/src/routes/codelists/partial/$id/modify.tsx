import { createFileRoute } from '@tanstack/react-router';
import { partialCodeListUi } from '../../../../codelists/kinds.ts';
import { ModifyListScreen, loadListForm } from '../../../../codelists/screens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/codelists/partial/$id/modify')({
  loader: ({ context, params }) => loadListForm(context.queryClient, partialCodeListUi, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyListScreen ui={partialCodeListUi} id={id} />;
}
