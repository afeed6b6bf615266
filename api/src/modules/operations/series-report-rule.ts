import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { firstPointing, lockRecords, pointedToBy } from '../../records/queries.ts';

/**
 * A series has either a quality report of its own or operations (which carry the reports), never
 * both (663). Both writes lock the series row first, so a report and an operation added to one
 * series at the same time are checked one after the other: the second sees the first.
 */
export async function refuseReportAndOperations(tx: Db, seriesId: string, adding: 'report' | 'operation'): Promise<void> {
  // A missing series is refused by the reference checks that follow (744, 844).
  if ((await lockRecords(tx, 'series', [seriesId])).length === 0) return;
  const other = adding === 'report' ? { kind: 'operation', field: 'seriesId' } : { kind: 'sims', field: 'target' };
  const found = await firstPointing(tx, other, { kind: 'series', id: seriesId });
  if (found) throw new ApiError('663', undefined, { series: seriesId, [other.kind]: found });
}

/** A series list's filter: those that have a quality report of their own. */
export const seriesHasReport = pointedToBy('sims');
