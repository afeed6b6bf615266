import { msg } from '@lingui/core/macro';
import type { Code, CodeTreeItem, CodeTreePage, CodesPage } from '@atelier/contracts';
import { apiRequest } from '../lib/api-client.ts';
import { toQueryString } from '../records/record-api.ts';
import { SEARCH_PAGE_SIZE, TREE_PAGE_SIZE, type TreeSource, type TreeSourceItem } from '../records/tree-source.ts';
import { codeListUi } from './kinds.ts';
import { codesPath } from './queries.ts';

/** A code as a node: its notation before its label, which is how a list's readers know it. */
const toItem = (code: Code, hasChildren: boolean): TreeSourceItem => ({
  id: code.code,
  labelLg1: `${code.code} – ${code.labelLg1}`,
  labelLg2: code.labelLg2 ? `${code.code} – ${code.labelLg2}` : null,
  hasChildren,
});

/**
 * A complete list's codes as a tree (a code's broader code), read a level a page at a time in the
 * list's own order (`GET …/codes/tree`), a code's broader codes in one call, and found with the
 * codes' search. Codes have no page of their own: the nodes are not links.
 */
export function codeTreeSource(listId: string): TreeSource {
  const level = async (node: string | undefined, page: number, signal: AbortSignal, size = TREE_PAGE_SIZE) => {
    const read = await apiRequest<CodeTreePage>(`${codesPath(codeListUi, listId)}/tree${toQueryString({ node, page, per_page: size })}`, { signal });
    return { items: read.items.map((code: CodeTreeItem) => toItem(code, code.childCount > 0)), total: read.total };
  };
  return {
    key: [...codeListUi.key, 'detail', listId, 'codes', 'tree'],
    label: msg`Codes`,
    pageSize: TREE_PAGE_SIZE,
    roots: (page, signal, size) => level(undefined, page, signal, size),
    children: (node, page, signal, size) => level(node.id, page, signal, size),
    ancestors: async (node, signal) =>
      (await apiRequest<Code[]>(`${codesPath(codeListUi, listId)}/${encodeURIComponent(node.id)}/ancestors`, { signal })).map((code) => code.code),
    search: async (text, page, signal) => {
      const found = await apiRequest<CodesPage>(`${codesPath(codeListUi, listId)}${toQueryString({ search: text, page, per_page: SEARCH_PAGE_SIZE })}`, { signal });
      // A search result does not count its codes: opening the tree at it reads them.
      return { items: found.items.map((code) => toItem(code, true)), total: found.total };
    },
  };
}
