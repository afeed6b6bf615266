import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { HistoryEntry } from '@atelier/contracts';
import { apiRequest, apiWrite } from '../lib/api-client.ts';

// The calls every kind of record answers the same way (api-reference §6; contracts/src/resource.ts):
// a list with filters, one record, its history, and create, update, publish and delete, whose answer
// is the identifier as text. A module describes its kind once as a RecordEndpoint.

export interface RecordEndpoint {
  /** Where the records live in the API: `/codeList`, `/codeList/partial`. */
  path: string;
  /** The query-cache key of this kind; every cached answer about it starts with it. */
  key: readonly string[];
  /**
   * What a write makes stale: this kind's key by default; a module whose kinds depend on each other
   * (a partial list shows its parent's label) names their common prefix.
   */
  invalidates?: readonly string[];
}

export type Filter = Record<string, string | number | undefined | null>;

/** `?a=1&b=x` from the filters that hold a value, in a stable order (the cache key uses it too). */
export function toQueryString(filter: Filter): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(filter).sort()) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const itemPath = (endpoint: RecordEndpoint, id: string) => `${endpoint.path}/${encodeURIComponent(id)}`;

export const recordQueries = {
  list: <T>(endpoint: RecordEndpoint, filter: Filter = {}) =>
    queryOptions({
      queryKey: [...endpoint.key, 'list', toQueryString(filter)],
      queryFn: ({ signal }) => apiRequest<T[]>(`${endpoint.path}${toQueryString(filter)}`, { signal }),
    }),
  detail: <T>(endpoint: RecordEndpoint, id: string) =>
    queryOptions({
      queryKey: [...endpoint.key, 'detail', id],
      queryFn: ({ signal }) => apiRequest<T>(itemPath(endpoint, id), { signal }),
    }),
  history: (endpoint: RecordEndpoint, id: string) =>
    queryOptions({
      queryKey: [...endpoint.key, 'detail', id, 'history'],
      queryFn: ({ signal }) => apiRequest<HistoryEntry[]>(`${itemPath(endpoint, id)}/history`, { signal }),
    }),
};

/** After any write, what was read about this kind (or its module) is read again when shown. */
function useInvalidate(endpoint: RecordEndpoint) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: endpoint.invalidates ?? endpoint.key });
}

/** `POST {path}`: resolves with the new record's identifier. */
export function useCreateRecord<B>(endpoint: RecordEndpoint) {
  const invalidate = useInvalidate(endpoint);
  return useMutation({
    mutationFn: (body: B) => apiWrite(endpoint.path, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** `PUT {path}/{id}`, with the `version` the body was based on (409 STALE_VERSION otherwise). */
export function useUpdateRecord<B>(endpoint: RecordEndpoint, id: string) {
  const invalidate = useInvalidate(endpoint);
  return useMutation({
    mutationFn: (body: B) => apiWrite(itemPath(endpoint, id), { method: 'PUT', body }),
    onSuccess: invalidate,
  });
}

/** `PUT {path}/{id}/validate`: publication ("Publier"). */
export function usePublishRecord(endpoint: RecordEndpoint, id: string) {
  const invalidate = useInvalidate(endpoint);
  return useMutation({
    mutationFn: () => apiWrite(`${itemPath(endpoint, id)}/validate`, { method: 'PUT' }),
    onSuccess: invalidate,
  });
}

/**
 * `DELETE {path}/{id}`. Nothing is read again at once: the page of the deleted record, still on
 * screen until the caller navigates away, would ask for it and find it gone.
 */
export function useDeleteRecord(endpoint: RecordEndpoint, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite(itemPath(endpoint, id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpoint.invalidates ?? endpoint.key, refetchType: 'none' }),
  });
}
