import { sql, type SQL } from 'drizzle-orm';
import { noteVersion } from '../db/schema.ts';
import { outer } from './references.ts';

// What a kind's versioned notes add to reads of the `resource` row (the writes are note-versions.ts).

/** SQL: the number of the current version of the notes of the `resource` row read, 1 before any. */
export function noteVersionColumn(): SQL<number> {
  return sql<number>`coalesce((select max(v.version) from ${noteVersion} v where v.kind = ${outer('kind')} and v.record_id = ${outer('id')}), 1)`;
}

/**
 * SQL: the current version's `note` (one of the kind's versioned pairs), in either language,
 * contains `pattern` (a LIKE pattern over normalised text, `containsPattern`): a module's filter.
 */
export function currentNoteContains(note: string, pattern: string): SQL {
  return sql`exists (select 1 from ${noteVersion} v where v.kind = ${outer('kind')} and v.record_id = ${outer('id')} and v.valid_until is null and v.texts ->> ${note} like ${pattern})`;
}
