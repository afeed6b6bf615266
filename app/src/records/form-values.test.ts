import { describe, expect, it } from 'vitest';
import { codeListKind, familyKind, indicatorKind, operationKind, seriesKind } from '@atelier/contracts';
import { bodyOf, formValuesOf } from './form-values.ts';
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
