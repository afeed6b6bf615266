import { http, HttpResponse, type HttpHandler } from 'msw';
import { errorResponse } from './handlers.ts';

// A record's read path answering another format when Accept asks for it (SDMX, SKOS), as the API's
// representations do: a small file named `<id>.<extension>`; any other Accept falls through to JSON.

export interface MockFormat {
  mediaType: string;
  extension: string;
}

export const RDF_MOCK_FORMATS: readonly MockFormat[] = [
  { mediaType: 'text/turtle', extension: 'ttl' },
  { mediaType: 'application/rdf+xml', extension: 'rdf' },
  { mediaType: 'application/ld+json', extension: 'jsonld' },
];

/** `GET path` (with an `:id`) in `formats`: the file when the record `exists`, else NOT_FOUND; told of each (`onAsked`). */
export function representationHandlers(
  paths: readonly string[],
  formats: readonly MockFormat[],
  exists: (id: string) => boolean,
  onAsked?: (id: string, mediaType: string) => void,
): HttpHandler[] {
  return paths.map((path) =>
    http.get(path, ({ params, request }) => {
      const accept = request.headers.get('accept') ?? '';
      const format = formats.find(({ mediaType }) => accept.startsWith(mediaType.split(';')[0]!));
      if (!format) return undefined;
      const id = String(params.id);
      onAsked?.(id, format.mediaType);
      if (!exists(id)) return errorResponse('NOT_FOUND');
      return new HttpResponse(`${id} (${format.extension})`, {
        headers: { 'content-type': format.mediaType, 'content-disposition': `attachment; filename="${id}.${format.extension}"` },
      });
    }),
  );
}

/** `POST {list}/selection` in `formats`: the records named in the body as one file, `fileName.<extension>`; told of each (`onAsked`). */
export function selectionRepresentationHandler(list: string, fileName: string, formats: readonly MockFormat[], onAsked?: (ids: string[], mediaType: string) => void): HttpHandler {
  return http.post(`${list}/selection`, async ({ request }) => {
    const accept = request.headers.get('accept') ?? '';
    const format = formats.find(({ mediaType }) => accept.startsWith(mediaType.split(';')[0]!));
    if (!format) return undefined;
    onAsked?.((await request.json()) as string[], format.mediaType);
    return new HttpResponse(`${fileName} (${format.extension})`, {
      headers: { 'content-type': format.mediaType, 'content-disposition': `attachment; filename="${fileName}.${format.extension}"` },
    });
  });
}
