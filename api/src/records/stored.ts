import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AnyKind, DisseminationStatus, Field } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { readRows } from '../db/read.ts';
import { resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { normalizeText } from '../lib/text.ts';
import { isEmpty } from './history.ts';
import type { ApiKind } from './api-kind.ts';
import type { StoredRecord } from './stored-record.ts';
import { stateAfterUpdate } from './states.ts';
import { lockTargets, outer, writeReferences } from './references.ts';
import { checkLookups } from './lookups.ts';
import { claimUniqueValues } from './uniques.ts';
import { ofKind, recordFromJson, recordJson } from './rows.ts';

// A record as stored, and the columns derived from it: loading (and locking) it, its payload from a
// validated body, its labels, search text and sort key, its references and unique values, and what
// every change to it does (a new version, dated, Modified once published).

type Body = Record<string, unknown>;
type Payload = Record<string, unknown>;

/**
 * Refuses a body that leaves empty a required field with a code of its own (461), or a field the
 * deployment makes mandatory (`EXTRA_MANDATORY_FIELDS`).
 */
export function checkRequired(api: ApiKind, payload: Payload): void {
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
export function snapshot(record: StoredRecord): Record<string, unknown> {
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
export async function load(tx: Db, kind: AnyKind, id: string, forUpdate = false): Promise<StoredRecord | undefined> {
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

export async function loadOrFail(tx: Db, kind: AnyKind, id: string, forUpdate = false): Promise<StoredRecord> {
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
export function labelColumns(kind: AnyKind, id: string, payload: Payload) {
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
export function stewardshipOf(body: Body) {
  return {
    creators: body.creators as string[] | undefined,
    contributors: body.contributors as string[] | undefined,
    disseminationStatus: body.disseminationStatus as DisseminationStatus['id'] | null | undefined,
  };
}

/** What a write may change of a record: its fields, owners, contributors and dissemination status. */
type Changes = Partial<Pick<StoredRecord, 'payload' | 'creators' | 'contributors' | 'disseminationStatus'>>;

/**
 * Writes a change to a locked record, the one way every write does it (an update, a module's own
 * change, a change another write makes): one version more, dated now, Modified once published (a
 * record never published stays Unpublished). Answers the record as written.
 */
export async function writeChanged(tx: Db, kind: AnyKind, before: StoredRecord, changes: Changes): Promise<StoredRecord> {
  const after: StoredRecord = {
    ...before,
    ...changes,
    validationState: stateAfterUpdate(before.validationState),
    modified: new Date(),
    version: before.version + 1,
  };
  await tx
    .update(resource)
    .set({
      ...(changes.payload ? { payload: after.payload, ...labelColumns(kind, after.id, after.payload) } : {}),
      validationState: after.validationState,
      creators: after.creators,
      contributors: after.contributors,
      disseminationStatus: after.disseminationStatus,
      modified: after.modified,
      version: after.version,
    })
    .where(and(eq(resource.kind, kind.name), eq(resource.id, after.id)));
  return after;
}
