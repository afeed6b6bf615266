import { and, eq, sql } from 'drizzle-orm';
import type { AnyKind, ConceptDashboard } from '@atelier/contracts';
import type { Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { resource } from '../db/schema.ts';
import { readableBy } from './lists.ts';

// Counts of a kind's records as of today (the concepts' administration dashboard, peer-frontend §3):
// a query of the framework's tables, so that no module writes SQL on them. Creations and
// modifications since a date are the lists' `createdFrom` and `modifiedFrom`.

/** A kind's records the caller may read, counted in all, per dissemination status, per owner, published and not. */
export async function recordCounts(db: Db, kind: AnyKind, identity: Identity): Promise<ConceptDashboard> {
  const where = and(eq(resource.kind, kind.name), readableBy(kind, identity));
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${resource.validationState} = 'Validated'))::int`,
    })
    .from(resource)
    .where(where);
  const byDisseminationStatus = await db
    .select({ disseminationStatus: resource.disseminationStatus, count: sql<number>`count(*)::int` })
    .from(resource)
    .where(where)
    .groupBy(resource.disseminationStatus)
    .orderBy(sql`${resource.disseminationStatus} nulls last`);
  const owners = await db.execute(
    sql`select o.owner, count(*)::int as count from ${resource} left join lateral unnest(${resource.creators}) as o(owner) on true
      where ${where} group by o.owner order by o.owner nulls last`,
  );
  const byOwner = (owners as { rows: { owner: string | null; count: number }[] }).rows.map(({ owner, count }) => ({ owner, count: Number(count) }));
  const total = totals?.total ?? 0;
  const published = totals?.published ?? 0;
  return { total, byDisseminationStatus, byOwner, published, unpublished: total - published };
}
