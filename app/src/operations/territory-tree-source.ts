import { msg } from '@lingui/core/macro';
import { territoryKind, type TerritoryItem } from '@atelier/contracts';
import { hierarchyTreeSource } from '../records/tree-source.ts';

/**
 * The official geography as a tree (regions, their départements, their communes), 42,000
 * territories read a level a page at a time. Territories have no page of their own: the nodes are
 * not links. A result is told apart from its homonyms by its code and, for one that no longer
 * exists, its years.
 */
export const territoryTreeSource = hierarchyTreeSource(territoryKind, {
  key: ['operations', 'territory'],
  label: msg`Territories`,
  detail: (found) => {
    const { code, dateCreation, dateSuppression } = found as unknown as TerritoryItem;
    const years = dateSuppression ? `${dateCreation?.slice(0, 4) ?? ''}–${dateSuppression.slice(0, 4)}` : undefined;
    return [code, years].filter(Boolean).join(', ') || undefined;
  },
});
