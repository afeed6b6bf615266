import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronRight, ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import {
  Button as AriaButton,
  Collection,
  type Key,
  ListLayout,
  Tree as AriaTree,
  TreeItem,
  TreeItemContent,
  TreeLoadMoreItem,
  Virtualizer,
} from 'react-aria-components';
import { tv } from '../utils/variants.ts';
import { Button } from '../Button/Button.tsx';
import { CollectionError, CollectionLoading } from '../CollectionState/CollectionState.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { linkTextClassName } from '../utils/link-text.ts';

export interface TreeNode {
  id: string;
  /** The node's text: its name for screen readers and what typing a letter jumps to. */
  label: string;
  /** Makes the node a link: Enter or a click follows it. */
  href?: string;
  /**
   * The language of the label when it is record data in a data language. It marks the whole row,
   * whose accessible name is the label, so that screen readers say it in that language.
   */
  lang?: string;
  /** The children, when they are known. */
  children?: readonly TreeNode[];
  /** The node has children that `loadChildren` fetches when it is first expanded. */
  hasChildren?: boolean;
  /**
   * What the row shows instead of the plain label (icons, badges), styled by the caller (see
   * `linkTextClassName` for a link's text); `label` stays the node's name.
   */
  content?: ReactNode;
}

export type TreeStatus = 'ready' | 'loading' | 'error';

/** One page of a node's children, when a level is too long to read at once: more follow while `hasMore`. */
export interface TreePage {
  nodes: readonly TreeNode[];
  hasMore: boolean;
}

/** Nodes to show: expand `path` (ancestors, root first), each level read until the next is in it, then focus `id`. */
export interface TreeReveal {
  path: readonly string[];
  id: string;
}

export interface TreeProps {
  /** Names the tree for screen readers, for example "Classification items". */
  label: string;
  nodes: readonly TreeNode[];
  /**
   * Fetches the children of a node marked `hasChildren` the first time it is expanded: all of them,
   * or a page (`TreePage`), after the `loaded` ones; the next page loads when the level's end
   * scrolls into view. `revealing`: a reveal is looking for one node in this level, so a source
   * that can may read several pages at once (one call where a long level took one per page).
   */
  loadChildren?: (node: TreeNode, loaded: readonly TreeNode[], options?: { revealing?: boolean }) => Promise<readonly TreeNode[] | TreePage>;
  /** More roots follow `nodes`: `onLoadMore` asks for them when the tree's end scrolls into view. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** Roots are being added (`onLoadMore`). */
  isLoadingMore?: boolean;
  /**
   * Shows a node that may be deep: each node of `path` (whose first is among `nodes`) is expanded,
   * its children read page after page until the next is found, and `id` is focused. A new object
   * reveals again.
   */
  reveal?: TreeReveal;
  /**
   * The nodes expanded at first. A lazy one among them loads its children at once, and so do its
   * lazy descendants listed here as they arrive: a screen can restore an expansion it kept.
   */
  defaultExpandedIds?: Iterable<string>;
  /** Called with the ids of the expanded nodes whenever they change (to keep them in the address). */
  onExpandedChange?: (ids: string[]) => void;
  /** Called when a node without `href` is activated (Enter or a click); a branch stays as it was, expanded or not. */
  onAction?: (node: TreeNode) => void;
  /** The loading of the roots. */
  status?: TreeStatus;
  onRetry?: () => void;
  /**
   * Shows "Expand all" and "Collapse all". Defaults to true. "Expand all" opens only the branches
   * whose children are known: hide the controls for a tree whose branches all load lazily.
   */
  showExpandControls?: boolean;
  /** What the tree shows when it has no node ("No family yet"). Defaults to "Nothing to show". */
  emptyState?: ReactNode;
  className?: string;
}

const rowStyles = tv({
  base: [
    'flex min-h-9 cursor-default items-center text-ink outline-focus -outline-offset-3',
    'hover:bg-surface-subtle forced-colors:outline-[Highlight]',
  ],
  variants: {
    isFocusVisible: { true: 'outline-3 outline-solid', false: 'outline-none' },
    isLink: { true: 'cursor-pointer' },
  },
});

const chevronStyles = tv({
  base: [
    'flex size-7 shrink-0 cursor-pointer items-center justify-center rounded-sm text-ink-muted',
    'hover:bg-surface-sunken forced-colors:text-[ButtonText]',
  ],
});

const layoutOptions = { estimatedRowHeight: 36, loaderHeight: 36 };

/** All nodes whose children are known, by id, for expanding everything and finding lazy nodes. */
function indexBranches(
  nodes: readonly TreeNode[],
  childrenOf: (node: TreeNode) => readonly TreeNode[] | undefined,
): Map<string, TreeNode> {
  const index = new Map<string, TreeNode>();
  const visit = (list: readonly TreeNode[]) => {
    for (const node of list) {
      index.set(node.id, node);
      const children = childrenOf(node);
      if (children) visit(children);
    }
  };
  visit(nodes);
  return index;
}

/**
 * A node as the tree renders it: its children as rows, and whether they are loading. A row stays
 * the same object while neither changes, and react-aria renders again only the rows that are new:
 * a branch that loads does not make 10,000 rows loaded elsewhere render again.
 */
interface Row {
  id: string;
  node: TreeNode;
  children: readonly Row[] | undefined;
  isLoading: boolean;
  hasMore: boolean;
}

const sameRows = (a: readonly Row[] | undefined, b: readonly Row[] | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((row, index) => row === b[index]));

/** The rows of these nodes, reusing from `cache` each row whose node, children and loading are unchanged. */
function rowsOf(
  nodes: readonly TreeNode[],
  childrenOf: (node: TreeNode) => readonly TreeNode[] | undefined,
  loading: ReadonlySet<string>,
  more: ReadonlySet<string>,
  cache: WeakMap<TreeNode, Row>,
): Row[] {
  return nodes.map((node) => {
    const known = childrenOf(node);
    const children = known && rowsOf(known, childrenOf, loading, more, cache);
    const isLoading = loading.has(node.id);
    const hasMore = more.has(node.id);
    const cached = cache.get(node);
    if (cached && cached.isLoading === isLoading && cached.hasMore === hasMore && sameRows(cached.children, children)) return cached;
    const row = { id: node.id, node, children, isLoading, hasMore };
    cache.set(node, row);
    return row;
  });
}

/**
 * A hierarchy (classification items, families and series…) that the keyboard drives as a tree
 * grid: arrows move and expand, Enter follows a node's link. Children may be given or fetched on
 * first expansion (`loadChildren`, with a loading row). Rows are virtualized, so that 10,000
 * nodes expanded at once still scroll smoothly. "Expand all" opens every branch whose children
 * are known; lazy branches load when opened.
 */
export function Tree({
  label,
  nodes,
  loadChildren,
  hasMore = false,
  onLoadMore,
  isLoadingMore = false,
  reveal,
  defaultExpandedIds = [],
  onExpandedChange,
  onAction,
  status = 'ready',
  onRetry,
  showExpandControls = true,
  emptyState,
  className,
}: TreeProps) {
  const { t, i18n } = useLingui();
  const { locale } = i18n;
  const [expanded, setExpanded] = useState<Set<Key>>(() => new Set(defaultExpandedIds));
  const [loaded, setLoaded] = useState<ReadonlyMap<string, readonly TreeNode[]>>(new Map());
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  // The nodes whose children are read a page at a time and have more to read.
  const [more, setMore] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<TreeNode | null>(null);
  // The last lazy node found to hold nothing: its chevron goes, and a status says why.
  const [emptied, setEmptied] = useState<TreeNode | null>(null);
  // Loads in flight, read synchronously: an effect run twice (strict mode) asks only once.
  const requested = useRef(new Set<string>());
  // A node's children: those given, else those loaded so far.
  const childrenOf = useCallback((node: TreeNode) => node.children ?? loaded.get(node.id), [loaded]);
  const branches = useMemo(() => indexBranches(nodes, childrenOf), [nodes, childrenOf]);
  const [rowCache] = useState(() => new WeakMap<TreeNode, Row>());
  const rows = useMemo(() => rowsOf(nodes, childrenOf, loading, more, rowCache), [nodes, childrenOf, loading, more, rowCache]);
  // What the reveal reads, current between its awaits.
  const current = useRef({ nodes, loaded, more });
  useEffect(() => {
    current.current = { nodes, loaded, more };
  }, [nodes, loaded, more]);
  // Read when a node is activated: rows already rendered keep working when the caller passes a new function.
  const onActionRef = useRef(onAction);
  useEffect(() => {
    onActionRef.current = onAction;
  }, [onAction]);
  // The tree's own action, not each row's: react-aria then leaves a branch's expansion to its
  // chevron and the arrow keys, where a row's own action would also expand or collapse it.
  const runAction = useCallback(
    (key: Key) => {
      const node = branches.get(String(key));
      if (node && node.href === undefined) onActionRef.current?.(node);
    },
    [branches],
  );

  // Reads a node's children, or their next page after `after`: resolves with all those known then
  // and whether more follow (undefined when it failed or was already asked).
  const load = useCallback(
    (node: TreeNode, after: readonly TreeNode[] = [], revealing = false): Promise<TreePage | undefined> => {
      if (!loadChildren || requested.current.has(node.id)) return Promise.resolve(undefined);
      const collapse = () => setExpanded((current) => withoutKey(current, node.id));
      requested.current.add(node.id);
      setLoading((current) => new Set(current).add(node.id));
      setFailed(null);
      setEmptied(null);
      return loadChildren(node, after, revealing ? { revealing } : undefined)
        .then((answer) => {
          const page = isPage(answer) ? answer : { nodes: answer, hasMore: false };
          const children = [...after, ...page.nodes];
          setLoaded((current) => new Map(current).set(node.id, children));
          setMore((current) => (page.hasMore ? new Set(current).add(node.id) : withoutKey(current, node.id)));
          // An empty branch is a leaf: not left expanded (nor reported so) with nothing under it.
          if (children.length === 0) {
            setEmptied(node);
            collapse();
          }
          return { nodes: children, hasMore: page.hasMore };
        })
        .catch(() => {
          setFailed(node);
          if (after.length === 0) collapse();
          return undefined;
        })
        .finally(() => {
          requested.current.delete(node.id);
          setLoading((current) => withoutKey(current, node.id));
        });
    },
    [loadChildren],
  );

  // The reveal: each level of the path read until the next node is in it, then all expanded at once
  // and the node focused, once its row is rendered (the rows are virtualized: scrolled to first).
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  // Read by the reveal, which a new `loadChildren` (new data languages) must not stop halfway.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  }, [load]);
  const treeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reveal) return;
    let cancelled = false;
    const run = async () => {
      let level: readonly TreeNode[] = current.current.nodes;
      const path = [...reveal.path, reveal.id];
      for (let depth = 0; depth < reveal.path.length; depth += 1) {
        const node = level.find((candidate) => candidate.id === path[depth]);
        if (!node) return;
        let children: readonly TreeNode[] | undefined = node.children ?? current.current.loaded.get(node.id);
        let hasMore = children === undefined || current.current.more.has(node.id);
        while (!cancelled && hasMore && !children?.some((child) => child.id === path[depth + 1])) {
          const page: TreePage | undefined = await loadRef.current(node, children ?? [], true);
          if (page === undefined) return;
          ({ nodes: children, hasMore } = page);
        }
        if (cancelled || !children) return;
        level = children;
      }
      setExpanded((now) => new Set([...now, ...reveal.path]));
      setFocusTarget(reveal.id);
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [reveal]);

  useEffect(() => {
    if (focusTarget === null) return;
    const tree = treeRef.current;
    if (!tree) return;
    const index = visibleIndex(rows, expanded, focusTarget);
    if (index < 0) return;
    let frame = 0;
    let tries = 0;
    const find = () => tree.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(focusTarget)}"]`);
    // Scrolled to where the row will be (again while the layout grows to hold the expanded levels), then focused once rendered.
    const attempt = () => {
      const row = find();
      if (row) {
        row.focus();
        setFocusTarget(null);
        return;
      }
      tree.scrollTop = Math.max(0, index * layoutOptions.estimatedRowHeight - tree.clientHeight / 2);
      if ((tries += 1) < 120) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [focusTarget, rows, expanded]);

  // Every expanded lazy node whose children are unknown loads them: expanded by the user, at first
  // (`defaultExpandedIds`), or found expanded once its parent's children arrive.
  useEffect(() => {
    for (const key of expanded) {
      const node = branches.get(String(key));
      if (node?.hasChildren && !childrenOf(node) && !requested.current.has(node.id)) void load(node);
    }
  }, [expanded, branches, childrenOf, load]);

  // Reports changes only, not the expansion the tree started with.
  const reported = useRef(expanded);
  useEffect(() => {
    if (reported.current === expanded) return;
    reported.current = expanded;
    onExpandedChange?.([...expanded].map(String));
  }, [expanded, onExpandedChange]);

  const expandAll = () =>
    setExpanded(new Set([...branches.values()].filter((node) => (childrenOf(node)?.length ?? 0) > 0).map((node) => node.id)));

  if (status === 'error') return <CollectionError onRetry={onRetry} />;

  const loadingLabel = (name: string) => t`Loading the contents of “${name}”…`;
  const loadingMoreLabel = (name: string) => t`Loading more of the contents of “${name}”…`;
  const failedName = failed?.label;
  const emptiedName = emptied?.label;

  // Rendered once per row object (see `Row`): what it shows comes from the row alone, or from the
  // interface's language, the collections' one dependency.
  const renderNode = ({ node, children, isLoading, hasMore: nodeHasMore }: Row): ReactNode => {
    const isLink = node.href !== undefined;
    return (
      <TreeItem
        id={node.id}
        data-node-id={node.id}
        textValue={node.label}
        // The row's name is the label (its aria-label): in the label's language, not the page's.
        lang={node.lang}
        href={node.href}
        hasChildItems={(children?.length ?? 0) > 0 || (node.hasChildren === true && children === undefined)}
        className={({ isFocusVisible }) => rowStyles({ isFocusVisible, isLink })}
      >
        <TreeItemContent>
          {({ hasChildItems, isExpanded, level }) => (
            <div className="flex min-w-0 items-center gap-1 py-1 pr-2" style={{ paddingInlineStart: `${(level - 1) * 1.5 + 0.25}rem` }}>
              {hasChildItems ? (
                // "Expand" is the interface's word, in a row that may be in another language.
                <AriaButton slot="chevron" lang={node.lang === undefined ? undefined : locale} className={chevronStyles()}>
                  <ChevronRight
                    aria-hidden="true"
                    className={`size-4 transition-transform duration-quick ${isExpanded ? 'rotate-90' : ''}`}
                  />
                </AriaButton>
              ) : (
                <span className="size-7 shrink-0" />
              )}
              {node.content ?? (
                <span lang={node.lang} className={isLink ? linkTextClassName : undefined}>
                  {node.label}
                </span>
              )}
            </div>
          )}
        </TreeItemContent>
        {children && (
          <Collection items={children} dependencies={[locale]}>
            {renderNode}
          </Collection>
        )}
        {/* The level's next page, read when its end scrolls into view. */}
        {children && nodeHasMore && (
          <TreeLoadMoreItem isLoading={isLoading} onLoadMore={() => void load(node, childrenOf(node))}>
            {({ level }) => (
              <div className="py-1" style={{ paddingInlineStart: `${(level - 1) * 1.5 + 2.25}rem` }}>
                <CollectionLoading size="compact" label={loadingMoreLabel(node.label)} />
              </div>
            )}
          </TreeLoadMoreItem>
        )}
        {/* A lazy node holds its loader as a child: react-aria then knows that the node can expand
            (aria-expanded, Right arrow) before its children exist; the loader shows while they load. */}
        {children === undefined && node.hasChildren && (
          <TreeLoadMoreItem isLoading={isLoading}>
            {({ level }) => (
              <div className="py-1" style={{ paddingInlineStart: `${(level - 1) * 1.5 + 2.25}rem` }}>
                <CollectionLoading size="compact" label={loadingLabel(node.label)} />
              </div>
            )}
          </TreeLoadMoreItem>
        )}
      </TreeItem>
    );
  };

  return (
    <div className={`flex flex-col gap-2 ${className ?? ''}`}>
      {showExpandControls && (
        <div className="flex flex-wrap gap-2">
          <Button variant="quiet" size="sm" onPress={expandAll}>
            <ChevronsUpDown aria-hidden="true" className="size-4" />
            {t`Expand all`}
          </Button>
          <Button variant="quiet" size="sm" onPress={() => setExpanded(new Set())}>
            <ChevronsDownUp aria-hidden="true" className="size-4" />
            {t`Collapse all`}
          </Button>
        </div>
      )}
      {failedName !== undefined && (
        <p role="alert" className="text-sm text-danger forced-colors:text-[CanvasText]">
          {t`The contents of “${failedName}” could not be loaded. Expand it again to retry.`}
        </p>
      )}
      {/* Always in a lazy tree's page, so that screen readers hear what arrives in it; only lazy branches turn out empty. */}
      {loadChildren && (
        <p role="status" className={emptiedName === undefined ? 'sr-only' : 'text-sm text-ink-muted forced-colors:text-[CanvasText]'}>
          {emptiedName !== undefined && t`“${emptiedName}” contains nothing.`}
        </p>
      )}
      <div aria-busy={status === 'loading' || isLoadingMore || loading.size > 0}>
        <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
          <AriaTree
            ref={treeRef}
            aria-label={label}
            expandedKeys={expanded}
            onExpandedChange={setExpanded}
            onAction={onAction ? runAction : undefined}
            dependencies={[locale]}
            className="max-h-[40rem] min-h-24 overflow-auto rounded-card border border-line-strong bg-surface py-1 forced-colors:border-[CanvasText]"
            renderEmptyState={() =>
              status === 'loading' ? <CollectionLoading /> : (emptyState ?? <EmptyState title={t`Nothing to show`} />)
            }
          >
            <Collection items={rows} dependencies={[locale]}>
              {renderNode}
            </Collection>
            {hasMore && (
              <TreeLoadMoreItem isLoading={isLoadingMore} onLoadMore={onLoadMore}>
                <div className="py-1 ps-9">
                  <CollectionLoading size="compact" label={t`Loading more…`} />
                </div>
              </TreeLoadMoreItem>
            )}
          </AriaTree>
        </Virtualizer>
      </div>
    </div>
  );
}

const isPage = (answer: readonly TreeNode[] | TreePage): answer is TreePage => !Array.isArray(answer);

/** The position of a node among the rows shown (those of expanded nodes), or -1. */
function visibleIndex(rows: readonly Row[], expanded: ReadonlySet<Key>, id: string): number {
  let index = 0;
  const visit = (list: readonly Row[]): boolean => {
    for (const row of list) {
      if (row.id === id) return true;
      index += 1;
      if (row.children && expanded.has(row.id) && visit(row.children)) return true;
    }
    return false;
  };
  return visit(rows) ? index : -1;
}

function withoutKey<K>(set: ReadonlySet<K>, key: K): Set<K> {
  const copy = new Set(set);
  copy.delete(key);
  return copy;
}
