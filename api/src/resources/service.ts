import { and, arrayOverlaps, asc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  strategyFor,
  type DisseminationStatus,
  type FieldChange,
  type HistoryEntry,
  type Privilege,
  type ResourceFilter,
} from '@atelier/contracts';
import { authorize, type Guard } from '../auth/access.ts';
import type { Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { containsPattern, normalizeText } from '../lib/text.ts';
import { appendHistory, diffFields, readHistory } from './history.ts';
import { nextId } from './identifiers.ts';
import type { ResourceKind, StoredRecord } from './kind.ts';
import { STATE_ON_CREATE, STATE_ON_VALIDATE, stateAfterUpdate } from './publication.ts';

// The rules every record follows, written once (issue 5): identifiers, dates, owner and contributor
// stamps, dissemination status, the publication state machine and its preconditions, duplicate
// labels, optimistic concurrency, history and authorization. Each write runs in one transaction:
// a refusal at any step changes nothing.

/** Who is asking, and where. */
export interface RequestContext {
  db: Db;
  identity: Identity;
}

/** Owners, contributors and dissemination status as a client sends them; `undefined` keeps the stored value. */
export interface StewardshipInput {
  creators?: string[] | undefined;
  contributors?: string[] | undefined;
  disseminationStatus?: DisseminationStatus['id'] | null | undefined;
}

/** Splits a request body into the standard stewardship fields and the rest (the kind's own fields). */
export function splitStewardship<B extends StewardshipInput>(
  body: B,
): { stewardship: StewardshipInput; rest: Omit<B, keyof StewardshipInput> } {
  const { creators, contributors, disseminationStatus, ...rest } = body;
  return { stewardship: { creators, contributors, disseminationStatus }, rest };
}

export interface WriteInput<P> {
  payload: P;
  stewardship: StewardshipInput;
}

/**
 * Writes a kind's own rows beside the record (the codes of a code list), inside the record's
 * transaction, and says what changed for the history. Throwing an ApiError undoes the whole write.
 */
export type ChildWrite = (tx: Db, id: string) => Promise<FieldChange[]>;

function guard<P extends object>(kind: ResourceKind<P>, privilege: Privilege): Guard {
  return { application: kind.application, privilege, denied: kind.denied?.[privilege] };
}

/** The stamps STAMP strategies compare with: the record's owners and contributors. */
export function recordStamps(record: StoredRecord<unknown>): string[] {
  return [...record.creators, ...record.contributors];
}

/** What the history compares: the fields a user can change, and the state. */
function snapshot<P extends object>(record: StoredRecord<P>): Record<string, unknown> {
  return {
    ...record.payload,
    creators: record.creators,
    contributors: record.contributors,
    disseminationStatus: record.disseminationStatus,
    validationState: record.validationState,
  };
}

/** A record as the API answers it: its own fields, then the standard ones. */
export function recordView<P extends object>(record: StoredRecord<P>) {
  return {
    id: record.id,
    ...record.payload,
    creators: record.creators,
    contributors: record.contributors,
    disseminationStatus: record.disseminationStatus,
    validationState: record.validationState,
    created: record.created.toISOString(),
    modified: record.modified.toISOString(),
    version: record.version,
  };
}

type ResourceRow = typeof resource.$inferSelect;

export function toRecord<P extends object>(kind: ResourceKind<P>, row: ResourceRow): StoredRecord<P> {
  return {
    kind: row.kind,
    id: row.id,
    payload: kind.payload.parse(row.payload),
    validationState: row.validationState,
    disseminationStatus: row.disseminationStatus,
    creators: row.creators,
    contributors: row.contributors,
    created: row.created,
    modified: row.modified,
    version: row.version,
  };
}

async function load<P extends object>(
  tx: Db,
  kind: ResourceKind<P>,
  id: string,
  forUpdate = false,
): Promise<StoredRecord<P> | undefined> {
  const query = tx
    .select()
    .from(resource)
    .where(and(eq(resource.kind, kind.name), eq(resource.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toRecord(kind, row) : undefined;
}

async function loadOrFail<P extends object>(tx: Db, kind: ResourceKind<P>, id: string, forUpdate = false) {
  const record = await load(tx, kind, id, forUpdate);
  if (!record) throw new ApiError(kind.notFound, undefined, { id });
  return record;
}

/** Denormalised columns derived from the payload: labels, search text, sort key. */
function labelColumns<P extends object>(kind: ResourceKind<P>, id: string, payload: P) {
  const { lg1, lg2 } = kind.labels(payload);
  return {
    labelLg1: lg1,
    labelLg2: lg2,
    searchText: normalizeText([id, lg1, lg2 ?? ''].join('\n')),
    sortKey: normalizeText(lg1),
  };
}

/** The "406" family: a label already used by another record of the same kinds. */
async function checkUniqueLabels<P extends object>(tx: Db, kind: ResourceKind<P>, id: string, payload: P) {
  if (!kind.uniqueLabels) return;
  const { lg1, lg2 } = kind.labels(payload);
  const kinds = [...(kind.uniqueLabels.amongKinds ?? [kind.name])];
  const clash = async (column: typeof resource.labelLg1 | typeof resource.labelLg2, label: string) => {
    const rows = await tx
      .select({ id: resource.id })
      .from(resource)
      .where(and(inArray(resource.kind, kinds), eq(column, label), ne(resource.id, id)))
      .limit(1);
    return rows[0]?.id;
  };
  const byLg1 = await clash(resource.labelLg1, lg1);
  if (byLg1) throw new ApiError(kind.uniqueLabels.lg1, undefined, { label: lg1, usedBy: byLg1 });
  if (lg2 === null || lg2 === '') return;
  const byLg2 = await clash(resource.labelLg2, lg2);
  if (byLg2) throw new ApiError(kind.uniqueLabels.lg2, undefined, { label: lg2, usedBy: byLg2 });
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? (value).code : undefined;
  return codeOf(error) === '23505' || (error instanceof Error && codeOf(error.cause) === '23505');
}

/** Reads one record, for a caller allowed to read it. */
export async function getRecord<P extends object>(ctx: RequestContext, kind: ResourceKind<P>, id: string) {
  const record = await loadOrFail(ctx.db, kind, id);
  authorize(ctx.identity, guard(kind, 'READ'), recordStamps(record));
  return record;
}

/** Creates a record: new identifier, Unpublished, dated now, owned by the caller unless told otherwise. */
export async function createRecord<P extends object>(
  ctx: RequestContext,
  kind: ResourceKind<P>,
  input: WriteInput<P> & { id?: string },
  children?: ChildWrite,
): Promise<string> {
  const creators = input.stewardship.creators ?? ctx.identity.stamps;
  const contributors = input.stewardship.contributors ?? [];
  authorize(ctx.identity, guard(kind, 'CREATE'), [...creators, ...contributors]);
  const scheme = kind.idScheme;
  try {
    return await ctx.db.transaction(async (tx) => {
      let id: string;
      if (scheme.type === 'client') {
        if (!input.id) throw new Error(`${kind.name} takes its identifier from the request`);
        id = input.id;
        const [taken] = await tx
          .select({ kind: resource.kind })
          .from(resource)
          .where(and(inArray(resource.kind, [...scheme.sharedWith]), eq(resource.id, id)))
          .limit(1);
        if (taken) throw new ApiError(scheme.taken, undefined, { id });
      } else {
        id = await nextId(tx, scheme);
      }
      await checkUniqueLabels(tx, kind, id, input.payload);
      const now = new Date();
      const record: StoredRecord<P> = {
        kind: kind.name,
        id,
        payload: input.payload,
        validationState: STATE_ON_CREATE,
        disseminationStatus: input.stewardship.disseminationStatus ?? null,
        creators,
        contributors,
        created: now,
        modified: now,
        version: 1,
      };
      await tx.insert(resource).values({
        ...record,
        payload: record.payload as Record<string, unknown>,
        ...labelColumns(kind, id, input.payload),
      });
      const childChanges = children ? await children(tx, id) : [];
      await appendHistory(tx, ctx.identity, 'create', record, [...diffFields(null, snapshot(record)), ...childChanges], now);
      return id;
    });
  } catch (error) {
    // Two creations racing for the same chosen identifier: the loser gets the same answer as if it came second.
    if (scheme.type === 'client' && isUniqueViolation(error)) throw new ApiError(scheme.taken, undefined, { id: input.id });
    throw error;
  }
}

/**
 * Saves an edited record. `version` is the one the client's copy had: when the record changed since,
 * the save is refused with 409 STALE_VERSION and nothing changes. A published record becomes Modified.
 */
export async function updateRecord<P extends object>(
  ctx: RequestContext,
  kind: ResourceKind<P>,
  id: string,
  input: WriteInput<P> & { version: number },
  children?: ChildWrite,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const before = await loadOrFail(tx, kind, id, true);
    authorize(ctx.identity, guard(kind, 'UPDATE'), recordStamps(before));
    if (input.version !== before.version) {
      throw new ApiError('STALE_VERSION', undefined, { id, sentVersion: input.version, currentVersion: before.version });
    }
    await checkUniqueLabels(tx, kind, id, input.payload);
    const { creators, contributors, disseminationStatus } = input.stewardship;
    const after: StoredRecord<P> = {
      ...before,
      payload: input.payload,
      validationState: stateAfterUpdate(before.validationState),
      creators: creators ?? before.creators,
      contributors: contributors ?? before.contributors,
      disseminationStatus: disseminationStatus === undefined ? before.disseminationStatus : disseminationStatus,
      modified: new Date(),
      version: before.version + 1,
    };
    await tx
      .update(resource)
      .set({
        payload: after.payload as Record<string, unknown>,
        ...labelColumns(kind, id, after.payload),
        validationState: after.validationState,
        creators: after.creators,
        contributors: after.contributors,
        disseminationStatus: after.disseminationStatus,
        modified: after.modified,
        version: after.version,
      })
      .where(and(eq(resource.kind, kind.name), eq(resource.id, id)));
    const childChanges = children ? await children(tx, id) : [];
    const changes = [...diffFields(snapshot(before), snapshot(after)), ...childChanges];
    await appendHistory(tx, ctx.identity, 'update', after, changes, after.modified);
    return id;
  });
}

/** Publishes a record once its kind's preconditions hold: it becomes Validated. */
export async function validateRecord<P extends object>(ctx: RequestContext, kind: ResourceKind<P>, id: string) {
  return ctx.db.transaction(async (tx) => {
    const before = await loadOrFail(tx, kind, id, true);
    authorize(ctx.identity, guard(kind, 'PUBLISH'), recordStamps(before));
    for (const check of kind.publishChecks ?? []) await check(tx, before);
    const after: StoredRecord<P> = { ...before, validationState: STATE_ON_VALIDATE, version: before.version + 1 };
    await tx
      .update(resource)
      .set({ validationState: after.validationState, version: after.version })
      .where(and(eq(resource.kind, kind.name), eq(resource.id, id)));
    await appendHistory(tx, ctx.identity, 'validate', after, diffFields(snapshot(before), snapshot(after)));
    return id;
  });
}

/** Deletes a record once `check` (the kind's rules) allows it; `children` removes its own rows. */
export async function deleteRecord<P extends object>(
  ctx: RequestContext,
  kind: ResourceKind<P>,
  id: string,
  options: { check?: (tx: Db, record: StoredRecord<P>) => Promise<void>; children?: ChildWrite } = {},
) {
  return ctx.db.transaction(async (tx) => {
    const before = await loadOrFail(tx, kind, id, true);
    authorize(ctx.identity, guard(kind, 'DELETE'), recordStamps(before));
    await options.check?.(tx, before);
    const childChanges = options.children ? await options.children(tx, id) : [];
    await tx.delete(resource).where(and(eq(resource.kind, kind.name), eq(resource.id, id)));
    await appendHistory(tx, ctx.identity, 'delete', before, [...diffFields(snapshot(before), null), ...childChanges]);
    return id;
  });
}

/** The history of a record, deleted or not, for a caller allowed to read it. */
export async function recordHistory<P extends object>(
  ctx: RequestContext,
  kind: ResourceKind<P>,
  id: string,
): Promise<HistoryEntry[]> {
  const record = await load(ctx.db, kind, id);
  authorize(ctx.identity, guard(kind, 'READ'), record ? recordStamps(record) : []);
  const entries = await readHistory(ctx.db, kind.name, id);
  if (!record && entries.length === 0) throw new ApiError(kind.notFound, undefined, { id });
  return entries;
}

/** The start of a day, or an instant, for inclusive date filters. */
function fromBound(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value);
}
/** The end (exclusive) of a day, or just after an instant. */
function toBound(value: string): Date {
  const date = fromBound(value);
  return new Date(date.getTime() + (value.length === 10 ? 86_400_000 : 1));
}

/** SQL conditions of the filters every list accepts, and of what the caller may read. */
export function filterConditions<P extends object>(kind: ResourceKind<P>, identity: Identity, filter: ResourceFilter): SQL[] {
  const conditions: (SQL | undefined)[] = [eq(resource.kind, kind.name)];
  if (filter.q) {
    conditions.push(sql`${resource.searchText} like ${containsPattern(filter.q)}`);
  }
  if (filter.label) {
    // The search text starts with the identifier's line; labels follow it.
    conditions.push(sql`substring(${resource.searchText} from position(E'\\n' in ${resource.searchText}) + 1) like ${containsPattern(filter.label)}`);
  }
  if (filter.creator) conditions.push(arrayOverlaps(resource.creators, [filter.creator]));
  if (filter.contributor) conditions.push(arrayOverlaps(resource.contributors, [filter.contributor]));
  if (filter.disseminationStatus) conditions.push(eq(resource.disseminationStatus, filter.disseminationStatus));
  if (filter.validationState) conditions.push(eq(resource.validationState, filter.validationState));
  if (filter.createdFrom) conditions.push(gte(resource.created, fromBound(filter.createdFrom)));
  if (filter.createdTo) conditions.push(lt(resource.created, toBound(filter.createdTo)));
  if (filter.modifiedFrom) conditions.push(gte(resource.modified, fromBound(filter.modifiedFrom)));
  if (filter.modifiedTo) conditions.push(lt(resource.modified, toBound(filter.modifiedTo)));
  // READ with STAMP: only the records that list one of the caller's stamps, or none at all.
  if (strategyFor(identity.privileges, kind.application, 'READ') !== 'ALL') {
    conditions.push(
      or(
        arrayOverlaps(resource.creators, identity.stamps),
        arrayOverlaps(resource.contributors, identity.stamps),
        sql`cardinality(${resource.creators}) + cardinality(${resource.contributors}) = 0`,
      ),
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** The records of a kind that match the filters, in label order. */
export async function listRecords<P extends object>(
  ctx: RequestContext,
  kind: ResourceKind<P>,
  filter: ResourceFilter,
  extra: SQL[] = [],
): Promise<StoredRecord<P>[]> {
  const rows = await ctx.db
    .select()
    .from(resource)
    .where(and(...filterConditions(kind, ctx.identity, filter), ...extra))
    .orderBy(asc(resource.sortKey), asc(resource.id));
  return rows.map((row) => toRecord(kind, row));
}
