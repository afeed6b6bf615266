import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CONCEPT_NOTE_NAMES,
  ERROR_CATALOGUE,
  conceptRuleIssues,
  htmlText,
  isBlankHtml,
  type ConceptNoteVersion,
  type ConceptNoteVersionSummary,
  type FieldChange,
} from '@atelier/contracts';
import type { Db } from '../../db/client.ts';
import { conceptNoteVersion } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { normalizeText } from '../../lib/text.ts';
import { outer } from '../../resources/references.ts';
import type { StoredRecord } from '../../resources/kind.ts';

// A concept's notes and their versions (spec §4, api-reference §6.4). The concept's payload holds
// the current notes (lists, searches and its page read them as any field); `concept_note_version`
// keeps every version. A published concept's changed notes make a new version when the writer asks
// for one (`versioning: true`, with a new change note), and overwrite the current one otherwise; a
// concept never published has only ever its notes overwritten.

const NOTE_FIELDS = CONCEPT_NOTE_NAMES.flatMap((name) => [`${name}Lg1`, `${name}Lg2`] as const);
type NoteField = (typeof NOTE_FIELDS)[number];
type Notes = Record<NoteField, string | null>;

/** The notes of a payload, an empty one as null (an empty editor's `<p></p>` is no note). */
function notesOf(payload: Record<string, unknown>): Notes {
  const notes = {} as Notes;
  for (const field of NOTE_FIELDS) {
    const value = payload[field];
    notes[field] = typeof value === 'string' && !isBlankHtml(value) ? value : null;
  }
  return notes;
}

/** The current definition's text in both languages, as searches compare it. */
function definitionText(notes: Notes): string {
  return normalizeText(`${htmlText(notes.definitionLg1)}\n${htmlText(notes.definitionLg2)}`);
}

const sameNotes = (a: Notes, b: Notes) => NOTE_FIELDS.every((field) => a[field] === b[field]);

/** A change note as a reader sees it: what "new" and "not empty" compare. */
const changeNoteText = (html: string | null) => htmlText(html).replace(/\s+/g, ' ').trim();

/**
 * The rules of specification §5 on a concept's notes (`conceptRuleIssues`, shared with the form):
 * 400 with the first issue's code, every issue listed with its field (`['body', field]`) as
 * VALIDATION_FAILED lists its own, so that the form shows each at its field.
 */
export function checkConceptRules(record: StoredRecord, maxLengthScopeNote: number): void {
  const issues = conceptRuleIssues({ ...record.payload, disseminationStatus: record.disseminationStatus }, maxLengthScopeNote);
  const [first] = issues;
  if (!first) return;
  throw new ApiError(
    first.code,
    undefined,
    issues.map((issue) => ({ path: ['body', issue.field], code: issue.code, message: ERROR_CATALOGUE[issue.code].message })),
  );
}

/** The current version of a concept's notes, locked (the concept's row is locked by its write already). */
async function currentVersion(tx: Db, conceptId: string) {
  const [row] = await tx
    .select()
    .from(conceptNoteVersion)
    .where(and(eq(conceptNoteVersion.conceptId, conceptId), isNull(conceptNoteVersion.validUntil)))
    .orderBy(desc(conceptNoteVersion.version))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Writes a concept's notes after its create or update (`record`: as written). Create: version 1.
 * Update, when a note changed: a concept published before this write (now Modified) gets a new
 * version with `versioning: true` (the change note in the first language must be given and differ
 * from the current version's: CONCEPT_CHANGE_NOTE_REQUIRED), the previous one closed; otherwise the
 * current version is overwritten. Answers the change of version, for the history.
 */
export async function writeNotes(tx: Db, record: StoredRecord, body: Record<string, unknown> | null, action: 'create' | 'update'): Promise<FieldChange[]> {
  const notes = notesOf(record.payload);
  const current = action === 'update' ? await currentVersion(tx, record.id) : undefined;
  if (!current) {
    await tx.insert(conceptNoteVersion).values({ conceptId: record.id, version: 1, ...notes, definitionText: definitionText(notes), validFrom: record.modified });
    return [];
  }
  if (sameNotes(notes, notesOf(current))) return [];
  // Published before this write: an update made it Modified.
  const wasPublished = record.validationState !== 'Unpublished';
  if (wasPublished && body?.versioning === true) {
    const changeNote = changeNoteText(notes.changeNoteLg1);
    if (changeNote === '' || changeNote === changeNoteText(current.changeNoteLg1)) {
      throw new ApiError('CONCEPT_CHANGE_NOTE_REQUIRED', undefined, [
        { path: ['body', 'changeNoteLg1'], code: 'CONCEPT_CHANGE_NOTE_REQUIRED', message: ERROR_CATALOGUE.CONCEPT_CHANGE_NOTE_REQUIRED.message },
      ]);
    }
    await tx
      .update(conceptNoteVersion)
      .set({ validUntil: record.modified })
      .where(and(eq(conceptNoteVersion.conceptId, record.id), eq(conceptNoteVersion.version, current.version)));
    const version = current.version + 1;
    await tx.insert(conceptNoteVersion).values({ conceptId: record.id, version, ...notes, definitionText: definitionText(notes), validFrom: record.modified });
    return [{ field: 'conceptVersion', before: current.version, after: version }];
  }
  await tx
    .update(conceptNoteVersion)
    .set({ ...notes, definitionText: definitionText(notes) })
    .where(and(eq(conceptNoteVersion.conceptId, record.id), eq(conceptNoteVersion.version, current.version)));
  return [];
}

/** SQL: the number of the concept's current version (of the `resource` row read), 1 before any. */
export const conceptVersionColumn: SQL<number> = sql<number>`coalesce((select max(v.version) from ${conceptNoteVersion} v where v.concept_id = ${outer('id')}), 1)`;

/** SQL: the concept's current definition, in either language, contains `pattern` (a LIKE pattern over normalised text). */
export function definitionContains(pattern: string): SQL {
  return sql`exists (select 1 from ${conceptNoteVersion} v where v.concept_id = ${outer('id')} and v.valid_until is null and v.definition_text like ${pattern})`;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Every version of a concept's notes, oldest first: number and dates. */
export async function noteVersions(db: Db, conceptId: string): Promise<ConceptNoteVersionSummary[]> {
  const rows = await db
    .select({ version: conceptNoteVersion.version, validFrom: conceptNoteVersion.validFrom, validUntil: conceptNoteVersion.validUntil })
    .from(conceptNoteVersion)
    .where(eq(conceptNoteVersion.conceptId, conceptId))
    .orderBy(asc(conceptNoteVersion.version));
  return rows.map((row) => ({ version: row.version, validFrom: row.validFrom.toISOString(), validUntil: iso(row.validUntil) }));
}

/** The notes of one version, or undefined when the concept has no such version. */
export async function noteVersion(db: Db, conceptId: string, version: number): Promise<ConceptNoteVersion | undefined> {
  const [row] = await db
    .select()
    .from(conceptNoteVersion)
    .where(and(eq(conceptNoteVersion.conceptId, conceptId), eq(conceptNoteVersion.version, version)));
  if (!row) return undefined;
  const notes = Object.fromEntries(NOTE_FIELDS.map((field) => [field, row[field]])) as Notes;
  return { version: row.version, validFrom: row.validFrom.toISOString(), validUntil: iso(row.validUntil), ...notes };
}

/**
 * After the seed (whose records are written as rows, not through the API): version 1 of each seeded
 * concept's notes, from its payload, dated from its creation. A concept seeded again has its first
 * version's notes replaced, as its record is.
 */
export async function seedNoteVersions(tx: Db): Promise<void> {
  const columns = NOTE_FIELDS.map((field) => sql`nullif(r.payload ->> ${field}, '')`);
  await tx.execute(sql`insert into ${conceptNoteVersion} (kind, concept_id, version, scope_note_lg1, scope_note_lg2, definition_lg1, definition_lg2,
      editorial_note_lg1, editorial_note_lg2, change_note_lg1, change_note_lg2, valid_from)
    select r.kind, r.id, 1, ${sql.join(columns, sql`, `)}, r.created from resource r where r.kind = 'concept'
    on conflict (concept_id, version) do update set scope_note_lg1 = excluded.scope_note_lg1, scope_note_lg2 = excluded.scope_note_lg2,
      definition_lg1 = excluded.definition_lg1, definition_lg2 = excluded.definition_lg2, editorial_note_lg1 = excluded.editorial_note_lg1,
      editorial_note_lg2 = excluded.editorial_note_lg2, change_note_lg1 = excluded.change_note_lg1, change_note_lg2 = excluded.change_note_lg2`);
  // The definitions' search text, as the API writes it.
  const rows = await tx
    .select({ conceptId: conceptNoteVersion.conceptId, version: conceptNoteVersion.version, definitionLg1: conceptNoteVersion.definitionLg1, definitionLg2: conceptNoteVersion.definitionLg2 })
    .from(conceptNoteVersion)
    .where(isNull(conceptNoteVersion.validUntil));
  for (const row of rows) {
    const text = definitionText({ ...notesOf({}), definitionLg1: row.definitionLg1, definitionLg2: row.definitionLg2 });
    if (text === '\n') continue;
    await tx
      .update(conceptNoteVersion)
      .set({ definitionText: text })
      .where(and(eq(conceptNoteVersion.conceptId, row.conceptId), eq(conceptNoteVersion.version, row.version)));
  }
}
