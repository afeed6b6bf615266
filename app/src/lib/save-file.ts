import type { RequestOptions } from './api-client.ts';
import { apiDownload, type DownloadedFile } from './api-download.ts';

/**
 * Hands a downloaded file to the browser under its name: a temporary link to an object URL, clicked
 * once. A plain link to the API could not carry the bearer token, hence the detour through a Blob.
 */
export function saveFile({ blob, fileName }: Pick<DownloadedFile, 'blob' | 'fileName'>): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download once the click returns; the URL is released after it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What a download saved: the name it was saved under, and what the server said it lacked (an export's missing documents). */
export type SavedFile = Omit<DownloadedFile, 'blob'>;

/** Downloads a file from the API with the user's token and saves it under the name the server gave. */
export async function downloadAndSave(path: string, options: RequestOptions & { accept?: string } = {}): Promise<SavedFile> {
  const { blob, ...saved } = await apiDownload(path, options);
  saveFile({ blob, fileName: saved.fileName });
  return saved;
}
