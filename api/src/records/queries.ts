import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyKind } from '@atelier/contracts';
import type { Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { resource, resourceReference } from '../db/schema.ts';
import { LIST_ORDER, quickSearch, readableBy } from './lists.ts';
import { outer } from './references.ts';

// What a module asks of the framework's tables in its rules, hooks and lists, so that no module
// writes SQL on them (the lint refuses a module's import of them): lock records, find who points to
// a record, read records by identifier or by a stored value, filter and page lists.

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

/** A link between a record and another: the other's identifier, the field, and whether the record points to the other (`outgoing`) or the other to it. */
export interface Link {
  id: string;
  field: string;
  outgoing: boolean;
}

/**
 * The links between a record and records of `other.kind` through the fields `other.fields`, in
 * both directions, or in one (`other.direction`): a concept's broader and narrower concepts.
 */
export async function linksOf(
  tx: Db,
  record: { kind: string; id: string },
  other: { kind: string; fields: readonly string[]; direction?: 'outgoing' | 'incoming' },
): Promise<Link[]> {
  if (other.fields.length === 0) return [];
  const fields = inArray(resourceReference.field, [...other.fields]);
  const outgoing = and(eq(resourceReference.fromKind, record.kind), eq(resourceReference.fromId, record.id), eq(resourceReference.toKind, other.kind));
  const incoming = and(eq(resourceReference.toKind, record.kind), eq(resourceReference.toId, record.id), eq(resourceReference.fromKind, other.kind));
  const rows = await tx
    .select({ fromKind: resourceReference.fromKind, fromId: resourceReference.fromId, toId: resourceReference.toId, field: resourceReference.field })
    .from(resourceReference)
    .where(and(fields, other.direction === 'outgoing' ? outgoing : other.direction === 'incoming' ? incoming : or(outgoing, incoming)));
  return rows.map((row) => {
    const out = other.direction ? other.direction === 'outgoing' : row.fromKind === record.kind && row.fromId === record.id;
    return { id: out ? row.toId : row.fromId, field: row.field, outgoing: out };
  });
}

/** A list filter (a kind's `filters` hook): the records some record of `fromKind` points to (the series with a report). */
export function pointedToBy(fromKind: string): SQL {
  return sql`exists (select 1 from ${resourceReference} r where r.to_kind = ${resource.kind} and r.to_id = ${resource.id} and r.from_kind = ${fromKind})`;
}

/** A computed column (a kind's `computedColumns`): how many records the listed record points to through its field `field` (a collection's members). */
export function pointedCount(field: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${resourceReference} rr where rr.from_kind = ${outer('kind')} and rr.from_id = ${outer('id')} and rr.field = ${field})`;
}

/** A list filter (a kind's `filters` hook): the records whose field `field` points to one of `ids` (the reports of some objects). */
export function pointingTo(field: string, ids: readonly string[]): SQL {
  return sql`exists (select 1 from ${resourceReference} where ${resourceReference.fromKind} = ${resource.kind} and ${resourceReference.fromId} = ${resource.id} and ${resourceReference.field} = ${field} and ${inArray(resourceReference.toId, [...ids])})`;
}

/**
 * A list filter: the records whose `field` points to a sibling of record `id`, another record of its
 * kind with the same parent. `parents` names, for each kind `id` may be of, its parent field (an
 * operation's `seriesId`), or null when every other record of the kind is a sibling (indicators).
 * An `id` of none of these kinds matches nothing.
 */
export function pointingToSiblingsOf(field: string, id: string, parents: Readonly<Record<string, string | null>>): SQL {
  const sameParent = Object.entries(parents).map(([kind, parent]) =>
    parent === null
      ? sql`pointer.to_kind = ${kind}`
      : sql`(pointer.to_kind = ${kind} and exists (select 1 from ${resourceReference} mine join ${resourceReference} theirs on theirs.to_kind = mine.to_kind and theirs.to_id = mine.to_id where mine.from_kind = ${kind} and mine.from_id = ${id} and mine.field = ${parent} and theirs.from_kind = ${kind} and theirs.from_id = pointer.to_id and theirs.field = ${parent}))`,
  );
  return sql`exists (select 1 from ${resourceReference} pointer where pointer.from_kind = ${resource.kind} and pointer.from_id = ${resource.id} and pointer.field = ${field} and pointer.to_id <> ${id} and exists (select 1 from ${resource} me where me.kind = pointer.to_kind and me.id = ${id}) and (${sql.join(sameParent, sql` or `)}))`;
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

/**
 * A list filter (a kind's `filters` hook): the records for which `rows` finds a row in a module's
 * own table, `rows` being given the listed record's identifier column (the code lists holding a
 * matching code: `havingRows((id) => sql\`select 1 from code where code.list_id = ${id} and …\`)`).
 */
export function havingRows(rows: (recordId: SQL) => SQL): SQL {
  return sql`exists (${rows(outer('id'))})`;
}

/** A list filter: the records whose stored field `field` (a text) is `value`. */
export function storedFieldIs(field: string, value: string): SQL {
  return sql`${resource.payload} ->> ${sql.raw(`'${field.replaceAll("'", "''")}'`)} = ${value}`;
}

/** Above this many sort keys, every shared key of the kind is read at once (a few thousand) rather than asked for one by one. */
const FEW_KEYS = 500;

/** Among these sort keys (first-language labels, lower case, without accents), those two records of `kind` or more share (homonyms). */
export async function sharedSortKeys(db: Db, kind: string, keys: readonly string[]): Promise<Set<string>> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return new Set();
  const rows = await db
    .select({ key: resource.sortKey })
    .from(resource)
    .where(and(eq(resource.kind, kind), distinct.length <= FEW_KEYS ? inArray(resource.sortKey, distinct) : undefined))
    .groupBy(resource.sortKey)
    .having(sql`count(*) > 1`);
  return new Set(rows.map((row) => row.key));
}

/**
 * One page (every record with `perPage` 0) of the records of several kinds the caller may read
 * (documents and links in one list), ordered by label, searched with `q` as every list is; with
 * their labels, stored fields and the columns `extra` computes from the module's own tables given
 * the record's kind and identifier columns; and how many match in all.
 */
export async function pageOfKinds<E extends Record<string, SQL>>(
  db: Db,
  identity: Identity,
  query: { kinds: readonly AnyKind[]; q?: string | undefined; page: number; perPage: number },
  extra: (record: { kind: SQL; id: SQL }) => E,
) {
  const readable = query.kinds.map((kind) => and(eq(resource.kind, kind.name), readableBy(kind, identity)));
  // No kind: no record (an empty `or` would be no condition at all).
  const where = and(or(...readable) ?? sql`false`, query.q ? quickSearch(query.q) : undefined);
  const select = db
    .select({ kind: resource.kind, id: resource.id, labelLg1: resource.labelLg1, labelLg2: resource.labelLg2, payload: resource.payload, ...extra({ kind: outer('kind'), id: outer('id') }) })
    .from(resource)
    .where(where)
    .orderBy(...LIST_ORDER.label);
  const rows = await (query.perPage === 0 ? select : select.limit(query.perPage).offset((query.page - 1) * query.perPage));
  const total = query.perPage === 0 ? rows.length : ((await db.select({ n: count() }).from(resource).where(where))[0]?.n ?? 0);
  return { rows, total };
}
