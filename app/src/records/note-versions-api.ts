import { queryOptions } from '@tanstack/react-query';
import type { NoteVersionSummary } from '@atelier/contracts';
import { apiRequest } from '../lib/api-client.ts';
import type { RecordUi } from './kind.ts';
import { itemPath } from './record-api.ts';

// The reads of a kind with versioned notes (`{item}/{id}/notes`, `…/notes/{version}`).

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
