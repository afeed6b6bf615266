import { describe, expect, it } from 'vitest';
import { compareRubricIds } from './rubric-order.ts';

const sorted = (ids: string[]) => [...ids].sort(compareRubricIds);

describe('compareRubricIds', () => {
  it('compares numbers as numbers, not as text', () => {
    expect(sorted(['S.10', 'S.9', 'S.2', 'S.1'])).toEqual(['S.1', 'S.2', 'S.9', 'S.10']);
  });

  it('puts a parent before its children and its children before the next sibling', () => {
    expect(sorted(['S.2', 'S.1.1', 'S.1', 'S.1.10', 'S.1.2'])).toEqual(['S.1', 'S.1.1', 'S.1.2', 'S.1.10', 'S.2']);
  });

  it('compares the numeric parts element-wise across prefixes', () => {
    expect(sorted(['S.7', 'C.3.7.1', 'I.6.3', 'S.3.1'])).toEqual(['S.3.1', 'C.3.7.1', 'I.6.3', 'S.7']);
  });

  it('breaks ties on the prefix letter', () => {
    expect(sorted(['S.6.3', 'I.6.3'])).toEqual(['I.6.3', 'S.6.3']);
    expect(compareRubricIds('S.1', 'S.1')).toBe(0);
  });
});
