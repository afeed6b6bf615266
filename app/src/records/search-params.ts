import type { AnyKind } from '@atelier/contracts';

// A list's searches in the address, so that they can be bookmarked, shared and sent to the server
// as they are. The route files validate them without zod (route definitions load with the first
// page); the search page then keeps the values its kind's filter schema accepts.

/** The quick search of a list page: `/codelists?q=freq`. */
export function quickSearch(search: Record<string, unknown>): { q?: string } {
  return typeof search.q === 'string' && search.q !== '' ? { q: search.q } : {};
}

/** An advanced search as the address holds it: filter names and their values. */
export type AdvancedSearch = Record<string, string>;

/** The text values of an address's search (the route's validation; the page checks each one). */
export function advancedSearch(search: Record<string, unknown>): AdvancedSearch {
  return Object.fromEntries(
    Object.entries(search).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}

/** The filters a search form offers: the kind's, but the quick search, order and pages. */
export function filterNames(kind: AnyKind): string[] {
  return Object.keys(kind.schemas.filter.shape).filter((name) => !['q', 'sort', 'page', 'per_page'].includes(name));
}

/** The values of an advanced search its kind accepts; a malformed one is dropped, never an error page. */
export function parseAdvancedSearch(kind: AnyKind, search: AdvancedSearch): AdvancedSearch {
  const shape = kind.schemas.filter.shape as unknown as Record<string, { safeParse: (value: unknown) => { success: boolean } }>;
  return Object.fromEntries(
    filterNames(kind).flatMap((name) => {
      const value = search[name];
      return value !== undefined && shape[name]?.safeParse(value).success ? [[name, value]] : [];
    }),
  );
}
