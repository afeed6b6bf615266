import { sql, type SQL } from 'drizzle-orm';
import type { AnyKind, FieldIssue } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { readRows } from '../db/read.ts';
import { resourceReference } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';

// Hierarchies, one way. A kind's acyclic reference fields (broader concepts, the territories a
// territory includes or excludes) are followed together, in SQL, over the references the write has
// just stored, inside its transaction; a record of a kind's tree (`hierarchy`) counts its descendants
// in one query (the tree's reads are in trees.ts).

/** The issue code of a value that would make a record its own ancestor. */
export const CYCLE_ISSUE = 'cycle';

function acyclicFields(kind: AnyKind) {
  return kind.referenceFields.filter(({ spec }) => spec.acyclic);
}

/**
 * Refuses a record whose acyclic fields lead back to it, with 400 VALIDATION_FAILED and issue `cycle`
 * at each value that closes a loop. Runs once every reference the write makes is stored (its own and
 * those other records gain through it, a concept's narrower giving another its broader): every new
 * loop then passes through this record, so following its own values finds it. One query, however
 * deep the hierarchy. A concurrent write closing the same loop from another record either waits for
 * the rows this one locked (the record for update, its targets for key share) or is seen committed.
 */
export async function refuseCycles(tx: Db, kind: AnyKind, record: { id: string; payload: Record<string, unknown> }): Promise<void> {
  const fields = acyclicFields(kind);
  if (fields.length === 0) return;
  const starts = fields.flatMap(({ name }) => {
    const value = record.payload[name];
    const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    return ids.map((id, position) => ({ field: name, position, id, many: Array.isArray(value) }));
  });
  if (starts.length === 0) return;
  const names = sql.join(fields.map(({ name }) => sql`${name}`), sql`, `);
  const values = sql.join([...new Set(starts.map((start) => start.id))].map((id) => sql`(${id}::text)`), sql`, `);
  const result = await tx.execute(sql`
    with recursive reach(start, id) as (
      select t.id, t.id from (values ${values}) as t(id)
      union
      select reach.start, r.to_id from resource_reference r join reach on r.from_id = reach.id
      where r.from_kind = ${kind.name} and r.to_kind = ${kind.name} and r.field in (${names})
    )
    select distinct start from reach where id = ${record.id}`);
  const back = new Set((result as { rows: { start: string }[] }).rows.map((row) => row.start));
  if (back.size === 0) return;
  const issues: FieldIssue[] = starts
    .filter((start) => back.has(start.id))
    .map((start) => ({
      path: start.many ? ['body', start.field, start.position] : ['body', start.field],
      code: CYCLE_ISSUE,
      message: start.id === record.id ? `${start.id} is this record` : `${start.id} leads back to this record`,
    }));
  throw new ApiError('VALIDATION_FAILED', undefined, issues);
}

/** The records whose hierarchy field names `id`, at any depth below it, as a recursive query. */
export function below(kind: AnyKind, field: string, id: string): SQL {
  return sql`with recursive below(id) as (
      select from_id from ${resourceReference} where to_kind = ${kind.name} and to_id = ${id} and from_kind = ${kind.name} and field = ${field}
      union
      select r.from_id from ${resourceReference} r join below on r.to_id = below.id
      where r.to_kind = ${kind.name} and r.from_kind = ${kind.name} and r.field = ${field}
    )`;
}

/** How many records lie below one in its kind's tree, at any depth (its view's `descendantCount`). */
export async function countDescendants(db: Db, kind: AnyKind, id: string): Promise<number> {
  if (!kind.hierarchy) return 0;
  const [row] = await readRows<{ n: number }>(db, sql`${below(kind, kind.hierarchy, id)} select count(*)::int as n from below`);
  return row?.n ?? 0;
}
