import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@atelier/ui-kit';
import { RecordTree } from '../records/RecordTree.tsx';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { catalogueTreeSource } from './catalogue-tree-source.ts';

export interface CatalogueTreePageProps {
  /** The expanded families and series, kept in the address so that "back" finds the tree as it was left. */
  expanded: readonly string[];
  onExpandedChange: (expanded: string[]) => void;
}

/**
 * `/operations/tree`: the families, their series and the series' operations, each level read a page
 * at a time when its parent is first expanded, each node a link to its record's page; a search
 * over the three kinds opens the tree at the record chosen.
 */
export function CatalogueTreePage({ expanded, onExpandedChange }: CatalogueTreePageProps) {
  const { t } = useLingui();
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
      <RecordTree
        source={catalogueTreeSource}
        defaultExpanded={expanded}
        onExpandedChange={onExpandedChange}
        emptyTitle={t`No family yet`}
      />
    </div>
  );
}
