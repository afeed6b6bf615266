import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Code, CodeTreePage, CodeTreeQuery } from '@atelier/contracts';
import type { Db } from '../../db/client.ts';
import { readRows } from '../../db/read.ts';
import { code } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { codeColumns } from './codes.ts';

// A complete list's codes as a tree (a code's broader code is `parentCode`), read a level and a page
// at a time in the list's own order, each code with how many it holds, and a code's broader codes
// in one query: the tree screen of the records framework shows a list of 10,000 codes this way.

/** The codes under `query.node` (the top-level codes without it), one page in the list's order, each with its number of codes. */
export async function codeTreePage(db: Db, listId: string, query: CodeTreeQuery): Promise<CodeTreePage> {
  const where = and(eq(code.listId, listId), query.node === undefined ? isNull(code.parentCode) : eq(code.parentCode, query.node));
  const [items, [counted]] = await Promise.all([
    db
      // The outer row named in full: drizzle writes a column of the selected table unqualified.
      .select({ ...codeColumns, childCount: sql<number>`(select count(*)::int from ${code} c where c.list_id = "code"."list_id" and c.parent_code = "code"."code")` })
      .from(code)
      .where(where)
      .orderBy(asc(code.position))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: sql<number>`count(*)::int` }).from(code).where(where),
  ]);
  return { total: counted?.n ?? 0, items };
}

/** The broader codes of one, from the top-level one down (404 when the list has no such code). */
export async function codeAncestors(db: Db, listId: string, notation: string): Promise<Code[]> {
  const [found] = await db.select({ code: code.code }).from(code).where(and(eq(code.listId, listId), eq(code.code, notation)));
  if (!found) throw new ApiError('NOT_FOUND');
  // The depth bound stops at once on a cycle, which the writes refuse anyway (`checkCodes`).
  return readRows<Code>(
    db,
    sql`with recursive above(code, depth) as (
        select parent_code, 1 from ${code} where list_id = ${listId} and code = ${notation} and parent_code is not null
        union all
        select c.parent_code, above.depth + 1 from ${code} c join above on c.list_id = ${listId} and c.code = above.code
        where c.parent_code is not null and above.depth < 1000
      )
      select c.code, c.label_lg1 as "labelLg1", c.label_lg2 as "labelLg2", c.description_lg1 as "descriptionLg1",
        c.description_lg2 as "descriptionLg2", c.parent_code as "parentCode"
      from above join ${code} c on c.list_id = ${listId} and c.code = above.code
      order by above.depth desc`,
  );
}
