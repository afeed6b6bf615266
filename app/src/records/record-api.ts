import { queryOptions, useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { AnyKind, HistoryEntry, ListItemOf, RecordListItem, RecordView, Usage, ViewOf } from '@atelier/contracts';
import { apiList, apiRequest, apiWrite } from '../lib/api-client.ts';
import type { RecordUi } from './kind.ts';

// The calls every kind of record answers the same way (contracts/src/records/kind.ts): its list
// with filters, one record, its history and the records that point to it; create, update, publish
// and delete, whose answer is the identifier as text. Paths and cache keys come from the kind.

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

export const itemPath = (ui: Pick<RecordUi, 'kind'>, id: string) => `${ui.kind.paths.item}/${encodeURIComponent(id)}`;

export const recordQueries = {
  /** The records that match the filters: one page, or all of them without `per_page`. */
  list: <K extends AnyKind>(ui: RecordUi<K>, filter: Filter = {}) =>
    queryOptions({
      queryKey: [...ui.key, 'list', toQueryString(filter)],
      queryFn: ({ signal }) => apiList<ListItemOf<K> & RecordListItem>(`${ui.kind.paths.list}${toQueryString(filter)}`, { signal }),
    }),
  /** One record; `ui` may be just a kind and its cache key (a record another kind's page reads). */
  detail: <K extends AnyKind>(ui: Pick<RecordUi<K>, 'kind' | 'key'>, id: string) =>
    queryOptions({
      queryKey: [...ui.key, 'detail', id],
      queryFn: ({ signal }) => apiRequest<ViewOf<K> & RecordView>(itemPath(ui, id), { signal }),
    }),
  history: (ui: RecordUi, id: string) =>
    queryOptions({
      queryKey: [...ui.key, 'detail', id, 'history'],
      queryFn: ({ signal }) => apiRequest<HistoryEntry[]>(`${itemPath(ui, id)}/history`, { signal }),
    }),
  usages: (ui: RecordUi, id: string) =>
    queryOptions({
      queryKey: [...ui.key, 'detail', id, 'usages'],
      queryFn: ({ signal }) => apiRequest<Usage[]>(`${itemPath(ui, id)}/usages`, { signal }),
    }),
};

/**
 * The cache key of what offers records of some kinds to choose from, outside their module's key: a
 * picker's answers, a reference field's list, a lookup's values. A write to any of these kinds makes
 * it stale (`invalidateAfterWrite`), whichever module's form shows it.
 */
export const offersKey = (kindNames: readonly string[], ...rest: readonly unknown[]) => ['offers', [...kindNames].sort(), ...rest];

const offersRecordsOf = (kindName: string) => (query: Query) => {
  const [root, kindNames] = query.queryKey;
  return root === 'offers' && Array.isArray(kindNames) && kindNames.includes(kindName);
};

/**
 * After any write to a kind (create, update, publish, delete): what was read about it or its module,
 * and whatever offers its records to choose from, are read again when shown (at once if shown, unless
 * `refetchType: 'none'`).
 */
export function invalidateAfterWrite(queryClient: QueryClient, ui: Pick<RecordUi, 'kind' | 'invalidates'>, options: { refetchType?: 'none' } = {}) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ui.invalidates, ...options }),
    queryClient.invalidateQueries({ predicate: offersRecordsOf(ui.kind.name), ...options }),
  ]);
}

function useInvalidate(ui: RecordUi) {
  const queryClient = useQueryClient();
  return () => invalidateAfterWrite(queryClient, ui);
}

/**
 * A save that stored part of what was asked: the record's fields were saved, then a second call (a
 * document's new file) was refused. What was saved is read again; the form says what was not.
 */
export class PartlySavedError extends Error {
  override name = 'PartlySavedError';

  constructor(
    /** What was not saved, in the user's words ("The file was not replaced."). */
    readonly unsaved: string,
    /** Why: the failure of the call that did not go through. */
    readonly reason: unknown,
  ) {
    super(unsaved);
  }
}

/** How a kind sends a save that is not one JSON call (a document with its file): resolves with the identifier. */
export type SendRecord = (body: Record<string, unknown>) => Promise<string>;

/**
 * Saves a record: `POST {item}` to create it, `PUT {item}/{id}` to update it (the body carries the
 * `version` it was based on: 409 STALE_VERSION otherwise), or the kind's own `send`. Resolves with
 * the record's identifier. After a partial save, what was saved is read again too.
 */
export function useSaveRecord(ui: RecordUi, id: string | undefined) {
  const invalidate = useInvalidate(ui);
  return useMutation({
    mutationFn: ({ body, send }: { body: Record<string, unknown>; send?: SendRecord | undefined }) =>
      send ? send(body) : id === undefined ? apiWrite(ui.kind.paths.item, { method: 'POST', body }) : apiWrite(itemPath(ui, id), { method: 'PUT', body }),
    onSettled: (_id, error) => (error === null || error instanceof PartlySavedError ? invalidate() : undefined),
  });
}

/** `PUT {item}/{id}/validate`: publication ("Publier"). */
export function usePublishRecord(ui: RecordUi, id: string) {
  const invalidate = useInvalidate(ui);
  return useMutation({
    mutationFn: () => apiWrite(`${itemPath(ui, id)}/validate`, { method: 'PUT' }),
    onSuccess: invalidate,
  });
}

/**
 * `DELETE {item}/{id}`. Nothing is read again at once: the page of the deleted record, still on
 * screen until the caller navigates away, would ask for it and find it gone.
 */
export function useDeleteRecord(ui: RecordUi, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiWrite(itemPath(ui, id), { method: 'DELETE' }),
    onSuccess: () => invalidateAfterWrite(queryClient, ui, { refetchType: 'none' }),
  });
}
