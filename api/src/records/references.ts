import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyKind, FieldIssue, ReferenceSpec, ReferencedRecord, UnpublishedTargets, Usage } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { resource, resourceReference } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import type { StoredRecord } from './stored-record.ts';

// References declared once (a field's `reference`), written once: the rows that say what a record
// points to, the locks that keep them true while others write, the labels a record's answer
// carries, "Used by", and the "publish the parent first" preconditions.

/** One referenced record of one field, at its position in the field. */
export interface Target {
  field: string;
  position: number;
  kind: string;
  id: string;
}

/** One identifier a payload points to: its position in the field (the entry's, in a parts field) and where the body holds it. */
interface Pointed {
  id: string;
  position: number;
  path: (string | number)[];
}

/**
 * The identifiers a payload points to, field by field, in the field's order; a reference inside the
 * entries of a parts field (`components.component`) at its entry's position.
 */
function pointedTo(kind: AnyKind, payload: Record<string, unknown>): { field: string; spec: ReferenceSpec; pointed: Pointed[] }[] {
  return kind.referenceFields.map(({ name, spec, part }) => {
    if (part) {
      const entries = Array.isArray(payload[part.field]) ? (payload[part.field] as unknown[]) : [];
      const pointed = entries.flatMap((entry, position) => {
        const id = entry && typeof entry === 'object' ? (entry as Record<string, unknown>)[part.entry] : undefined;
        return typeof id === 'string' && id !== '' ? [{ id, position, path: ['body', part.field, position, part.entry] }] : [];
      });
      return { field: name, spec, pointed };
    }
    const value = payload[name];
    const ids = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    return { field: name, spec, pointed: ids.map((id, position) => ({ id, position, path: spec.many ? ['body', name, position] : ['body', name] })) };
  });
}

/**
 * Finds the records a payload points to and locks them against deletion (FOR KEY SHARE) until the
 * write commits: a record being deleted at the same time is either seen gone here, or sees this
 * reference when its own delete checks who uses it. A missing one answers the field's code (644, 744)
 * or VALIDATION_FAILED on the field.
 */
export async function lockTargets(tx: Db, kind: AnyKind, payload: Record<string, unknown>): Promise<Target[]> {
  const targets: Target[] = [];
  for (const { field, spec, pointed } of pointedTo(kind, payload)) {
    if (pointed.length === 0) continue;
    const ids = pointed.map(({ id }) => id);
    const found = await tx
      .select({ kind: resource.kind, id: resource.id })
      .from(resource)
      .where(and(inArray(resource.kind, [...spec.kinds]), inArray(resource.id, [...new Set(ids)])))
      .for('key share');
    // The records found, by identifier (one pass; an identifier may name records of several kinds).
    const byId = new Map<string, typeof found>();
    for (const row of found) byId.set(row.id, [...(byId.get(row.id) ?? []), row]);
    const issues: FieldIssue[] = [];
    const missing: string[] = [];
    for (const { id, position, path } of pointed) {
      const matches = byId.get(id) ?? [];
      const [match] = matches;
      if (matches.length > 1) {
        issues.push({ path, code: 'ambiguous_reference', message: `${id} names records of several kinds` });
      } else if (!match) {
        missing.push(id);
        issues.push({ path, code: 'unknown_reference', message: `${id} is not a record of ${spec.kinds.join(' or ')}` });
      } else {
        targets.push({ field, position, kind: match.kind, id });
      }
    }
    if (missing.length > 0 && spec.missing) throw new ApiError(spec.missing, undefined, { field, ids: missing });
    if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', undefined, issues);
  }
  return targets;
}

/** Replaces the rows of what a record points to (inside its write). */
export async function writeReferences(tx: Db, record: { kind: string; id: string }, targets: readonly Target[]): Promise<void> {
  await tx
    .delete(resourceReference)
    .where(and(eq(resourceReference.fromKind, record.kind), eq(resourceReference.fromId, record.id)));
  if (targets.length === 0) return;
  await tx.insert(resourceReference).values(
    targets.map((target) => ({
      fromKind: record.kind,
      fromId: record.id,
      field: target.field,
      position: target.position,
      toKind: target.kind,
      toId: target.id,
    })),
  );
}

/**
 * A record's references after a change that adds or removes a few targets and keeps the others'
 * order, additions at the end of their field (a concept gaining or losing the inverse of another's
 * link): the rows of removed targets are deleted, added targets found, locked (FOR KEY SHARE) and
 * appended after their field's last position, and every other row left as it is. Positions may then
 * have gaps (only their order counts; the record's next full write numbers them again): no record
 * it already pointed to is read or locked again, so such a change takes no lock beyond the records
 * it adds, and cannot wait on a writer of those.
 */
export async function rewriteReferences(
  tx: Db,
  kind: AnyKind,
  record: { kind: string; id: string; payload: Record<string, unknown> },
  before: Record<string, unknown>,
): Promise<void> {
  const was = new Map(pointedTo(kind, before).map(({ field, pointed }) => [field, pointed.map(({ id }) => id)]));
  for (const { field, spec, pointed } of pointedTo(kind, record.payload)) {
    const ids = pointed.map(({ id }) => id);
    const previous = was.get(field) ?? [];
    const removed = previous.filter((id) => !ids.includes(id));
    const added = ids.filter((id) => !previous.includes(id));
    const from = and(eq(resourceReference.fromKind, record.kind), eq(resourceReference.fromId, record.id), eq(resourceReference.field, field));
    if (removed.length > 0) await tx.delete(resourceReference).where(and(from, inArray(resourceReference.toId, removed)));
    if (added.length === 0) continue;
    const targets = await lockTargets(tx, { ...kind, referenceFields: [{ name: field, spec }] }, { [field]: added });
    const [last] = await tx.select({ position: sql<number | null>`max(${resourceReference.position})` }).from(resourceReference).where(from);
    const start = (last?.position ?? -1) + 1;
    await tx.insert(resourceReference).values(
      targets.map((target) => ({
        fromKind: record.kind,
        fromId: record.id,
        field,
        position: start + target.position,
        toKind: target.kind,
        toId: target.id,
      })),
    );
  }
}

/**
 * A column of the row read from `resource` in the enclosing query, written in full: Drizzle leaves
 * the columns of a one-table select unqualified, and a bare name inside a subquery would be the
 * subquery's own.
 */
export function outer(
  column:
    | 'kind'
    | 'id'
    | 'payload'
    | 'label_lg1'
    | 'label_lg2'
    | 'validation_state'
    | 'dissemination_status'
    | 'creators'
    | 'contributors'
    | 'created'
    | 'modified'
    | 'version',
): SQL {
  return sql`${sql.identifier('resource')}.${sql.identifier(column)}`;
}

/**
 * A column of the records read from `resource`: what each record's fields (`fields`: only these)
 * point to, with their labels and states, in field and position order, as JSON rows
 * `[field, kind, id, labelLg1, labelLg2, validationState]` (null when it points to nothing). Read
 * with the records themselves: one query for a page and its references.
 */
export function referencesColumn(fields?: readonly string[]): SQL<ReferenceRow[] | null> {
  const only = fields ? sql` and rr.field in (${sql.join(fields.map((field) => sql`${field}`), sql`, `)})` : sql``;
  // Ordered by a subquery (read in the primary key's order), not by the aggregate: on the embedded
  // database an ordered aggregate costs a sort of its own per record, more than the rest.
  return sql<ReferenceRow[] | null>`(select json_agg(s.r) from (select json_build_array(rr.field, t.kind, t.id, t.label_lg1, t.label_lg2, t.validation_state, t.creators, t.contributors) as r
    from ${resourceReference} rr join ${resource} t on t.kind = rr.to_kind and t.id = rr.to_id
    where rr.from_kind = ${outer('kind')} and rr.from_id = ${outer('id')}${only}
    order by rr.field, rr.position) s)`;
}

/**
 * A column of the records read from `resource`: the record a single-valued field names, as
 * `[kind, id, labelLg1, labelLg2, validationState]`, or null. By default through the row of what the
 * field points to (by its whole key), then that record. With `byPayload` (a kind whose payloads stay
 * small) and a field of one kind, by the identifier the payload holds: one probe instead of two. A
 * large payload is stored compressed apart, and reading any field of it costs the whole: a page of
 * 50 series took 0.48 ms of the server's time by the payload, 0.19 ms by the rows; 50 operations,
 * 0.13 ms by the payload. (Choosing per row, on the payload's size, costs both subqueries' set-up.)
 */
export function pointedColumn(field: string, kinds: readonly string[], { byPayload }: { byPayload: boolean }): SQL<PointedRow | null> {
  const target = sql`json_build_array(t.kind, t.id, t.label_lg1, t.label_lg2, t.validation_state, t.creators, t.contributors)`;
  if (byPayload && kinds.length === 1) {
    return sql<PointedRow | null>`(select ${target} from ${resource} t where t.kind = ${kinds[0]} and t.id = (${outer('payload')} ->> ${field}))`;
  }
  return sql<PointedRow | null>`(select ${target} from ${resourceReference} rr join ${resource} t on t.kind = rr.to_kind and t.id = rr.to_id
    where rr.from_kind = ${outer('kind')} and rr.from_id = ${outer('id')} and rr.field = ${field} and rr.position = 0)`;
}

/** The record `pointedColumn` reads, with its stamps (who may read it: see `readableReferences`). */
export type PointedRow = [kind: string, id: string, labelLg1: string, labelLg2: string | null, validationState: ReferencedRecord['validationState'], creators: string[], contributors: string[]];

/** One referenced record as `referencesColumn` reads it. */
export type ReferenceRow = [field: string, ...PointedRow];

/** A referenced record with the stamps that decide who may read it, until `readableReferences` drops them. */
export type ReferencedTarget = ReferencedRecord & { creators: string[]; contributors: string[] };

/** A `PointedRow` as a referenced record with its stamps. */
export function pointedTarget([kind, id, labelLg1, labelLg2, validationState, creators, contributors]: PointedRow): ReferencedTarget {
  return { kind, id, labelLg1, labelLg2, validationState, creators, contributors };
}

/** `referencesColumn`'s rows by field: `{ familyId: [{…}] }`. */
export function referencesByField(rows: readonly ReferenceRow[] | null): Record<string, ReferencedTarget[]> {
  const byField: Record<string, ReferencedTarget[]> = {};
  for (const [field, ...target] of rows ?? []) (byField[field] ??= []).push(pointedTarget(target));
  return byField;
}

/** The records that point to one, through which field, in label order. */
export async function usagesOf(db: Db, record: { kind: string; id: string }): Promise<(Usage & StampsOf)[]> {
  return db
    .select({
      kind: resource.kind,
      id: resource.id,
      field: resourceReference.field,
      labelLg1: resource.labelLg1,
      labelLg2: resource.labelLg2,
      validationState: resource.validationState,
      creators: resource.creators,
      contributors: resource.contributors,
    })
    .from(resourceReference)
    .innerJoin(resource, and(eq(resource.kind, resourceReference.fromKind), eq(resource.id, resourceReference.fromId)))
    .where(and(eq(resourceReference.toKind, record.kind), eq(resourceReference.toId, record.id)))
    .orderBy(asc(resource.sortKey), asc(resource.id), asc(resourceReference.field))
    .then((rows) => rows.filter((row, index) => index === 0 || !sameUsage(rows[index - 1], row)));
}

interface StampsOf {
  creators: string[];
  contributors: string[];
}

/** One record pointing twice through one field (a list of ids) is one usage. */
function sameUsage(a: Usage | undefined, b: Usage): boolean {
  return a !== undefined && a.kind === b.kind && a.id === b.id && a.field === b.field;
}

/**
 * "Publish the parent first" (604, 704, 804, 1006–1008): the records the record points to through
 * such fields are locked (FOR SHARE, so that none changes state before this publication commits)
 * and must be published: not Unpublished, or exactly Validated where the field says so.
 */
export async function checkTargetsPublished(tx: Db, kind: AnyKind, record: StoredRecord): Promise<void> {
  for (const { name, spec } of kind.referenceFields) {
    const code = spec.publishedFirst;
    if (!code) continue;
    const rows = await tx
      .select({ id: resource.id, state: resource.validationState })
      .from(resource)
      .innerJoin(
        resourceReference,
        and(eq(resource.kind, resourceReference.toKind), eq(resource.id, resourceReference.toId)),
      )
      .where(
        and(
          eq(resourceReference.fromKind, record.kind),
          eq(resourceReference.fromId, record.id),
          eq(resourceReference.field, name),
        ),
      )
      .orderBy(asc(resourceReference.position))
      .for('share', { of: resource });
    const unpublished = rows.filter((row) => (spec.exactlyValidated ? row.state !== 'Validated' : row.state === 'Unpublished'));
    if (unpublished.length > 0) {
      throw new ApiError(code, undefined, { field: name, ids: unpublished.map((row) => row.id) } satisfies UnpublishedTargets);
    }
  }
}

/** Whether an error is PostgreSQL's refusal to break a foreign key (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresCode(error) === '23503';
}

/** Whether an error is PostgreSQL's refusal of a duplicate key (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return postgresCode(error) === '23505';
}

function postgresCode(error: unknown): unknown {
  const codeOf = (value: unknown) => (value && typeof value === 'object' && 'code' in value ? value.code : undefined);
  return codeOf(error) ?? (error instanceof Error ? codeOf(error.cause) : undefined);
}
