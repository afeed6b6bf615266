import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyKind, HistoryEntry, Usage } from '@atelier/contracts';
import { isAllowed } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { readRows } from '../db/read.ts';
import { resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { readHistory } from './history.ts';
import type { ApiKind } from './api-kind.ts';
import type { StoredRecord } from './stored-record.ts';
import { authorizeRecord, governingOwners, guard, ownStamps, recordStamps, type RequestContext } from './authorization.ts';
import { outer, usagesOf } from './references.ts';
import { loadOrFail, load } from './stored.ts';
import { ofKind, RECORD_JSON_LENGTH, recordFromJson, recordJson } from './rows.ts';

// Reads of one record for a caller allowed to read it, with what it holds, its history and the
// records that point to it. Lists and record pages as the API answers them are in lists.ts.

type Payload = Record<string, unknown>;

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


/** The stamps a deleted record held, read from the history entry of its deletion (its fields before). */
async function stampsAtDeletion(db: Db, kind: AnyKind, deletion: HistoryEntry): Promise<string[]> {
  const before: Payload = Object.fromEntries(deletion.changes.map((change) => [change.field, change.before]));
  const stamps = (value: unknown) => (Array.isArray(value) ? value.filter((stamp): stamp is string => typeof stamp === 'string') : []);
  return [...ownStamps(kind, { creators: stamps(before.creators), contributors: stamps(before.contributors) }), ...(await governingOwners(db, kind, before))];
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
