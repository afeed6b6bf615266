import { useLingui } from '@lingui/react/macro';
import { PageTitle } from '@atelier/ui-kit';
import { RecordTree } from '../records/RecordTree.tsx';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { territoryTreeSource } from './territory-tree-source.ts';

/**
 * `/operations/geography`: the official geography that quality reports cite, regions, départements
 * and communes, with a search that opens the tree at a territory.
 */
export function TerritoryTreePage() {
  const { t } = useLingui();
  const title = t`Geography`;
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} />
      <div className="flex flex-col gap-2">
        <PageTitle>{title}</PageTitle>
        <p className="max-w-prose text-ink-muted forced-colors:text-[CanvasText]">
          {t`Regions, their départements and their communes. Expand a territory to see those it holds, or find one by its name or code.`}
        </p>
      </div>
      <RecordTree source={territoryTreeSource} emptyTitle={t`No territory yet`} />
    </div>
  );
}
