import { useQueries, type QueryClient } from '@tanstack/react-query';
import { kindNamed, type AnyKind, type RecordView } from '@atelier/contracts';
import type { RecordUi } from './kind.ts';
import { recordQueries } from './record-api.ts';
import { stewardsOf } from './StewardshipFields.tsx';

// A kind may be governed by the owners of the records it points to (`ownersFrom`): an operation by
// its series' owners, an indicator by its series' besides its own. The server lets their stamps do
// what the record's own may; the screens guard their actions the same way.

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
    governingRecords(ui, record).map(({ kind, id }) => queryClient.ensureQueryData(governingQuery(ui, kind, id)).catch(() => undefined)),
  );
}

/**
 * The stamps a STAMP strategy lets act on the record: its creators and contributors, and the owners
 * of the records that govern it; none until those are read (no action shows, then goes away).
 */
export function useRecordStewards(ui: Pick<RecordUi, 'kind' | 'module'>, record: RecordView): string[] | null {
  const governing = useQueries({
    queries: governingRecords(ui, record).map(({ kind, id }) => governingQuery(ui, kind, id)),
  });
  if (governing.some((query) => query.isPending)) return null;
  return [...stewardsOf(record), ...governing.flatMap((query) => query.data?.creators ?? [])];
}
