import { sql, type SQL } from 'drizzle-orm';
import { constant } from '../db/read.ts';
import { instantFromJson } from '../lib/instants.ts';
import { resource } from '../db/schema.ts';
import { outer } from './references.ts';
import type { StoredRecord } from './stored-record.ts';

// Records as reads hand them over: one JSON value per row.

/**
 * A record read from `resource` as one JSON array: its stored columns (`payload`: the whole payload or
 * some of its fields), then `extras`. One JSON value per row, not ten columns: the embedded database
 * hands each column over separately (arrays and dates slowly), and node-postgres parses each with
 * its type's parser; one JSON value costs a fraction of that.
 */
export function recordJson(payload: SQL, extras: readonly SQL[]): SQL<unknown[]> {
  return sql<unknown[]>`json_build_array(${recordElements(payload, extras)})`;
}

/** The elements of a `recordJson` array, to build it from parts. */
export function recordElements(payload: SQL, extras: readonly SQL[]): SQL {
  const columns = ['validation_state', 'dissemination_status', 'creators', 'contributors', 'created', 'modified', 'version'] as const;
  return sql.join([outer('kind'), outer('id'), payload, ...columns.map((column) => outer(column)), ...extras], sql`, `);
}

/** The record of a `recordJson` row (its extras start at `RECORD_JSON_LENGTH`). */
export function recordFromJson(row: unknown[]): StoredRecord {
  const [kind, id, payload, validationState, disseminationStatus, creators, contributors, created, modified, version] = row;
  return {
    kind: kind as string,
    id: id as string,
    payload: payload as Record<string, unknown>,
    validationState: validationState as StoredRecord['validationState'],
    disseminationStatus: disseminationStatus as StoredRecord['disseminationStatus'],
    creators: creators as string[],
    contributors: contributors as string[],
    created: instantFromJson(created as string),
    modified: instantFromJson(modified as string),
    version: version as number,
  };
}

/** Where a `recordJson` row's extras start. */
export const RECORD_JSON_LENGTH = 10;

/** The rows of one kind, its name written into the statement (see `constant`): each kind is read by its own statement and plan. */
export function ofKind(name: string): SQL {
  return sql`${resource.kind} = ${constant(name)}`;
}
