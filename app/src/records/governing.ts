import { useQueries, type QueryClient } from '@tanstack/react-query';
import { kindNamed, type AnyKind, type RecordView } from '@atelier/contracts';
import type { RecordUi } from './kind.ts';
import { recordQueries } from './record-api.ts';
import { ownershipOf, stewardsOf } from './StewardshipFields.tsx';

// A kind may be governed by the owners of the records it points to (`ownersFrom`): an operation by
// its series' owners, an indicator by its series' besides its own, a quality report by its
// operation's (so by the operation's series'). The server lets their stamps do what the record's
// own may; the screens guard their actions the same way.

/** The records whose owners govern this one, by kind and identifier. */
function governingRecords(ui: Pick<RecordUi, 'kind'>, record: RecordView): { kind: AnyKind; id: string }[] {
  const field = ui.kind.ownersFrom;
  if (!field) return [];
  const value = record[field];
  const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? [value] : [];
  const declared = ui.kind.fields[field]?.reference?.kinds ?? [];
  return ids.flatMap((id) => {
    const name = record.references[field]?.find((target) => target.id === id)?.kind ?? declared[0];
    const kind = name ? kindNamed(name) : undefined;
    return kind ? [{ kind, id }] : [];
  });
}

/** One governing record, cached as its own kind's screens cache it (a write in the module reads it again). */
const governingQuery = (ui: Pick<RecordUi, 'module'>, kind: AnyKind, id: string) => recordQueries.detail({ kind, key: [ui.module, kind.name] }, id);

/**
 * Reads the records that govern this one, before its page or form shows (a route loader). One the
 * reader may not read is left out: the server decides anyway.
 */
export async function loadGoverning(queryClient: QueryClient, ui: Pick<RecordUi, 'kind' | 'module'>, record: RecordView): Promise<void> {
  await Promise.all(
    governingRecords(ui, record).map(async ({ kind, id }) => {
      const governing = await queryClient.ensureQueryData(governingQuery(ui, kind, id)).catch(() => undefined);
      if (governing) await loadGoverning(queryClient, { kind, module: ui.module }, governing);
    }),
  );
}

/**
 * The stamps a STAMP strategy lets act on the record: its creators and contributors, and the owners
 * of the records that govern it; none until those are read (no action shows, then goes away).
 */
export function useRecordStewards(ui: Pick<RecordUi, 'kind' | 'module'>, record: RecordView): string[] | null {
  const parents = governingRecords(ui, record);
  const governing = useQueries({ queries: parents.map(({ kind, id }) => governingQuery(ui, kind, id)) });
  // Two levels are as deep as the catalogue goes: a report, its operation, the operation's series.
  const grandparents = governing.flatMap((query, index) => (query.data ? governingRecords({ kind: parents[index]!.kind }, query.data) : []));
  const above = useQueries({ queries: grandparents.map(({ kind, id }) => governingQuery(ui, kind, id)) });
  if ([...governing, ...above].some((query) => query.isPending)) return null;
  // A kind governed by its parent's owners alone (an operation, a report) honours no stamp of its own, as the server does.
  const own = ownershipOf(ui.kind) === 'governed' ? [] : stewardsOf(record);
  return [...own, ...[...governing, ...above].flatMap((query) => query.data?.creators ?? [])];
}
