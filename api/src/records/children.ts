import { setImmediate as yieldToOthers } from 'node:timers/promises';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyKind, ErrorCode } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { resource, resourceReference } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import type { ApiKind, KindRegistry } from './api-kind.ts';
import type { StoredRecord } from './stored-record.ts';
import type { RequestContext } from './authorization.ts';
import { appendHistories, diffFields } from './history.ts';
import { snapshot, toRecord } from './stored.ts';

// Records inside records (a classification's levels and items, a dataset's distributions): what a
// parent's delete and publication do to its children, as the child kind declares (`parent`).

/** Rows written or deleted per statement, with a pause for other requests between slices. */
const SLICE = 1000;

/** The kinds declared as living inside records of `kind`, with the field naming their parent. */
export function childKindsOf(kinds: KindRegistry, kind: AnyKind): { api: ApiKind; field: string }[] {
  return [...kinds.values()].flatMap((api) => {
    const parent = api.kind.parent;
    if (!parent) return [];
    const spec = api.kind.referenceFields.find(({ name }) => name === parent.field)?.spec;
    return spec?.kinds[0] === kind.name ? [{ api, field: parent.field }] : [];
  });
}

/** The children of parents of one kind through one field, locked for the write. */
async function lockChildren(tx: Db, child: AnyKind, field: string, parentIds: readonly string[]): Promise<StoredRecord[]> {
  if (parentIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(resource)
    .where(
      and(
        eq(resource.kind, child.name),
        sql`exists (select 1 from ${resourceReference} where from_kind = ${resource.kind} and from_id = ${resource.id}
          and field = ${field} and to_id in (${sql.join(parentIds.map((id) => sql`${id}`), sql`, `)}))`,
      ),
    )
    .orderBy(asc(resource.id))
    .for('update');
  return rows.map((row) => toRecord(child, row));
}

/**
 * Deletes, inside the parent's delete, the children of kinds declared `onParentDelete: 'cascade'`
 * (and theirs, at any depth), each with its history entry. Refused with `inUse` while a record
 * outside them points to one, naming it. References among the children (an item's broader item)
 * go first, then the records, a slice at a time: 40,000 items never hold other requests up long.
 */
export async function deleteChildren(tx: Db, ctx: RequestContext, parent: StoredRecord, inUse: ErrorCode): Promise<void> {
  let level: { kind: AnyKind; ids: string[] }[] = [{ kind: ctx.kinds.get(parent.kind)!.kind, ids: [parent.id] }];
  const doomed: { kind: AnyKind; records: StoredRecord[] }[] = [];
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { kind, ids } of level) {
      for (const { api, field } of childKindsOf(ctx.kinds, kind)) {
        if (api.kind.parent?.onParentDelete !== 'cascade') continue;
        const records = await lockChildren(tx, api.kind, field, ids);
        if (records.length === 0) continue;
        doomed.push({ kind: api.kind, records });
        next.push({ kind: api.kind, ids: records.map((record) => record.id) });
      }
    }
    level = next;
  }
  if (doomed.length === 0) return;
  const going = new Set([`${parent.kind}\u0000${parent.id}`, ...doomed.flatMap(({ kind, records }) => records.map((record) => `${kind.name}\u0000${record.id}`))]);
  for (const { kind, records } of doomed) {
    for (let start = 0; start < records.length; start += SLICE) {
      const ids = records.slice(start, start + SLICE).map((record) => record.id);
      const users = await tx
        .select({ kind: resourceReference.fromKind, id: resourceReference.fromId, field: resourceReference.field })
        .from(resourceReference)
        .where(and(eq(resourceReference.toKind, kind.name), inArray(resourceReference.toId, ids)));
      const outside = users.filter((user) => !going.has(`${user.kind}\u0000${user.id}`));
      if (outside.length > 0) throw new ApiError(inUse, undefined, { usedBy: outside });
    }
  }
  for (const { kind, records } of doomed) {
    for (let start = 0; start < records.length; start += SLICE) {
      const ids = records.slice(start, start + SLICE).map((record) => record.id);
      await tx.delete(resourceReference).where(and(eq(resourceReference.fromKind, kind.name), inArray(resourceReference.fromId, ids)));
      await yieldToOthers();
    }
  }
  for (const { kind, records } of doomed) {
    for (let start = 0; start < records.length; start += SLICE) {
      const slice = records.slice(start, start + SLICE);
      await tx.delete(resource).where(and(eq(resource.kind, kind.name), inArray(resource.id, slice.map((record) => record.id))));
      await appendHistories(tx, ctx.identity, 'delete', slice.map((record) => ({ record, changes: diffFields(snapshot(record), null) })));
      await yieldToOthers();
    }
  }
}

/**
 * What a parent's publication asks of its children, as each child kind declares it: `{ before }`,
 * every child published first (else its code, naming them); `with`, the children not published as
 * they stand, to publish in the same transaction once the parent is (the caller publishes them).
 */
export async function childrenToPublish(tx: Db, ctx: RequestContext, kind: AnyKind, parentIds: readonly string[]): Promise<{ api: ApiKind; records: StoredRecord[] }[]> {
  const toPublish: { api: ApiKind; records: StoredRecord[] }[] = [];
  for (const { api, field } of childKindsOf(ctx.kinds, kind)) {
    const rule = api.kind.parent?.publication;
    if (!rule) continue;
    const unpublished = (await lockChildren(tx, api.kind, field, parentIds)).filter((record) => record.validationState !== 'Validated');
    if (unpublished.length === 0) continue;
    if (rule === 'with') toPublish.push({ api, records: unpublished });
    else throw new ApiError(rule.before, undefined, { kind: api.kind.name, ids: unpublished.map((record) => record.id) });
  }
  return toPublish;
}
