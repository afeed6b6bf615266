import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyKind, FieldChange } from '@atelier/contracts';
import type { Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { deleteChildren } from './children.ts';
import { refuseCycles } from './hierarchies.ts';
import { refuseByState } from './rules.ts';
import { writeNoteVersions } from './note-versions.ts';
import { appendHistory, diffFields } from './history.ts';
import { nextId, scopedId } from './identifiers.ts';
import type { ApiKind, KindRegistry } from './api-kind.ts';
import type { StoredRecord } from './stored-record.ts';
import { authorizeCreation, authorizeRecord, governingOwners, newRecordStamps, type RequestContext } from './authorization.ts';
import { STATE_ON_CREATE } from './states.ts';
import { isForeignKeyViolation, isUniqueViolation, rewriteReferences, usagesOf } from './references.ts';
import { checkLookups } from './lookups.ts';
import { claimUniqueValues } from './uniques.ts';
import { checkRequired, labelColumns, loadOrFail, payloadFrom, snapshot, stewardshipOf, writeChanged, writeIndexes } from './stored.ts';

// The writes every record goes through, written once: create, update, a module's own change, a
// change one write makes to another record, and delete. Each write is one transaction, and every
// rule it depends on is checked inside it against locked rows (or held by a constraint), so that
// concurrent writers on PostgreSQL never break one: a refusal at any step changes nothing.

type Body = Record<string, unknown>;
type Payload = Record<string, unknown>;

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


/**
 * Creates a record: new identifier, Unpublished, dated now, owned by the caller unless told
 * otherwise (a kind governed by another's owners and without owners of its own, an operation, has none).
 */
export async function createRecord(ctx: RequestContext, api: ApiKind, body: Body): Promise<string> {
  const { kind, hooks } = api;
  const stewardship = stewardshipOf(body);
  const { creators, contributors } = newRecordStamps(kind, ctx.identity, body);
  const sent = payloadFrom(kind, body);
  const chosenId = kind.id.type === 'client' ? String(body.id) : kind.id.type === 'scoped' ? scopedId(kind, sent) : undefined;
  try {
    return await ctx.db.transaction(async (tx) => {
      await hooks.lockFirst?.(tx, null, body);
      authorizeCreation(ctx.identity, kind, body, await governingOwners(tx, kind, sent));
      const payload = await prepared(tx, api, ctx, sent, null);
      checkRequired(api, payload);
      const id = chosenId ?? (await nextId(tx, kind.id as Extract<AnyKind['id'], { type: 'sequence' | 'uuid' }>));
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
      await writeNoteVersions(tx, kind, record, body, 'create');
      await refuseCycles(tx, kind, record);
      await appendHistory(tx, ctx.identity, 'create', record, [...diffFields(null, snapshot(record)), ...external], now);
      return id;
    });
  } catch (error) {
    // Two creations racing for one chosen identifier: the loser gets the answer it would get coming second.
    if ((kind.id.type === 'client' || kind.id.type === 'scoped') && isUniqueViolation(error)) {
      throw new ApiError(kind.id.taken, undefined, { field: kind.id.type === 'client' ? 'id' : kind.id.field, value: chosenId });
    }
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
    refuseByState(kind, 'update', before);
    const version = body.version as number;
    if (version !== before.version) {
      throw new ApiError('STALE_VERSION', undefined, { id, sentVersion: version, currentVersion: before.version });
    }
    const { creators, contributors, disseminationStatus } = stewardshipOf(body);
    const payload = await prepared(tx, api, ctx, payloadFrom(kind, body, before.payload), before.payload);
    checkRequired(api, payload);
    const after = await writeChanged(tx, kind, before, {
      payload,
      creators: creators ?? before.creators,
      contributors: contributors ?? before.contributors,
      disseminationStatus: disseminationStatus === undefined ? before.disseminationStatus : disseminationStatus,
    });
    await writeIndexes(tx, kind, after, before.payload);
    await relabelFollowers(tx, ctx.kinds, after);
    const external = (await hooks.writeExternal?.(tx, after, body, 'update', ctx)) ?? [];
    const versions = await writeNoteVersions(tx, kind, after, body, 'update');
    await refuseCycles(tx, kind, after);
    await appendHistory(tx, ctx.identity, 'update', after, [...diffFields(snapshot(before), snapshot(after)), ...external, ...versions], after.modified);
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
    refuseByState(kind, 'update', before);
    const changes = await change(tx, before);
    const after = await writeChanged(tx, kind, before, {});
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
  const after = await writeChanged(tx, kind, before, { payload });
  await checkLookups(tx, kind, payload);
  await claimUniqueValues(tx, kind, id, payload, before.payload);
  await rewriteReferences(tx, kind, after, before.payload);
  await appendHistory(tx, ctx.identity, 'update', after, diffFields(snapshot(before), snapshot(after)), after.modified);
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
      refuseByState(kind, 'delete', before);
      await deleteChildren(tx, ctx, before, inUseCode(kind));
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
