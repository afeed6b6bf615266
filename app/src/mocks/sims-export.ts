import { delay, http, HttpResponse } from 'msw';
import { MISSING_DOCUMENTS_HEADER, simsKind, type ErrorCode } from '@atelier/contracts';
import { errorResponse } from './handlers.ts';

// The export of a quality report as stories see it: the API's answer shapes (an ODT, or a ZIP with
// the documents' files and the missing ones named in X-Missing-Documents, percent-encoded where a
// header cannot carry them), its refusal of no language (863), or an answer that never comes; and
// the report's read path asking for SDMX-ML reference metadata, answered as a file.

/** What the read path answers besides JSON, by media type (as the API answers it). */
const EXPORT_FORMATS = [{ mediaType: 'application/vnd.sdmx.genericmetadata+xml;version=3.0.0', extension: 'xml' }];

/** The demo reports' titles in the first language, which names their exports. */
const TITLES: Record<string, { ascii: string; encoded: string }> = {
  '1979': { ascii: 'RapportQualiteEnqueteEmploiEnContinu2020', encoded: 'RapportQualit%C3%A9Enqu%C3%AAteEmploiEnContinu2020' },
  '1817': {
    ascii: 'RapportQualiteEnqueteSurLAccesAuFinancementDesPMEEmployantAuMoins10Personnes2010',
    encoded: 'RapportQualit%C3%A9Enqu%C3%AAteSurLAcc%C3%A8sAuFinancementDesPMEEmployantAuMoins10Personnes2010',
  },
};

/** One name of the header list, as the API writes it. */
const headerItem = (name: string) => name.replace(/[^\x20-\x24\x26-\x2b\x2d-\x7e]/gu, (character) => encodeURIComponent(character));

export interface SimsExportMock {
  /** Titles of the cited documents whose file the ZIP lacks. */
  missing?: readonly string[];
  /** Told of each export asked for, with its query (the read path asking for SDMX: with its `accept`). */
  onRequest?: (query: Record<string, string>) => void;
  /** `file` (the default), `pending` (no answer ever comes), or an error the API answers. */
  answer?: 'file' | 'pending' | ErrorCode;
}

/** `GET /operations/metadataReport/export/{id}`, and `GET /operations/metadataReport/{id}` asking for SDMX. */
export function simsExportHandlers({ missing = [], onRequest, answer = 'file' }: SimsExportMock = {}) {
  return [
    http.get(`/api${simsKind.paths.item}/:id`, async ({ request, params }) => {
      const accept = request.headers.get('accept') ?? '';
      const format = EXPORT_FORMATS.find(({ mediaType }) => accept.startsWith(mediaType.split(';')[0]!));
      // JSON: the record, as the other handlers answer it.
      if (!format) return undefined;
      onRequest?.({ accept });
      if (answer === 'pending') await delay('infinite');
      if (answer !== 'file' && answer !== 'pending') return errorResponse(answer);
      const id = String(params.id);
      return new HttpResponse(`<mes:GenericMetadata/> ${id}`, {
        headers: { 'content-type': format.mediaType, 'content-disposition': `attachment; filename="${id}.${format.extension}"` },
      });
    }),
    http.get(`/api${simsKind.paths.item}/export/:id`, async ({ request, params }) => {
      const query = new URL(request.url).searchParams;
      onRequest?.(Object.fromEntries(query));
      if (answer === 'pending') await delay('infinite');
      if (answer !== 'file' && answer !== 'pending') return errorResponse(answer);
      if (query.get('lg1') === 'false' && query.get('lg2') === 'false') return errorResponse('863');
      const id = String(params.id);
      const title = TITLES[id] ?? { ascii: `Sims${id}`, encoded: `Sims${id}` };
      const zip = query.get('document') !== 'false';
      const extension = zip ? 'zip' : 'odt';
      const headers = new Headers({
        'content-type': zip ? 'application/zip' : 'application/vnd.oasis.opendocument.text',
        'content-disposition': `attachment; filename="${title.ascii}.${extension}"; filename*=UTF-8''${title.encoded}.${extension}`,
      });
      if (zip && missing.length > 0) headers.set(MISSING_DOCUMENTS_HEADER, missing.map(headerItem).join(','));
      return new HttpResponse(new Blob(['PK story export']), { headers });
    }),
  ];
}
