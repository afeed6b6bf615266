import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { EmptyState, PageTitle, Tree, useDataLanguages, type TreeNode } from '@atelier/ui-kit';
import type { RecordListItem } from '@atelier/contracts';
import { recordHref, type RecordUi } from '../records/kind.ts';
import { recordQueries } from '../records/record-api.ts';
import { vocabularyLabel } from '../records/reference.ts';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { familyUi, operationUi, seriesUi } from './kinds.ts';

export interface CatalogueTreePageProps {
  /** The expanded families and series, kept in the address so that "back" finds the tree as it was left. */
  expanded: readonly string[];
  onExpandedChange: (expanded: string[]) => void;
}

/**
 * `/operations/tree`: the families, their series and the series' operations, each level read from
 * the lists' filters when its parent is first expanded (`?familyId=`, `?seriesId=`), each node a
 * link to its record's page. Labels are in the interface's data language when given, else in the
 * first (with their `lang`), and sorted as shown; the kit's tree keeps 10,000 nodes smooth.
 */
export function CatalogueTreePage({ expanded, onExpandedChange }: CatalogueTreePageProps) {
  const { t, i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const queryClient = useQueryClient();
  // The families list's own query: the list page and the tree share what they read.
  const families = useQuery(recordQueries.list(familyUi));
  const locale = i18n.locale;

  // Memoized: new nodes on every render would rebuild the tree's whole collection each time.
  const toNodes = useMemo(() => {
    const labelOf = vocabularyLabel(locale, lg1, lg2);
    const { compare } = new Intl.Collator(locale, { numeric: true });
    return (items: readonly RecordListItem[], ui: Pick<RecordUi, 'pages'>, hasChildren: boolean): TreeNode[] =>
      items
        .map((item) => {
          const { text, lang } = labelOf(item);
          return { id: item.id, label: text, lang, href: recordHref(ui, item.id), ...(hasChildren ? { hasChildren } : {}) };
        })
        .sort((a, b) => compare(a.label, b.label));
  }, [locale, lg1, lg2]);

  const roots = useMemo(() => (families.data ? toNodes(families.data.items, familyUi, true) : []), [families.data, toNodes]);
  const familyIds = useMemo(() => new Set(roots.map((node) => node.id)), [roots]);

  // Through the query cache: a level read once (here or by a list) is not asked for again.
  const loadChildren = useCallback(
    async (node: TreeNode): Promise<TreeNode[]> => {
      if (familyIds.has(node.id)) {
        const series = await queryClient.fetchQuery(recordQueries.list(seriesUi, { familyId: node.id }));
        return toNodes(series.items, seriesUi, true);
      }
      const operations = await queryClient.fetchQuery(recordQueries.list(operationUi, { seriesId: node.id }));
      return toNodes(operations.items, operationUi, false);
    },
    [familyIds, queryClient, toNodes],
  );

  const title = t`Operations tree`;
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} />
      <div className="flex flex-col gap-2">
        <PageTitle>{title}</PageTitle>
        <p className="max-w-prose text-ink-muted forced-colors:text-[CanvasText]">
          {t`Expand a family to see its series, and a series to see its operations; each name leads to its page.`}
        </p>
      </div>
      <Tree
        // Loaded levels keep the labels of the language they were read in: another language reads them again.
        key={locale}
        label={t`Families, series and operations`}
        nodes={roots}
        loadChildren={loadChildren}
        defaultExpandedIds={expanded}
        onExpandedChange={onExpandedChange}
        status={families.isError ? 'error' : families.isPending ? 'loading' : 'ready'}
        onRetry={() => void families.refetch()}
        // Every branch loads when opened: "Expand all" would open none of them.
        showExpandControls={false}
        emptyState={<EmptyState title={t`No family yet`} />}
      />
    </div>
  );
}
