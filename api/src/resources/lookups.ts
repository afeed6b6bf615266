import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyKind, FieldIssue, LookupSpec, ReferencedRecord } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { code, organization, resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import type { StoredRecord } from './kind.ts';

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

/** For each record, the labels of its lookup fields' values, in the field's order: `{ publishers: [{…}] }`. */
export async function lookupLabels(
  db: Db,
  kind: AnyKind,
  records: readonly StoredRecord[],
  fields?: readonly string[],
): Promise<Map<string, Record<string, ReferencedRecord[]>>> {
  const byRecord = new Map<string, Record<string, ReferencedRecord[]>>();
  for (const { name, spec } of kind.lookupFields) {
    if (fields && !fields.includes(name)) continue;
    const found = await find(db, spec, records.flatMap((record) => valuesOf(record.payload[name])));
    const byValue = new Map(found.map((row) => [row.id, row]));
    for (const record of records) {
      const labelled = valuesOf(record.payload[name]).flatMap((value) => byValue.get(value) ?? []);
      if (labelled.length === 0) continue;
      const entry = byRecord.get(record.id) ?? {};
      entry[name] = labelled;
      byRecord.set(record.id, entry);
    }
  }
  return byRecord;
}

/** The SQL condition of a lookup field's filter: records holding this organisation or code. */
export function lookupFilter(name: string, spec: LookupSpec, value: string): SQL {
  return spec.many
    ? sql`${resource.payload} -> ${name} @> ${JSON.stringify([value])}::jsonb`
    : sql`${resource.payload} ->> ${name} = ${value}`;
}
