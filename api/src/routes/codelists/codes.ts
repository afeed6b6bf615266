import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Code, CodeInput, CodesPage, CodesQuery, FieldChange, FieldIssue } from '@atelier/contracts';
import type { Db } from '../../db/client.ts';
import { code, partialCode } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { containsPattern, normalizeText } from '../../lib/text.ts';

// The codes of code lists: checks, writes (with what changed, for the history) and paged reads.

/** 1102 for an empty list; CODE_LIST_DUPLICATE_CODE when a code appears twice. */
function checkCount(codes: readonly string[]): void {
  if (codes.length === 0) throw new ApiError('1102');
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const value of codes) (seen.has(value) ? duplicates : seen).add(value);
  if (duplicates.size > 0) throw new ApiError('CODE_LIST_DUPLICATE_CODE', undefined, { codes: [...duplicates] });
}

function invalid(issues: FieldIssue[]): ApiError {
  return new ApiError('VALIDATION_FAILED', undefined, issues);
}

/** A complete list's codes: at least one, each once, each parent a code of the list, no cycle. */
export function checkCodes(codes: readonly CodeInput[]): void {
  checkCount(codes.map((c) => c.code));
  const parents = new Map(codes.map((c) => [c.code, c.parentCode ?? null]));
  const issues: FieldIssue[] = [];
  codes.forEach((c, index) => {
    const path = ['body', 'codes', index, 'parentCode'];
    if (c.parentCode == null) return;
    if (!parents.has(c.parentCode)) {
      issues.push({ path, code: 'unknown_parent', message: `${c.parentCode} is not a code of this list` });
      return;
    }
    // Walk up the hierarchy: coming back to this code means a cycle.
    const visited = new Set([c.code]);
    for (let parent: string | null | undefined = c.parentCode; parent != null; parent = parents.get(parent)) {
      if (visited.has(parent)) {
        issues.push({ path, code: 'cycle', message: `${c.code} would be its own ancestor` });
        return;
      }
      visited.add(parent);
    }
  });
  if (issues.length > 0) throw invalid(issues);
}

/**
 * A partial list's codes: at least one, each once, each a code of the parent list. Inside the write's
 * transaction, the parent's codes are locked against removal until it commits.
 */
export async function checkPartialCodes(tx: Db, parentId: string, codes: readonly string[]): Promise<void> {
  checkCount(codes);
  const known = new Set<string>();
  for (let start = 0; start < codes.length; start += 5000) {
    const rows = await tx
      .select({ code: code.code })
      .from(code)
      .where(and(eq(code.listId, parentId), inArray(code.code, codes.slice(start, start + 5000))))
      .for('key share');
    for (const row of rows) known.add(row.code);
  }
  const issues = codes.flatMap((value, index) =>
    known.has(value)
      ? []
      : [{ path: ['body', 'codes', index], code: 'unknown_code', message: `${value} is not a code of ${parentId}` }],
  );
  if (issues.length > 0) throw invalid(issues);
}

const codeColumns = {
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

/** Inserts rows by batches that stay well under PostgreSQL's limit of parameters per statement. */
async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += 1000) await insert(rows.slice(start, start + 1000));
}

/** The codes that differ between two sets, as one history change: the old versions, then the new ones. */
function codesChange<T>(before: Map<string, T>, after: Map<string, T>): FieldChange[] {
  const same = (a: T, b: T) => JSON.stringify(a) === JSON.stringify(b);
  const removedOrChanged = [...before].filter(([key, value]) => !after.has(key) || !same(value, after.get(key) as T));
  const addedOrChanged = [...after].filter(([key, value]) => !before.has(key) || !same(value, before.get(key) as T));
  if (removedOrChanged.length === 0 && addedOrChanged.length === 0) return [];
  return [{ field: 'codes', before: removedOrChanged.map(([, v]) => v), after: addedOrChanged.map(([, v]) => v) }];
}

async function storedCodes(tx: Db, listId: string): Promise<Map<string, Code>> {
  const rows = await tx.select(codeColumns).from(code).where(eq(code.listId, listId)).orderBy(asc(code.position));
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * Replaces a complete list's codes (`null`: deletes them); answers what changed. Only what changed
 * is written: removed codes are deleted, new and changed ones (or moved ones) written. A code that a
 * partial list keeps cannot go (1104); the database holds that too (partial_code's foreign key).
 */
export async function replaceCodes(tx: Db, listId: string, codes: readonly CodeInput[] | null): Promise<FieldChange[]> {
  const after = new Map((codes ?? []).map((input) => [input.code, toCode(input)]));
  const before = await storedCodes(tx, listId);
  const removed = [...before.keys()].filter((value) => !after.has(value));
  if (codes !== null && removed.length > 0) {
    const kept = await tx
      .selectDistinct({ code: partialCode.code, partialList: partialCode.listId })
      .from(partialCode)
      .where(and(eq(partialCode.parentId, listId), inArray(partialCode.code, removed)));
    if (kept.length > 0) {
      throw new ApiError('1104', 'Partial code lists keep codes this update removes.', {
        codes: [...new Set(kept.map((row) => row.code))],
        partialLists: [...new Set(kept.map((row) => row.partialList))],
      });
    }
  }
  for (let start = 0; start < removed.length; start += 5000) {
    await tx.delete(code).where(and(eq(code.listId, listId), inArray(code.code, removed.slice(start, start + 5000))));
  }
  const positions = new Map([...before.keys()].map((value, position) => [value, position]));
  const written = [...after.values()]
    .map((c, position) => ({ c, position }))
    .filter(({ c, position }) => {
      const was = before.get(c.code);
      return !was || positions.get(c.code) !== position || JSON.stringify(was) !== JSON.stringify(c);
    });
  await insertInBatches(
    written.map(({ c, position }) => ({
      ...c,
      listId,
      position,
      searchText: normalizeText([c.code, c.labelLg1, c.labelLg2 ?? ''].join('\n')),
      sortLg1: normalizeText(c.labelLg1),
      sortLg2: normalizeText(c.labelLg2 ?? ''),
    })),
    (batch) =>
      tx
        .insert(code)
        .values(batch)
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
  const rows = await tx.select({ code: partialCode.code }).from(partialCode).where(eq(partialCode.listId, listId));
  const before = new Map(rows.map((row) => [row.code, row.code]));
  await tx.delete(partialCode).where(eq(partialCode.listId, listId));
  const after = new Map((codes ?? []).map((value) => [value, value]));
  await insertInBatches(
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

/** One page of codes, searched (notation and labels, accents and case ignored) and sorted on the server. */
export async function readCodes(db: Db, source: CodeSource, query: CodesQuery): Promise<CodesPage> {
  const search = query.search ? sql`${code.searchText} like ${containsPattern(query.search)}` : undefined;
  const limit = query.per_page === 0 ? undefined : query.per_page;
  const offset = limit === undefined ? 0 : (query.page - 1) * limit;
  const order = (position: SQL) => (query.sort === 'position' ? [position] : [SORTS[query.sort], asc(code.code)]);

  if ('listId' in source) {
    const where = and(eq(code.listId, source.listId), search);
    const [total] = await db.select({ n: count() }).from(code).where(where);
    const base = db.select(codeColumns).from(code).where(where).orderBy(...order(asc(code.position)));
    const items = await (limit === undefined ? base : base.limit(limit).offset(offset));
    return { total: total?.n ?? 0, page: query.page, perPage: query.per_page, items };
  }
  const joined = and(eq(code.listId, partialCode.parentId), eq(code.code, partialCode.code));
  const where = and(eq(partialCode.listId, source.partialId), search);
  const [total] = await db.select({ n: count() }).from(partialCode).innerJoin(code, joined).where(where);
  const base = db
    .select(codeColumns)
    .from(partialCode)
    .innerJoin(code, joined)
    .where(where)
    .orderBy(...order(asc(partialCode.position)));
  const items = await (limit === undefined ? base : base.limit(limit).offset(offset));
  return { total: total?.n ?? 0, page: query.page, perPage: query.per_page, items };
}

/** How many codes each list holds (complete lists: their own; partial lists: their subset). */
export async function countCodes(db: Db, ids: readonly string[], partial: boolean): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const table = partial ? partialCode : code;
  const rows = await db
    .select({ id: table.listId, n: count() })
    .from(table)
    .where(inArray(table.listId, [...ids]))
    .groupBy(table.listId);
  return new Map(rows.map((row) => [row.id, row.n]));
}
