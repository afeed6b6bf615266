import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { resource, resourceReference } from '../db/schema.ts';

// What a module asks of the framework's tables in its rules and hooks, so that no module writes SQL
// on them: lock records, find who points to a record, read records by identifier.

/** Locks records of a kind until the write's transaction ends (in identifier order, so that two writers never wait on each other); answers those that exist. */
export async function lockRecords(tx: Db, kind: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: resource.id })
    .from(resource)
    .where(and(eq(resource.kind, kind), inArray(resource.id, [...ids])))
    .orderBy(asc(resource.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** A record of `from.kind` pointing to `to` through its field `from.field` (an operation of a series, a series' report), if any. */
export async function firstPointing(tx: Db, from: { kind: string; field: string }, to: { kind: string; id: string }): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: resourceReference.fromId })
    .from(resourceReference)
    .where(
      and(
        eq(resourceReference.toKind, to.kind),
        eq(resourceReference.toId, to.id),
        eq(resourceReference.fromKind, from.kind),
        eq(resourceReference.field, from.field),
      ),
    )
    .limit(1);
  return row?.id;
}

/** A list filter (a kind's `filters` hook): the records some record of `fromKind` points to (the series with a report). */
export function pointedToBy(fromKind: string): SQL {
  return sql`exists (select 1 from ${resourceReference} r where r.to_kind = ${resource.kind} and r.to_id = ${resource.id} and r.from_kind = ${fromKind})`;
}

/** A list filter (a kind's `filters` hook): the records whose field `field` points to one of `ids` (the reports of some objects). */
export function pointingTo(field: string, ids: readonly string[]): SQL {
  return sql`exists (select 1 from ${resourceReference} where ${resourceReference.fromKind} = ${resource.kind} and ${resourceReference.fromId} = ${resource.id} and ${resourceReference.field} = ${field} and ${inArray(resourceReference.toId, [...ids])})`;
}

/** Records of some kinds, by identifier: their kind, labels and stored fields. */
export async function readRecords(db: Db, kinds: readonly string[], ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ kind: resource.kind, id: resource.id, labelLg1: resource.labelLg1, labelLg2: resource.labelLg2, payload: resource.payload })
    .from(resource)
    .where(and(inArray(resource.kind, [...kinds]), inArray(resource.id, [...new Set(ids)])));
}

/** Every record of a kind, its stored fields (reference data read whole: the metadata structure's rubrics). */
export async function readKind(db: Db, kind: string) {
  return db.select({ id: resource.id, payload: resource.payload }).from(resource).where(eq(resource.kind, kind));
}
