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

/** Most text one row of the history holds (about): one statement stays short, even on the embedded database. */
const ROW_CHARS = 256 * 1024;

/** About how long an item is as JSON (its texts, one level deep), without writing it out. */
function sizeOf(item: unknown): number {
  if (typeof item === 'string') return item.length + 2;
  if (item === null || typeof item !== 'object') return 8;
  let size = 2;
  for (const value of Object.values(item)) size += 16 + (typeof value === 'string' ? value.length : 8);
  return size;
}

/** A change stored in a row after the first, continuing the same entry's change of the same field. */
interface ContinuedChange extends FieldChange {
  continued?: true;
}

/**
 * The rows of one entry: its changes in the first, and, when a field's values are long lists (a code
 * list's 100,000 codes), the rest of their items in the rows after it, about ROW_CHARS each, each
 * change marked `continued`. Reading the history joins them again (`readHistory`).
 */
function rowsOf(changes: readonly FieldChange[]): ContinuedChange[][] {
  const first: ContinuedChange[] = [];
  const more: ContinuedChange[][] = [];
  for (const change of changes) {
    const sides = (['before', 'after'] as const).filter((side) => Array.isArray(change[side]) && (change[side] as unknown[]).length > 1);
    if (sides.length === 0) {
      first.push(change);
      continue;
    }
    // Each side cut into pieces of about ROW_CHARS, the first piece staying in the first row.
    const pieces = sides.map((side) => {
      const cut: unknown[][] = [[]];
      let chars = 0;
      for (const item of change[side] as unknown[]) {
        const size = sizeOf(item);
        if (chars + size > ROW_CHARS && cut.at(-1)!.length > 0) {
          cut.push([]);
          chars = 0;
        }
        cut.at(-1)!.push(item);
        chars += size;
      }
      return { side, cut };
    });
    // A side not cut stays whole in the first row; the rows after it hold none of it.
    const rest = (side: 'before' | 'after', n: number) => (n === 0 ? change[side] : Array.isArray(change[side]) ? [] : change[side]);
    const count = Math.max(...pieces.map(({ cut }) => cut.length));
    for (let n = 0; n < count; n += 1) {
      const piece: ContinuedChange = { field: change.field, before: rest('before', n), after: rest('after', n) };
      for (const { side, cut } of pieces) piece[side] = cut[n] ?? [];
      if (n === 0) first.push(piece);
      else (more[n - 1] ??= []).push({ ...piece, continued: true });
    }
  }
  return [first, ...more];
}

/**
 * Appends one entry for `record` (as it is after the write; before it, for a delete), called inside
 * the write's transaction so that both land or neither. An entry with long lists of values is
 * written over several rows (`rowsOf`), one statement each.
 */
export async function appendHistory(
  tx: Db,
  identity: Identity,
  action: HistoryAction,
  record: { kind: string; id: string; version: number },
  changes: FieldChange[],
  at: Date = new Date(),
): Promise<void> {
  for (const row of historyRows(identity, action, record, changes, at)) await tx.insert(resourceHistory).values(row);
}

/** The rows of one history entry (see `rowsOf`). */
function historyRows(
  identity: Identity,
  action: HistoryAction,
  record: { kind: string; id: string; version: number },
  changes: FieldChange[],
  at: Date,
): (typeof resourceHistory.$inferInsert)[] {
  return rowsOf(changes).map((rowChanges) => ({
    kind: record.kind,
    resourceId: record.id,
    action,
    at,
    userId: identity.id,
    userStamp: identity.stamps[0] ?? null,
    version: record.version,
    changes: rowChanges,
  }));
}

/**
 * Appends one short entry for each of many records written by one action (a bulk publication), a
 * few statements for all: each entry must be small (a change of state, not long lists of values).
 */
export async function appendHistories(
  tx: Db,
  identity: Identity,
  action: HistoryAction,
  entries: readonly { record: { kind: string; id: string; version: number }; changes: FieldChange[] }[],
  at: Date = new Date(),
): Promise<void> {
  const rows = entries.flatMap(({ record, changes }) => historyRows(identity, action, record, changes, at));
  for (let start = 0; start < rows.length; start += 500) await tx.insert(resourceHistory).values(rows.slice(start, start + 500));
}

/** Adds the items of a continuing row's changes to the entry they continue. */
function join(entry: HistoryEntry, continued: readonly ContinuedChange[]): void {
  for (const { continued: _continued, ...piece } of continued) {
    const change = entry.changes.find((candidate) => candidate.field === piece.field);
    if (!change) {
      entry.changes.push(piece);
      continue;
    }
    for (const side of ['before', 'after'] as const) {
      const items = piece[side];
      const into = change[side];
      if (Array.isArray(items) && Array.isArray(into)) for (const item of items as unknown[]) into.push(item);
    }
  }
}

/** Every entry of one record, oldest first. */
export async function readHistory(db: Db, kind: string, resourceId: string): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(resourceHistory)
    .where(and(eq(resourceHistory.kind, kind), eq(resourceHistory.resourceId, resourceId)))
    .orderBy(asc(resourceHistory.id));
  const entries: HistoryEntry[] = [];
  for (const row of rows) {
    const changes = row.changes as ContinuedChange[];
    const last = entries.at(-1);
    if (last && changes.length > 0 && changes.every((change) => change.continued)) {
      join(last, changes);
      continue;
    }
    entries.push({
      id: row.id,
      action: row.action,
      at: row.at.toISOString(),
      userId: row.userId,
      userStamp: row.userStamp,
      version: row.version,
      changes,
    });
  }
  return entries;
}
