import { describe, expect, it } from 'vitest';
import { codeListKind, partialCodeListKind } from '../codelists.ts';
import { documentKind } from '../documents.ts';
import { familyKind } from '../operations.ts';
import { simsKind } from '../sims.ts';
import { text } from './fields.ts';
import { defineKind, deleteRefusal } from './kind.ts';

describe('deleteRefusal: whether a record in a given state can be deleted', () => {
  it('refuses a code list once published, modified since or not, with the code the API answers (1103)', () => {
    expect(deleteRefusal(codeListKind, 'Validated')).toBe('1103');
    expect(deleteRefusal(codeListKind, 'Modified')).toBe('1103');
    expect(deleteRefusal(partialCodeListKind, 'Validated')).toBe('1103');
    expect(deleteRefusal(partialCodeListKind, 'Modified')).toBe('1103');
  });

  it('lets a code list never published be deleted', () => {
    expect(deleteRefusal(codeListKind, 'Unpublished')).toBeNull();
    expect(deleteRefusal(partialCodeListKind, 'Unpublished')).toBeNull();
  });

  it('refuses a record without a state when only unpublished ones may go, as the API does', () => {
    expect(deleteRefusal(codeListKind, null)).toBe('1103');
    expect(deleteRefusal(codeListKind, undefined)).toBe('1103');
  });

  it('refuses nothing by state for kinds whose rules are about other records (documents, reports)', () => {
    for (const state of ['Unpublished', 'Modified', 'Validated', null] as const) {
      expect(deleteRefusal(documentKind, state)).toBeNull();
      expect(deleteRefusal(simsKind, state)).toBeNull();
    }
  });

  it('says nothing of a kind without delete: it offers none at all', () => {
    expect(familyKind.delete).toBe(false);
    expect(deleteRefusal(familyKind, 'Validated')).toBeNull();
  });

  it('follows the declaration alone: any kind with `onlyUnpublished` and its code', () => {
    const kind = (rules: Parameters<typeof defineKind>[0]['delete']) =>
      defineKind({ name: 'sample', application: 'DATASET_DATASET', paths: { list: '/samples', item: '/sample' }, id: { type: 'uuid' }, label: 'prefLabel', fields: { prefLabelLg1: text(), prefLabelLg2: text() }, delete: rules });
    expect(deleteRefusal(kind({ onlyUnpublished: '1203' }), 'Validated')).toBe('1203');
    expect(deleteRefusal(kind({ onlyUnpublished: '1203' }), 'Unpublished')).toBeNull();
    expect(deleteRefusal(kind({ inUse: '1104' }), 'Validated')).toBeNull();
    expect(deleteRefusal(kind({}), 'Validated')).toBeNull();
  });
});
