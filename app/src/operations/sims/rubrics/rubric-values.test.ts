import { describe, expect, it } from 'vitest';
import type { MsdRubric, SimsRubric } from '@atelier/contracts';
import { attachedIn, editedRubric, emptyRubric, labelIn, notApplicable, rubricFieldName, settleRubric, storedText } from './rubric-values.ts';

const msd = (idMas: string, rangeType: MsdRubric['rangeType'], codeList: string | null = null): MsdRubric => ({
  idMas,
  idParent: null,
  masLabelLg1: idMas,
  masLabelLg2: idMas,
  definitionLg1: null,
  definitionLg2: null,
  isPresentational: rangeType === 'REPORTED_ATTRIBUTE',
  rangeType,
  codeList,
  sansObject: false,
  minOccurs: null,
  maxOccurs: null,
});

describe('rubric values', () => {
  it('gives each range type its empty value, and none to a section header', () => {
    expect(emptyRubric(msd('S.3.5', 'TEXT'))).toEqual({ idAttribute: 'S.3.5', rangeType: 'TEXT', labelLg1: null, labelLg2: null });
    expect(emptyRubric(msd('S.3.1', 'RICH_TEXT'))).toEqual({ idAttribute: 'S.3.1', rangeType: 'RICH_TEXT', labelLg1: null, labelLg2: null, documentsLg1: [], documentsLg2: [] });
    expect(emptyRubric(msd('S.9', 'CODE_LIST', 'CL_FREQ'))).toEqual({ idAttribute: 'S.9', rangeType: 'CODE_LIST', codeList: 'CL_FREQ', value: [] });
    expect(emptyRubric(msd('S.2.1', 'DATE'))).toEqual({ idAttribute: 'S.2.1', rangeType: 'DATE', value: null });
    expect(emptyRubric(msd('S.3', 'REPORTED_ATTRIBUTE'))).toBeUndefined();
  });

  it('edits a value of the rubric’s type, and starts again from empty otherwise', () => {
    const date: SimsRubric = { idAttribute: 'S.2.1', rangeType: 'DATE', value: '2024-01-02' };
    expect(editedRubric(msd('S.2.1', 'DATE'), date, 'DATE')).toBe(date);
    expect(editedRubric(msd('S.2.1', 'DATE'), notApplicable('S.2.1'), 'DATE')).toEqual({ idAttribute: 'S.2.1', rangeType: 'DATE', value: null });
  });

  it('stores blank text as nothing', () => {
    expect(storedText('')).toBeNull();
    expect(storedText('   ')).toBeNull();
    expect(storedText(' a ')).toBe(' a ');
  });

  it('takes a value answering nothing in either language for no answer', () => {
    expect(settleRubric({ idAttribute: 'S.3.5', rangeType: 'TEXT', labelLg1: null, labelLg2: null })).toBeUndefined();
    expect(settleRubric({ idAttribute: 'S.3.5', rangeType: 'TEXT', labelLg1: null, labelLg2: 'Persons' })).toMatchObject({ labelLg2: 'Persons' });
    const onlyDocuments: SimsRubric = { idAttribute: 'S.10.6', rangeType: 'RICH_TEXT', labelLg1: '<p></p>', labelLg2: null, documentsLg1: [], documentsLg2: [{ kind: 'document', id: '1302' }] };
    expect(settleRubric(onlyDocuments)).toBe(onlyDocuments);
    expect(settleRubric({ ...onlyDocuments, documentsLg2: [] })).toBeUndefined();
    expect(settleRubric(notApplicable('S.4'))).toEqual({ idAttribute: 'S.4', rangeType: 'RUBRIQUE_SANS_OBJECT' });
    expect(attachedIn(onlyDocuments, 2)).toEqual([{ kind: 'document', id: '1302' }]);
  });

  it('falls back on the first language’s label, saying so', () => {
    expect(labelIn({ labelLg1: 'France hors Mayotte', labelLg2: null }, 2)).toEqual({ text: 'France hors Mayotte', lg: 1 });
    expect(labelIn({ labelLg1: 'Ménage', labelLg2: 'Household' }, 2)).toEqual({ text: 'Household', lg: 2 });
  });

  it('names inputs after their rubric and field', () => {
    expect(rubricFieldName('S.3.5', 'labelLg2')).toBe('rubric-S.3.5-labelLg2');
  });
});
