import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, mocked, waitFor } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { sampleTree, type SampleNode } from '../mocks/sample-records.ts';
import { Tree, type TreeNode, type TreeProps } from './Tree.tsx';

/** Sample nodes as tree nodes: record data in French, each a link to its page. */
function toNodes(sample: readonly SampleNode[]): TreeNode[] {
  return sample.map((node) => ({
    id: node.id,
    label: node.label,
    lang: 'fr',
    href: `/classifications/item/${node.id}`,
    children: node.children && toNodes(node.children),
  }));
}

const small = toNodes(sampleTree(3, 3, 2));

/** Roots whose children come from the "server" when first expanded. */
const lazyRoots: TreeNode[] = small.map(({ children: _children, ...node }) => ({ ...node, hasChildren: true }));
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadFromServer = async (node: TreeNode) => {
  await delay(500);
  return small.find((root) => root.id === node.id)?.children ?? [];
};

/** A node as the server first gives it: its children, if any, still to fetch. */
const asLazy = ({ children, ...node }: TreeNode): TreeNode => (children ? { ...node, hasChildren: true } : node);
const findNode = (list: readonly TreeNode[], id: string): TreeNode | undefined => {
  for (const node of list) {
    const found = node.id === id ? node : findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
};
/** Every level fetched when first expanded. */
const loadEveryLevel = async (node: TreeNode) => {
  await delay(200);
  return (findNode(small, node.id)?.children ?? []).map(asLazy);
};

type StoryArgs = TreeProps & { navigate: (href: string) => void };

function TreePage({ navigate, ...args }: StoryArgs) {
  const { t } = useLingui();
  return (
    <RouterProvider navigate={navigate}>
      <Tree {...args} label={t`Classification items`} />
    </RouterProvider>
  );
}

/**
 * A hierarchy driven by the keyboard: Tab enters it, arrows move, Right and Left expand and
 * collapse, Enter follows a node's link, typing a letter jumps to the next matching node. Give
 * `children` or mark lazy nodes `hasChildren` and pass `loadChildren`. Labels are record data:
 * give their `lang`.
 */
const meta = {
  title: 'Kit/Collections/Tree',
  component: Tree,
  args: { label: 'Classification items', nodes: small, navigate: fn(), onRetry: fn() },
  argTypes: { nodes: { control: false } },
  render: TreePage,
} satisfies Meta<typeof TreePage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const name = globals.locale === 'fr' ? 'Postes de la nomenclature' : 'Classification items';
    const tree = canvas.getByRole('treegrid', { name });
    await expect(tree).toBeInTheDocument();
    // The expand controls come first, then the tree's first node.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getAllByRole('row')[0];
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // The row is named by its label, record data in French: the row says so, its "Expand" does not.
    await expect(first).toHaveAttribute('lang', 'fr');
    await expect(first?.querySelector('button')).toHaveAttribute('lang', globals.locale === 'fr' ? 'fr' : 'en');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // The virtualizer brings the three children in over a few renders: move once they are there.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3 + 3));
    await userEvent.keyboard('{ArrowDown}');
    const child = canvas.getAllByRole('row')[1];
    await waitFor(() => expect(child).toHaveFocus());
    await expect(child).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith(`/classifications/item/${small[0]?.children?.[0]?.id}`, undefined);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ExpandAndCollapseAll: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const tree = canvas.getByRole('treegrid');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Tout déplier' : 'Expand all' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Every branch in sight is expanded, down to the third level.
    // (The rows come in over a few renders: the virtualizer measures them first.)
    await waitFor(() => expect(tree.querySelector('[role="row"][aria-level="3"]')).not.toBeNull());
    await waitFor(() => expect(tree.querySelectorAll('[role="row"][aria-expanded]').length).toBeGreaterThan(3));
    const branches = [...tree.querySelectorAll('[role="row"][aria-expanded]')];
    for (const row of branches) await expect(row).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tree.querySelectorAll('[role="row"]')).toHaveLength(3));
  },
};

/** Children fetched on first expansion: a loading row under the node until they arrive. */
export const LazyChildren: Story = {
  args: { nodes: lazyRoots, loadChildren: fn(loadFromServer) },
  play: async ({ canvas, userEvent, args }) => {
    // The server holds its first answer until the loading row has been seen: on a busy machine its
    // 500 ms could run out between finding the row and checking it.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mocked(args.loadChildren)?.mockImplementationOnce(async (node) => {
      await answered;
      return loadFromServer(node);
    });
    // The first node's chevron, found again each time (rows render again as children come in).
    const chevron = () => canvas.getAllByRole('row')[0]?.querySelector('button') ?? document.body;
    await expect(canvas.getAllByRole('row')[0]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(chevron());
    await expect(await canvas.findByRole('progressbar', { name: /A/ })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3 + 3));
    await expect(args.loadChildren).toHaveBeenCalledOnce();
    // Collapsing and expanding again uses the children already loaded.
    await userEvent.click(chevron());
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    await userEvent.click(chevron());
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(6));
    await expect(args.loadChildren).toHaveBeenCalledOnce();
  },
};

/** A lazy node with nothing inside becomes a leaf, and a status says so (screen readers hear it). */
export const LazyChildrenEmpty: Story = {
  args: { nodes: lazyRoots, loadChildren: () => delay(200).then(() => []) },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const first = canvas.getAllByRole('row')[0];
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const words = globals.locale === 'fr' ? /« A .* » ne contient rien\./ : /“A .*” contains nothing\./;
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(words));
    await expect(canvas.getAllByRole('row')[0]).not.toHaveAttribute('aria-expanded');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/**
 * An expansion kept by the screen (in its address) comes back: lazy nodes expanded at first load
 * their children, level by level; later changes are reported, not the expansion given.
 */
export const RestoredExpansion: Story = {
  args: {
    nodes: small.map(asLazy),
    loadChildren: fn(loadEveryLevel),
    defaultExpandedIds: ['A', 'A01'],
    onExpandedChange: fn(),
    showExpandControls: false,
  },
  play: async ({ canvas, userEvent, args }) => {
    // A's three children, then A01's three under them.
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3 + 3 + 3));
    await expect(canvas.getByRole('row', { name: /^A01\.1 / })).toHaveAttribute('aria-level', '3');
    await expect(args.loadChildren).toHaveBeenCalledTimes(2);
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getAllByRole('row')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(args.onExpandedChange).toHaveBeenLastCalledWith(['A01']));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
  },
};

export const LazyChildrenFailed: Story = {
  args: { nodes: lazyRoots, loadChildren: () => delay(200).then(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(globals.locale === 'fr' ? /n’a pas pu être chargé/ : /could not be loaded/);
    await expect(canvas.getAllByRole('row')[0]).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Empty: Story = {
  args: { nodes: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('treegrid')).toHaveTextContent(globals.locale === 'fr' ? 'Rien à afficher' : 'Nothing to show');
  },
};

function NoClassificationYet() {
  const { t } = useLingui();
  return <EmptyState title={t`No classification yet`} />;
}

/** The screen says what is missing, in its own words. */
export const EmptyWithItsOwnWords: Story = {
  args: { nodes: [], emptyState: <NoClassificationYet /> },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('treegrid')).toHaveTextContent(globals.locale === 'fr' ? 'Aucune nomenclature pour l’instant' : 'No classification yet');
  },
};

export const Loading: Story = {
  args: { nodes: [], status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('progressbar', { name: globals.locale === 'fr' ? 'Chargement…' : 'Loading…' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { nodes: [], status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long labels wrap under themselves; deep levels keep their indentation. */
export const LongFrenchLabel: Story = {
  args: {
    nodes: small.map((node) => ({
      ...node,
      label: `${node.label} : activités des organisations et organismes extraterritoriaux et des ménages en tant qu’employeurs`,
    })),
    defaultExpandedIds: [small[0]?.id ?? ''],
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const row = canvas.getAllByRole('row')[0];
    await waitFor(() => expect(row?.scrollHeight).toBeLessThanOrEqual(row?.clientHeight ?? 0));
  },
};

const tenThousand = toNodes(sampleTree(10, 10, 3));

/** 11,110 nodes: "Expand all" shows them all, and only the rows in sight exist in the page. */
export const TenThousandNodes: Story = {
  args: { nodes: tenThousand },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{End}{ArrowRight}{ArrowDown}');
    await expect(document.activeElement).toHaveAttribute('aria-level', '2');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
  },
};

/** A level of 500 nodes read 50 at a time: the page after the loaded ones (`TreePage`). */
const pagedRoots: TreeNode[] = [{ id: 'P', label: 'Niveau long', lang: 'fr', hasChildren: true }];
const loadPage = async (node: TreeNode, loaded: readonly TreeNode[]) => {
  await delay(50);
  const first = loaded.length + 1;
  const nodes = Array.from({ length: 50 }, (_, i) => ({ id: `${node.id}${first + i}`, label: `Élément ${String(first + i).padStart(3, '0')}`, lang: 'fr' }));
  return { nodes, hasMore: first + 49 < 500 };
};

/** `reveal`: the long level read page after page until the 321st node is in it, expanded and that node focused. */
export const PagedAndRevealed: Story = {
  args: { nodes: pagedRoots, loadChildren: fn(loadPage), reveal: { path: ['P'], id: 'P321' }, showExpandControls: false },
  play: async ({ canvas, args }) => {
    const row = await canvas.findByRole('row', { name: 'Élément 321' }, { timeout: 5000 });
    await waitFor(() => expect(row).toHaveFocus());
    // Under its expanded parent (whose row, scrolled out of view, is not rendered).
    await expect(row).toHaveAttribute('aria-level', '2');
    await expect(row).toHaveAttribute('aria-posinset', '321');
    // Seven pages (350 nodes), and perhaps the next as the level's end nears the view: never the whole level.
    await expect(mocked(args.loadChildren)?.mock.calls.length).toBeGreaterThanOrEqual(7);
    await expect(mocked(args.loadChildren)?.mock.calls.length).toBeLessThanOrEqual(8);
  },
};
