import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ReferencedRecord, RecordListItem } from '@atelier/contracts';
import { apiList, apiRequest } from '../lib/api-client.ts';
import type { RecordUi } from './kind.ts';
import { itemPath, toQueryString } from './record-api.ts';

// The reads of a hierarchical kind's tree (`hierarchy` in its contract): a level a page at a time,
// each node with its number of children, and a record's ancestors in one call. No screen reads a
// whole level of 40,000 communes.

/** A node of the tree as `GET {list}/tree` answers it. */
export type TreeItem = RecordListItem & { childCount: number };

/** How many nodes a page of a level holds. */
export const TREE_PAGE_SIZE = 100;

const treeKey = (ui: Pick<RecordUi, 'key'>) => [...ui.key, 'tree'];

export const treeQueries = {
  /** `GET {list}/tree`: page `page` of the children of `node` (none: the roots). */
  level: (ui: Pick<RecordUi, 'kind' | 'key'>, node: string | undefined, page: number) =>
    queryOptions({
      queryKey: [...treeKey(ui), node ?? null, page],
      queryFn: ({ signal }) =>
        apiList<TreeItem>(`${ui.kind.paths.list}/tree${toQueryString({ node, page, per_page: TREE_PAGE_SIZE })}`, { signal }),
    }),
  /** The roots, page after page. */
  roots: (ui: Pick<RecordUi, 'kind' | 'key'>) =>
    infiniteQueryOptions({
      queryKey: [...treeKey(ui), null, 'all'],
      queryFn: ({ signal, pageParam }) =>
        apiList<TreeItem>(`${ui.kind.paths.list}/tree${toQueryString({ page: pageParam, per_page: TREE_PAGE_SIZE })}`, { signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (pages.reduce((count, page) => count + page.items.length, 0) < last.total ? pages.length + 1 : undefined),
    }),
  /** `GET {item}/{id}/ancestors`: the records above one, root first. */
  ancestors: (ui: Pick<RecordUi, 'kind' | 'key'>, id: string) =>
    queryOptions({
      queryKey: [...treeKey(ui), 'ancestors', id],
      queryFn: ({ signal }) => apiRequest<ReferencedRecord[]>(`${itemPath(ui, id)}/ancestors`, { signal }),
    }),
};
