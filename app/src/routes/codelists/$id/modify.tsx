import { createFileRoute } from '@tanstack/react-router';
import { codeListQueries } from '../../../codelists/queries.ts';
import { ModifyListScreen, loadFormReferences, loadList } from '../../../codelists/screens.tsx';
import { RecordLoadError } from '../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/codelists/$id/modify')({
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      loadList(queryClient, 'complete', params.id),
      loadFormReferences(queryClient),
      queryClient.ensureQueryData(codeListQueries.allCodes('complete', params.id)),
    ]),
  errorComponent: RecordLoadError,
  component: ModifyRoute,
});

function ModifyRoute() {
  const { id } = Route.useParams();
  return <ModifyListScreen kind="complete" id={id} />;
}
