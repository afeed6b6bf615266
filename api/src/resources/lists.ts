import { and, arrayOverlaps, asc, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { strategyFor, type AnyKind, type ListItemOf, type RECORD_SORTS, type RecordFilter } from '@atelier/contracts';
import type { Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { resource, resourceReference } from '../db/schema.ts';
import { containsPattern } from '../lib/text.ts';
import type { ApiKind, StoredRecord } from './kind.ts';
import { lookupFilter, lookupLabels } from './lookups.ts';
import { referencedRecords } from './references.ts';
import { toRecord, type RequestContext } from './service.ts';

// The lists of every kind: the common filters (quick search, label, identifier, owner, contributor,
// dissemination status, state, dates), one filter per reference or lookup field, the kind's own filters,
// paging and order, all on the server; and what each record answers.

/** The common filters, the reference fields' and the kind's own, as the schema parsed them. */
type Filter = RecordFilter & Record<string, unknown>;

/** The start of a day, or an instant, for inclusive date filters. */
function fromBound(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}
/** The last instant of a day, or the instant itself. */
function toBound(value: string): Date {
  return value.length === 10 ? new Date(`${value}T23:59:59.999Z`) : new Date(value);
}

/** SQL conditions of the filters every list accepts, and of what the caller may read. */
function conditions({ kind, hooks }: ApiKind, identity: Identity, filter: Filter): (SQL | undefined)[] {
  const where: (SQL | undefined)[] = [eq(resource.kind, kind.name)];
  if (filter.q) where.push(sql`${resource.searchText} like ${containsPattern(filter.q)}`);
  // The search text starts with the identifier's line; labels follow it.
  if (filter.label) {
    where.push(sql`substring(${resource.searchText} from position(E'\\n' in ${resource.searchText}) + 1) like ${containsPattern(filter.label)}`);
  }
  if (filter.id) where.push(sql`lower(${resource.id}) like ${containsPattern(filter.id)}`);
  if (filter.creator) where.push(arrayOverlaps(resource.creators, [filter.creator]));
  if (filter.contributor) where.push(arrayOverlaps(resource.contributors, [filter.contributor]));
  if (filter.disseminationStatus) where.push(eq(resource.disseminationStatus, filter.disseminationStatus));
  if (filter.validationState) where.push(eq(resource.validationState, filter.validationState));
  if (filter.createdFrom) where.push(gte(resource.created, fromBound(filter.createdFrom)));
  if (filter.createdTo) where.push(lte(resource.created, toBound(filter.createdTo)));
  if (filter.modifiedFrom) where.push(gte(resource.modified, fromBound(filter.modifiedFrom)));
  if (filter.modifiedTo) where.push(lte(resource.modified, toBound(filter.modifiedTo)));
  for (const { name } of kind.referenceFields) {
    const target = filter[name];
    if (typeof target !== 'string') continue;
    where.push(
      sql`exists (select 1 from ${resourceReference} where ${resourceReference.fromKind} = ${resource.kind} and ${resourceReference.fromId} = ${resource.id} and ${resourceReference.field} = ${name} and ${resourceReference.toId} = ${target})`,
    );
  }
  for (const { name, spec } of kind.lookupFields) {
    const value = filter[name];
    if (typeof value === 'string') where.push(lookupFilter(name, spec, value));
  }
  where.push(...(hooks.filters?.(filter) ?? []));
  // READ with STAMP: only the records that list one of the caller's stamps, or none at all.
  if (strategyFor(identity.privileges, kind.application, 'READ') !== 'ALL') {
    where.push(
      or(
        arrayOverlaps(resource.creators, identity.stamps),
        arrayOverlaps(resource.contributors, identity.stamps),
        sql`cardinality(${resource.creators}) + cardinality(${resource.contributors}) = 0`,
      ),
    );
  }
  return where;
}

const ORDER: Record<(typeof RECORD_SORTS)[number], SQL[]> = {
  label: [asc(resource.sortKey), asc(resource.id)],
  '-label': [desc(resource.sortKey), desc(resource.id)],
  id: [asc(resource.id)],
  '-id': [desc(resource.id)],
  created: [asc(resource.created), asc(resource.id)],
  '-created': [desc(resource.created), desc(resource.id)],
  modified: [asc(resource.modified), asc(resource.id)],
  '-modified': [desc(resource.modified), desc(resource.id)],
};

/** One page of the records that match the filters (every one with `per_page=0`), and how many match in all. */
export async function listRecords(
  ctx: RequestContext,
  api: ApiKind,
  filter: Filter,
): Promise<{ records: StoredRecord[]; total: number }> {
  const where = and(...conditions(api, ctx.identity, filter));
  const perPage = filter.per_page ?? 0;
  const page = filter.page ?? 1;
  const query = ctx.db
    .select()
    .from(resource)
    .where(where)
    .orderBy(...ORDER[filter.sort ?? 'label']);
  const rows = await (perPage === 0 ? query : query.limit(perPage).offset((page - 1) * perPage));
  const total =
    perPage === 0 ? rows.length : ((await ctx.db.select({ n: count() }).from(resource).where(where))[0]?.n ?? 0);
  return { records: rows.map((row) => toRecord(api.kind, row)), total };
}

/** The standard fields every answer about a record carries. */
function standardFields(record: StoredRecord) {
  return {
    id: record.id,
    creators: record.creators,
    contributors: record.contributors,
    disseminationStatus: record.disseminationStatus,
    validationState: record.validationState,
    created: record.created.toISOString(),
    modified: record.modified.toISOString(),
    version: record.version,
  };
}

/** Records as `GET {item}/{id}` answers them: own fields, computed values, referenced records' labels. */
export async function recordViews(db: Db, { kind, hooks }: ApiKind, records: readonly StoredRecord[]) {
  const ids = records.map((record) => record.id);
  const [references, lookups, computed] = await Promise.all([
    referencedRecords(db, kind.name, ids),
    lookupLabels(db, kind, records),
    hooks.computed?.(db, records),
  ]);
  return records.map((record) => ({
    ...record.payload,
    ...computed?.get(record.id),
    ...standardFields(record),
    references: { ...references.get(record.id), ...lookups.get(record.id) },
  }));
}

/** Records as a list answers them: labels, state, dates, the kind's list fields and computed values. */
export async function listItems(db: Db, { kind, hooks }: ApiKind, records: readonly StoredRecord[]): Promise<ListItemOf<AnyKind>[]> {
  const listed = kind.listFields ?? [];
  const referenceFields = kind.referenceFields.map((f) => f.name).filter((name) => listed.includes(name));
  const ids = records.map((record) => record.id);
  const lookupFields = kind.lookupFields.map((f) => f.name).filter((name) => listed.includes(name));
  const [references, lookups, computed] = await Promise.all([
    referencedRecords(db, kind.name, ids, referenceFields),
    lookupLabels(db, kind, records, lookupFields),
    hooks.computed?.(db, records),
  ]);
  const [lg1Field, lg2Field] = kind.labelFields;
  return records.map((record) => ({
    ...Object.fromEntries(listed.map((name) => [name, record.payload[name]])),
    ...computed?.get(record.id),
    ...standardFields(record),
    labelLg1: (record.payload[lg1Field] as string | null) || record.id,
    labelLg2: (record.payload[lg2Field] as string | null) || null,
    references: { ...references.get(record.id), ...lookups.get(record.id) },
  }));
}

