import type { AnyKind, Field } from '@atelier/contracts';

// A kind's fields as its forms hold them, derived from the declaration: texts as strings ('' for
// none), whole numbers as number or null, yes/no as booleans, lists as arrays, ordered parts as
// arrays of entries whose fields follow the same rules. And back: the body the API takes. External
// fields (a code list's codes) are the module's own.

export type FormValues = Record<string, unknown>;

/** The fields a form of the kind edits (all but external ones), in the declaration's order. */
export function editableFields(kind: AnyKind): [string, Field][] {
  return Object.entries(kind.fields).filter(([, field]) => field.mode !== 'external');
}

function isList(field: Field): boolean {
  return field.widget === 'textList' || field.reference?.many === true || field.lookup?.many === true;
}

/** The entries of a parts field, each as an object (anything else in the value is dropped). */
function entriesOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null) : [];
}

/** The fields of each entry of a parts field, in the declaration's order. */
export function entryFields(field: Field): [string, Field][] {
  return Object.entries(field.entry ?? {});
}

/** An entry of a parts field in a form, from the record's entry (or none: a new one). */
export function entryFormValues(field: Field, entry?: Record<string, unknown>): FormValues {
  return Object.fromEntries(entryFields(field).map(([name, part]) => [name, toFormValue(part, entry?.[name])]));
}

/** A field's value in a form, from the record's value (or none). */
function toFormValue(field: Field, value: unknown): unknown {
  if (field.widget === 'parts') return entriesOf(value).map((entry) => entryFormValues(field, entry));
  if (isList(field)) return Array.isArray(value) ? value : [];
  if (field.widget === 'boolean') return value === true;
  if (field.widget === 'integer') return typeof value === 'number' ? value : null;
  return typeof value === 'string' ? value : '';
}

/** A field's value in the body, from the form's. */
export function toBodyValue(field: Field, value: unknown): unknown {
  if (field.widget === 'parts') {
    return entriesOf(value).map((entry) => Object.fromEntries(entryFields(field).map(([name, part]) => [name, toBodyValue(part, entry[name])])));
  }
  if (isList(field)) return Array.isArray(value) ? value : [];
  if (field.widget === 'boolean') return value === true;
  if (field.widget === 'integer') return typeof value === 'number' && !Number.isNaN(value) ? value : null;
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

/** The form's values for a record of the kind (none: a new one). */
export function formValuesOf(kind: AnyKind, record?: Record<string, unknown>): FormValues {
  return Object.fromEntries(editableFields(kind).map(([name, field]) => [name, toFormValue(field, record?.[name])]));
}

/** The body of a create or update from the form's values (immutable fields only on creation). */
export function bodyOf(kind: AnyKind, values: FormValues, { creating }: { creating: boolean }): Record<string, unknown> {
  return Object.fromEntries(
    editableFields(kind)
      .filter(([, field]) => creating || field.mode !== 'immutable')
      .map(([name, field]) => [name, toBodyValue(field, values[name])]),
  );
}
