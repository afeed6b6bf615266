import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AnyKind, DisseminationStatus, Field, FieldChange, HistoryEntry, Privilege, Usage } from '@atelier/contracts';
import { isAllowed, kindNamed, strategyFor } from '@atelier/contracts';
import { authorize, type Guard } from '../auth/access.ts';
import type { Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { readRows } from '../db/read.ts';
import { resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { normalizeText } from '../lib/text.ts';
import { appendHistories, appendHistory, diffFields, isEmpty, readHistory } from './history.ts';
import { nextId } from './identifiers.ts';
import type { ApiKind, KindRegistry, StoredRecord } from './kind.ts';
import { STATE_ON_CREATE, STATE_ON_VALIDATE, stateAfterUpdate } from './publication.ts';
import {
  checkTargetsPublished,
  isForeignKeyViolation,
  isUniqueViolation,
  lockTargets,
  outer,
  rewriteReferences,
  usagesOf,
  writeReferences,
} from './references.ts';
import { checkLookups } from './lookups.ts';
import { claimUniqueValues } from './uniques.ts';
import { ofKind, RECORD_JSON_LENGTH, recordFromJson, recordJson } from './rows.ts';

// The rules every record follows, written once: identifiers, dates, owner and contributor stamps,
// dissemination status, the publication state machine and its preconditions, references, unique
// values, optimistic concurrency, history and authorization. Each write is one transaction, and
// every rule it depends on is checked inside it against locked rows (or held by a constraint), so
// that concurrent writers on PostgreSQL never break one: a refusal at any step changes nothing.

/** Who is asking, and where. */
export interface RequestContext {
  db: Db;
  identity: Identity;
  /** Every kind the server serves (for "Used by": who may read which record). */
  kinds: KindRegistry;
}

type Body = Record<string, unknown>;
type Payload = Record<string, unknown>;

function guard(kind: AnyKind, privilege: Privilege): Guard {
  return { application: kind.application, privilege, denied: kind.denied?.[privilege] };
}

/** The stamps STAMP strategies compare with: the record's owners and contributors. */
export function recordStamps(record: { creators: readonly string[]; contributors: readonly string[] }): string[] {
  return [...record.creators, ...record.contributors];
}

/**
 * The owners of the records a payload points to through the kind's `ownersFrom` field (an
 * operation's series), and those that govern them in turn (a report's operation's series): they
 * govern the record as its own owners do.
 */
async function governingOwners(tx: Db, kind: AnyKind, payload: Payload): Promise<string[]> {
  if (!kind.ownersFrom) return [];
  const spec = kind.fields[kind.ownersFrom]?.reference;
  const value = payload[kind.ownersFrom];
  const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
  if (!spec || ids.length === 0) return [];
  const rows = await tx
    .select({ kind: resource.kind, creators: resource.creators, payload: resource.payload })
    .from(resource)
    .where(and(inArray(resource.kind, [...spec.kinds]), inArray(resource.id, ids)));
  const owners = await Promise.all(
    rows.map(async (row) => {
      const parent = kindNamed(row.kind);
      return [...row.creators, ...(parent ? await governingOwners(tx, parent, row.payload) : [])];
    }),
  );
  return owners.flat();
}

/** The stamps that govern a stored record besides its own: `GET metadataReport/Owner/{id}` answers them. */
export async function governingStamps(db: Db, kind: AnyKind, record: StoredRecord): Promise<string[]> {
  return [...new Set([...record.creators, ...(await governingOwners(db, kind, record.payload))])];
}

/** Every stamp that may act on a stored record under a STAMP strategy. */
async function stampsOf(tx: Db, kind: AnyKind, record: StoredRecord): Promise<string[]> {
  return [...recordStamps(record), ...(await governingOwners(tx, kind, record.payload))];
}

/**
 * Refuses a caller who may not act on a stored record. The stamps that govern it (which may take a
 * query: an operation's series' owners) are read only when the caller's strategy is STAMP.
 */
export async function authorizeRecord(tx: Db, identity: Identity, kind: AnyKind, privilege: Privilege, record: StoredRecord): Promise<void> {
  const strategy = strategyFor(identity.privileges, kind.application, privilege);
  if (strategy === 'ALL') return;
  authorize(identity, guard(kind, privilege), strategy === 'STAMP' && identity.stamps.length > 0 ? await stampsOf(tx, kind, record) : []);
}

/**
 * Refuses a body that leaves empty a required field with a code of its own (461), or a field the
 * deployment makes mandatory (`EXTRA_MANDATORY_FIELDS`).
 */
function checkRequired(api: ApiKind, payload: Payload): void {
  const missing = (api.hooks.required ?? []).filter((name) => isEmpty(payload[name]));
  for (const [name, field] of Object.entries(api.kind.fields)) {
    if (!field.requiredCode || !isEmpty(payload[name])) continue;
    if (field.requiredCode !== 'VALIDATION_FAILED') throw new ApiError(field.requiredCode, undefined, { field: name });
    missing.push(name);
  }
  if (missing.length > 0) {
    throw new ApiError(
      'VALIDATION_FAILED',
      undefined,
      missing.map((name) => ({ path: ['body', name], code: 'required', message: `The property ${name} is required` })),
    );
  }
}

/** What the history compares: the fields a user can change, and the state. */
function snapshot(record: StoredRecord): Record<string, unknown> {
  return {
    ...record.payload,
    creators: record.creators,
    contributors: record.contributors,
    disseminationStatus: record.disseminationStatus,
    validationState: record.validationState,
  };
}

/** The stored columns of a record (its row without the denormalised labels, search text and sort key). */
export type RecordRow = Omit<typeof resource.$inferSelect, 'labelLg1' | 'labelLg2' | 'searchText' | 'sortKey'>;

export function toRecord(kind: AnyKind, row: RecordRow): StoredRecord {
  return { ...storedRecord(row), payload: kind.schemas.payload.parse(row.payload) };
}

/**
 * A row as a record, its payload as stored, not parsed again: for reads, whose answers are checked
 * against their schemas when sent (every payload was parsed when written, by `payloadFrom`).
 */
export function storedRecord(row: RecordRow): StoredRecord {
  return {
    kind: row.kind,
    id: row.id,
    payload: row.payload,
    validationState: row.validationState,
    disseminationStatus: row.disseminationStatus,
    creators: row.creators,
    contributors: row.contributors,
    created: row.created,
    modified: row.modified,
    version: row.version,
  };
}

/** A record as stored; locked, and its payload parsed, for a write (`forUpdate`). */
async function load(tx: Db, kind: AnyKind, id: string, forUpdate = false): Promise<StoredRecord | undefined> {
  const query = tx
    .select()
    .from(resource)
    .where(and(ofKind(kind.name), eq(resource.id, id)));
  if (!forUpdate) {
    const [found] = await readRows<{ row: unknown[] }>(tx, sql`select ${recordJson(outer('payload'), [])} as row from (${query}) as ${resource}`);
    return found && recordFromJson(found.row);
  }
  const [row] = await query.for('update');
  return row && toRecord(kind, row);
}

async function loadOrFail(tx: Db, kind: AnyKind, id: string, forUpdate = false): Promise<StoredRecord> {
  const record = await load(tx, kind, id, forUpdate);
  if (!record) throw new ApiError(kind.notFound ?? 'NOT_FOUND', undefined, { id });
  return record;
}

/** A field's value when the client leaves it out or empty. */
function emptyValue(field: Field): unknown {
  if (field.widget === 'boolean') return false;
  if (field.output instanceof z.ZodArray) return [];
  return null;
}

/**
 * The record's own fields from a validated body: absent and empty values stored as the field's empty
 * value, immutable fields kept from the record as it was (`before`), external fields left to the module.
 */
export function payloadFrom(kind: AnyKind, body: Body, before?: Payload): Payload {
  const payload: Payload = {};
  for (const [name, field] of Object.entries(kind.fields)) {
    if (field.mode === 'external') continue;
    const value = field.mode === 'immutable' && before ? before[name] : body[name];
    payload[name] = value === undefined || value === '' ? emptyValue(field) : value;
  }
  return kind.schemas.payload.parse(payload);
}

/** Denormalised columns derived from the payload: labels, search text, sort key. */
function labelColumns(kind: AnyKind, id: string, payload: Payload) {
  const [lg1Field, lg2Field] = kind.labelFields;
  const lg1 = typeof payload[lg1Field] === 'string' && payload[lg1Field] !== '' ? (payload[lg1Field]) : id;
  const lg2 = typeof payload[lg2Field] === 'string' && payload[lg2Field] !== '' ? (payload[lg2Field]) : null;
  return {
    labelLg1: lg1,
    labelLg2: lg2,
    searchText: normalizeText([id, lg1, lg2 ?? ''].join('\n')),
    sortKey: normalizeText(lg1),
  };
}

/** The record's references and unique values, written with it (also by the seed). */
export async function writeIndexes(
  tx: Db,
  kind: AnyKind,
  record: Pick<StoredRecord, 'kind' | 'id' | 'payload'>,
  before: Payload | null,
): Promise<void> {
  const targets = await lockTargets(tx, kind, record.payload);
  await checkLookups(tx, kind, record.payload);
  await claimUniqueValues(tx, kind, record.id, record.payload, before);
  await writeReferences(tx, record, targets);
}

/** Owners, contributors and dissemination status of a body; `undefined` keeps what is stored. */
function stewardshipOf(body: Body) {
  return {
    creators: body.creators as string[] | undefined,
    contributors: body.contributors as string[] | undefined,
    disseminationStatus: body.disseminationStatus as DisseminationStatus['id'] | null | undefined,
  };
}

/** The payload to store: the module's own rules and derived values, then the label it follows. */
async function prepared(tx: Db, { kind, hooks }: ApiKind, ctx: RequestContext, payload: Payload, before: Payload | null): Promise<Payload> {
  const ready = hooks.prepare ? await hooks.prepare(tx, payload, before, ctx) : payload;
  return kind.labelFrom ? { ...ready, ...(await followedLabels(tx, kind, ready)) } : ready;
}

/** The label pair of a kind named after the record its `labelFrom` field points to. */
async function followedLabels(tx: Db, kind: AnyKind, payload: Payload): Promise<Payload> {
  const { field, prefixLg1, prefixLg2 } = kind.labelFrom!;
  const spec = kind.fields[field]?.reference;
  const id = payload[field];
  const [lg1, lg2] = kind.labelFields;
  if (!spec || typeof id !== 'string') return {};
  const [row] = await tx
    .select({ labelLg1: resource.labelLg1, labelLg2: resource.labelLg2 })
    .from(resource)
    .where(and(inArray(resource.kind, [...spec.kinds]), eq(resource.id, id)));
  // A missing record is refused by the reference checks that follow.
  if (!row) return {};
  return { [lg1]: `${prefixLg1}${row.labelLg1}`, [lg2]: row.labelLg2 ? `${prefixLg2}${row.labelLg2}` : null };
}

/** After a record is renamed, the records named after it (its quality report) follow. */
async function relabelFollowers(tx: Db, kinds: KindRegistry, record: StoredRecord): Promise<void> {
  for (const { kind: follower } of kinds.values()) {
    const field = follower.labelFrom?.field;
    if (!field || !follower.fields[field]?.reference?.kinds.includes(record.kind)) continue;
    const rows = await tx
      .select()
      .from(resource)
      .where(and(eq(resource.kind, follower.name), sql`${resource.payload} ->> ${field} = ${record.id}`))
      .for('update');
    for (const row of rows) {
      const payload = { ...row.payload, ...(await followedLabels(tx, follower, row.payload)) };
      await tx
        .update(resource)
        .set({ payload, ...labelColumns(follower, row.id, payload) })
        .where(and(eq(resource.kind, follower.name), eq(resource.id, row.id)));
    }
  }
}

/** Who owns a new record: the owners the body names, else the caller (none for a kind whose parent's owners govern it). */
function newRecordStamps(kind: AnyKind, identity: Identity, body: Body): { creators: string[]; contributors: string[] } {
  const stewardship = stewardshipOf(body);
  const ownsNothing = kind.ownersFrom !== undefined && !kind.ownersRequired;
  return { creators: stewardship.creators ?? (ownsNothing ? [] : identity.stamps), contributors: stewardship.contributors ?? [] };
}

/** Refuses a creation the caller may not make: under STAMP, one of the new record's stamps or of those governing it must be theirs. */
function authorizeCreation(identity: Identity, kind: AnyKind, body: Body, governing: readonly string[]): void {
  const { creators, contributors } = newRecordStamps(kind, identity, body);
  // A kind without owners of its own is governed by its parent's alone: stamps the caller puts in
  // the body (a contributor) do not let them create under another owner's series.
  const ownsNothing = kind.ownersFrom !== undefined && !kind.ownersRequired;
  authorize(identity, guard(kind, 'CREATE'), ownsNothing ? [...governing] : [...creators, ...contributors, ...governing]);
}

/**
 * Authorize first, then validate: before its body is checked, refuses a write the caller may not
 * make whatever the body holds, so that a refused caller learns nothing from the checks that follow
 * (whether records or codes exist, what they hold). Update, publish and delete: the record must
 * exist (the kind's 404) and be one the caller may change (the kind's 403). Create: checked against
 * the owners the body names and the record whose owners govern it (an operation's series), read
 * from the body alone; a body whose owners are malformed is left to its check, which refuses it.
 * The write checks again, inside its transaction, against what it locked.
 */
export async function authorizeBeforeBody(
  ctx: RequestContext,
  { kind }: ApiKind,
  privilege: Exclude<Privilege, 'READ' | 'ADMINISTRATION'>,
  target: { id: string } | { body: unknown },
): Promise<void> {
  if ('id' in target) {
    const record = await loadOrFail(ctx.db, kind, target.id);
    await authorizeRecord(ctx.db, ctx.identity, kind, privilege, record);
    return;
  }
  if (strategyFor(ctx.identity.privileges, kind.application, privilege) === 'ALL') return;
  const { shape } = kind.schemas.create as z.ZodObject;
  const deciding = ['creators', 'contributors', ...(kind.ownersFrom ? [kind.ownersFrom] : [])];
  const read = z.object(Object.fromEntries(deciding.map((name) => [name, shape[name] ?? z.unknown()]))).safeParse(target.body !== null && typeof target.body === 'object' ? target.body : {});
  if (!read.success) return;
  authorizeCreation(ctx.identity, kind, read.data, await governingOwners(ctx.db, kind, read.data));
}

/** Reads one record, for a caller allowed to read it. */
export async function getRecord(ctx: RequestContext, { kind }: ApiKind, id: string): Promise<StoredRecord> {
  const record = await loadOrFail(ctx.db, kind, id);
  await authorizeRecord(ctx.db, ctx.identity, kind, 'READ', record);
  return record;
}

/**
 * Reads one record and, in the same query, a value attached to it (`attached`, an SQL expression
 * the query selects beside the record: a code list's page of codes), for a caller allowed to read
 * the record: one round trip where reading the record, then what it holds, took two.
 */
export async function getRecordWith<T>(ctx: RequestContext, { kind }: ApiKind, id: string, attached: SQL<T>): Promise<{ record: StoredRecord; attached: T }> {
  const [found] = await readRows<{ row: unknown[] }>(
    ctx.db,
    sql`select ${recordJson(outer('payload'), [attached])} as row from ${resource} where ${and(ofKind(kind.name), eq(resource.id, id))}`,
  );
  if (!found) throw new ApiError(kind.notFound ?? 'NOT_FOUND', undefined, { id });
  const record = recordFromJson(found.row);
  await authorizeRecord(ctx.db, ctx.identity, kind, 'READ', record);
  return { record, attached: found.row[RECORD_JSON_LENGTH] as T };
}

/**
 * Creates a record: new identifier, Unpublished, dated now, owned by the caller unless told
 * otherwise (a kind governed by another's owners and without owners of its own, an operation, has none).
 */
export async function createRecord(ctx: RequestContext, api: ApiKind, body: Body): Promise<string> {
  const { kind, hooks } = api;
  const stewardship = stewardshipOf(body);
  const { creators, contributors } = newRecordStamps(kind, ctx.identity, body);
  const chosenId = kind.id.type === 'client' ? String(body.id) : undefined;
  const sent = payloadFrom(kind, body);
  try {
    return await ctx.db.transaction(async (tx) => {
      await hooks.lockFirst?.(tx, null, body);
      authorizeCreation(ctx.identity, kind, body, await governingOwners(tx, kind, sent));
      const payload = await prepared(tx, api, ctx, sent, null);
      checkRequired(api, payload);
      const id = chosenId ?? (await nextId(tx, kind.id as Exclude<AnyKind['id'], { type: 'client' }>));
      const now = new Date();
      const record: StoredRecord = {
        kind: kind.name,
        id,
        payload,
        validationState: STATE_ON_CREATE,
        disseminationStatus: stewardship.disseminationStatus ?? null,
        creators,
        contributors,
        created: now,
        modified: now,
        version: 1,
      };
      await tx.insert(resource).values({ ...record, ...labelColumns(kind, id, payload) });
      await writeIndexes(tx, kind, record, null);
      const external = (await hooks.writeExternal?.(tx, record, body, 'create', ctx)) ?? [];
      await appendHistory(tx, ctx.identity, 'create', record, [...diffFields(null, snapshot(record)), ...external], now);
      return id;
    });
  } catch (error) {
    // Two creations racing for one chosen identifier: the loser gets the answer it would get coming second.
    if (kind.id.type === 'client' && isUniqueViolation(error)) throw new ApiError(kind.id.taken, undefined, { field: 'id', value: chosenId });
    throw error;
  }
}

/**
 * Saves an edited record. `version` is the one the client's copy had: when the record changed since,
 * the save is refused with 409 STALE_VERSION and nothing changes. A published record becomes Modified.
 */
export async function updateRecord(ctx: RequestContext, api: ApiKind, id: string, body: Body): Promise<string> {
  const { kind, hooks } = api;
  return ctx.db.transaction(async (tx) => {
    await hooks.lockFirst?.(tx, id, body);
    const before = await loadOrFail(tx, kind, id, true);
    await authorizeRecord(tx, ctx.identity, kind, 'UPDATE', before);
    const version = body.version as number;
    if (version !== before.version) {
      throw new ApiError('STALE_VERSION', undefined, { id, sentVersion: version, currentVersion: before.version });
    }
    const { creators, contributors, disseminationStatus } = stewardshipOf(body);
    const payload = await prepared(tx, api, ctx, payloadFrom(kind, body, before.payload), before.payload);
    checkRequired(api, payload);
    const after: StoredRecord = {
      ...before,
      payload,
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
        payload: after.payload,
        ...labelColumns(kind, id, after.payload),
        validationState: after.validationState,
        creators: after.creators,
        contributors: after.contributors,
        disseminationStatus: after.disseminationStatus,
        modified: after.modified,
        version: after.version,
      })
      .where(and(eq(resource.kind, kind.name), eq(resource.id, id)));
    await writeIndexes(tx, kind, after, before.payload);
    await relabelFollowers(tx, ctx.kinds, after);
    const external = (await hooks.writeExternal?.(tx, after, body, 'update', ctx)) ?? [];
    await appendHistory(tx, ctx.identity, 'update', after, [...diffFields(snapshot(before), snapshot(after)), ...external], after.modified);
    return id;
  });
}

/**
 * A module's own change to a record (a document's new file), made by `change` inside the
 * transaction once the caller may update the record: the record is dated, versioned and becomes
 * Modified like any update, and `change` answers what it changed, for the history.
 */
export async function changeRecord(
  ctx: RequestContext,
  { kind }: ApiKind,
  id: string,
  change: (tx: Db, record: StoredRecord) => Promise<FieldChange[]>,
): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const before = await loadOrFail(tx, kind, id, true);
    await authorizeRecord(tx, ctx.identity, kind, 'UPDATE', before);
    const changes = await change(tx, before);
    const after: StoredRecord = {
      ...before,
      validationState: stateAfterUpdate(before.validationState),
      modified: new Date(),
      version: before.version + 1,
    };
    await tx
      .update(resource)
      .set({ validationState: after.validationState, modified: after.modified, version: after.version })
      .where(and(eq(resource.kind, kind.name), eq(resource.id, id)));
    await appendHistory(tx, ctx.identity, 'update', after, [...diffFields(snapshot(before), snapshot(after)), ...changes], after.modified);
    return id;
  });
}

/**
 * A change that a write to one record makes to another (a concept's broader concept gains it as
 * narrower), inside that write's transaction: the other record is locked, `change` answers its new
 * payload, its indexes are written again, and it is dated, versioned (a stale copy of it is then
 * refused) and becomes Modified like any update, with its own history entry in the caller's name.
 * `change` may only add targets at the end of a reference field or remove some (`rewriteReferences`:
 * the records it already pointed to are not locked again). The caller's right to the write that
 * causes it is the authorization; the kind's hooks do not run.
 */
export async function rewriteRecord(
  tx: Db,
  ctx: { identity: Identity },
  kind: AnyKind,
  id: string,
  change: (payload: Payload) => Payload,
): Promise<void> {
  const before = await loadOrFail(tx, kind, id, true);
  const payload = kind.schemas.payload.parse(change(before.payload));
  const after: StoredRecord = {
    ...before,
    payload,
    validationState: stateAfterUpdate(before.validationState),
    modified: new Date(),
    version: before.version + 1,
  };
  await tx
    .update(resource)
    .set({ payload, ...labelColumns(kind, id, payload), validationState: after.validationState, modified: after.modified, version: after.version })
    .where(and(eq(resource.kind, kind.name), eq(resource.id, id)));
  await checkLookups(tx, kind, payload);
  await claimUniqueValues(tx, kind, id, payload, before.payload);
  await rewriteReferences(tx, kind, after, before.payload);
  await appendHistory(tx, ctx.identity, 'update', after, diffFields(snapshot(before), snapshot(after)), after.modified);
}

/**
 * Publishes records already loaded and locked by the caller's transaction, once the caller may
 * publish each and the kind's preconditions hold for each (the first refusal publishes none): they
 * become Validated, in one statement, each with its history entry.
 */
async function publishLocked(tx: Db, ctx: RequestContext, kind: AnyKind, records: readonly StoredRecord[]): Promise<void> {
  const requires = kind.publishRequires ?? [];
  for (const before of records) {
    await authorizeRecord(tx, ctx.identity, kind, 'PUBLISH', before);
    if (requires.includes('owner') && before.creators.length === 0) throw new ApiError('1004', undefined, { id: before.id });
    if (requires.includes('disseminationStatus') && before.disseminationStatus === null) throw new ApiError('1005', undefined, { id: before.id });
    await checkTargetsPublished(tx, kind, before);
  }
  for (let start = 0; start < records.length; start += 1000) {
    await tx
      .update(resource)
      .set({ validationState: STATE_ON_VALIDATE, version: sql`${resource.version} + 1` })
      .where(and(eq(resource.kind, kind.name), inArray(resource.id, records.slice(start, start + 1000).map((record) => record.id))));
  }
  const entries = records.map((before) => {
    const after: StoredRecord = { ...before, validationState: STATE_ON_VALIDATE, version: before.version + 1 };
    return { record: after, changes: diffFields(snapshot(before), snapshot(after)) };
  });
  await appendHistories(tx, ctx.identity, 'validate', entries);
}

/** Publishes a record once its kind's preconditions hold: it becomes Validated. */
export async function validateRecord(ctx: RequestContext, { kind }: ApiKind, id: string): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    await publishLocked(tx, ctx, kind, [await loadOrFail(tx, kind, id, true)]);
    return id;
  });
}

/** Whether an error is PostgreSQL's refusal to wait for a row another transaction holds (55P03, NOWAIT). */
function isLockNotAvailable(error: unknown): boolean {
  const codeOf = (value: unknown) => (value && typeof value === 'object' && 'code' in value ? value.code : undefined);
  return (codeOf(error) ?? (error instanceof Error ? codeOf(error.cause) : undefined)) === '55P03';
}

/**
 * Publishes several records of a kind at once (concepts' and collections' bulk publication), each
 * exactly as `validateRecord` publishes one (the caller's right on each, the kind's preconditions),
 * in one transaction: any refusal publishes none. The records are locked first, all in one
 * statement and without waiting: while another transaction holds one of them (someone publishing or
 * saving it), the answer is 423 PUBLICATION_IN_PROGRESS and nothing changes; the client tries again.
 * An identifier named twice is published once. Answers the identifiers published, in order.
 */
export async function validateRecords(ctx: RequestContext, { kind }: ApiKind, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)].sort();
  try {
    return await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(resource)
        .where(and(eq(resource.kind, kind.name), inArray(resource.id, wanted)))
        .orderBy(asc(resource.id))
        .for('update', { noWait: true });
      const found = new Map(rows.map((row) => [row.id, row]));
      const missing = wanted.filter((id) => !found.has(id));
      if (missing.length > 0) throw new ApiError(kind.notFound ?? 'NOT_FOUND', undefined, { ids: missing });
      await publishLocked(tx, ctx, kind, wanted.map((id) => toRecord(kind, found.get(id)!)));
      return wanted;
    });
  } catch (error) {
    if (isLockNotAvailable(error)) throw new ApiError('PUBLICATION_IN_PROGRESS', undefined, { ids: wanted });
    throw error;
  }
}

/** The code of a refused delete while other records point to the record. */
function inUseCode(kind: AnyKind) {
  return (kind.delete && kind.delete.inUse) || 'RECORD_IN_USE';
}

/**
 * Deletes a record: refused when published (where the kind says so) or while other records point
 * to it, naming them. The record is locked first, so that a write pointing to it at the same time
 * either completes before this check (and is named) or finds the record gone.
 */
export async function deleteRecord(ctx: RequestContext, { kind, hooks }: ApiKind, id: string): Promise<string> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await loadOrFail(tx, kind, id, true);
      await authorizeRecord(tx, ctx.identity, kind, 'DELETE', before);
      const rules = kind.delete || {};
      if (rules.onlyUnpublished && before.validationState !== 'Unpublished') throw new ApiError(rules.onlyUnpublished, undefined, { id });
      const usedBy = await usagesOf(tx, before);
      await hooks.beforeDelete?.(tx, before, usedBy);
      if (usedBy.length > 0) throw new ApiError(inUseCode(kind), undefined, { usedBy: usedBy.map(({ creators: _c, contributors: _d, ...usage }) => usage) });
      const external = (await hooks.writeExternal?.(tx, before, null, 'delete', ctx)) ?? [];
      await tx.delete(resource).where(and(eq(resource.kind, kind.name), eq(resource.id, id)));
      await appendHistory(tx, ctx.identity, 'delete', before, [...diffFields(snapshot(before), null), ...external]);
      return id;
    });
  } catch (error) {
    // Held by the database: something still points to it.
    if (isForeignKeyViolation(error)) throw new ApiError(inUseCode(kind), undefined, { id });
    throw error;
  }
}

/** The stamps a deleted record held, read from the history entry of its deletion (its fields before). */
async function stampsAtDeletion(db: Db, kind: AnyKind, deletion: HistoryEntry): Promise<string[]> {
  const before: Payload = Object.fromEntries(deletion.changes.map((change) => [change.field, change.before]));
  const stamps = (value: unknown) => (Array.isArray(value) ? value.filter((stamp): stamp is string => typeof stamp === 'string') : []);
  return [...stamps(before.creators), ...stamps(before.contributors), ...(await governingOwners(db, kind, before))];
}

/**
 * The history of a record, for a caller allowed to read it; after its deletion, for a caller who could
 * read it when it was deleted (its owners, contributors and governing owners then). An identifier used
 * again after a deletion (a code list's) has one history per life: each is read as its record was.
 */
export async function recordHistory(ctx: RequestContext, { kind }: ApiKind, id: string): Promise<HistoryEntry[]> {
  const record = await load(ctx.db, kind, id);
  if (record) await authorizeRecord(ctx.db, ctx.identity, kind, 'READ', record);
  const entries = await readHistory(ctx.db, kind.name, id);
  if (!record && entries.length === 0) throw new ApiError(kind.notFound ?? 'NOT_FOUND', undefined, { id });
  const lives: HistoryEntry[][] = [];
  for (const entry of entries) {
    if (lives.length === 0 || lives.at(-1)?.at(-1)?.action === 'delete') lives.push([]);
    lives.at(-1)?.push(entry);
  }
  const readable: HistoryEntry[] = [];
  for (const life of lives) {
    const end = life.at(-1);
    // The current life: its record was authorized above.
    if (end?.action !== 'delete') {
      if (record) readable.push(...life);
      continue;
    }
    const stamps = await stampsAtDeletion(ctx.db, kind, end);
    const allowed = isAllowed({
      privileges: ctx.identity.privileges,
      application: kind.application,
      privilege: 'READ',
      userStamps: ctx.identity.stamps,
      allowedStamps: stamps,
    });
    if (allowed) readable.push(...life);
  }
  // A deleted record the caller could not read: refused as the record was.
  if (!record && readable.length === 0) throw new ApiError(guard(kind, 'READ').denied ?? 'FORBIDDEN');
  return readable;
}

/** The records that point to one, among those the caller may read. */
export async function recordUsages(ctx: RequestContext, api: ApiKind, id: string): Promise<Usage[]> {
  const record = await getRecord(ctx, api, id);
  const usages = await usagesOf(ctx.db, record);
  return usages
    .filter((usage) => {
      const user = ctx.kinds.get(usage.kind)?.kind;
      return (
        !user ||
        isAllowed({
          privileges: ctx.identity.privileges,
          application: user.application,
          privilege: 'READ',
          userStamps: ctx.identity.stamps,
          allowedStamps: recordStamps(usage),
        })
      );
    })
    .map(({ creators: _c, contributors: _d, ...usage }) => usage);
}
