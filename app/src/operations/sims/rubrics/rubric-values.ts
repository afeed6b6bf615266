import { isRubricFilled, type MsdRubric, type ReferencedRecord, type SimsDocumentRef, type SimsRubric } from '@atelier/contracts';

// What the rubric editors and viewers share, free of React: a rubric's empty value, when an edited
// value is no answer at all, the names of its inputs.

/** A data language of the report: 1 for the first (French), 2 for the second (English). */
export type Lg = 1 | 2;

/**
 * What a report's answer names for its rubrics (`Sims['references']`): for each reference field
 * (`documents`, `links`, `territories`, `target`) the records with their labels, and the labels of
 * its `organizations`.
 */
export type RubricReferences = Readonly<Record<string, readonly ReferencedRecord[]>>;

/** What may be refused in one rubric, by the name of its value's field (the server's or the form's checks). */
export type RubricErrors = Partial<Record<'labelLg1' | 'labelLg2' | 'value' | 'documentsLg1' | 'documentsLg2', string>>;

/** The range types that hold a value (section headers hold none). */
export type ValueRangeType = Exclude<SimsRubric['rangeType'], 'RUBRIQUE_SANS_OBJECT'>;

/**
 * The `name` of one of a rubric's inputs (`labelLg1`, `labelLg2`, `value`): a kit Form derives the
 * input's id from it, so that the form's error summary can link to it with the same name.
 */
export const rubricFieldName = (idMas: string, field: keyof RubricErrors) => `rubric-${idMas}-${field}`;

/** An answer of no value: "not applicable". */
export const notApplicable = (idMas: string): SimsRubric => ({ idAttribute: idMas, rangeType: 'RUBRIQUE_SANS_OBJECT' });

/** The empty value of a rubric, in the shape of its range type; `undefined` for a section header. */
export function emptyRubric(msd: MsdRubric): Exclude<SimsRubric, { rangeType: 'RUBRIQUE_SANS_OBJECT' }> | undefined {
  const idAttribute = msd.idMas;
  switch (msd.rangeType) {
    case 'TEXT':
      return { idAttribute, rangeType: 'TEXT', labelLg1: null, labelLg2: null };
    case 'RICH_TEXT':
      return { idAttribute, rangeType: 'RICH_TEXT', labelLg1: null, labelLg2: null, documentsLg1: [], documentsLg2: [] };
    case 'DATE':
      return { idAttribute, rangeType: 'DATE', value: null };
    case 'CODE_LIST':
      return { idAttribute, rangeType: 'CODE_LIST', codeList: msd.codeList ?? '', value: [] };
    case 'ORGANIZATION':
      return { idAttribute, rangeType: 'ORGANIZATION', value: null };
    case 'GEOGRAPHY':
      return { idAttribute, rangeType: 'GEOGRAPHY', value: null };
    case 'REPORTED_ATTRIBUTE':
      return undefined;
  }
}

/**
 * The stored value as the editor of this rubric edits it: its value when it has the rubric's range
 * type, else an empty one (a value of another type is not this rubric's to show).
 */
export function editedRubric<T extends ValueRangeType>(msd: MsdRubric, value: SimsRubric | undefined, rangeType: T): Extract<SimsRubric, { rangeType: T }> {
  if (value?.rangeType === rangeType) return value as Extract<SimsRubric, { rangeType: T }>;
  return emptyRubric(msd) as Extract<SimsRubric, { rangeType: T }>;
}

/** Text as stored: blank is null (the filled-in count takes '' for a value). */
export const storedText = (text: string | null | undefined): string | null => (text === undefined || text === null || text.trim() === '' ? null : text);

/** An edited value as the report holds it: `undefined` when it answers nothing, in either language. */
export function settleRubric(rubric: SimsRubric): SimsRubric | undefined {
  return isRubricFilled(rubric, 1) || isRubricFilled(rubric, 2) ? rubric : undefined;
}

/** The documents (or links) a rich-text rubric cites in a language. */
export function attachedIn(rubric: SimsRubric | undefined, lg: Lg): readonly SimsDocumentRef[] {
  if (rubric?.rangeType !== 'RICH_TEXT') return [];
  return lg === 1 ? rubric.documentsLg1 : rubric.documentsLg2;
}

/** A label pair in one language: the second falls back on the first when it has none, with the language it is in. */
export function labelIn(entry: { labelLg1: string; labelLg2: string | null }, lg: Lg): { text: string; lg: Lg } {
  return lg === 2 && entry.labelLg2 ? { text: entry.labelLg2, lg: 2 } : { text: entry.labelLg1, lg: 1 };
}
