import { createFileRoute } from '@tanstack/react-router';
import { codeListUi } from '../../../codelists/kinds.ts';
import { ModifyListScreen, loadListForm } from '../../../codelists/screens.tsx';
import { RecordLoadError } from '../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/codelists/$id/modify')({
  loader: ({ context, params }) => loadListForm(context.queryClient, codeListUi, params.id),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyListScreen ui={codeListUi} id={id} />;
}
