import type { MessageDescriptor } from '@lingui/core';
import type { AnyKind, RecordListItem } from '@atelier/contracts';
import { apiList, apiRequest } from '../lib/api-client.ts';
import { itemPath, toQueryString } from './record-api.ts';

// What a lazy tree screen reads, whatever the records are: its roots and each node's children a page
// at a time, the path from a root to one node, and a search on the server. One source serves any
// kind declared with `hierarchy`; a module gives its own when its tree spans several kinds (the
// operations catalogue: families, series, operations).

/** A node as a source gives it: its labels in the data languages, whether it holds children. */
export interface TreeSourceItem {
  id: string;
  labelLg1: string;
  labelLg2: string | null;
  hasChildren: boolean;
  /** Its record's page, when it has one. */
  href?: string | undefined;
  /** Its kind, when the tree holds several (a source that needs it to read its children or path). */
  kind?: string | undefined;
  /** What a search result says besides its label (its kind, its code), in the interface's words. */
  detail?: MessageDescriptor | string | undefined;
}

/** One page of nodes, and how many there are in all. */
export interface TreeSourcePage {
  items: TreeSourceItem[];
  total: number;
}

export interface TreeSource {
  /** The query-cache key of everything the tree reads: a page read once is not asked for again. */
  key: readonly unknown[];
  /** Names the tree for screen readers ("Territories"). */
  label: MessageDescriptor;
  /** How many nodes a page holds. */
  pageSize: number;
  /** Page `page` (from 1) of the roots, of `size` nodes (`pageSize` unless said). */
  roots: (page: number, signal: AbortSignal, size?: number) => Promise<TreeSourcePage>;
  /** Page `page` (from 1) of a node's children, of `size` nodes (`pageSize` unless said). */
  children: (node: TreeSourceItem, page: number, signal: AbortSignal, size?: number) => Promise<TreeSourcePage>;
  /** The identifiers of the nodes above one, root first (none for a root). */
  ancestors: (node: Pick<TreeSourceItem, 'id' | 'kind'>, signal: AbortSignal) => Promise<string[]>;
  /** Page `page` of the nodes whose label or code holds `text`; absent: the screen has no search box. */
  search?: (text: string, page: number, signal: AbortSignal) => Promise<TreeSourcePage>;
}

/** A node as `GET {list}/tree` answers it. */
export type TreeItem = RecordListItem & { childCount: number };

/** How many nodes a page of a level holds. */
export const TREE_PAGE_SIZE = 100;

/** How many results a search shows at once. */
export const SEARCH_PAGE_SIZE = 20;

export interface HierarchyTreeOptions {
  /** The kind's query-cache key. */
  key: readonly string[];
  label: MessageDescriptor;
  /** A node's record page, when the kind has one. */
  href?: (id: string) => string;
  /** What a search result says besides its label. */
  detail?: (item: TreeItem) => string | undefined;
}

/**
 * The tree of a kind declared with `hierarchy`: `GET {list}/tree` a level a page at a time (each
 * node with its number of children), `GET {item}/{id}/ancestors`, and `GET {list}?q=` to search.
 */
export function hierarchyTreeSource(kind: AnyKind, { key, label, href, detail }: HierarchyTreeOptions): TreeSource {
  const toItem = (item: TreeItem): TreeSourceItem => ({
    id: item.id,
    labelLg1: item.labelLg1,
    labelLg2: item.labelLg2,
    hasChildren: item.childCount > 0,
    href: href?.(item.id),
    detail: detail?.(item),
  });
  const level = async (node: string | undefined, page: number, signal: AbortSignal, size = TREE_PAGE_SIZE) => {
    const { items, total } = await apiList<TreeItem>(`${kind.paths.list}/tree${toQueryString({ node, page, per_page: size })}`, { signal });
    return { items: items.map(toItem), total };
  };
  return {
    key: [...key, 'tree'],
    label,
    pageSize: TREE_PAGE_SIZE,
    roots: (page, signal, size) => level(undefined, page, signal, size),
    children: (node, page, signal, size) => level(node.id, page, signal, size),
    ancestors: async (node, signal) =>
      (await apiRequest<{ id: string }[]>(`${itemPath({ kind }, node.id)}/ancestors`, { signal })).map((ancestor) => ancestor.id),
    search: async (text, page, signal) => {
      const { items, total } = await apiList<TreeItem>(`${kind.paths.list}${toQueryString({ q: text, page, per_page: SEARCH_PAGE_SIZE })}`, { signal });
      // A list item does not count its children: a search result opens the tree, which reads them.
      return { items: items.map((item) => ({ ...toItem(item), hasChildren: true })), total };
    },
  };
}
