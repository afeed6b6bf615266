import type { QueryClient } from '@tanstack/react-query';
import type { SimsTargetKind } from '@atelier/contracts';
import { loadRecord } from '../../records/loaders.ts';
import { recordQueries } from '../../records/record-api.ts';
import { msdQueries } from './msd/msd-api.ts';
import { TARGET_UIS, simsUi } from './sims-ui.ts';

// What the report's routes read before showing their screen: a missing report or object fails
// here, and the page says "not found".

/** A report, the owners that govern it, its object and the metadata structure. */
export async function loadReport(queryClient: QueryClient, id: string): Promise<void> {
  void queryClient.prefetchQuery(recordQueries.history(simsUi, id));
  void queryClient.prefetchQuery(recordQueries.usages(simsUi, id));
  await Promise.all([loadRecord(queryClient, simsUi, id), queryClient.ensureQueryData(msdQueries.structure())]);
  const report = queryClient.getQueryData(recordQueries.detail(simsUi, id).queryKey);
  const kind = report?.references.target?.[0]?.kind as SimsTargetKind | undefined;
  if (report && kind) await loadRecord(queryClient, TARGET_UIS[kind], report.target);
}

/** A new report's object, the owners that govern it, and the metadata structure. */
export function loadNewReport(queryClient: QueryClient, kind: SimsTargetKind, id: string) {
  return Promise.all([loadRecord(queryClient, TARGET_UIS[kind], id), queryClient.ensureQueryData(msdQueries.structure())]);
}
