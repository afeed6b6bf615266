import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyKind, FieldIssue, LookupSpec, ReferencedRecord } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { code, organization, resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { outer } from './references.ts';

// Lookup fields (a field's `lookup`), written once: values that are reference data rather than
// records (organisations, the codes of a code list). Each value must exist when the record is
// written; its labels come back with the record, beside its references. Reference data are not
// records: a code a list drops later stays in the records that hold it, shown without its label.

type Payload = Record<string, unknown>;

const valuesOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' && value !== '' ? [value] : [];

/** The values of one source that exist, with their labels. */
async function find(tx: Db, spec: LookupSpec, values: readonly string[]): Promise<ReferencedRecord[]> {
  if (values.length === 0) return [];
  const unique = [...new Set(values)];
  if (spec.source === 'organization') {
    const rows = await tx
      .select({ id: organization.id, labelLg1: organization.labelLg1, labelLg2: organization.labelLg2 })
      .from(organization)
      .where(inArray(organization.id, unique));
    return rows.map((row) => ({ kind: 'organization', ...row, validationState: null }));
  }
  const rows = await tx
    .select({ id: code.code, labelLg1: code.labelLg1, labelLg2: code.labelLg2 })
    .from(code)
    .where(and(eq(code.listId, spec.list ?? ''), inArray(code.code, unique)));
  return rows.map((row) => ({ kind: 'code', ...row, validationState: null }));
}

/** Refuses a payload whose lookup fields name organisations or codes that do not exist. */
export async function checkLookups(tx: Db, kind: AnyKind, payload: Payload): Promise<void> {
  const issues: FieldIssue[] = [];
  for (const { name, spec } of kind.lookupFields) {
    const values = valuesOf(payload[name]);
    const found = new Set((await find(tx, spec, values)).map((row) => row.id));
    values.forEach((value, position) => {
      if (found.has(value)) return;
      const where = spec.source === 'organization' ? 'an organisation' : `a code of ${spec.list}`;
      issues.push({ path: spec.many ? ['body', name, position] : ['body', name], code: 'unknown_reference', message: `${value} is not ${where}` });
    });
  }
  if (issues.length > 0) throw new ApiError('VALIDATION_FAILED', undefined, issues);
}

/**
 * A column of the records read from `resource`: the labels of one lookup field's values, in the
 * field's order, as JSON rows `[id, labelLg1, labelLg2]`; values that no longer exist are left out
 * (null when none is left). Read with the records themselves. Each value is looked up by its key (a
 * list's values one by one, in their order, `limit 1` keeping the planner from joining the whole
 * table), and the order comes from the rows, not from an ordered aggregate: on the embedded
 * database an ordered aggregate, or a set function over an empty list, costs more than the lookups.
 */
export function lookupColumn(name: string, spec: LookupSpec): SQL<LookupRow[] | null> {
  const value = sql`${outer('payload')} -> ${name}`;
  const row = (key: SQL) =>
    spec.source === 'organization'
      ? sql`select json_build_array(o.id, o.label_lg1, o.label_lg2) as r from ${organization} o where o.id = ${key} limit 1`
      : sql`select json_build_array(c.code, c.label_lg1, c.label_lg2) as r from ${code} c where c.list_id = ${spec.list ?? ''} and c.code = ${key} limit 1`;
  if (!spec.many) return sql<LookupRow[] | null>`(select json_build_array(l.r) from (${row(sql`(${outer('payload')} ->> ${name})`)}) l)`;
  return sql<LookupRow[] | null>`(case when jsonb_typeof(${value}) = 'array' and ${value} <> '[]'::jsonb then
      (select json_agg(l.r) from (select l.r from jsonb_array_elements_text(${value}) with ordinality as v(value, position)
        cross join lateral (${row(sql`v.value`)}) l order by v.position) l) end)`;
}

/** One labelled value as `lookupColumn` reads it. */
export type LookupRow = [id: string, labelLg1: string, labelLg2: string | null];

/** `lookupColumn`'s rows as a record's answer names them. */
export function lookupLabels(spec: LookupSpec, rows: readonly LookupRow[]): ReferencedRecord[] {
  const kind = spec.source === 'organization' ? 'organization' : 'code';
  return rows.map(([id, labelLg1, labelLg2]) => ({ kind, id, labelLg1, labelLg2, validationState: null }));
}

/** The SQL condition of a lookup field's filter: records holding this organisation or code. */
export function lookupFilter(name: string, spec: LookupSpec, value: string): SQL {
  return spec.many
    ? sql`${resource.payload} -> ${name} @> ${JSON.stringify([value])}::jsonb`
    : sql`${resource.payload} ->> ${name} = ${value}`;
}
