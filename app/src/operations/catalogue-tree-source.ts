import { msg } from '@lingui/core/macro';
import type { RecordListItem } from '@atelier/contracts';
import { apiList, apiRequest } from '../lib/api-client.ts';
import { recordHref, type RecordUi } from '../records/kind.ts';
import { itemPath, toQueryString, type Filter } from '../records/record-api.ts';
import { SEARCH_PAGE_SIZE, TREE_PAGE_SIZE, type TreeSource, type TreeSourceItem, type TreeSourcePage } from '../records/tree-source.ts';
import { familyUi, operationUi, seriesUi } from './kinds.ts';

// The catalogue as one tree of three kinds: families, their series (`?familyId=`), the series'
// operations (`?seriesId=`), each level read a page at a time from the kinds' own lists.

const LEVELS = [familyUi, seriesUi, operationUi] as const;

/** The kind one level down, or none under an operation. */
const below = (kind: string | undefined) => LEVELS[LEVELS.findIndex((ui) => ui.kind.name === kind) + 1];

const toItem = (ui: RecordUi, item: RecordListItem): TreeSourceItem => ({
  id: item.id,
  labelLg1: item.labelLg1,
  labelLg2: item.labelLg2,
  hasChildren: ui !== operationUi,
  href: recordHref(ui, item.id),
  kind: ui.kind.name,
  detail: ui.noun,
});

async function page(ui: RecordUi, filter: Filter, signal: AbortSignal): Promise<TreeSourcePage> {
  const { items, total } = await apiList<RecordListItem>(`${ui.kind.paths.list}${toQueryString(filter)}`, { signal });
  return { items: items.map((item) => toItem(ui, item)), total };
}

/** The record above one (a series' family, an operation's series), read from the record. */
async function parentOf(ui: RecordUi, id: string, signal: AbortSignal): Promise<string | undefined> {
  const field = ui === seriesUi ? 'familyId' : 'seriesId';
  const record = await apiRequest<Record<string, unknown>>(itemPath(ui, id), { signal });
  return typeof record[field] === 'string' ? record[field] : undefined;
}

/** A third of a search page from each kind. */
const SEARCH_SHARE = Math.ceil(SEARCH_PAGE_SIZE / LEVELS.length);

export const catalogueTreeSource: TreeSource = {
  key: ['operations', 'catalogue-tree'],
  label: msg`Families, series and operations`,
  pageSize: TREE_PAGE_SIZE,
  roots: (number, signal, size = TREE_PAGE_SIZE) => page(familyUi, { page: number, per_page: size }, signal),
  children: (node, number, signal, size = TREE_PAGE_SIZE) => {
    const ui = below(node.kind);
    if (!ui) return Promise.resolve({ items: [], total: 0 });
    const filter = ui === seriesUi ? { familyId: node.id } : { seriesId: node.id };
    return page(ui, { ...filter, page: number, per_page: size }, signal);
  },
  ancestors: async (node, signal) => {
    if (node.kind === seriesUi.kind.name) {
      const family = await parentOf(seriesUi, node.id, signal);
      return family === undefined ? [] : [family];
    }
    if (node.kind !== operationUi.kind.name) return [];
    const series = await parentOf(operationUi, node.id, signal);
    if (series === undefined) return [];
    const family = await parentOf(seriesUi, series, signal);
    return family === undefined ? [series] : [family, series];
  },
  search: async (text, number, signal) => {
    const pages = await Promise.all(LEVELS.map((ui) => page(ui, { q: text, page: number, per_page: SEARCH_SHARE }, signal)));
    return { items: pages.flatMap((found) => found.items), total: pages.reduce((sum, found) => sum + found.total, 0) };
  },
};
