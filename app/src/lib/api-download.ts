import { refusal, send, type RequestOptions } from './api-client.ts';

// Files from the API (exports, documents' files): apart from the calls every page makes, so that the
// first page does not carry them.

/** A download answered without a Content-Disposition header: there is no file name to save it under. */
export class MissingFileNameError extends Error {
  override name = 'MissingFileNameError';
}

/** A file from the API (an export), with the name the server gave it and the documents it lacked. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
  /** From the X-Missing-Documents header, decoded: documents the export could not include. */
  missingDocuments: string[];
}

/** Downloads a file; an answer without Content-Disposition is refused, it names no file. */
export async function apiDownload(path: string, options: RequestOptions & { accept?: string } = {}): Promise<DownloadedFile> {
  const response = await send(path, options, options.accept ?? '*/*');
  if (!response.ok) throw refusal(response.status, await response.text());
  const fileName = fileNameOf(response.headers.get('content-disposition'));
  if (!fileName) throw new MissingFileNameError('The answer has no Content-Disposition file name');
  return {
    blob: await response.blob(),
    fileName,
    missingDocuments: headerList(response.headers.get('x-missing-documents')),
  };
}

/**
 * A comma-separated header list whose names are percent-encoded where a header cannot carry them
 * (non-ASCII, `%`, `,`): the names, decoded. A name that is not valid encoding is kept as sent.
 */
export function headerList(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      try {
        return decodeURIComponent(name);
      } catch {
        return name;
      }
    });
}

/** The file name of a Content-Disposition header, RFC 5987 form (filename*=UTF-8'') first. */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      return null;
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : null;
}
