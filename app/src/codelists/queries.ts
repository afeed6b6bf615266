import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CodeList, CodesPage, CodesQuery, PartialCodeList } from '@atelier/contracts';
import { apiRequest } from '../lib/api-client.ts';
import { recordQueries, toQueryString, type Filter } from '../records/record-api.ts';
import { LIST_KINDS, type ListKind } from './kinds.ts';

export type AnyCodeList = CodeList | PartialCodeList;
export type ListOf<K extends ListKind> = K extends 'complete' ? CodeList : PartialCodeList;

const codesPath = (kind: ListKind, id: string) => `${LIST_KINDS[kind].endpoint.path}/${encodeURIComponent(id)}/codes`;

export const codeListQueries = {
  lists: <K extends ListKind>(kind: K, filter: Filter = {}) => recordQueries.list<ListOf<K>>(LIST_KINDS[kind].endpoint, filter),
  list: <K extends ListKind>(kind: K, id: string) => recordQueries.detail<ListOf<K>>(LIST_KINDS[kind].endpoint, id),
  /** One page of a list's codes, searched and sorted by the server; the previous page stays while the next loads. */
  codesPage: (kind: ListKind, id: string, query: Omit<CodesQuery, 'search'> & { search?: string | undefined }) =>
    queryOptions({
      queryKey: [...LIST_KINDS[kind].endpoint.key, 'detail', id, 'codes', query],
      queryFn: ({ signal }) => apiRequest<CodesPage>(`${codesPath(kind, id)}${toQueryString(query)}`, { signal }),
      placeholderData: keepPreviousData,
    }),
  /** Every code of a list (`page=1&per_page=0`, specification §9): for the editors and pickers. */
  allCodes: (kind: ListKind, id: string) =>
    queryOptions({
      queryKey: [...LIST_KINDS[kind].endpoint.key, 'detail', id, 'codes', 'all'],
      queryFn: ({ signal }) =>
        apiRequest<CodesPage>(`${codesPath(kind, id)}?page=1&per_page=0`, { signal }).then((page) => page.items),
    }),
};
