import { queryOptions } from '@tanstack/react-query';
import type { NoteVersionSummary } from '@atelier/contracts';
import { apiRequest } from '../lib/api-client.ts';
import type { RecordUi } from './kind.ts';
import { itemPath } from './record-api.ts';

// The reads of a kind with versioned notes (`{item}/{id}/notes`, `…/notes/{version}`), and what the
// address of its compare page holds. Small and apart: a compare route's loader and search read
// them with the first page, its screen comes later.

/** One version of a record's notes: its number, dates, and each versioned field (null: empty). */
export type NoteVersion = NoteVersionSummary & Record<string, string | number | null>;

export const noteVersionQueries = {
  /** Every version of a record's notes, oldest first. */
  versions: (ui: Pick<RecordUi, 'kind' | 'key'>, id: string) =>
    queryOptions({
      queryKey: [...ui.key, 'detail', id, 'notes'],
      queryFn: ({ signal }) => apiRequest<NoteVersionSummary[]>(`${itemPath(ui, id)}/notes`, { signal }),
    }),
  /** The notes of one version (each field, null when empty). */
  version: (ui: Pick<RecordUi, 'kind' | 'key'>, id: string, version: number) =>
    queryOptions({
      queryKey: [...ui.key, 'detail', id, 'notes', version],
      queryFn: ({ signal }) => apiRequest<NoteVersion>(`${itemPath(ui, id)}/notes/${version}`, { signal }),
    }),
};

/** Which versions are compared, and in which language: the address keeps them (`?from=2&to=3&language=lg2`). */
export interface CompareChoice {
  from?: number;
  to?: number;
  language?: 'lg1' | 'lg2';
}

/** The choice a compare page's address holds (`validateSearch` of its route; the page checks the versions exist). */
export function compareSearch(search: Record<string, unknown>): CompareChoice {
  const version = (value: unknown) => {
    const number = Number(value);
    return Number.isInteger(number) && number >= 1 ? number : undefined;
  };
  const from = version(search.from);
  const to = version(search.to);
  return {
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
    ...(search.language === 'lg2' ? { language: 'lg2' as const } : {}),
  };
}
