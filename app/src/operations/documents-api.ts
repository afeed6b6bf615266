import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { documentKind, type DocumentsItem, type DocumentType } from '@atelier/contracts';
import { apiList, apiWrite } from '../lib/api-client.ts';
import { downloadAndSave } from '../lib/save-file.ts';
import { toQueryString } from '../records/record-api.ts';

// What documents and links have of their own in the API (contracts/src/documents.ts): one list of
// both, searched on the server; a document created with its file (multipart), its file replaced and
// downloaded on their own paths. The rest is every kind's (records/record-api.ts).

export interface DocumentsSearch {
  /** Documents or links; none: both. */
  type?: DocumentType | undefined;
  /** Words of the title, or the identifier. */
  q?: string | undefined;
}

export const documentsQueries = {
  /**
   * `GET /documents`: every match at once, ordered by title (the list is virtualized). While a new
   * search runs, the previous results stay on screen.
   */
  list: ({ type, q }: DocumentsSearch) => {
    const query = toQueryString({ type, q });
    return queryOptions({
      // Under the module's key: any write in the module reads it again.
      queryKey: ['operations', 'documents', 'list', query],
      queryFn: ({ signal }) => apiList<DocumentsItem>(`/documents${query}`, { signal }),
      placeholderData: keepPreviousData,
    });
  },
};

const itemPath = (id: string) => `${documentKind.paths.item}/${encodeURIComponent(id)}`;
const filePath = (id: string) => `${itemPath(id)}/file`;

/** `POST /documents/document`: the fields as JSON in a `body` part, the file in a `file` part. */
export function createDocument(body: Record<string, unknown>, file: File): Promise<string> {
  const form = new FormData();
  form.append('body', JSON.stringify(body));
  form.append('file', file, file.name);
  return apiWrite(documentKind.paths.item, { method: 'POST', body: form });
}

/** `PUT /documents/document/{id}`: the fields as JSON, with the `version` they were based on. */
export function updateDocument(id: string, body: Record<string, unknown>): Promise<string> {
  return apiWrite(itemPath(id), { method: 'PUT', body });
}

/** `PUT /documents/document/{id}/file`: the new file, in a `file` part. */
export function replaceDocumentFile(id: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiWrite(filePath(id), { method: 'PUT', body: form });
}

/** `GET /documents/document/{id}/file`, with the user's token, saved under the name the server gives. */
export async function downloadDocumentFile(id: string): Promise<string> {
  return (await downloadAndSave(filePath(id))).fileName;
}
