import { and, arrayOverlaps, eq, or, sql, type SQL } from 'drizzle-orm';
import { strategyFor, type AnyKind, type ConceptDashboard } from '@atelier/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/client.ts';
import { resource } from '../../db/schema.ts';

// The concepts' administration dashboard (peer-frontend §3): counts of a kind's records as of
// today. Creations and modifications since a date are the lists' `createdFrom` and `modifiedFrom`.

/** The records of the kind the caller may read (READ with STAMP: those listing one of their stamps, or none). */
function readable(kind: AnyKind, identity: Identity): SQL | undefined {
  const ofKind = eq(resource.kind, kind.name);
  if (strategyFor(identity.privileges, kind.application, 'READ') === 'ALL') return ofKind;
  return and(
    ofKind,
    or(
      arrayOverlaps(resource.creators, identity.stamps),
      arrayOverlaps(resource.contributors, identity.stamps),
      sql`cardinality(${resource.creators}) + cardinality(${resource.contributors}) = 0`,
    ),
  );
}

export async function dashboard(db: Db, kind: AnyKind, identity: Identity): Promise<ConceptDashboard> {
  const where = readable(kind, identity);
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
