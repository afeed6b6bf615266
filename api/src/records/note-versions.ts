import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  ERROR_CATALOGUE,
  htmlText,
  isBlankHtml,
  versionedNoteFields,
  type AnyKind,
  type FieldChange,
  type NoteVersionSummary,
  type VersionedNotesSpec,
} from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { noteVersion, resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import { normalizeText } from '../lib/text.ts';
import type { KindRegistry } from './api-kind.ts';
import type { StoredRecord } from './stored-record.ts';

// Versioned notes (a kind's `versionedNotes`: a concept's definitions): the record's payload holds
// the current notes (lists, searches and its page read them as any field); `note_version` keeps
// every version. A record published before an update whose notes changed gets a new version when
// the writer asks for one (`versioning: true`, with a new change note), and its current version
// overwritten otherwise; a record never published only ever has its notes overwritten.

type Notes = Record<string, string | null>;

/** The notes of a payload, an empty one as null (an empty editor's `<p></p>` is no note). */
function notesOf(spec: VersionedNotesSpec, payload: Record<string, unknown>): Notes {
  return Object.fromEntries(
    versionedNoteFields(spec).map((field) => {
      const value = payload[field];
      return [field, typeof value === 'string' && !isBlankHtml(value) ? value : null];
    }),
  );
}

/** Each versioned note's text in both languages, as filters on the current version compare it. */
function textsOf(spec: VersionedNotesSpec, notes: Notes): Record<string, string> {
  return Object.fromEntries(spec.notes.map((pair) => [pair, normalizeText(`${htmlText(notes[`${pair}Lg1`])}\n${htmlText(notes[`${pair}Lg2`])}`)]));
}

/** A row of a version, dated from `validFrom`. */
const versionRow = (spec: VersionedNotesSpec, record: { kind: string; id: string }, version: number, notes: Notes, validFrom: Date) => ({
  kind: record.kind,
  recordId: record.id,
  version,
  notes,
  texts: textsOf(spec, notes),
  validFrom,
});

const sameNotes = (spec: VersionedNotesSpec, a: Notes, b: Notes) => versionedNoteFields(spec).every((field) => (a[field] ?? null) === (b[field] ?? null));

/** A change note as a reader sees it: what "new" and "not empty" compare. */
const changeNoteText = (html: string | null | undefined) => htmlText(html ?? null).replace(/\s+/g, ' ').trim();

const ofRecord = (kind: string, id: string) => and(eq(noteVersion.kind, kind), eq(noteVersion.recordId, id));

/** The current version of a record's notes, locked (the record's row is locked by its write already). */
async function currentVersion(tx: Db, record: StoredRecord) {
  const [row] = await tx
    .select()
    .from(noteVersion)
    .where(and(ofRecord(record.kind, record.id), isNull(noteVersion.validUntil)))
    .orderBy(desc(noteVersion.version))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Writes a record's versioned notes after its create or update (`record`: as written), inside the
 * write's transaction. Create: version 1. Update, when a note changed: a record published before
 * this write (now Modified) gets a new version with `versioning: true` (the change note in the first
 * language must be given and differ from the current version's, else the kind's
 * `changeNoteRequired` on that field), the previous one closed; otherwise the current version is
 * overwritten. Answers the change of version, for the history.
 */
export async function writeNoteVersions(tx: Db, kind: AnyKind, record: StoredRecord, body: Record<string, unknown>, action: 'create' | 'update'): Promise<FieldChange[]> {
  const spec = kind.versionedNotes;
  if (!spec) return [];
  const notes = notesOf(spec, record.payload);
  const current = action === 'update' ? await currentVersion(tx, record) : undefined;
  if (!current) {
    await tx.insert(noteVersion).values(versionRow(spec, record, 1, notes, record.modified));
    return [];
  }
  if (sameNotes(spec, notes, current.notes)) return [];
  const at = and(ofRecord(record.kind, record.id), eq(noteVersion.version, current.version));
  // Published before this write: an update made it Modified.
  if (record.validationState !== 'Unpublished' && body.versioning === true) {
    const field = `${spec.changeNote}Lg1`;
    const changeNote = changeNoteText(notes[field]);
    if (changeNote === '' || changeNote === changeNoteText(current.notes[field])) {
      const code = spec.changeNoteRequired;
      throw new ApiError(code, undefined, [{ path: ['body', field], code, message: ERROR_CATALOGUE[code].message }]);
    }
    await tx.update(noteVersion).set({ validUntil: record.modified }).where(at);
    const version = current.version + 1;
    await tx.insert(noteVersion).values(versionRow(spec, record, version, notes, record.modified));
    return [{ field: spec.versionField, before: current.version, after: version }];
  }
  await tx.update(noteVersion).set({ notes, texts: textsOf(spec, notes) }).where(at);
  return [];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Every version of a record's notes, oldest first: number and dates. */
export async function noteVersions(db: Db, record: { kind: string; id: string }): Promise<NoteVersionSummary[]> {
  const rows = await db
    .select({ version: noteVersion.version, validFrom: noteVersion.validFrom, validUntil: noteVersion.validUntil })
    .from(noteVersion)
    .where(ofRecord(record.kind, record.id))
    .orderBy(asc(noteVersion.version));
  return rows.map((row) => ({ version: row.version, validFrom: row.validFrom.toISOString(), validUntil: iso(row.validUntil) }));
}

/** The notes of one version (every field, null when empty), or undefined when the record has no such version. */
export async function noteVersionOf(db: Db, kind: AnyKind, record: { kind: string; id: string }, version: number) {
  const [row] = await db
    .select()
    .from(noteVersion)
    .where(and(ofRecord(record.kind, record.id), eq(noteVersion.version, version)));
  if (!row || !kind.versionedNotes) return undefined;
  const notes = Object.fromEntries(versionedNoteFields(kind.versionedNotes).map((field) => [field, row.notes[field] ?? null]));
  return { version: row.version, validFrom: row.validFrom.toISOString(), validUntil: iso(row.validUntil), ...notes };
}

/**
 * After the seed (whose records are written as rows, not through the API): each seeded record of a
 * kind with versioned notes starts again at version 1, from its payload, dated from its creation,
 * as its record is replaced when seeded again.
 */
export async function seedNoteVersions(tx: Db, kinds: KindRegistry, seeded: readonly { kind: string; id: string }[]): Promise<void> {
  for (const { kind } of kinds.values()) {
    const spec = kind.versionedNotes;
    if (!spec) continue;
    const ids = seeded.filter((record) => record.kind === kind.name).map((record) => record.id);
    for (let start = 0; start < ids.length; start += 1000) {
      const slice = ids.slice(start, start + 1000);
      await tx.delete(noteVersion).where(and(eq(noteVersion.kind, kind.name), inArray(noteVersion.recordId, slice)));
      const rows = await tx
        .select({ id: resource.id, payload: resource.payload, created: resource.created })
        .from(resource)
        .where(and(eq(resource.kind, kind.name), inArray(resource.id, slice)));
      if (rows.length === 0) continue;
      await tx.insert(noteVersion).values(rows.map((row) => versionRow(spec, { kind: kind.name, id: row.id }, 1, notesOf(spec, row.payload), row.created)));
    }
  }
}
