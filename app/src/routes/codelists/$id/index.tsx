import { createFileRoute } from '@tanstack/react-router';
import { CodeListPage } from '../../../codelists/CodeListPage.tsx';
import { codeListUi } from '../../../codelists/kinds.ts';
import { loadListPage } from '../../../codelists/screens.tsx';
import { RecordLoadError } from '../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/codelists/$id/')({
  loader: ({ context, params }) => loadListPage(context.queryClient, codeListUi, params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <CodeListPage ui={codeListUi} id={id} />;
}
