import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyKind } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import type { ApiKind } from './api-kind.ts';
import type { StoredRecord } from './stored-record.ts';
import { authorizeRecord, type RequestContext } from './authorization.ts';
import { appendHistories, diffFields } from './history.ts';
import { childrenToPublish } from './children.ts';
import { checkTargetsPublished } from './references.ts';
import { refuseByState } from './rules.ts';
import { STATE_ON_VALIDATE } from './states.ts';
import { loadOrFail, snapshot, toRecord } from './stored.ts';

// Publishing: one record, or several at once. Its preconditions (owner, dissemination status,
// referenced records published first) are the kind's declaration, checked inside the publication's
// transaction; the states a record moves through are states.ts.

/**
 * Publishes records already loaded and locked by the caller's transaction, once the caller may
 * publish each and the kind's preconditions hold for each (the first refusal publishes none): they
 * become Validated, in one statement, each with its history entry.
 */
async function publishLocked(tx: Db, ctx: RequestContext, kind: AnyKind, records: readonly StoredRecord[]): Promise<void> {
  const requires = kind.publishRequires ?? [];
  for (const before of records) {
    await authorizeRecord(tx, ctx.identity, kind, 'PUBLISH', before);
    refuseByState(kind, 'publish', before);
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
  // Children published with their parent (as their kind declares), once it is.
  for (const children of await childrenToPublish(tx, ctx, kind, records.map((record) => record.id))) {
    await publishLocked(tx, ctx, children.api.kind, children.records);
  }
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
