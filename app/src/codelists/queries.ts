import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CodeTreePage, CodesPage, CodesQuery } from '@atelier/contracts';
import { apiRequest } from '../lib/api-client.ts';
import { toQueryString } from '../records/record-api.ts';
import type { ListUi } from './kinds.ts';

/** The first page of codes a list's page shows, read with the list. */
export const FIRST_CODES_PAGE = { page: 1, per_page: 25, sort: 'position' } as const satisfies Omit<CodesQuery, 'search'>;

/** Where a list's codes are read: `codeList/{id}/codes` (and, under it, their tree). */
export const codesPath = (ui: ListUi, id: string) => `${ui.kind.paths.item}/${encodeURIComponent(id)}/codes`;

/** A list's codes, which only code lists have: paged, searched and sorted on the server. */
export const codeQueries = {
  /** One page of a list's codes; the previous page stays while the next loads. */
  page: (ui: ListUi, id: string, query: Omit<CodesQuery, 'search'> & { search?: string | undefined }) =>
    queryOptions({
      queryKey: [...ui.key, 'detail', id, 'codes', query],
      queryFn: ({ signal }) => apiRequest<CodesPage>(`${codesPath(ui, id)}${toQueryString(query)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** How many top-level codes a complete list has (`codes/tree`, one row read): fewer than its codes means a hierarchy. */
  topLevelCount: (ui: ListUi, id: string) =>
    queryOptions({
      queryKey: [...ui.key, 'detail', id, 'codes', 'top-level-count'],
      queryFn: ({ signal }) => apiRequest<CodeTreePage>(`${codesPath(ui, id)}/tree?per_page=1`, { signal }).then((page) => page.total),
    }),
  /** Every code of a list (`page=1&per_page=0`, specification §9): for the editors and pickers. */
  all: (ui: ListUi, id: string) =>
    queryOptions({
      queryKey: [...ui.key, 'detail', id, 'codes', 'all'],
      queryFn: ({ signal }) =>
        apiRequest<CodesPage>(`${codesPath(ui, id)}?page=1&per_page=0`, { signal }).then((page) => page.items),
    }),
};
