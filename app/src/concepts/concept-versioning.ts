import { CONCEPT_NOTE_NAMES, isBlankHtml, type ConceptView } from '@atelier/contracts';

// When saving a concept's form asks about versions (specification §4): changed notes of a
// published concept make a new version of them, or overwrite the current one.

/** Two notes alike: both empty (`''`, `null`, `<p></p>`), or the same HTML. */
function sameNote(a: unknown, b: unknown): boolean {
  const before = typeof a === 'string' ? a : '';
  const after = typeof b === 'string' ? b : '';
  return (isBlankHtml(before) && isBlankHtml(after)) || before === after;
}

/** Whether the form's notes (any of the four, either language) differ from the concept's. */
export function notesChanged(values: Record<string, unknown>, concept: ConceptView): boolean {
  const current = concept as unknown as Record<string, unknown>;
  return CONCEPT_NOTE_NAMES.flatMap((note) => [note + 'Lg1', note + 'Lg2']).some((field) => !sameNote(values[field], current[field]));
}

/** Whether a new version may be made: a change note in the first language, not blank, other than the current version's. */
export function canMakeNewVersion(values: Record<string, unknown>, concept: ConceptView): boolean {
  const note = values.changeNoteLg1;
  return typeof note === 'string' && !isBlankHtml(note) && !sameNote(note, concept.changeNoteLg1);
}
