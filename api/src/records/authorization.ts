import { and, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AnyKind, Privilege, ReferencedRecord } from '@atelier/contracts';
import { isAllowed, kindNamed, strategyFor } from '@atelier/contracts';
import { authorize, type Guard } from '../auth/access.ts';
import type { Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { resource } from '../db/schema.ts';
import type { ApiKind, KindRegistry } from './api-kind.ts';
import type { StoredRecord } from './stored-record.ts';
import { load, loadOrFail, stewardshipOf } from './stored.ts';

// Who may do what to which record, written once: the privilege on the kind's application, and under
// a STAMP strategy the record's owners and contributors, and the owners of the records that govern
// it (an operation's series). Writes authorize first, before anything is said about their body.

type Body = Record<string, unknown>;
type Payload = Record<string, unknown>;

/** Who is asking, and where. */
export interface RequestContext {
  db: Db;
  identity: Identity;
  /** Every kind the server serves (for "Used by": who may read which record). */
  kinds: KindRegistry;
}


export function guard(kind: AnyKind, privilege: Privilege): Guard {
  return { application: kind.application, privilege, denied: kind.denied?.[privilege] };
}


/** The stamps STAMP strategies compare with: the record's owners and contributors. */
export function recordStamps(record: { creators: readonly string[]; contributors: readonly string[] }): string[] {
  return [...record.creators, ...record.contributors];
}

/**
 * A kind without owners of its own (an operation, a quality report): its parent's owners govern it
 * alone, and no stamp the record holds (a contributor, owners written before that rule) opens it.
 */
export function governedAlone(kind: Pick<AnyKind, 'ownersFrom' | 'ownersRequired'>): boolean {
  return kind.ownersFrom !== undefined && !kind.ownersRequired;
}

/** The stamps of a record's own that STAMP strategies honour: none for a kind governed by its parent's owners alone. */
export function ownStamps(kind: AnyKind, record: { creators: readonly string[]; contributors: readonly string[] }): string[] {
  return governedAlone(kind) ? [] : recordStamps(record);
}

/**
 * The owners of the records a payload points to through the kind's `ownersFrom` field (an
 * operation's series), and those that govern them in turn (a report's operation's series): they
 * govern the record as its own owners do.
 */
export async function governingOwners(tx: Db, kind: AnyKind, payload: Payload): Promise<string[]> {
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
  return [...new Set([...(governedAlone(kind) ? [] : record.creators), ...(await governingOwners(db, kind, record.payload))])];
}

/** Every stamp that may act on a stored record under a STAMP strategy. */
async function stampsOf(tx: Db, kind: AnyKind, record: StoredRecord): Promise<string[]> {
  return [...ownStamps(kind, record), ...(await governingOwners(tx, kind, record.payload))];
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
 * What a record's `references` show its caller: a referenced record they may read (the rule of
 * `GET {item}/{id}`: the privilege on its kind's application, and under STAMP its stamps or those of
 * the records that govern it) with its label and state; one they may not read is left out, so that
 * its identifier in the field's value is all they learn of it. Organisations and codes (reference
 * data, readable by all) are kept.
 */
export async function readableReferences(
  ctx: RequestContext,
  references: Record<string, (ReferencedRecord & Partial<Record<'creators' | 'contributors', string[]>>)[]>,
): Promise<Record<string, ReferencedRecord[]>> {
  const readable = (target: ReferencedRecord & Partial<Record<'creators' | 'contributors', string[]>>): boolean | Promise<boolean> => {
    const kind = ctx.kinds.get(target.kind)?.kind ?? kindNamed(target.kind);
    if (!kind || !target.creators || !target.contributors) return true;
    const strategy = strategyFor(ctx.identity.privileges, kind.application, 'READ');
    if (strategy !== 'STAMP') return strategy === 'ALL';
    const allowed = (stamps: readonly string[]) =>
      isAllowed({ privileges: ctx.identity.privileges, application: kind.application, privilege: 'READ', userStamps: ctx.identity.stamps, allowedStamps: stamps });
    if (!kind.ownersFrom) return allowed(ownStamps(kind, { creators: target.creators, contributors: target.contributors }));
    // Governed by other records' owners (rare under a STAMP read): read as a read of the record would be.
    return load(ctx.db, kind, target.id).then(async (stored) => allowed(stored ? await stampsOf(ctx.db, kind, stored) : []));
  };
  const shown: Record<string, ReferencedRecord[]> = {};
  for (const [field, targets] of Object.entries(references)) {
    const kept: ReferencedRecord[] = [];
    for (const target of targets) {
      // Awaited only when a query decides (the common case answers at once: a page of 50 has hundreds).
      const decided = readable(target);
      if (!(typeof decided === 'boolean' ? decided : await decided)) continue;
      const { creators: _creators, contributors: _contributors, ...record } = target;
      kept.push(record);
    }
    if (kept.length > 0) shown[field] = kept;
  }
  return shown;
}

/** Who owns a new record: the owners the body names, else the caller (none for a kind whose parent's owners govern it). */
export function newRecordStamps(kind: AnyKind, identity: Identity, body: Body): { creators: string[]; contributors: string[] } {
  const stewardship = stewardshipOf(body);
  return { creators: stewardship.creators ?? (governedAlone(kind) ? [] : identity.stamps), contributors: stewardship.contributors ?? [] };
}

/** Refuses a creation the caller may not make: under STAMP, one of the new record's stamps or of those governing it must be theirs. */
export function authorizeCreation(identity: Identity, kind: AnyKind, body: Body, governing: readonly string[]): void {
  // A kind without owners of its own is governed by its parent's alone: stamps the caller puts in
  // the body (a contributor) do not let them create under another owner's series.
  authorize(identity, guard(kind, 'CREATE'), [...ownStamps(kind, newRecordStamps(kind, identity, body)), ...governing]);
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
