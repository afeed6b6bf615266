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
 * A column of the records read from `resource`: the organisations or codes one lookup field names,
 * with their labels, as JSON rows `[id, labelLg1, labelLg2]` in no particular order (null when none
 * exists); `lookupLabels` puts them in the field's order. Read with the records themselves, each
 * value found by its key. The values of a list go through an array (`= any`): on the embedded
 * database a set-returning function in the query's FROM, or an ordered aggregate, costs more than
 * the lookups themselves.
 */
export function lookupColumn(name: string, spec: LookupSpec): SQL<LookupRow[] | null> {
  const value = sql`${outer('payload')} -> ${name}`;
  const found = (keys: SQL) =>
    spec.source === 'organization'
      ? sql`select json_agg(json_build_array(o.id, o.label_lg1, o.label_lg2)) from ${organization} o where o.id ${keys}`
      : sql`select json_agg(json_build_array(c.code, c.label_lg1, c.label_lg2)) from ${code} c where c.list_id = ${spec.list ?? ''} and c.code ${keys}`;
  if (!spec.many) return sql<LookupRow[] | null>`(${found(sql`= (${outer('payload')} ->> ${name})`)})`;
  return sql<LookupRow[] | null>`(case when jsonb_typeof(${value}) = 'array' and ${value} <> '[]'::jsonb then
      (${found(sql`= any(array(select jsonb_array_elements_text(${value})))`)}) end)`;
}

/** One labelled value as `lookupColumn` reads it. */
export type LookupRow = [id: string, labelLg1: string, labelLg2: string | null];

/**
 * The labelled values of a lookup field as a record's answer names them: in the field's order (`value`,
 * the field's value in the payload), each as often as the field holds it, those that no longer
 * exist left out.
 */
export function lookupLabels(spec: LookupSpec, value: unknown, rows: readonly LookupRow[]): ReferencedRecord[] {
  const kind = spec.source === 'organization' ? 'organization' : 'code';
  const byId = new Map(rows.map(([id, labelLg1, labelLg2]) => [id, { kind, id, labelLg1, labelLg2, validationState: null }]));
  return valuesOf(value).flatMap((id) => byId.get(id) ?? []);
}

/** The SQL condition of a lookup field's filter: records holding this organisation or code. */
export function lookupFilter(name: string, spec: LookupSpec, value: string): SQL {
  return spec.many
    ? sql`${resource.payload} -> ${name} @> ${JSON.stringify([value])}::jsonb`
    : sql`${resource.payload} ->> ${name} = ${value}`;
}
