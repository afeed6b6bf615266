import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { resource, resourceReference } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';

/**
 * A series has either a quality report of its own or operations (which carry the reports), never
 * both (663). Both writes lock the series row first, so a report and an operation added to one
 * series at the same time are checked one after the other: the second sees the first.
 */
export async function refuseReportAndOperations(tx: Db, seriesId: string, adding: 'report' | 'operation'): Promise<void> {
  const [series] = await tx
    .select({ id: resource.id })
    .from(resource)
    .where(and(eq(resource.kind, 'series'), eq(resource.id, seriesId)))
    .for('update');
  // A missing series is refused by the reference checks that follow (744, 844).
  if (!series) return;
  const other = adding === 'report' ? { kind: 'operation', field: 'seriesId' } : { kind: 'sims', field: 'target' };
  const [found] = await tx
    .select({ id: resourceReference.fromId })
    .from(resourceReference)
    .where(
      and(
        eq(resourceReference.toKind, 'series'),
        eq(resourceReference.toId, seriesId),
        eq(resourceReference.fromKind, other.kind),
        eq(resourceReference.field, other.field),
      ),
    )
    .limit(1);
  if (found) throw new ApiError('663', undefined, { series: seriesId, [other.kind]: found.id });
}

/** SQL: the series (rows of `resource`) that have a quality report of their own. */
export const seriesHasReport = sql`exists (select 1 from ${resourceReference} r where r.to_kind = 'series' and r.to_id = ${resource.id} and r.from_kind = 'sims')`;
