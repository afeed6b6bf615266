import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { splitIdList, strategyFor, type AnyKind, type ListItemOf, type RECORD_SORTS, type RecordFilter, type ReferencedRecord } from '@atelier/contracts';
import type { Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { readRows, renderOnce } from '../db/read.ts';
import { resource, resourceReference } from '../db/schema.ts';
import { isoInstant } from '../lib/instants.ts';
import { containsPattern } from '../lib/text.ts';
import type { ApiKind } from './api-kind.ts';
import type { StoredRecord } from './stored-record.ts';
import { ApiError } from '../lib/errors.ts';
import { lookupColumn, lookupFilter, lookupLabels, type LookupRow } from './lookups.ts';
import { outer, pointedColumn, pointedTarget, referencesByField, referencesColumn, type PointedRow, type ReferencedTarget, type ReferenceRow } from './references.ts';
import { ofKind, RECORD_JSON_LENGTH, recordElements, recordFromJson } from './rows.ts';
import { authorizeRecord, readableReferences, type RequestContext } from './authorization.ts';
import { countDescendants } from './hierarchies.ts';

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
  const where: (SQL | undefined)[] = [ofKind(kind.name)];
  if (filter.q) where.push(quickSearch(filter.q));
  // The search text starts with the identifier's line; labels follow it.
  if (filter.label) {
    where.push(sql`substring(${resource.searchText} from position(E'\\n' in ${resource.searchText}) + 1) like ${containsPattern(filter.label)}`);
  }
  if (filter.id) where.push(sql`lower(${resource.id}) like ${containsPattern(filter.id)}`);
  if (filter.ids) where.push(inArray(resource.id, splitIdList(filter.ids)));
  if (filter.creator) where.push(arrayOverlaps(resource.creators, [filter.creator]));
  if (filter.contributor) where.push(arrayOverlaps(resource.contributors, [filter.contributor]));
  if (filter.disseminationStatus) where.push(eq(resource.disseminationStatus, filter.disseminationStatus));
  if (filter.validationState) where.push(eq(resource.validationState, filter.validationState));
  // Not published as they stand (never, or modified since), or published as they stand.
  if (filter.toValidate !== undefined) where.push(sql`${resource.validationState} ${String(filter.toValidate) === 'true' ? sql`<>` : sql`=`} 'Validated'`);
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
  const readable = readableBy(kind, identity);
  if (readable) where.push(readable);
  return where;
}

/** The quick search: the identifier or a label contains `q`, accents and case ignored. */
export function quickSearch(q: string): SQL {
  return sql`${resource.searchText} like ${containsPattern(q)}`;
}

/** READ with STAMP: only the records that list one of the caller's stamps, or none at all; READ with ALL: no condition. */
export function readableBy(kind: AnyKind, identity: Identity): SQL | undefined {
  if (strategyFor(identity.privileges, kind.application, 'READ') === 'ALL') return undefined;
  return or(
    arrayOverlaps(resource.creators, identity.stamps),
    arrayOverlaps(resource.contributors, identity.stamps),
    sql`cardinality(${resource.creators}) + cardinality(${resource.contributors}) = 0`,
  );
}

/** The orders of a list; `label`, the default, is read from an index without a sort. */
export const LIST_ORDER: Record<(typeof RECORD_SORTS)[number], SQL[]> = {
  label: [asc(resource.sortKey), asc(resource.id)],
  '-label': [desc(resource.sortKey), desc(resource.id)],
  id: [asc(resource.id)],
  '-id': [desc(resource.id)],
  created: [asc(resource.created), asc(resource.id)],
  '-created': [desc(resource.created), desc(resource.id)],
  modified: [asc(resource.modified), asc(resource.id)],
  '-modified': [desc(resource.modified), desc(resource.id)],
};


/**
 * What a record's answer needs besides its own columns, as extras of its `recordJson` (one round trip
 * for the records, what they point to, the labels of their organisations and codes and the values
 * the kind computes in SQL): each reference and lookup field, or only those listed (`listed`), and
 * how to read them back from a row.
 */
function answerExtras({ kind, hooks }: ApiKind, listed?: readonly string[]) {
  const keep = (name: string) => !listed || listed.includes(name);
  const referenceFields = kind.referenceFields.filter(({ name }) => keep(name));
  // A list's single-valued fields one by one (what most lists show: an operation's series); a
  // record's every field at once, from the rows of what it points to in their index's order (no sort).
  const pointed = listed ? referenceFields.filter(({ spec }) => !spec.many) : [];
  // Kinds with rich texts (a series' summary and history) have payloads large enough to be stored apart.
  const longTexts = Object.values(kind.fields).some((field) => field.widget === 'richText' || field.widget === 'custom');
  const joined = listed
    ? referenceFields.filter((field) => !pointed.includes(field)).map(({ name }) => name)
    : referenceFields.length > 0
      ? undefined
      : [];
  const lookups = kind.lookupFields.filter(({ name }) => keep(name));
  const computed = Object.entries<SQL>(hooks.computedColumns ?? {});
  const extras: SQL[] = [
    joined?.length === 0 ? sql`null` : referencesColumn(joined),
    ...pointed.map(({ name, spec }) => pointedColumn(name, spec.kinds, { byPayload: !longTexts })),
    ...lookups.map(({ name, spec }) => lookupColumn(name, spec)),
    ...computed.map(([, expression]) => expression),
  ];
  const read = (row: unknown[], payload: Record<string, unknown>) => {
    let at = RECORD_JSON_LENGTH;
    const references: Record<string, (ReferencedRecord & Partial<ReferencedTarget>)[]> = referencesByField(row[at++] as ReferenceRow[] | null);
    for (const { name } of pointed) {
      const target = row[at++] as PointedRow | null;
      if (target) references[name] = [pointedTarget(target)];
    }
    for (const { name, spec } of lookups) {
      const labelled = lookupLabels(spec, payload[name], (row[at++] as LookupRow[] | null) ?? []);
      if (labelled.length > 0) references[name] = labelled;
    }
    const values: Record<string, unknown> = {};
    for (const [name] of computed) values[name] = row[at++];
    return { references, computed: values };
  };
  return { extras, read, pointed: pointed.map(({ name }) => name) };
}

/** What a kind's list items or record pages read besides the records, built once per kind. */
interface AnswerShape {
  /** The elements of each row's JSON array, rendered to text once (see `renderOnce`). */
  elements: SQL;
  read: ReturnType<typeof answerExtras>['read'];
  /** The reference fields read one by one (a list's single-valued ones). */
  pointed: string[];
  /** Where the elements after the answer's extras start in a row (a list item's labels). */
  next: number;
}

const answerShapes = new WeakMap<ApiKind, Partial<Record<'list' | 'view', AnswerShape>>>();

/**
 * How a kind's list items (`list`) or record pages (`view`) are read. A list reads, of the payload,
 * only the listed fields that are not references read with their records (all of it when the kind
 * computes values from it in code), and the labels from their own columns: a large payload is stored
 * compressed apart (a series': 3 kB), and reading any field of it costs the whole.
 */
function answerShape(db: Db, api: ApiKind, mode: 'list' | 'view'): AnswerShape {
  const shapes = answerShapes.get(api) ?? {};
  answerShapes.set(api, shapes);
  const known = shapes[mode];
  if (known) return known;
  const listed = mode === 'list' ? (api.kind.listFields ?? []) : undefined;
  const { extras, read, pointed } = answerExtras(api, listed);
  const fromPayload = (listed ?? []).filter((name) => !pointed.includes(name));
  const payload =
    !listed || api.hooks.computed
      ? outer('payload')
      : sql`json_build_object(${sql.join(fromPayload.map((name) => sql`${name}::text, ${outer('payload')} -> ${name}`), sql`, `)})`;
  const labels = listed ? [outer('label_lg1'), outer('label_lg2')] : [];
  const shape = { elements: renderOnce(db, recordElements(payload, [...extras, ...labels])), read, pointed, next: RECORD_JSON_LENGTH + extras.length };
  shapes[mode] = shape;
  return shape;
}

/** How many records match, when the page asked for is past the last one. */
async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(resource).where(where))[0]?.n ?? 0;
}

/**
 * One page of the records that match the filters (every one with `per_page=0`) as a list answers
 * them, and how many match in all: one query (the count is a subquery of it). Of the payload, only
 * the fields a list item shows are read (all of it when the kind computes values from it in code).
 */
export async function listPage(
  ctx: RequestContext,
  api: ApiKind,
  filter: Filter,
  /** Conditions of the caller's own (one level of a tree). */
  extra: readonly SQL[] = [],
): Promise<{ items: ListItemOf<AnyKind>[]; total: number }> {
  const { kind, hooks } = api;
  const where = and(...conditions(api, ctx.identity, filter), ...extra);
  const perPage = filter.per_page ?? 0;
  const page = filter.page ?? 1;
  const listed = kind.listFields ?? [];
  const { elements, read, pointed, next: labelsAt } = answerShape(ctx.db, api, 'list');
  const total = sql`(select count(*)::int from ${resource} where ${where})`;
  const order = LIST_ORDER[filter.sort ?? 'label'];
  // The page first, then what its records answer: computed for the page's records only, whatever the
  // planner would otherwise do with a sort between the rows and the limit.
  const ordered = sql.join(order, sql`, `);
  const limit = perPage === 0 ? sql`` : sql` limit ${perPage} offset ${(page - 1) * perPage}`;
  const found = await readRows<{ row: unknown[] }>(
    ctx.db,
    sql`select json_build_array(${elements}${perPage === 0 ? sql`` : sql`, ${total}`}) as row
      from (select * from ${resource} where ${where} order by ${ordered}${limit}) as ${resource} order by ${ordered}`,
  );
  const rows = found.map(({ row }) => row);
  const records = rows.map(recordFromJson);
  const computed = await hooks.computed?.(ctx.db, records);
  const items = await Promise.all(records.map(async (record, index) => {
    const row = rows[index]!;
    const { references, computed: values } = read(row, record.payload);
    const item: Record<string, unknown> = {};
    for (const name of listed) item[name] = pointed.includes(name) ? (references[name]?.[0]?.id ?? null) : record.payload[name];
    Object.assign(item, values, computed?.get(record.id), standardFields(record));
    item.labelLg1 = row[labelsAt];
    item.labelLg2 = row[labelsAt + 1];
    item.references = await readableReferences(ctx, references);
    return item;
  }));
  const counted =
    perPage === 0 ? rows.length : rows.length > 0 ? (rows[0]!.at(-1) as number) : page === 1 ? 0 : await countMatches(ctx.db, where);
  return { items, total: counted };
}

/** The standard fields every answer about a record carries. */
function standardFields(record: StoredRecord) {
  return {
    id: record.id,
    creators: record.creators,
    contributors: record.contributors,
    disseminationStatus: record.disseminationStatus,
    validationState: record.validationState,
    created: isoInstant(record.created),
    modified: isoInstant(record.modified),
    version: record.version,
  };
}

/**
 * The rows of `resource` that `where` selects, as a table of the same name whose payload is read
 * once: a large payload is stored compressed apart, and each field of it the query reads (every
 * lookup field) would otherwise fetch and decompress the whole again.
 */
function detoasted(where: SQL | undefined): SQL {
  return sql`(select kind, id, payload || '{}'::jsonb as payload, label_lg1, label_lg2, validation_state, dissemination_status,
    creators, contributors, created, modified, version from ${resource} where ${where} offset 0) as ${resource}`;
}

/**
 * A record as `GET {item}/{id}` answers it, for a caller allowed to read it: own fields, computed
 * values, referenced records' and lookup values' labels, read in one query.
 */
export async function recordView(ctx: RequestContext, api: ApiKind, id: string) {
  const { kind, hooks } = api;
  const { elements, read } = answerShape(ctx.db, api, 'view');
  const [found] = await readRows<{ row: unknown[] }>(
    ctx.db,
    sql`select json_build_array(${elements}) as row from ${detoasted(and(ofKind(kind.name), eq(resource.id, id)))}`,
  );
  if (!found) throw new ApiError(kind.notFound ?? 'NOT_FOUND', undefined, { id });
  const record = recordFromJson(found.row);
  await authorizeRecord(ctx.db, ctx.identity, kind, 'READ', record);
  const { references, computed } = read(found.row, record.payload);
  const more = hooks.computed ? (await hooks.computed(ctx.db, [record])).get(id) : undefined;
  const descendants = kind.hierarchy ? { descendantCount: await countDescendants(ctx.db, kind, id) } : {};
  return { ...record.payload, ...computed, ...more, ...descendants, ...standardFields(record), references: await readableReferences(ctx, references) };
}
