import { queryOptions, useMutation } from '@tanstack/react-query';
import { conceptKind, type ConceptNoteVersion, type ConceptNoteVersionSummary, type SendRecordBody } from '@atelier/contracts';
import { apiRequest, apiWrite } from '../lib/api-client.ts';
import { downloadAndSave, type SavedFile } from '../lib/save-file.ts';
import { conceptUi } from './kinds.ts';

// A concept's own calls (api-reference §5.4, §6.4): the versions of its notes and the notes of one
// version, its ODT in either data language, and that document sent by mail.

const itemPath = (id: string) => `${conceptKind.paths.item}/${encodeURIComponent(id)}`;

export const conceptNoteQueries = {
  /** `GET /concepts/concept/{id}/notes`: every version of its notes, oldest first. */
  versions: (id: string) =>
    queryOptions({
      queryKey: [...conceptUi.key, 'detail', id, 'notes'],
      queryFn: ({ signal }) => apiRequest<ConceptNoteVersionSummary[]>(`${itemPath(id)}/notes`, { signal }),
    }),
  /** `GET /concepts/concept/{id}/notes/{version}`: the notes of one version. */
  version: (id: string, version: number) =>
    queryOptions({
      queryKey: [...conceptUi.key, 'detail', id, 'notes', version],
      queryFn: ({ signal }) => apiRequest<ConceptNoteVersion>(`${itemPath(id)}/notes/${version}`, { signal }),
    }),
};

/** The first or the second data language of a document. */
export type DocumentLanguage = 'lg1' | 'lg2';

/** `GET /concepts/concept/export/{id}?langue=`: the concept as an OpenDocument text, saved under the server's name. */
export function exportConcept(id: string, langue: DocumentLanguage): Promise<SavedFile> {
  return downloadAndSave(`${conceptKind.paths.item}/export/${encodeURIComponent(id)}?${new URLSearchParams({ langue }).toString()}`, {
    accept: 'application/vnd.oasis.opendocument.text, application/json',
  });
}

/** `POST /concepts/concept/send/{id}`: the concept's document mailed to someone. */
export function useSendConcept(id: string) {
  return useMutation({
    mutationFn: (body: SendRecordBody) => apiWrite(`${conceptKind.paths.item}/send/${encodeURIComponent(id)}`, { method: 'POST', body }),
  });
}
