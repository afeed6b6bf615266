import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWindow } from './page-window.ts';

describe('pageWindow', () => {
  it('centres the window on the current page', () => {
    expect(pageWindow(10, 40)).toEqual([8, 9, 10, 11, 12]);
  });

  it('keeps its width at both ends', () => {
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(40, 40)).toEqual([36, 37, 38, 39, 40]);
  });

  it('shows every page when there are few', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('clamps a current page out of range', () => {
    expect(pageWindow(99, 6)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(0, 6)).toEqual([1, 2, 3, 4, 5]);
  });

  it('has no pages when there is nothing to page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('takes another radius', () => {
    expect(pageWindow(5, 10, 1)).toEqual([4, 5, 6]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and keeps at least one page', () => {
    expect(pageCountOf(101, 25)).toBe(5);
    expect(pageCountOf(100, 25)).toBe(4);
    expect(pageCountOf(0, 25)).toBe(1);
  });
});
