import type { QueryClient } from '@tanstack/react-query';
import type { RecordUi } from './kind.ts';
import { recordQueries } from './record-api.ts';
import { referenceQueries } from './reference.ts';

// What the routes of a kind read before showing their screen (route loaders, split from the first
// page with the screens): a missing record fails here, and its page says "not found".

/** A record, and the vocabularies its page and form show. */
export function loadRecord(queryClient: QueryClient, ui: RecordUi, id: string) {
  return Promise.all([
    queryClient.ensureQueryData(recordQueries.detail(ui, id)),
    queryClient.ensureQueryData(referenceQueries.disseminationStatuses()),
  ]);
}

/** A record's page: the record, and at the same time its history and the records that use it. */
export function loadRecordPage(queryClient: QueryClient, ui: RecordUi, id: string) {
  void queryClient.prefetchQuery(recordQueries.history(ui, id));
  void queryClient.prefetchQuery(recordQueries.usages(ui, id));
  return loadRecord(queryClient, ui, id);
}

/** What every form and search page offers: stamps and dissemination statuses. */
export function loadFormReferences(queryClient: QueryClient) {
  return Promise.all([
    queryClient.ensureQueryData(referenceQueries.stamps()),
    queryClient.ensureQueryData(referenceQueries.disseminationStatuses()),
  ]);
}
