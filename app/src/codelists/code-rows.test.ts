import { describe, expect, it } from 'vitest';
import { descendantsOf, duplicateCodes, emptyCodeRow, isTaken, possibleParents, removeRow, saveRow, toCodeInput, type CodeRow } from './code-rows.ts';

const row = (code: string, parentCode: string | null = null): CodeRow => ({ ...emptyCodeRow(), code, labelLg1: `Label ${code}`, parentCode });
// A
// ├─ A1
// │  └─ A11
// └─ A2
// B
const tree = [row('A'), row('A1', 'A'), row('A11', 'A1'), row('A2', 'A'), row('B')];

describe('the codes of a list being edited', () => {
  it('knows the codes under a code, at any depth', () => {
    expect([...descendantsOf(tree, 'A')].sort()).toEqual(['A1', 'A11', 'A2']);
    expect([...descendantsOf(tree, 'A1')]).toEqual(['A11']);
    expect(descendantsOf(tree, 'B').size).toBe(0);
  });

  it('offers as broader code any other code except those under it (no cycle)', () => {
    expect(possibleParents(tree, 'A1').map((r) => r.code)).toEqual(['A', 'A2', 'B']);
    expect(possibleParents(tree, null).map((r) => r.code)).toEqual(['A', 'A1', 'A11', 'A2', 'B']);
  });

  it('refuses a notation another code has, but not the code being edited', () => {
    expect(isTaken(tree, ' A1 ', null)).toBe(true);
    expect(isTaken(tree, 'A1', 'A1')).toBe(false);
    expect(isTaken(tree, 'C', null)).toBe(false);
  });

  it('adds a code at the end, trimmed', () => {
    expect(saveRow(tree, null, row(' C ')).at(-1)?.code).toBe('C');
  });

  it('renames a code and its narrower codes follow it', () => {
    const renamed = saveRow(tree, 'A1', { ...row('A9', 'A') });
    expect(renamed.map((r) => [r.code, r.parentCode])).toEqual([
      ['A', null],
      ['A9', 'A'],
      ['A11', 'A9'],
      ['A2', 'A'],
      ['B', null],
    ]);
  });

  it('removes a code and moves its narrower codes up to its broader code', () => {
    const { rows, moved } = removeRow(tree, 'A1');
    expect(moved).toBe(1);
    expect(rows.find((r) => r.code === 'A11')?.parentCode).toBe('A');
    expect(rows.some((r) => r.code === 'A1')).toBe(false);
  });

  it('finds duplicated notations', () => {
    expect(duplicateCodes([...tree, row('B'), row('A')])).toEqual(['B', 'A']);
    expect(duplicateCodes(tree)).toEqual([]);
  });

  it('sends empty optional texts as null', () => {
    expect(toCodeInput({ ...row('X'), labelLg2: '  ', descriptionLg1: 'Note ' })).toEqual({
      code: 'X',
      labelLg1: 'Label X',
      labelLg2: null,
      descriptionLg1: 'Note',
      descriptionLg2: null,
      parentCode: null,
    });
  });
});
