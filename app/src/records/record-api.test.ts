import { describe, expect, it } from 'vitest';
import { toQueryString } from './record-api.ts';

describe('the filters of a list, as a query string', () => {
  it('keeps the filters that hold a value, in a stable order (the cache key uses it)', () => {
    expect(toQueryString({ validationState: 'Validated', label: 'fréquence', creator: undefined, q: '', page: 2 })).toBe(
      '?label=fr%C3%A9quence&page=2&validationState=Validated',
    );
    expect(toQueryString({ b: '1', a: '2' })).toBe(toQueryString({ a: '2', b: '1' }));
  });

  it('is empty without any filter', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ q: null, label: '' })).toBe('');
  });
});
