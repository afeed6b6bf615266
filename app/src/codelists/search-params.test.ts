import { describe, expect, it } from 'vitest';
import { parseAdvancedSearch } from './search-params.ts';

describe('the advanced search in the address', () => {
  it('keeps the filters the API takes', () => {
    expect(parseAdvancedSearch({ label: 'fréquence', validationState: 'Validated', createdFrom: '2026-01-01', parentId: 'CL_FREQ' })).toEqual({
      label: 'fréquence',
      validationState: 'Validated',
      createdFrom: '2026-01-01',
      parentId: 'CL_FREQ',
    });
  });

  it('drops a malformed value instead of failing the page', () => {
    expect(parseAdvancedSearch({ validationState: 'Maybe', createdFrom: 'yesterday', label: 'prix', unknown: 'x' })).toEqual({ label: 'prix' });
  });
});
