import { useLingui } from '@lingui/react/macro';
import { TreeScreen } from '../records/TreeScreen.tsx';
import { territoryTreeSource } from './territory-tree-source.ts';

/**
 * `/operations/geography`: the official geography that quality reports cite, regions, départements
 * and communes, with a search that opens the tree at a territory.
 */
export function TerritoryTreePage() {
  const { t } = useLingui();
  return (
    <TreeScreen
      title={t`Geography`}
      intro={t`Regions, their départements and their communes. Expand a territory to see those it holds, or find one by its name or code.`}
      source={territoryTreeSource}
      emptyTitle={t`No territory yet`}
    />
  );
}
