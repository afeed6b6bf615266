import { sql } from 'drizzle-orm';
import type { ReferencedRecord, TreeQuery } from '@atelier/contracts';
import { readRows } from '../db/read.ts';
import { resource, resourceReference } from '../db/schema.ts';
import type { ApiKind } from './api-kind.ts';
import type { RequestContext } from './authorization.ts';
import { listPage } from './lists.ts';
import { getRecord } from './reads.ts';

// A kind's tree (`hierarchy`: the field naming a record's broader one), read a level and a page at a
// time with each node's number of children, and a record's ancestors in one query: no screen loads
// a whole tree (the 40,000 communes of a classification).

/**
 * One level of a kind's tree, a page at a time, in label order: the children of `node`, or the
 * roots (records whose hierarchy field is empty), each with its number of children; the caller's
 * read rights filter it as they filter every list.
 */
export async function treePage(ctx: RequestContext, api: ApiKind, query: TreeQuery) {
  const field = api.kind.hierarchy!;
  const level = query.node
    ? sql`exists (select 1 from ${resourceReference} where from_kind = ${resource.kind} and from_id = ${resource.id} and field = ${field} and to_id = ${query.node})`
    : sql`not exists (select 1 from ${resourceReference} where from_kind = ${resource.kind} and from_id = ${resource.id} and field = ${field})`;
  const { items, total } = await listPage(ctx, api, { sort: 'label', page: query.page, per_page: query.per_page }, [level]);
  const ids = items.map((item) => String(item.id));
  const counts = ids.length === 0 ? [] : await readRows<{ id: string; n: number }>(
    ctx.db,
    sql`select to_id as id, count(*)::int as n from ${resourceReference}
      where to_kind = ${api.kind.name} and from_kind = ${api.kind.name} and field = ${field}
        and to_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      group by to_id`,
  );
  const children = new Map(counts.map((row) => [row.id, row.n]));
  return { items: items.map((item) => ({ ...item, childCount: children.get(String(item.id)) ?? 0 })), total };
}

/** The records above one in its tree, from the root down to its broader record, in one query, for a caller allowed to read it. */
export async function ancestorsOf(ctx: RequestContext, api: ApiKind, id: string): Promise<ReferencedRecord[]> {
  const { kind } = api;
  await getRecord(ctx, api, id);
  return readRows<ReferencedRecord>(
    ctx.db,
    sql`with recursive above(id, depth) as (
        select to_id, 1 from ${resourceReference} where from_kind = ${kind.name} and from_id = ${id} and field = ${kind.hierarchy!}
        union all
        select r.to_id, above.depth + 1 from ${resourceReference} r join above on r.from_id = above.id
        where r.from_kind = ${kind.name} and r.field = ${kind.hierarchy!} and above.depth < 1000
      )
      select ${resource.kind} as kind, ${resource.id} as id, ${resource.labelLg1} as "labelLg1", ${resource.labelLg2} as "labelLg2",
        ${resource.validationState} as "validationState"
      from above join ${resource} on ${resource.kind} = ${kind.name} and ${resource.id} = above.id
      order by above.depth desc`,
  );
}
