import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParamsSchema, MISSING_DOCUMENTS_HEADER, SimsExportQuerySchema, documentKind, simsKind } from '@atelier/contracts';
import { identityOf } from '../../../../auth/access.ts';
import type { Db } from '../../../../db/client.ts';
import { ApiError } from '../../../../lib/errors.ts';
import { camelFileNames, contentDisposition, type FileNames } from '../../../../lib/odf/file-names.ts';
import { ZIP_MAX_BYTES, zipStream, type ZipEntry } from '../../../../lib/odf/zip.ts';
import type { ApiKind, KindRegistry } from '../../../../records/api-kind.ts';
import { kindAccess } from '../../../../records/routes.ts';
import { getRecord } from '../../../../records/reads.ts';
import { type RequestContext } from '../../../../records/authorization.ts';
import { fileToSend } from '../../documents/files.ts';
import { asSimsRecord, loadExportModel } from './export-data.ts';
import { ODT_MEDIA_TYPE, buildSimsOdt, citedDocuments, citedKey, type Side } from './odt.ts';

// `GET /operations/metadataReport/export/{id}` (api-reference §5.2): a quality report as an
// OpenDocument text, or a ZIP holding it and the files of the documents it cites, with the cited
// documents whose file could not be included named in `X-Missing-Documents`.

export const SIMS_EXPORT_PATH = `${simsKind.paths.item}/export/:id`;

/** Where the documents' files are in the archive, beside the report's document. */
const FILES_FOLDER = 'documents';

/** Formats whose content is already compressed: deflated fast, for the little it gains. */
const COMPRESSED = /\.(pdf|zip|odt|ods|odp|docx|xlsx|pptx)$/i;

/**
 * The name an export is saved under, from the report's title in camel case
 * ("Rapport qualité : Enquête emploi" → RapportQualitéEnquêteEmploi), and its ASCII form for
 * clients that read only `filename` (RapportQualiteEnqueteEmploi).
 */
export function exportFileNames(label: string, id: string): FileNames {
  return camelFileNames(label, `Sims${id.replace(/[^A-Za-z0-9]/g, '')}`);
}

export { contentDisposition };

/**
 * One name of a header list: readable as it is, except what a header cannot carry or the list uses
 * (`%`, `,`, anything outside printable ASCII), percent-encoded as UTF-8 (decodeURIComponent reads it).
 */
export function headerListItem(value: string): string {
  return Array.from(value.replace(/[\uD800-\uDFFF]/gu, ''))
    .map((character) => (/^[\x20-\x24\x26-\x2b\x2d-\x7e]$/.test(character) ? character : encodeURIComponent(character)))
    .join('')
    .trim();
}

export interface SimsExportOptions {
  db: Db;
  /** Every kind served: the report's (sims) to read it, the documents' to read their files. */
  kinds: KindRegistry;
  /** The data languages' codes (`LG1`, `LG2`): French and English unless told. */
  languages?: Record<Side, string>;
}

/**
 * Registers `GET /operations/metadataReport/export/:id` (under the prefix the modules are
 * registered with, `/api`). The sims module calls it from its routes.
 */
export async function registerSimsExport(app: FastifyInstance, { db, kinds, languages = { lg1: 'fr', lg2: 'en' } }: SimsExportOptions): Promise<void> {
  const sims = kinds.get(simsKind.name);
  if (!sims) throw new Error('The quality report kind is not served: register the export with the sims module');
  const documents: ApiKind | undefined = kinds.get(documentKind.name);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): RequestContext => ({ db, identity: identityOf(request), kinds });

  typed.get(
    SIMS_EXPORT_PATH,
    {
      // An ODT and a ZIP are compressed already.
      compress: false,
      config: kindAccess(simsKind, 'READ'),
      schema: {
        summary: 'Export a quality report',
        description:
          'An OpenDocument text (`application/vnd.oasis.opendocument.text`) of the report: its title, documented object, ' +
          'publication state, then every rubric of the metadata structure in order with its value (code, organisation and ' +
          'territory labels, documents and links cited, "not applicable" written out). `lg1`, `lg2`: the languages written ' +
          '(not both false: 863); `emptyMas`: the empty rubrics too, marked as such; `document`: a ZIP (`application/zip`) ' +
          'holding the document and, under `documents/`, the files of the documents cited in those languages (READ on ' +
          `documents required), with \`${MISSING_DOCUMENTS_HEADER}\` listing, comma-separated, the titles of the cited ` +
          'documents whose file could not be included (`%`, `,` and non-ASCII characters percent-encoded as UTF-8). ' +
          'Every flag defaults to true. The file name is in `Content-Disposition` (`filename*` in UTF-8).',
        tags: ['sims'],
        params: IdParamsSchema,
        querystring: SimsExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { emptyMas, lg1, lg2, document } = request.query;
      if (!lg1 && !lg2) throw new ApiError('863');
      const ctx = context(request);
      // Unknown (841) or not readable by the caller (403): nothing of the report is read before.
      const record = asSimsRecord(await getRecord(ctx, sims, request.params.id));
      const model = await loadExportModel(db, record);
      const primary: Side = lg1 ? 'lg1' : 'lg2';
      const names = exportFileNames(model.labelLg1, model.id);
      reply.header('cache-control', 'private, no-store');

      if (!document) {
        const odt = buildSimsOdt(model, { emptyMas, lg1, lg2, languages });
        return reply.header('content-type', ODT_MEDIA_TYPE).header('content-disposition', contentDisposition(names, 'odt')).send(odt);
      }

      // The files of the documents cited: each readable by the caller, as its own download would be.
      const missing: string[] = [];
      const files: { id: string; path: string; content: Readable; size: number }[] = [];
      for (const id of citedDocuments(model.rubrics, { lg1, lg2 })) {
        const cited = model.cited.get(citedKey({ kind: 'document', id }));
        const title = cited ? ((primary === 'lg2' ? cited.labelLg2 : null) ?? cited.labelLg1) : id;
        if (!documents || !cited) {
          missing.push(title);
          continue;
        }
        await getRecord(ctx, documents, id);
        const sent = await fileToSend(db, id);
        if (!sent) missing.push(title);
        else files.push({ id, path: `${FILES_FOLDER}/${sent.file.name}`, content: sent.content, size: sent.file.size });
      }
      if (files.reduce((sum, file) => sum + file.size, 0) > ZIP_MAX_BYTES - 64 * 1024 * 1024) {
        for (const file of files) file.content.destroy();
        throw new ApiError('PAYLOAD_TOO_LARGE', 'The cited documents are too large for one archive (4 GB): export without them.');
      }

      const odt = buildSimsOdt(model, { emptyMas, lg1, lg2, languages, filesInArchive: new Map(files.map((file) => [file.id, file.path])) });
      function* entries(): Generator<ZipEntry> {
        yield { name: `${names.ascii}.odt`, data: odt, method: 'store' };
        for (const file of files) yield { name: file.path, content: file.content, level: COMPRESSED.test(file.path) ? 1 : 6 };
      }
      if (missing.length > 0) reply.header(MISSING_DOCUMENTS_HEADER, missing.map(headerListItem).join(','));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(names, 'zip'))
        .send(Readable.from(zipStream(entries()), { objectMode: false }));
    },
  );
}
