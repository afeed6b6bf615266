import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
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
import { conceptNoteVersion, resource } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { normalizeText } from '../../lib/text.ts';
import { outer } from '../../records/references.ts';
import type { StoredRecord } from '../../records/api-kind.ts';

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
 * After the seed (whose records are written as rows, not through the API): each seeded concept's
 * notes start again at version 1, from its payload, dated from its creation, as its record is
 * replaced when seeded again.
 */
export async function seedNoteVersions(tx: Db, seeded: readonly { kind: string; id: string }[]): Promise<void> {
  const ids = seeded.filter((record) => record.kind === 'concept').map((record) => record.id);
  for (let start = 0; start < ids.length; start += 1000) {
    const slice = ids.slice(start, start + 1000);
    await tx.delete(conceptNoteVersion).where(inArray(conceptNoteVersion.conceptId, slice));
    const rows = await tx
      .select({ id: resource.id, payload: resource.payload, created: resource.created })
      .from(resource)
      .where(and(eq(resource.kind, 'concept'), inArray(resource.id, slice)));
    if (rows.length === 0) continue;
    await tx.insert(conceptNoteVersion).values(
      rows.map((row) => {
        const notes = notesOf(row.payload);
        return { conceptId: row.id, version: 1, ...notes, definitionText: definitionText(notes), validFrom: row.created };
      }),
    );
  }
}
