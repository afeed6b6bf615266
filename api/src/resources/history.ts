import { and, asc, eq } from 'drizzle-orm';
import type { FieldChange, HistoryAction, HistoryEntry } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { resourceHistory } from '../db/schema.ts';
import type { Identity } from '../auth/identity.ts';

/** JSON with object keys sorted, so that two equal values always compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** No value: absent, null, an empty text or an empty list (a new record's empty fields are not changes). */
export const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields whose values differ between two snapshots (every empty value counts as the same). */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of [...fields].sort()) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (isEmpty(was) && isEmpty(is)) continue;
    if (canonical(was) !== canonical(is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}

/**
 * Appends one entry for `record` (as it is after the write; before it, for a delete), called inside
 * the write's transaction so that both land or neither.
 */
export async function appendHistory(
  tx: Db,
  identity: Identity,
  action: HistoryAction,
  record: { kind: string; id: string; version: number },
  changes: FieldChange[],
  at: Date = new Date(),
): Promise<void> {
  await tx.insert(resourceHistory).values({
    kind: record.kind,
    resourceId: record.id,
    action,
    at,
    userId: identity.id,
    userStamp: identity.stamps[0] ?? null,
    version: record.version,
    changes,
  });
}

/** Every entry of one record, oldest first. */
export async function readHistory(db: Db, kind: string, resourceId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(resourceHistory)
    .where(and(eq(resourceHistory.kind, kind), eq(resourceHistory.resourceId, resourceId)))
    .orderBy(asc(resourceHistory.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    at: row.at.toISOString(),
    userId: row.userId,
    userStamp: row.userStamp,
    version: row.version,
    changes: row.changes,
  }));
}
