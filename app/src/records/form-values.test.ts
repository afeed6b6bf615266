import { describe, expect, it } from 'vitest';
import { bilingual, boolean, choice, codeListKind, defineKind, familyKind, indicatorKind, integer, operationKind, parts, reference, seriesKind, text } from '@atelier/contracts';
import { bodyOf, entryFormValues, formValuesOf } from './form-values.ts';
import { ownershipOf, toStewardship } from './StewardshipFields.tsx';

describe('the form values of a kind', () => {
  it('holds organisations as lists and a code as text, and sends them back as the API takes them', () => {
    const empty = formValuesOf(seriesKind);
    expect(empty).toMatchObject({ publishers: [], stakeholders: [], dataCollectors: [], typeCode: '', accrualPeriodicityCode: '' });
    const values = formValuesOf(seriesKind, { publishers: ['HIE2000006'], typeCode: 'S', accrualPeriodicityCode: null, familyId: 's23' });
    expect(values).toMatchObject({ publishers: ['HIE2000006'], typeCode: 'S', accrualPeriodicityCode: '' });
    const body = bodyOf(seriesKind, values, { creating: false });
    expect(body).toMatchObject({ publishers: ['HIE2000006'], typeCode: 'S', accrualPeriodicityCode: null });
    // The family is chosen once.
    expect(body).not.toHaveProperty('familyId');
    expect(bodyOf(seriesKind, values, { creating: true })).toHaveProperty('familyId', 's23');
  });
});

/** A kind with ordered parts, declared for this test only: a table's columns. */
const tableKind = defineKind({
  name: 'formValuesTable',
  application: 'OPERATION_SERIES',
  paths: { list: '/test/tables', item: '/test/table' },
  id: { type: 'sequence', name: 'formValuesTables', prefix: 't', start: 1, kinds: ['formValuesTable'] },
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    columns: parts({
      term: reference(['formValuesTable'], { required: true }),
      mandatory: boolean(),
      attachment: choice(['dataSet', 'observation']),
      width: integer(),
      note: text(),
    }),
  },
});

describe('the form values of ordered parts', () => {
  it('holds no entry for a new record, and a new entry with each field empty', () => {
    expect(formValuesOf(tableKind)).toMatchObject({ columns: [] });
    expect(entryFormValues(tableKind.fields.columns)).toEqual({ term: '', mandatory: false, attachment: '', width: null, note: '' });
  });

  it('holds each entry in its order, its fields as a form holds them, and sends them back as the API takes them', () => {
    const record = {
      prefLabelLg1: 'Population',
      columns: [
        { term: 't2', mandatory: true, attachment: 'observation', width: 12, note: 'Âge révolu' },
        { term: 't1', mandatory: false, attachment: null, width: null, note: null },
      ],
    };
    const values = formValuesOf(tableKind, record);
    expect(values.columns).toEqual([
      { term: 't2', mandatory: true, attachment: 'observation', width: 12, note: 'Âge révolu' },
      { term: 't1', mandatory: false, attachment: '', width: null, note: '' },
    ]);
    // Typed values come back trimmed, empty ones as null; the order is the form's.
    const edited = { ...values, columns: [{ term: 't1', mandatory: false, attachment: '', width: Number.NaN, note: '  ' }, { term: ' t2 ', mandatory: true, attachment: 'observation', width: 12, note: ' Âge ' }] };
    expect(bodyOf(tableKind, edited, { creating: false }).columns).toEqual([
      { term: 't1', mandatory: false, attachment: null, width: null, note: null },
      { term: 't2', mandatory: true, attachment: 'observation', width: 12, note: 'Âge' },
    ]);
  });

  it('drops what is not an entry', () => {
    expect(formValuesOf(tableKind, { columns: 'nothing' }).columns).toEqual([]);
    expect(formValuesOf(tableKind, { columns: [null, 3, { term: 't1' }] }).columns).toEqual([{ term: 't1', mandatory: false, attachment: '', width: null, note: '' }]);
    expect(bodyOf(tableKind, { columns: undefined }, { creating: true }).columns).toEqual([]);
  });
});

describe('who owns a kind’s records', () => {
  it('tells kinds with one owner, several, or their governing records’ owners', () => {
    expect(ownershipOf(codeListKind)).toBe('single');
    expect(ownershipOf(familyKind)).toBe('single');
    expect(ownershipOf(seriesKind)).toBe('several');
    expect(ownershipOf(indicatorKind)).toBe('several');
    expect(ownershipOf(operationKind)).toBe('governed');
  });

  it('sends no owners for a record its governing records’ owners govern', () => {
    const values = { owners: ['DG75-L201'], contributors: [], disseminationStatus: 'PublicGenerique' as const };
    expect(toStewardship(values, 'several')).toEqual({ creators: ['DG75-L201'], contributors: [], disseminationStatus: 'PublicGenerique' });
    expect(toStewardship(values, 'governed')).toEqual({ contributors: [], disseminationStatus: 'PublicGenerique' });
  });
});
