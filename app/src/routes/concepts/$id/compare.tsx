import { createFileRoute } from '@tanstack/react-router';
import { conceptUi } from '../../../concepts/kinds.ts';
import { loadRecord } from '../../../records/loaders.ts';
import { NoteVersionsComparePage } from '../../../records/NoteVersionsComparePage.tsx';
import { compareSearch } from '../../../records/compare-search.ts';
import { noteVersionQueries } from '../../../records/note-versions-api.ts';
import { RecordLoadError } from '../../../records/RecordLoadError.tsx';

/** `?from=2&to=3&language=lg2`: the versions of a concept's notes compared, and the language of their notes. */
export const Route = createFileRoute('/concepts/$id/compare')({
  validateSearch: compareSearch,
  loader: ({ context, params }) =>
    Promise.all([loadRecord(context.queryClient, conceptUi, params.id), context.queryClient.ensureQueryData(noteVersionQueries.versions(conceptUi, params.id))]),
  errorComponent: RecordLoadError,
  component: CompareRoute,
});

function CompareRoute() {
  const { id } = Route.useParams();
  const choice = Route.useSearch();
  const navigate = Route.useNavigate();
  return <NoteVersionsComparePage ui={conceptUi} id={id} choice={choice} onChoiceChange={(next) => void navigate({ search: next, replace: true })} />;
}
