import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Alert, EmptyState, Tree, useDataLanguages, useLiveRegion, type TreeNode, type TreePage, type TreeReveal } from '@atelier/ui-kit';
import { vocabularyLabel } from './reference.ts';
import { RecordTreeSearch } from './RecordTreeSearch.tsx';
import type { TreeSource, TreeSourceItem, TreeSourcePage } from './tree-source.ts';

/** A node to open the tree at: its identifier, and its kind when the source needs it. */
export type TreeTarget = Pick<TreeSourceItem, 'id' | 'kind'>;

export interface RecordTreeProps {
  source: TreeSource;
  /**
   * A record to show (from the address, for example): its ancestors are read in one call, each level
   * expanded, and it is focused. Another one shows that one. A search's result does the same.
   */
  openAt?: TreeTarget | undefined;
  /** The nodes expanded at first (kept in the address: "back" finds the tree as it was left). */
  defaultExpanded?: readonly string[] | undefined;
  onExpandedChange?: ((ids: string[]) => void) | undefined;
  /** What an empty tree says. */
  emptyTitle?: string | undefined;
}

/** The most pages one read of an opening takes at once (800 nodes: the API gives up to 1,000). */
const READ_AHEAD_MAX = 8;

/**
 * The read of READ_AHEAD_MAX pages that holds the first page not loaded yet, numbered in such reads:
 * the pages of it already loaded are read again (a few rows), which lets every read be the largest.
 */
const nextBlock = (loadedPages: number) => Math.floor(loadedPages / READ_AHEAD_MAX) + 1;

/** A read of several pages, cut back into pages of the usual size (the cache holds a level page by page). */
function asPages(read: TreeSourcePage, pageSize: number): TreeSourcePage[] {
  return Array.from({ length: Math.ceil(read.items.length / pageSize) }, (_, index) => ({
    items: read.items.slice(index * pageSize, (index + 1) * pageSize),
    total: read.total,
  }));
}

const rootsQuery = (source: TreeSource) =>
  infiniteQueryOptions({
    queryKey: [...source.key, 'roots'],
    queryFn: ({ signal, pageParam }) => source.roots(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: TreeSourcePage, pages: TreeSourcePage[]) =>
      pages.reduce((count, page) => count + page.items.length, 0) < last.total ? pages.length + 1 : undefined,
  });

/**
 * The lazy tree of a source (a hierarchical kind, the operations catalogue): its roots, each node's
 * children read a page at a time when it is first expanded (the next page when the level's end
 * scrolls into view), each node a link to its record's page when it has one, its label in the
 * interface's data language (with its `lang`). A search box above finds records on the server and
 * opens the tree at the one chosen: its ancestors expanded, its row focused, and that said.
 */
export function RecordTree({ source, openAt, defaultExpanded, onExpandedChange, emptyTitle }: RecordTreeProps) {
  const { t, i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const queryClient = useQueryClient();
  const locale = i18n.locale;
  const roots = useInfiniteQuery(rootsQuery(source));
  const { region, announce } = useLiveRegion();

  // The items behind the nodes shown: a node's children and path are asked for with its item.
  // Held in state, not a ref: filled as nodes are made, read when one is expanded.
  const [items] = useState(() => new Map<string, TreeSourceItem>());
  // Memoized: new nodes on every render would rebuild the tree's whole collection each time.
  const toNodes = useMemo(() => {
    const labelOf = vocabularyLabel(locale, lg1, lg2);
    return (list: readonly TreeSourceItem[]): TreeNode[] =>
      list.map((item) => {
        items.set(item.id, item);
        const { text, lang } = labelOf(item);
        return { id: item.id, label: text, lang, ...(item.href === undefined ? {} : { href: item.href }), ...(item.hasChildren ? { hasChildren: true } : {}) };
      });
  }, [locale, lg1, lg2, items]);

  const nodes = useMemo(() => toNodes(roots.data?.pages.flatMap((page) => page.items) ?? []), [roots.data, toNodes]);

  // Through the query cache: a page read once is not asked for again. A reveal looking for a node
  // in a long level reads READ_AHEAD_MAX pages at once (a commune 700 rows down its département:
  // one call, not eight one after the other).
  const loadChildren = useCallback(
    async (node: TreeNode, loaded: readonly TreeNode[], options?: { revealing?: boolean }): Promise<TreePage> => {
      const item = items.get(node.id) ?? { id: node.id, labelLg1: node.label, labelLg2: null, hasChildren: true };
      const loadedPages = Math.floor(loaded.length / source.pageSize);
      const pageKey = (page: number) => [...source.key, 'level', item.kind ?? null, node.id, page];
      const next = loadedPages + 1;
      if (!options?.revealing || queryClient.getQueryData(pageKey(next)) !== undefined) {
        const read = await queryClient.fetchQuery({ queryKey: pageKey(next), queryFn: ({ signal }) => source.children(item, next, signal) });
        return { nodes: toNodes(read.items), hasMore: loaded.length + read.items.length < read.total };
      }
      const block = nextBlock(loadedPages);
      const read = await source.children(item, block, new AbortController().signal, READ_AHEAD_MAX * source.pageSize);
      const before = (block - 1) * READ_AHEAD_MAX;
      asPages(read, source.pageSize).forEach((page, index) => queryClient.setQueryData(pageKey(before + index + 1), page));
      const added = read.items.slice(loaded.length - before * source.pageSize);
      return { nodes: toNodes(added), hasMore: loaded.length + added.length < read.total };
    },
    [queryClient, source, toNodes, items],
  );

  // A record to open at (`openAt`, or a search's result, each time anew): its ancestors, then the
  // roots read until the first of them is among them, then the kit reveals the path (reading each
  // level until the next is in it) and focuses the record.
  const [target, setTarget] = useState<{ node: TreeTarget; label?: string }>();
  // A new `openAt` (by its kind and identifier, not its object) becomes the target, during the render.
  const openAtKey = openAt && `${openAt.kind ?? ''}/${openAt.id}`;
  const [openedAt, setOpenedAt] = useState<string>();
  if (openAtKey !== openedAt) {
    setOpenedAt(openAtKey);
    if (openAt) setTarget({ node: { id: openAt.id, kind: openAt.kind } });
  }
  const [reveal, setReveal] = useState<TreeReveal>();
  // The target whose path could not be read (the alert shows while it is the one asked for).
  const [failed, setFailed] = useState<object>();
  const rootsRef = useRef(roots);
  useEffect(() => {
    rootsRef.current = roots;
  }, [roots]);
  useEffect(() => {
    if (target === undefined) return;
    let cancelled = false;
    const controller = new AbortController();
    const { node, label } = target;
    const open = async () => {
      const path = await queryClient.fetchQuery({
        queryKey: [...source.key, 'ancestors', node.kind ?? null, node.id],
        queryFn: ({ signal }) => source.ancestors(node, signal),
      });
      const rootId = path[0] ?? node.id;
      let data = rootsRef.current.data ?? (await queryClient.fetchInfiniteQuery(rootsQuery(source)));
      const found = () => data.pages.some((page) => page.items.some((item) => item.id === rootId));
      const loaded = () => data.pages.length * source.pageSize;
      const total = () => data.pages.at(-1)?.total ?? 0;
      // Reads of READ_AHEAD_MAX pages, each kept as pages of the usual size: a root thousands of rows
      // down is reached in a few calls, not dozens.
      while (!cancelled && !found() && loaded() < total()) {
        const block = nextBlock(data.pages.length);
        const split = asPages(await source.roots(block, controller.signal, READ_AHEAD_MAX * source.pageSize), source.pageSize);
        if (cancelled) return;
        const before = (block - 1) * READ_AHEAD_MAX;
        data = {
          pages: [...data.pages.slice(0, before), ...split],
          pageParams: [...data.pageParams.slice(0, before), ...split.map((_, index) => before + index + 1)],
        };
        queryClient.setQueryData(rootsQuery(source).queryKey, data);
        if (split.length === 0) break;
      }
      if (cancelled) return;
      setReveal({ path, id: node.id });
      if (label !== undefined) announce(t`“${label}” is shown in the tree.`);
    };
    open().catch(() => {
      if (cancelled) return;
      setFailed(target);
      if (label !== undefined) announce(t`“${label}” could not be shown in the tree.`);
    });
    return () => {
      cancelled = true;
      controller.abort();
    };
  }, [target, queryClient, source, announce, t]);

  return (
    <div className="flex flex-col gap-3">
      {region}
      {source.search && (
        <RecordTreeSearch
          search={source.search}
          announce={announce}
          onChoose={(item) => setTarget({ node: item, label: vocabularyLabel(locale, lg1, lg2)(item).text })}
        />
      )}
      {failed !== undefined && failed === target && (
        <Alert tone="error">{t`The record could not be shown in the tree. Expand its levels to find it.`}</Alert>
      )}
      <Tree
        // Loaded levels keep the labels of the language they were read in: another language reads them again.
        key={locale}
        label={i18n._(source.label)}
        nodes={nodes}
        loadChildren={loadChildren}
        hasMore={roots.hasNextPage}
        onLoadMore={() => {
          if (!roots.isFetchingNextPage) void roots.fetchNextPage();
        }}
        isLoadingMore={roots.isFetchingNextPage}
        reveal={reveal}
        defaultExpandedIds={defaultExpanded}
        onExpandedChange={onExpandedChange}
        status={roots.isError && !roots.data ? 'error' : roots.isPending ? 'loading' : 'ready'}
        onRetry={() => void roots.refetch()}
        // Every branch loads when opened: "Expand all" would open none of them.
        showExpandControls={false}
        emptyState={<EmptyState title={emptyTitle ?? t`Nothing in this tree yet`} />}
      />
    </div>
  );
}
