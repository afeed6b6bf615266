import { createFileRoute } from '@tanstack/react-router';
import { ConceptComparePage, type CompareChoice } from '../../../concepts/ConceptComparePage.tsx';
import { conceptNoteQueries } from '../../../concepts/concept-api.ts';
import { conceptUi } from '../../../concepts/kinds.ts';
import { loadRecord } from '../../../records/loaders.ts';
import { RecordLoadError } from '../../../records/RecordLoadError.tsx';

/** `?from=2&to=3&language=lg2`: the versions compared and the language of their notes (the page checks the versions exist). */
function compareSearch(search: Record<string, unknown>): CompareChoice {
  const version = (value: unknown) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 ? number : undefined;
  };
  const from = version(search.from);
  const to = version(search.to);
  return {
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(search.language === 'lg2' ? { language: 'lg2' as const } : {}),
  };
}

export const Route = createFileRoute('/concepts/$id/compare')({
  validateSearch: compareSearch,
  loader: ({ context, params }) =>
    Promise.all([loadRecord(context.queryClient, conceptUi, params.id), context.queryClient.ensureQueryData(conceptNoteQueries.versions(params.id))]),
  errorComponent: RecordLoadError,
  component: CompareRoute,
});

function CompareRoute() {
  const { id } = Route.useParams();
  const choice = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ConceptComparePage id={id} choice={choice} onChoiceChange={(next) => void navigate({ search: next, replace: true })} />;
}
