import { useMutation } from '@tanstack/react-query';
import { conceptKind, type SendRecordBody } from '@atelier/contracts';
import { apiWrite } from '../lib/api-client.ts';
import type { DataLanguage } from '../records/data-languages.ts';
import { downloadAndSave, type SavedFile } from '../lib/save-file.ts';

// A concept's own calls (api-reference §5.4, §6.4; the versions of its notes are the framework's):
// its ODT in either data language, and that document sent by mail.

/** The first or the second data language of a document. */
export type DocumentLanguage = DataLanguage;

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
