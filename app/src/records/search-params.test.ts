import { describe, expect, it } from 'vitest';
import { partialCodeListKind } from '@atelier/contracts';
import { advancedSearch, filterNames, parseAdvancedSearch, quickSearch } from './search-params.ts';

describe('the searches of a list in the address', () => {
  it('keeps the filters the kind takes, its own and its reference fields’ included', () => {
    expect(
      parseAdvancedSearch(partialCodeListKind, { label: 'fréquence', validationState: 'Validated', createdFrom: '2026-01-01', parentId: 'CL_FREQ', code: 'A' }),
    ).toEqual({ label: 'fréquence', validationState: 'Validated', createdFrom: '2026-01-01', parentId: 'CL_FREQ', code: 'A' });
  });

  it('drops a malformed value instead of failing the page', () => {
    expect(parseAdvancedSearch(partialCodeListKind, { validationState: 'Maybe', createdFrom: 'yesterday', label: 'prix', unknown: 'x' })).toEqual({ label: 'prix' });
  });

  it('offers every filter but the quick search, the order and the pages', () => {
    expect(filterNames(partialCodeListKind)).toEqual(expect.arrayContaining(['label', 'id', 'creator', 'modifiedTo', 'parentId', 'code']));
    expect(filterNames(partialCodeListKind)).not.toContain('page');
  });

  it('reads the address without zod: text values only, an empty quick search is none', () => {
    expect(advancedSearch({ label: 'prix', page: 2, nested: { a: 1 } })).toEqual({ label: 'prix', page: '2' });
    expect(quickSearch({ q: '' })).toEqual({});
    expect(quickSearch({ q: 'freq' })).toEqual({ q: 'freq' });
  });
});
