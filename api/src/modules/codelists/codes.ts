import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, asc, desc, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Code, CodeInput, CodesPage, CodesQuery, FieldChange } from '@atelier/contracts';
import type { Db } from '../../db/client.ts';
import { code, partialCode } from '../../db/schema.ts';
import { ApiError, IssueList, MAX_ISSUES } from '../../lib/errors.ts';
import { containsPattern, normalizeText } from '../../lib/text.ts';
import { outer } from '../../records/references.ts';

// The codes of code lists: checks, writes (with what changed, for the history) and paged reads.

/** 1102 for an empty list; CODE_LIST_DUPLICATE_CODE when a code appears twice (the first 100 named). */
function checkCount(codes: readonly string[]): void {
  if (codes.length === 0) throw new ApiError('1102');
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const value of codes) (seen.has(value) ? duplicates : seen).add(value);
  if (duplicates.size > 0) {
    const named = [...duplicates].slice(0, MAX_ISSUES);
    throw new ApiError('CODE_LIST_DUPLICATE_CODE', undefined, { codes: named, ...(duplicates.size > named.length ? { count: duplicates.size } : {}) });
  }
}

/**
 * The codes of a parent-pointer hierarchy that lie on a cycle, in one pass: each code is walked over
 * once (linear in the number of codes, however deep the hierarchy: a chain of 20,000 codes too).
 */
export function codesOnCycles(parents: ReadonlyMap<string, string | null>): Set<string> {
  const DONE = 2;
  const ON_PATH = 1;
  const state = new Map<string, number>();
  const onCycles = new Set<string>();
  for (const start of parents.keys()) {
    if (state.has(start)) continue;
    const path: string[] = [];
    let current: string | null | undefined = start;
    while (current != null && parents.has(current) && !state.has(current)) {
      state.set(current, ON_PATH);
      path.push(current);
      current = parents.get(current);
    }
    // Back on this walk's own path: the codes from there on form a cycle.
    if (current != null && state.get(current) === ON_PATH) {
      for (let i = path.lastIndexOf(current); i < path.length; i += 1) onCycles.add(path[i]!);
    }
    for (const value of path) state.set(value, DONE);
  }
  return onCycles;
}

/**
 * A complete list's codes: at least one, each once, each parent a code of the list, no cycle. Each
 * pass over 100,000 codes is a slice of its own: other requests get a turn between them.
 */
export async function checkCodes(codes: readonly CodeInput[]): Promise<void> {
  checkCount(codes.map((c) => c.code));
  await nextTurn();
  const parents = new Map(codes.map((c) => [c.code, c.parentCode ?? null]));
  const onCycles = codesOnCycles(parents);
  await nextTurn();
  const issues = new IssueList();
  codes.forEach((c, index) => {
    const path = ['body', 'codes', index, 'parentCode'];
    if (c.parentCode == null) return;
    if (!parents.has(c.parentCode)) issues.add({ path, code: 'unknown_parent', message: `${c.parentCode} is not a code of this list` });
    else if (onCycles.has(c.code)) issues.add({ path, code: 'cycle', message: `${c.code} would be its own ancestor` });
  });
  issues.throwIfAny();
}

/**
 * A partial list's codes: at least one, each once, each a code of the parent list. Inside the write's
 * transaction, the parent's codes are locked against removal until it commits.
 */
export async function checkPartialCodes(tx: Db, parentId: string, codes: readonly string[]): Promise<void> {
  checkCount(codes);
  const known = new Set<string>();
  await inBatches(codes, async (batch) => {
    const rows = await tx.select({ code: code.code }).from(code).where(and(eq(code.listId, parentId), inArray(code.code, batch))).for('key share');
    for (const row of rows) known.add(row.code);
  });
  const issues = new IssueList();
  codes.forEach((value, index) => {
    if (!known.has(value)) issues.add({ path: ['body', 'codes', index], code: 'unknown_code', message: `${value} is not a code of ${parentId}` });
  });
  issues.throwIfAny();
}

/** A code's columns as the API answers them. */
export const codeColumns = {
  code: code.code,
  labelLg1: code.labelLg1,
  labelLg2: code.labelLg2,
  descriptionLg1: code.descriptionLg1,
  descriptionLg2: code.descriptionLg2,
  parentCode: code.parentCode,
};

function toCode(input: CodeInput): Code {
  return {
    code: input.code,
    labelLg1: input.labelLg1,
    labelLg2: input.labelLg2 ?? null,
    descriptionLg1: input.descriptionLg1 ?? null,
    descriptionLg2: input.descriptionLg2 ?? null,
    parentCode: input.parentCode ?? null,
  };
}

/** Most rows of one statement (well under PostgreSQL's limit of parameters), and most text (about). */
const BATCH_ROWS = 250;
const BATCH_CHARS = 64 * 1024;

/** About how much text a value carries (its texts, one level deep). */
function charsOf(value: unknown): number {
  if (typeof value === 'string') return value.length;
  if (value === null || typeof value !== 'object') return 8;
  let chars = 0;
  for (const field of Object.values(value)) chars += typeof field === 'string' ? field.length : 8;
  return chars;
}

/**
 * Writes (or looks up) items by batches that stay well under PostgreSQL's limit of parameters per
 * statement and short enough to take the database a moment each (on the embedded database, the
 * server's own time, which other requests wait for): 20,000 codes of long labels go in batches of
 * about a hundred; 100,000 codes are deleted 250 at a time (5,000 at once held the server 0.3 to 1 s).
 */
async function inBatches<T>(items: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  let batch: T[] = [];
  let chars = 0;
  for (const item of items) {
    const size = charsOf(item);
    if (batch.length > 0 && (batch.length >= BATCH_ROWS || chars + size > BATCH_CHARS)) {
      await write(batch);
      batch = [];
      chars = 0;
    }
    batch.push(item);
    chars += size;
  }
  if (batch.length > 0) await write(batch);
}

/** Two codes (or notations) hold the same values: compared field by field, not written out as JSON. */
function same<T>(a: T, b: T): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/** The codes that differ between two sets, as one history change: the old versions, then the new ones. */
function codesChange<T>(before: Map<string, T>, after: Map<string, T>): FieldChange[] {
  const removedOrChanged = [...before].filter(([key, value]) => !after.has(key) || !same(value, after.get(key) as T));
  const addedOrChanged = [...after].filter(([key, value]) => !before.has(key) || !same(value, before.get(key) as T));
  if (removedOrChanged.length === 0 && addedOrChanged.length === 0) return [];
  return [{ field: 'codes', before: removedOrChanged.map(([, v]) => v), after: addedOrChanged.map(([, v]) => v) }];
}

/** Most codes one read of a whole list takes: 100,000 codes at once held the embedded database, and the server, for seconds. */
const READ_SLICE = 1000;

/**
 * A complete list's codes in order, read a range of positions at a time, up to its last position
 * (a range, not a limit: without statistics the planner would sort every later code for each slice).
 */
export async function storedCodes(tx: Db, listId: string): Promise<Map<string, Code>> {
  const [last] = await tx.select({ position: sql<number | null>`max(${code.position})` }).from(code).where(eq(code.listId, listId));
  const codes = new Map<string, Code>();
  for (let from = 0; from <= (last?.position ?? -1); from += READ_SLICE) {
    const rows = await tx
      .select(codeColumns)
      .from(code)
      .where(and(eq(code.listId, listId), gte(code.position, from), lt(code.position, from + READ_SLICE)))
      .orderBy(asc(code.position));
    for (const row of rows) codes.set(row.code, row);
  }
  return codes;
}

/**
 * Replaces a complete list's codes (`null`: deletes them); answers what changed. Only what changed
 * is written: removed codes are deleted, new and changed ones (or moved ones) written. A code that a
 * partial list keeps cannot go (1104); the database holds that too (partial_code's foreign key).
 * Positions run from 0 without a gap, in the order given (each code's position is its index, and a
 * code kept where it was keeps its row): paged reads and code counts rely on it.
 */
export async function replaceCodes(tx: Db, listId: string, codes: readonly CodeInput[] | null): Promise<FieldChange[]> {
  const after = new Map((codes ?? []).map((input) => [input.code, toCode(input)]));
  await nextTurn();
  const before = await storedCodes(tx, listId);
  const removed = [...before.keys()].filter((value) => !after.has(value));
  if (codes !== null && removed.length > 0) {
    const kept: { code: string; partialList: string }[] = [];
    await inBatches(removed, async (batch) => {
      kept.push(
        ...(await tx
          .selectDistinct({ code: partialCode.code, partialList: partialCode.listId })
          .from(partialCode)
          .where(and(eq(partialCode.parentId, listId), inArray(partialCode.code, batch)))),
      );
    });
    if (kept.length > 0) {
      throw new ApiError('1104', 'Partial code lists keep codes this update removes.', {
        codes: [...new Set(kept.map((row) => row.code))],
        partialLists: [...new Set(kept.map((row) => row.partialList))],
      });
    }
  }
  await inBatches(removed, (batch) => tx.delete(code).where(and(eq(code.listId, listId), inArray(code.code, batch))));
  const positions = new Map([...before.keys()].map((value, position) => [value, position]));
  const written: (Code & { position: number })[] = [];
  let position = 0;
  for (const c of after.values()) {
    const was = before.get(c.code);
    if (!was || positions.get(c.code) !== position || !same(was, c)) written.push({ ...c, position });
    position += 1;
  }
  await nextTurn();
  await inBatches(
    written,
    (batch) =>
      tx
        .insert(code)
        .values(
          // Rows made batch by batch: normalising 100,000 codes' labels at once is a long stretch of its own.
          batch.map((c) => ({
            ...c,
            listId,
            searchText: normalizeText([c.code, c.labelLg1, c.labelLg2 ?? ''].join('\n')),
            sortLg1: normalizeText(c.labelLg1),
            sortLg2: normalizeText(c.labelLg2 ?? ''),
          })),
        )
        .onConflictDoUpdate({
          target: [code.listId, code.code],
          set: Object.fromEntries(
            ['label_lg1', 'label_lg2', 'description_lg1', 'description_lg2', 'parent_code', 'position', 'search_text', 'sort_lg1', 'sort_lg2'].map(
              (column) => [column.replace(/_(\w)/g, (_m, letter: string) => letter.toUpperCase()), sql.raw(`excluded.${column}`)],
            ),
          ),
        }),
  );
  return codesChange(before, after);
}

/** Replaces a partial list's codes (`null`: deletes them); answers what changed. */
export async function replacePartialCodes(
  tx: Db,
  listId: string,
  parentId: string,
  codes: readonly string[] | null,
): Promise<FieldChange[]> {
  // Read, then deleted, a slice at a time, as a complete list's codes are.
  const before = new Map<string, string>();
  for (let last = ''; ; ) {
    const rows = await tx
      .select({ code: partialCode.code })
      .from(partialCode)
      .where(and(eq(partialCode.listId, listId), gt(partialCode.code, last)))
      .orderBy(asc(partialCode.code))
      .limit(READ_SLICE);
    for (const row of rows) before.set(row.code, row.code);
    if (rows.length < READ_SLICE) break;
    last = rows.at(-1)!.code;
  }
  await inBatches([...before.keys()], (batch) => tx.delete(partialCode).where(and(eq(partialCode.listId, listId), inArray(partialCode.code, batch))));
  const after = new Map((codes ?? []).map((value) => [value, value]));
  await inBatches(
    [...after.keys()].map((value, position) => ({ listId, parentId, code: value, position })),
    (batch) => tx.insert(partialCode).values(batch),
  );
  return codesChange(before, after);
}

/** The codes a page reads: a complete list's own, or a partial list's subset of its parent's. */
export type CodeSource = { listId: string } | { partialId: string };

const SORTS: Record<Exclude<CodesQuery['sort'], 'position'>, SQL> = {
  code: asc(code.code),
  '-code': desc(code.code),
  labelLg1: asc(code.sortLg1),
  '-labelLg1': desc(code.sortLg1),
  labelLg2: asc(code.sortLg2),
  '-labelLg2': desc(code.sortLg2),
};

/** A page of codes as a value that a query reads (`column`), and the page that value answers (`read`). */
export interface CodesPageQuery {
  column: SQL<unknown>;
  read(value: unknown): Promise<CodesPage>;
}

/**
 * One page of codes, searched (notation and labels, accents and case ignored) and sorted on the
 * server, with the number of matches, as one JSON value `[total, codes]` that the query reading the
 * list itself carries (one round trip for the list and its page; one column of one row, which both
 * drivers decode at a fraction of the cost of 100 rows of six columns). A complete list's page in the
 * list's own order, unsearched (the codes table's first screen), is a range of positions and its
 * total the last position plus one (positions run from 0 without a gap, see `replaceCodes`): a page
 * of the 10,000th code costs what the first does.
 */
export function codesPage(db: Db, source: CodeSource, query: CodesQuery): CodesPageQuery {
  const search = query.search ? sql`${code.searchText} like ${containsPattern(query.search)}` : undefined;
  const limit = query.per_page === 0 ? undefined : query.per_page;
  const offset = limit === undefined ? 0 : (query.page - 1) * limit;
  const order = (position: SQL) => (query.sort === 'position' ? [position] : [SORTS[query.sort], asc(code.code)]);
  let rows: SQL;
  let total: PgSelect;
  if ('listId' in source) {
    const where = and(eq(code.listId, source.listId), search);
    const byPosition = limit !== undefined && query.sort === 'position' && !search;
    total = (byPosition
      ? db.select({ n: sql<number>`coalesce(max(${code.position}) + 1, 0)` }).from(code).where(where)
      : db.select({ n: sql<number>`count(*)::int` }).from(code).where(where)) as unknown as PgSelect;
    const base = db
      .select(codeColumns)
      .from(code)
      .where(byPosition ? and(where, gte(code.position, offset), lt(code.position, offset + limit)) : where)
      .orderBy(...order(asc(code.position)));
    rows = (limit === undefined || byPosition ? base : base.limit(limit).offset(offset)).getSQL();
  } else {
    const joined = and(eq(code.listId, partialCode.parentId), eq(code.code, partialCode.code));
    const where = and(eq(partialCode.listId, source.partialId), search);
    const base = db.select(codeColumns).from(partialCode).innerJoin(code, joined).where(where).orderBy(...order(asc(partialCode.position)));
    total = db.select({ n: sql<number>`count(*)::int` }).from(partialCode).innerJoin(code, joined).where(where) as unknown as PgSelect;
    rows = (limit === undefined ? base : base.limit(limit).offset(offset)).getSQL();
  }
  const column = sql`json_build_array(${limit === undefined ? sql`null` : sql`(${total.getSQL()})`}, (select coalesce(json_agg(json_build_object(
      'code', p.code, 'labelLg1', p.label_lg1, 'labelLg2', p.label_lg2,
      'descriptionLg1', p.description_lg1, 'descriptionLg2', p.description_lg2, 'parentCode', p.parent_code)), '[]') from (${rows}) p))`;
  return {
    column,
    read: async (value) => {
      const [matches, items] = (value as [number | null, Code[]] | null) ?? [null, []];
      // Every code when unpaged; past the last page, no row to carry the total: counted apart.
      const counted =
        limit === undefined ? items.length : items.length > 0 ? (matches ?? 0) : (((await total) as { n: number }[])[0]?.n ?? 0);
      return { total: counted, page: query.page, perPage: query.per_page, items };
    },
  };
}

/**
 * How many codes each list read from `resource` holds (complete lists: their own; partial lists:
 * their subset), as a column of that query. A list's positions run from 0 without a gap (see
 * `replaceCodes`), so a complete list's count is its last position plus one: one index entry read,
 * not 10,000 counted.
 */
export function codeCountColumn(partial: boolean): SQL<number> {
  return partial
    ? sql<number>`(select count(*)::int from ${partialCode} p where p.list_id = ${outer('id')})`
    : sql<number>`(select coalesce(max(c.position) + 1, 0) from ${code} c where c.list_id = ${outer('id')})`;
}
