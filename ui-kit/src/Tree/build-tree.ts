/** One item of a hierarchy with its children, as `buildTree` returns it. */
export interface TreeBranch<T> {
  item: T;
  children: TreeBranch<T>[];
}

export interface BuildTreeOptions<T> {
  id: (item: T) => string;
  /** The id of the item's parent; empty for a root. */
  parentId: (item: T) => string | null | undefined;
  /** Orders the roots and the children of each branch. Keeps the input order when absent. */
  compare?: (a: T, b: T) => number;
}

/**
 * Builds a hierarchy from a flat list whose items name their parent (`idParent`). An item whose
 * parent is missing from the list becomes a root, and so does the item that would close a cycle,
 * so that every item appears exactly once.
 */
export function buildTree<T>(items: readonly T[], { id, parentId, compare }: BuildTreeOptions<T>): TreeBranch<T>[] {
  const branches = new Map<string, TreeBranch<T>>();
  for (const item of items) branches.set(id(item), { item, children: [] });

  const attachedTo = new Map<TreeBranch<T>, TreeBranch<T>>();
  const roots: TreeBranch<T>[] = [];
  for (const branch of branches.values()) {
    const parent = branches.get(parentId(branch.item) ?? '');
    if (parent && !descendsFrom(parent, branch, attachedTo)) {
      parent.children.push(branch);
      attachedTo.set(branch, parent);
    } else {
      roots.push(branch);
    }
  }
  if (compare) sortBranches(roots, compare);
  return roots;
}

/** Whether `branch` is `ancestor` or lies below it among the branches attached so far. */
function descendsFrom<T>(
  branch: TreeBranch<T>,
  ancestor: TreeBranch<T>,
  attachedTo: Map<TreeBranch<T>, TreeBranch<T>>,
): boolean {
  for (let current: TreeBranch<T> | undefined = branch; current; current = attachedTo.get(current)) {
    if (current === ancestor) return true;
  }
  return false;
}

function sortBranches<T>(branches: TreeBranch<T>[], compare: (a: T, b: T) => number): void {
  branches.sort((a, b) => compare(a.item, b.item));
  for (const branch of branches) sortBranches(branch.children, compare);
}
