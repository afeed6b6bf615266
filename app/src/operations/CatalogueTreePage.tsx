import { useLingui } from '@lingui/react/macro';
import { TreeScreen } from '../records/TreeScreen.tsx';
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
  return (
    <TreeScreen
      title={t`Operations tree`}
      intro={t`Expand a family to see its series, and a series to see its operations; each name leads to its page.`}
      source={catalogueTreeSource}
      defaultExpanded={expanded}
      onExpandedChange={onExpandedChange}
      emptyTitle={t`No family yet`}
    />
  );
}
