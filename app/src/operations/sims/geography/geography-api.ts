import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { TERRITORY_IDS_MAX, territoryKind, type Territory, type TerritoryItem } from '@atelier/contracts';
import { apiList, apiRequest, apiWrite } from '../../../lib/api-client.ts';
import { toQueryString } from '../../../records/record-api.ts';

// Territories in the API (contracts/src/geography.ts): searched on the server (the full geography
// holds some 42,000 of them), one read with what tells it apart, a statistical territory's parts
// read by their identifiers, and a statistical territory created or modified.

/** Options a search shows at most: type more to narrow. */
export const TERRITORY_SEARCH_SIZE = 50;

/** Every cached answer about territories starts with this key; a save reads them again. */
const KEY = ['geography'] as const;

const itemPath = (id: string) => `${territoryKind.paths.item}/${encodeURIComponent(id)}`;

/** `GET /geo/territories?q=…&per_page=50`: the first territories, in label order, whose name or identifier (code) holds the text. */
export async function searchTerritories(search: string, signal?: AbortSignal): Promise<{ items: TerritoryItem[]; total: number }> {
  const query = toQueryString({ q: search.trim(), per_page: TERRITORY_SEARCH_SIZE });
  return apiList<TerritoryItem>(`${territoryKind.paths.list}${query}`, { signal });
}

export const geographyQueries = {
  /** One territory: its type, code, dates, what it includes and excludes, and whether another shares its label. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...KEY, 'detail', id],
      queryFn: ({ signal }) => apiRequest<Territory>(itemPath(id), { signal }),
    }),
  /**
   * Territories by their identifiers (a statistical territory's parts), with what tells them apart,
   * read by batches of TERRITORY_IDS_MAX. While others load, those already shown stay.
   */
  byIds: (ids: readonly string[]) => {
    const sorted = [...new Set(ids)].sort();
    return queryOptions({
      queryKey: [...KEY, 'ids', sorted.join(',')],
      queryFn: async ({ signal }) => {
        const batches: string[][] = [];
        for (let start = 0; start < sorted.length; start += TERRITORY_IDS_MAX) batches.push(sorted.slice(start, start + TERRITORY_IDS_MAX));
        const pages = await Promise.all(batches.map((batch) => apiList<TerritoryItem>(`${territoryKind.paths.list}${toQueryString({ ids: batch.join(',') })}`, { signal })));
        return new Map(pages.flatMap((page) => page.items.map((item) => [item.id, item] as const)));
      },
      enabled: sorted.length > 0,
      placeholderData: keepPreviousData,
    });
  },
};

/** What the panel sends: the names, descriptions, and the territories included and excluded. */
export interface TerritoryBody {
  labelLg1: string;
  labelLg2: string | null;
  descriptionLg1: string | null;
  descriptionLg2: string | null;
  unions: string[];
  difference: string[];
}

/**
 * Saves a statistical territory: `POST /geo/territory` to create one (the API makes it statistical),
 * `PUT /geo/territory/{id}` with the `version` the edit was based on (409 STALE_VERSION otherwise).
 * Resolves with its identifier; what was read about territories is read again.
 */
export function useSaveTerritory(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TerritoryBody & { version?: number }) =>
      id === undefined ? apiWrite(territoryKind.paths.item, { method: 'POST', body }) : apiWrite(itemPath(id), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
