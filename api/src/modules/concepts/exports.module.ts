import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConceptExportQuerySchema,
  EXPORT_TYPES,
  ExportSelectionBodySchema,
  IdParamsSchema,
  MAX_EXPORT_SELECTION,
  SendRecordBodySchema,
  collectionKind,
  conceptKind,
  type AnyKind,
  type ConceptExportQuery,
} from '@atelier/contracts';
import { authorize, identityOf } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { ApiError } from '../../lib/errors.ts';
import { mailer as createMailer, type Mailer } from '../../lib/mail.ts';
import { sendFile } from '../../lib/send-file.ts';
import { camelFileNames, contentDisposition, prefixed, type FileNames } from '../../lib/odf/file-names.ts';
import { ODS_MEDIA_TYPE, ODT_MEDIA_TYPE, type Side } from '../../lib/odf/package.ts';
import { zipStream, type BufferEntry } from '../../lib/odf/zip.ts';
import type { ApiKind, KindRegistry } from '../../records/api-kind.ts';
import type { ApiModule } from '../../records/module.ts';
import { kindAccess } from '../../records/routes.ts';
import { authorizeRecord, type RequestContext } from '../../records/authorization.ts';
import { getRecord } from '../../records/reads.ts';
import {
  collectionOdt,
  collectionSelectionOdt,
  collectionsOds,
  conceptOdt,
  conceptSelectionOdt,
  conceptsOds,
  type CollectionModel,
  type ConceptModel,
} from './export/documents.ts';
import { readCollectionModels, readConceptModels } from './models.ts';

// Exports and sending by mail of concepts and collections (api-reference §5.4): a concept as an
// ODT in one language; a selection of concepts, or collections, as one ODT or ODS (both languages),
// in a ZIP with, when asked, one ODT per concept; a concept's or a collection's ODT mailed through
// the deployment's SMTP server. Records are read through the framework (each one's READ checked,
// an unknown one answered 141 or NOT_FOUND); nothing is written.

/** Identifiers of a selection in a path: joined with `_AND_`, as the replaced system's clients send them. */
export const IDS_SEPARATOR = '_AND_';
const MAX_SELECTION = MAX_EXPORT_SELECTION;

const ExportTypeSchema = z.enum(EXPORT_TYPES);
const SelectionParamsSchema = z.object({ ids: z.string().min(1).max(MAX_SELECTION * 210), type: ExportTypeSchema });
const TypeParamsSchema = z.object({ type: ExportTypeSchema });
const TypedIdParamsSchema = IdParamsSchema.extend({ type: ExportTypeSchema });

/** The identifiers of a selection, each once, in the order given; malformed ones refused (400). */
export function selectionIds(joined: string): string[] {
  const ids = [...new Set(joined.split(IDS_SEPARATOR).map((id) => id.trim()))];
  const bad = ids.findIndex((id) => id === '' || id.length > 200);
  if (bad >= 0 || ids.length > MAX_SELECTION) {
    throw new ApiError('VALIDATION_FAILED', undefined, [
      {
        path: ['params', 'ids'],
        code: ids.length > MAX_SELECTION ? 'too_big' : 'invalid_ids',
        message: ids.length > MAX_SELECTION ? `At most ${MAX_SELECTION} identifiers` : `Identifiers joined with ${IDS_SEPARATOR}, none empty`,
      },
    ]);
  }
  return ids;
}

export interface ConceptExportsOptions {
  /** The data languages' codes (`LG1`, `LG2`). */
  languages?: Record<Side, string>;
  /** Where mail goes (`SMTP_URL`, `MAIL_FROM`); none: sending is refused with MAIL_NOT_CONFIGURED. */
  mail?: Mailer;
}

const asciiId = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '');
const labelIn = (record: { prefLabelLg1: string; prefLabelLg2: string | null }, side: Side) =>
  side === 'lg2' && record.prefLabelLg2 ? record.prefLabelLg2 : record.prefLabelLg1;

/** A concept's file name: its identifier, then its label in camel case (`c1024TauxDeChomage`). */
export const conceptFileNames = (concept: ConceptModel, side: Side): FileNames => prefixed(asciiId(concept.id), camelFileNames(labelIn(concept, side), ''));
const collectionFileNames = (collection: CollectionModel, side: Side): FileNames =>
  camelFileNames(labelIn(collection, side), `Collection${asciiId(collection.id)}`);

/** Entries of an archive under distinct names: a second `X.odt` becomes `X-2.odt`. */
async function* distinctNames(entries: Iterable<BufferEntry> | AsyncIterable<BufferEntry>): AsyncGenerator<BufferEntry> {
  const used = new Set<string>();
  for await (const entry of entries) {
    let name = entry.name;
    const dot = name.lastIndexOf('.');
    for (let n = 2; used.has(name); n += 1) name = `${entry.name.slice(0, dot)}-${n}${entry.name.slice(dot)}`;
    used.add(name);
    yield { ...entry, name };
  }
}

/** The entries of `first`, then those of `rest`. */
async function* chained<T>(first: Iterable<T>, rest: AsyncIterable<T>): AsyncGenerator<T> {
  yield* first;
  yield* rest;
}

/** A ZIP of the entries, written as the client reads it. */
function sendZip(reply: FastifyReply, names: FileNames, entries: Iterable<BufferEntry> | AsyncIterable<BufferEntry>) {
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-type', 'application/zip')
    .header('content-disposition', contentDisposition(names, 'zip'))
    .send(Readable.from(zipStream(distinctNames(entries)), { objectMode: false }));
}

/** The exports' and mail's module: no kinds of its own, the concepts module's read through the registry. */
export function conceptExportsModule({ languages = { lg1: 'fr', lg2: 'en' }, mail = createMailer({ from: 'atelier@localhost' }) }: ConceptExportsOptions = {}): ApiModule {
  return { tag: 'concepts', kinds: [], routes: (app, options) => exportRoutes(app, { ...options, languages, mail }) };
}

async function exportRoutes(app: FastifyInstance, { db, kinds, languages, mail }: { db: Db; kinds: KindRegistry; languages: Record<Side, string>; mail: Mailer }) {
  const concepts = kinds.get(conceptKind.name);
  const collections = kinds.get(collectionKind.name);
  if (!concepts || !collections) throw new Error('The concept and collection kinds are not served: register the exports with the concepts module');
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): RequestContext => ({ db, identity: identityOf(request), kinds });
  const options = (side: Side) => ({ side, languages });

  const readConcepts = (ctx: RequestContext, ids: readonly string[]) => readConceptModels(ctx, concepts, ids);
  const readCollections = (ctx: RequestContext, ids: readonly string[]) => readCollectionModels(ctx, collections, ids);
  /**
   * One ODT per concept, named after it, each written when the archive reaches it, the event loop
   * turning before each: 2,000 members' documents at once held every other request for 2.7 s.
   */
  async function* conceptEntries(models: readonly ConceptModel[], side: Side): AsyncGenerator<BufferEntry> {
    for (const model of models) {
      await nextTurn();
      yield { name: `${conceptFileNames(model, side).unicode}.odt`, data: conceptOdt(model, options(side)), method: 'store' };
    }
  }

  const exportDescription =
    '`langue`: the language of an ODT (`lg1`, default, or `lg2`); an ODS holds both. Labels, never identifiers, name the linked concepts, ' +
    'the members and the dissemination status. The file name is in `Content-Disposition` (`filename*` in UTF-8).';

  typed.get(
    '/concepts/concept/export/:id',
    {
      compress: false,
      config: kindAccess(conceptKind, 'READ'),
      schema: {
        summary: 'Export a concept (ODT)',
        description: `An OpenDocument text of the concept: labels, alternative labels, owner, contributor, dissemination status, dates, version, publication state, links by type and the four notes. File name \`<id><CamelLabel>.odt\`. ${exportDescription}`,
        tags: ['concepts'],
        params: IdParamsSchema,
        querystring: ConceptExportQuerySchema,
      },
    },
    async (request, reply) => {
      const side = request.query.langue;
      const [model] = await readConcepts(context(request), [request.params.id]);
      return sendFile(reply, conceptFileNames(model!, side), 'odt', ODT_MEDIA_TYPE, conceptOdt(model!, options(side)));
    },
  );

  const conceptsExport = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { ids, type, query }: { ids: readonly string[]; type: (typeof EXPORT_TYPES)[number]; query: ConceptExportQuery },
  ) => {
    const { langue: side, withConcepts } = query;
    const models = await readConcepts(context(request), ids);
    const words = { ascii: 'Concepts', unicode: 'Concepts' };
    const entries: Iterable<BufferEntry> | AsyncIterable<BufferEntry> = withConcepts
      ? conceptEntries(models, side)
      : type === 'ods'
        ? [{ name: 'Concepts.ods', data: conceptsOds(models, options(side)), method: 'store' }]
        : [{ name: 'Concepts.odt', data: conceptSelectionOdt(models, options(side)), method: 'store' }];
    return sendZip(reply, words, entries);
  };
  const conceptsZipDescription =
    'A ZIP holding one document of the selection: an ODT of every concept in turn, ' +
    'or an ODS with one row per concept; with `withConcepts=true`, one ODT per concept instead (`<id><CamelLabel>.odt`). ';
  typed.get(
    '/concepts/concept/export-zip/:ids/:type',
    {
      compress: false,
      config: kindAccess(conceptKind, 'READ'),
      schema: {
        summary: 'Export concepts (ZIP)',
        description:
          `${conceptsZipDescription}The selection: \`ids\` joined with \`${IDS_SEPARATOR}\`, at most ${MAX_SELECTION}, as the replaced system's clients send it ` +
          `(a request line is read up to 32 kB: for long selections, POST them). ${exportDescription}`,
        tags: ['concepts'],
        params: SelectionParamsSchema,
        querystring: ConceptExportQuerySchema,
      },
    },
    async (request, reply) => conceptsExport(request, reply, { ids: selectionIds(request.params.ids), type: request.params.type, query: request.query }),
  );
  typed.get(
    '/concepts/concept/export-zip/:ids',
    {
      compress: false,
      config: kindAccess(conceptKind, 'READ'),
      schema: {
        summary: 'Export concepts (ZIP of ODT)',
        description: `The same as \`…/export-zip/{ids}/odt\`, as the replaced system's clients also ask for it. ${exportDescription}`,
        tags: ['concepts'],
        params: SelectionParamsSchema.pick({ ids: true }),
        querystring: ConceptExportQuerySchema,
      },
    },
    async (request, reply) => conceptsExport(request, reply, { ids: selectionIds(request.params.ids), type: 'odt', query: request.query }),
  );
  typed.post(
    '/concepts/concept/export-zip/:type',
    {
      compress: false,
      config: kindAccess(conceptKind, 'READ'),
      schema: {
        summary: 'Export concepts (ZIP), the selection in the body',
        description: `${conceptsZipDescription}The selection: a JSON array of identifiers, at most ${MAX_SELECTION}. Nothing is written. ${exportDescription}`,
        tags: ['concepts'],
        params: TypeParamsSchema,
        querystring: ConceptExportQuerySchema,
        body: ExportSelectionBodySchema,
      },
    },
    async (request, reply) => conceptsExport(request, reply, { ids: [...new Set(request.body)], type: request.params.type, query: request.query }),
  );

  const collectionExport = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { ids, type, zip, query }: { ids: readonly string[]; type: (typeof EXPORT_TYPES)[number]; zip: boolean; query: ConceptExportQuery },
  ) => {
    const { langue: side, withConcepts } = query;
    const ctx = context(request);
    const models = await readCollections(ctx, ids);
    const document = type === 'ods' ? collectionsOds(models, options(side)) : collectionSelectionOdt(models, options(side));
    const names = models.length === 1 ? collectionFileNames(models[0]!, side) : { ascii: 'Collections', unicode: 'Collections' };
    if (!zip && !withConcepts) return sendFile(reply, names, type, type === 'ods' ? ODS_MEDIA_TYPE : ODT_MEDIA_TYPE, document);
    const entries: BufferEntry[] = [{ name: `${names.unicode}.${type}`, data: document, method: 'store' }];
    if (!withConcepts) return sendZip(reply, names, entries);
    // Each member once, however many of the collections hold it; READ on concepts required.
    const members = [...new Set(models.flatMap((model) => model.members.map((member) => member.id)))];
    if (members.length > 0) authorizeConceptsRead(ctx);
    return sendZip(reply, names, chained(entries, conceptEntries(await readConcepts(ctx, members), side)));
  };
  /** Reading members' documents needs READ on concepts, as their own export would. */
  const authorizeConceptsRead = (ctx: RequestContext) => authorize(ctx.identity, { application: conceptKind.application, privilege: 'READ' });

  const collectionDescription =
    'A collection as an OpenDocument text (its facts, description and members by their labels) or a spreadsheet (a row per collection, ' +
    'and one per member on a second sheet); with `withConcepts=true`, a ZIP holding it and one ODT per member concept. ';
  typed.get(
    '/concepts-collections/export/:id/:type',
    {
      compress: false,
      config: kindAccess(collectionKind, 'READ'),
      schema: { summary: 'Export a collection', description: collectionDescription + exportDescription, tags: ['concepts'], params: TypedIdParamsSchema, querystring: ConceptExportQuerySchema },
    },
    async (request, reply) => collectionExport(request, reply, { ids: [request.params.id], type: request.params.type, zip: false, query: request.query }),
  );
  typed.get(
    '/concepts-collections/export/:id',
    {
      compress: false,
      config: kindAccess(collectionKind, 'READ'),
      schema: { summary: 'Export a collection (ODT)', description: collectionDescription + exportDescription, tags: ['concepts'], params: IdParamsSchema, querystring: ConceptExportQuerySchema },
    },
    async (request, reply) => collectionExport(request, reply, { ids: [request.params.id], type: 'odt', zip: false, query: request.query }),
  );
  typed.get(
    '/concepts-collections/export-zip/:ids/:type',
    {
      compress: false,
      config: kindAccess(collectionKind, 'READ'),
      schema: {
        summary: 'Export collections (ZIP)',
        description: `A ZIP of one document of the collections (\`ids\` joined with \`${IDS_SEPARATOR}\`), and with \`withConcepts=true\` one ODT per member concept. ${exportDescription}`,
        tags: ['concepts'],
        params: SelectionParamsSchema,
        querystring: ConceptExportQuerySchema,
      },
    },
    async (request, reply) => collectionExport(request, reply, { ids: selectionIds(request.params.ids), type: request.params.type, zip: true, query: request.query }),
  );
  typed.post(
    '/concepts-collections/export-zip/:type',
    {
      compress: false,
      config: kindAccess(collectionKind, 'READ'),
      schema: {
        summary: 'Export collections (ZIP), the selection in the body',
        description: `A ZIP of one document of the collections (a JSON array of identifiers, at most ${MAX_SELECTION}), and with \`withConcepts=true\` one ODT per member concept. Nothing is written. ${exportDescription}`,
        tags: ['concepts'],
        params: TypeParamsSchema,
        querystring: ConceptExportQuerySchema,
        body: ExportSelectionBodySchema,
      },
    },
    async (request, reply) => collectionExport(request, reply, { ids: [...new Set(request.body)], type: request.params.type, zip: true, query: request.query }),
  );

  // Sending by mail: UPDATE on the record (refused 104 for a concept, 904 for a collection).
  const sendRoute = (api: ApiKind, denied: '104' | '904', document: (ctx: RequestContext, id: string, side: Side) => Promise<{ names: FileNames; data: Buffer }>) => {
    const kind: AnyKind = { ...api.kind, denied: { ...api.kind.denied, UPDATE: denied } };
    typed.post(
      `${api.kind.paths.item}/send/:id`,
      {
        config: { access: { application: kind.application, privilege: 'UPDATE', denied } },
        schema: {
          summary: `Send a ${api.kind.name} by mail`,
          description:
            `Mails the ${api.kind.name}'s ODT (in \`langue\`) to \`recipient\`, with \`subject\` and \`message\`, through the SMTP server of \`SMTP_URL\`: ` +
            `204 once the server took it. Needs UPDATE on the record (${denied}). Without \`SMTP_URL\`: 501 MAIL_NOT_CONFIGURED, nothing attempted ` +
            '(`GET /init` says `mailConfigured`); the server unreachable or refusing: 502 MAIL_NOT_SENT.',
          tags: ['concepts'],
          params: IdParamsSchema,
          body: SendRecordBodySchema,
        },
      },
      async (request, reply) => {
        if (!mail.configured) throw new ApiError('MAIL_NOT_CONFIGURED');
        const ctx = context(request);
        const record = await getRecord(ctx, api, request.params.id);
        await authorizeRecord(db, ctx.identity, kind, 'UPDATE', record);
        const { recipient, subject, message, langue } = request.body;
        const { names, data } = await document(ctx, request.params.id, langue);
        await mail.send({ to: recipient, subject, text: message ?? '', attachments: [{ filename: `${names.unicode}.odt`, content: data, contentType: ODT_MEDIA_TYPE }] });
        return reply.status(204).send();
      },
    );
  };
  sendRoute(concepts, '104', async (ctx, id, side) => {
    const [model] = await readConcepts(ctx, [id]);
    return { names: conceptFileNames(model!, side), data: conceptOdt(model!, options(side)) };
  });
  sendRoute(collections, '904', async (ctx, id, side) => {
    const [model] = await readCollections(ctx, [id]);
    return { names: collectionFileNames(model!, side), data: collectionOdt(model!, options(side)) };
  });
}
