import { createFileRoute } from '@tanstack/react-router';
import { CodeListPage } from '../../../../codelists/CodeListPage.tsx';
import { partialCodeListUi } from '../../../../codelists/kinds.ts';
import { loadListPage } from '../../../../codelists/screens.tsx';
import { RecordLoadError } from '../../../../records/RecordLoadError.tsx';

export const Route = createFileRoute('/codelists/partial/$id/')({
  loader: ({ context, params }) => loadListPage(context.queryClient, partialCodeListUi, params.id),
  errorComponent: RecordLoadError,
  component: ViewRoute,
});

function ViewRoute() {
  const { id } = Route.useParams();
  return <CodeListPage ui={partialCodeListUi} id={id} />;
}
