import type { QueryClient } from '@tanstack/react-query';
import { loadGoverning } from './governing.ts';
import type { RecordUi } from './kind.ts';
import { recordQueries } from './record-api.ts';
import { lookupQuery, referenceQueries } from './reference.ts';

// What the routes of a kind read before showing their screen (route loaders, split from the first
// page with the screens): a missing record fails here, and its page says "not found".

/** A record, the records whose owners govern it (an operation's series), and the vocabularies its page and form show. */
export async function loadRecord(queryClient: QueryClient, ui: RecordUi, id: string): Promise<void> {
  const [record] = await Promise.all([
    queryClient.ensureQueryData(recordQueries.detail(ui, id)),
    queryClient.ensureQueryData(referenceQueries.disseminationStatuses()),
  ]);
  await loadGoverning(queryClient, ui, record);
}

/** A record's page: the record, and at the same time its history and the records that use it. */
export function loadRecordPage(queryClient: QueryClient, ui: RecordUi, id: string) {
  void queryClient.prefetchQuery(recordQueries.history(ui, id));
  void queryClient.prefetchQuery(recordQueries.usages(ui, id));
  return loadRecord(queryClient, ui, id);
}

/**
 * What every form and search page offers: stamps and dissemination statuses; and, for a kind, the
 * organisations and codes its lookup fields offer (read meanwhile: their widgets wait for them).
 */
export function loadFormReferences(queryClient: QueryClient, ui?: Pick<RecordUi, 'kind'>) {
  for (const { spec } of ui?.kind.lookupFields ?? []) void queryClient.prefetchQuery(lookupQuery(spec));
  return Promise.all([
    queryClient.ensureQueryData(referenceQueries.stamps()),
    queryClient.ensureQueryData(referenceQueries.disseminationStatuses()),
  ]);
}
