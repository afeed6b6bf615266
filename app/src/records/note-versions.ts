import { isBlankHtml, versionedNoteFields, type AnyKind, type RecordView } from '@atelier/contracts';

// When saving the form of a kind with versioned notes asks about versions (a concept's, spec §4):
// changed notes of a published record make a new version of them, or overwrite the current one.

/** Two notes alike: both empty (`''`, `null`, `<p></p>`), or the same HTML. */
function sameNote(a: unknown, b: unknown): boolean {
  const before = typeof a === 'string' ? a : '';
  const after = typeof b === 'string' ? b : '';
  return (isBlankHtml(before) && isBlankHtml(after)) || before === after;
}

/** Whether the form's notes (any versioned one or the change note, either language) differ from the record's. */
export function notesChanged(kind: Pick<AnyKind, 'versionedNotes'>, values: Record<string, unknown>, record: RecordView): boolean {
  if (!kind.versionedNotes) return false;
  return versionedNoteFields(kind.versionedNotes).some((field) => !sameNote(values[field], record[field]));
}

/** Whether a new version may be made: a change note in the first language, not blank, other than the current version's. */
export function canMakeNewVersion(kind: Pick<AnyKind, 'versionedNotes'>, values: Record<string, unknown>, record: RecordView): boolean {
  if (!kind.versionedNotes) return false;
  const field = `${kind.versionedNotes.changeNote}Lg1`;
  const note = values[field];
  return typeof note === 'string' && !isBlankHtml(note) && !sameNote(note, record[field]);
}

/** Whether saving these values asks "new version or overwrite?": a published record of such a kind whose notes changed. */
export function asksForVersion(kind: Pick<AnyKind, 'versionedNotes'>, values: Record<string, unknown>, record: RecordView | undefined): record is RecordView {
  return record !== undefined && record.validationState !== 'Unpublished' && notesChanged(kind, values, record);
}
