import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { Alert, EmptyState, Tree, useDataLanguages, type TreeNode, type TreePage, type TreeReveal } from '@atelier/ui-kit';
import { recordHref, type RecordUi } from './kind.ts';
import { vocabularyLabel } from './reference.ts';
import { TREE_PAGE_SIZE, treeQueries, type TreeItem } from './tree-api.ts';

export interface RecordTreeProps {
  /** A hierarchical kind (`hierarchy` in its contract). */
  ui: RecordUi;
  /**
   * A record to show (chosen from a search, for example): its ancestors are read in one call, each
   * level expanded, and it is focused. Another id shows that one.
   */
  openAt?: string | undefined;
}

/**
 * The tree of a hierarchical kind: its roots, each node's children read a page at a time when it is
 * first expanded (the next page when the level's end scrolls into view), each node a link to its
 * record's page with its label in the interface's data language (and its `lang`), in the API's
 * label order.
 */
export function RecordTree({ ui, openAt }: RecordTreeProps) {
  const { t, i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const queryClient = useQueryClient();
  const locale = i18n.locale;
  const roots = useInfiniteQuery(treeQueries.roots(ui));

  // Memoized: new nodes on every render would rebuild the tree's whole collection each time.
  const toNodes = useMemo(() => {
    const labelOf = vocabularyLabel(locale, lg1, lg2);
    return (items: readonly TreeItem[]): TreeNode[] =>
      items.map((item) => {
        const { text, lang } = labelOf(item);
        return { id: item.id, label: text, lang, href: recordHref(ui, item.id), ...(item.childCount > 0 ? { hasChildren: true } : {}) };
      });
  }, [locale, lg1, lg2, ui]);

  const nodes = useMemo(() => toNodes(roots.data?.pages.flatMap((page) => page.items) ?? []), [roots.data, toNodes]);

  // Through the query cache: a page read once is not asked for again.
  const loadChildren = useCallback(
    async (node: TreeNode, loaded: readonly TreeNode[]): Promise<TreePage> => {
      const page = Math.floor(loaded.length / TREE_PAGE_SIZE) + 1;
      const { items, total } = await queryClient.fetchQuery(treeQueries.level(ui, node.id, page));
      return { nodes: toNodes(items), hasMore: loaded.length + items.length < total };
    },
    [queryClient, toNodes, ui],
  );

  // `openAt`: its ancestors, then the roots read until the first of them is among them, then the kit
  // reveals the path (reading each level until the next is in it) and focuses the record.
  const [reveal, setReveal] = useState<TreeReveal>();
  // The record last asked for whose path could not be read (the alert shows while it is asked for).
  const [failedAt, setFailedAt] = useState<string>();
  const rootsRef = useRef(roots);
  useEffect(() => {
    rootsRef.current = roots;
  }, [roots]);
  useEffect(() => {
    if (openAt === undefined) return;
    let cancelled = false;
    const open = async () => {
      const ancestors = await queryClient.fetchQuery(treeQueries.ancestors(ui, openAt));
      const path = ancestors.map((ancestor) => ancestor.id);
      const rootId = path[0] ?? openAt;
      let data = rootsRef.current.data ?? (await queryClient.fetchInfiniteQuery(treeQueries.roots(ui)));
      const found = () => data.pages.some((page) => page.items.some((item) => item.id === rootId));
      const hasMore = () => data.pages.reduce((count, page) => count + page.items.length, 0) < (data.pages.at(-1)?.total ?? 0);
      while (!cancelled && !found() && hasMore()) {
        const next = await rootsRef.current.fetchNextPage();
        if (next.isError) throw next.error;
        if (!next.data) return;
        data = next.data;
      }
      if (!cancelled) setReveal({ path, id: openAt });
    };
    open().catch(() => {
      if (!cancelled) setFailedAt(openAt);
    });
    return () => {
      cancelled = true;
    };
  }, [openAt, queryClient, ui]);

  return (
    <div className="flex flex-col gap-2">
      {failedAt !== undefined && failedAt === openAt && (
        <Alert tone="error">{t`The record could not be shown in the tree. Expand its levels to find it.`}</Alert>
      )}
      <Tree
        // Loaded levels keep the labels of the language they were read in: another language reads them again.
        key={locale}
        label={i18n._(ui.titles.list)}
        nodes={nodes}
        loadChildren={loadChildren}
        hasMore={roots.hasNextPage}
        onLoadMore={() => {
          if (!roots.isFetchingNextPage) void roots.fetchNextPage();
        }}
        isLoadingMore={roots.isFetchingNextPage}
        reveal={reveal}
        status={roots.isError && !roots.data ? 'error' : roots.isPending ? 'loading' : 'ready'}
        onRetry={() => void roots.refetch()}
        // Every branch loads when opened: "Expand all" would open none of them.
        showExpandControls={false}
        emptyState={<EmptyState title={t`Nothing in this tree yet`} />}
      />
    </div>
  );
}
