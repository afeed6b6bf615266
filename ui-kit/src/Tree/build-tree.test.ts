import { describe, expect, it } from 'vitest';
import { buildTree, type TreeBranch } from './build-tree.ts';

interface Row {
  id: string;
  idParent?: string | null;
}

const options = { id: (row: Row) => row.id, parentId: (row: Row) => row.idParent };

/** The tree as nested ids, easy to compare: `{ A: { B: {} } }`. */
function shape(branches: TreeBranch<Row>[]): Record<string, unknown> {
  return Object.fromEntries(branches.map((branch) => [branch.item.id, shape(branch.children)]));
}

describe('buildTree', () => {
  it('nests each item under its parent, whatever the input order', () => {
    const rows: Row[] = [{ id: 'A.1', idParent: 'A' }, { id: 'B' }, { id: 'A' }, { id: 'A.1.1', idParent: 'A.1' }];
    expect(shape(buildTree(rows, options))).toEqual({ B: {}, A: { 'A.1': { 'A.1.1': {} } } });
  });

  it('makes an item whose parent is missing a root', () => {
    const rows: Row[] = [{ id: 'X', idParent: 'gone' }, { id: 'Y', idParent: null }];
    expect(Object.keys(shape(buildTree(rows, options)))).toEqual(['X', 'Y']);
  });

  it('keeps every item once when parents form a cycle', () => {
    const rows: Row[] = [
      { id: 'A', idParent: 'B' },
      { id: 'B', idParent: 'A' },
      { id: 'C', idParent: 'C' },
    ];
    expect(shape(buildTree(rows, options))).toEqual({ B: { A: {} }, C: {} });
  });

  it('sorts roots and children with the comparison given', () => {
    const rows: Row[] = [{ id: 'b' }, { id: 'a' }, { id: 'a2', idParent: 'a' }, { id: 'a1', idParent: 'a' }];
    const tree = buildTree(rows, { ...options, compare: (x, y) => x.id.localeCompare(y.id) });
    expect(tree.map((branch) => branch.item.id)).toEqual(['a', 'b']);
    expect(tree[0]?.children.map((branch) => branch.item.id)).toEqual(['a1', 'a2']);
  });
});
