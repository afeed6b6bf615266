import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentsItemSchema,
  DocumentsQuerySchema,
  IdParamsSchema,
  IdTextSchema,
  MAX_DOCUMENT_FILE_BYTES,
  documentKind,
  linkKind,
  type AnyKind,
  type DocumentType,
  type DocumentsItem,
} from '@atelier/contracts';
import { identityOf } from '../../../auth/access.ts';
import type { Identity } from '../../../auth/identity.ts';
import type { Db } from '../../../db/client.ts';
import { documentFile } from '../../../db/schema.ts';
import { ApiError } from '../../../lib/errors.ts';
import { decodeJsonText } from '../../../lib/json-body.ts';
import { apiKind, type ApiKind, type KindRegistry } from '../../../records/api-kind.ts';
import type { ApiModule } from '../../../records/module.ts';
import { pageOfKinds } from '../../../records/queries.ts';
import { usagesOf } from '../../../records/references.ts';
import { kindAccess, sendId } from '../../../records/routes.ts';
import { authorizeBeforeBody, type RequestContext } from '../../../records/authorization.ts';
import { changeRecord, createRecord } from '../../../records/writes.ts';
import { getRecord } from '../../../records/reads.ts';
import { fileToSend, filesOf, receiveFile, removeFile, removeLeftUploads, storeFile, type ReceivedFile } from './files.ts';

// Documents and links (spec §7 Documents, api-reference §5.1): what quality reports cite, declared
// in the contracts. What is theirs alone: a document is created with its file (multipart), its file
// is replaced and downloaded on its own paths, and one list shows documents and links together.

/** The kinds `GET /documents` lists, by the `type` it answers. */
const DOCUMENT_KINDS = { document: documentKind, link: linkKind } satisfies Record<DocumentType, AnyKind>;

const access = (privilege: 'READ' | 'CREATE' | 'UPDATE') => kindAccess(documentKind, privilege);

/** The body's issues, as a refused create answers them. */
function invalidBody(error: z.ZodError): ApiError {
  return new ApiError(
    'VALIDATION_FAILED',
    undefined,
    error.issues.map((issue) => ({ path: ['body', ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], code: issue.code, message: issue.message })),
  );
}

/**
 * A multipart body's parts, as the reader finds them; a body it cannot read (no boundary, another
 * one, cut short, lines ending in LF alone) is the client's mistake: 400 BAD_REQUEST, never a 500.
 * What the server itself fails at (a full disk) stays a server error.
 */
async function* partsOf(request: FastifyRequest): AsyncGenerator<MultipartFile | Multipart> {
  // Without a boundary the reader would find no part at all, and the body would seem to lack them.
  if (!/;\s*boundary=("[^"]+"|[^;\s]+)/i.test(request.headers['content-type'] ?? '')) {
    throw new ApiError('BAD_REQUEST', 'The multipart body has no boundary.');
  }
  try {
    yield* request.parts();
  } catch (error) {
    throw clientMistake(error);
  }
}

/**
 * The multipart reader's refusal of a body as the API answers it: its own errors with a status
 * (too large: 413) and ours as they are, the rest (the parser's) 400 BAD_REQUEST; an error of the
 * file system (`syscall`) is ours.
 */
function clientMistake(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error) || 'statusCode' in error || 'syscall' in error) return error;
  return new ApiError('BAD_REQUEST', `The multipart body cannot be read: ${error.message}`);
}

/** Reads one part's content through `read`, a body cut short inside it being the client's mistake. */
async function readPart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw clientMistake(error);
  }
}

/**
 * Reads `POST /documents/document`: the `body` part (the record's fields as JSON) and the `file`
 * part, received to disk. Whatever is refused, what was received is removed.
 */
async function readCreateRequest(request: FastifyRequest): Promise<{ body: Record<string, unknown>; file: ReceivedFile; dispose: () => Promise<void> }> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the document as multipart/form-data: a `body` part and a `file` part.');
  let parsed: unknown;
  let received: Awaited<ReturnType<typeof receiveFile>> | undefined;
  try {
    for await (const part of partsOf(request)) {
      if (part.type === 'file' && part.fieldname === 'body' && parsed === undefined) parsed = await readPart(() => readBodyPart(part));
      else if (part.type === 'file' && part.fieldname === 'file' && !received) received = await readPart(() => receiveFile(part));
      else if (part.type === 'file') part.file.resume();
    }
    if (parsed === undefined) throw new ApiError('VALIDATION_FAILED', 'The `body` part is missing.', [{ path: ['body'], code: 'required', message: 'Required' }]);
    const body = documentKind.schemas.create.safeParse(parsed);
    if (!body.success) throw invalidBody(body.error);
    // A document is created with its file (361: no file given).
    if (!received) throw new ApiError('361', 'The `file` part is missing.', { field: 'file' });
    return { body: body.data, file: received.file, dispose: received.dispose };
  } catch (error) {
    await received?.dispose();
    throw error;
  }
}

/** The most a `body` part may hold: a document's fields, with room to spare. */
const MAX_BODY_PART_BYTES = 4 * 1024 * 1024;

/**
 * The `body` part's JSON, read from its bytes (it arrives as a file part: see `isPartAFile`): bytes
 * that are not UTF-8 answer 400 INVALID_ENCODING, as JSON bodies do, where the multipart reader
 * would have decoded them with replacement characters.
 */
async function readBodyPart(part: MultipartFile): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_PART_BYTES) throw new ApiError('PAYLOAD_TOO_LARGE', 'The `body` part is larger than 4 MB.');
    chunks.push(chunk);
  }
  try {
    return JSON.parse(decodeJsonText(Buffer.concat(chunks))) as unknown;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('BAD_REQUEST', 'The `body` part is not JSON.');
  }
}

/** Reads `PUT /documents/document/{id}/file`: its one `file` part. */
async function readFileRequest(request: FastifyRequest): Promise<Awaited<ReturnType<typeof receiveFile>>> {
  if (!request.isMultipart()) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data, in a `file` part.');
  let received: Awaited<ReturnType<typeof receiveFile>> | undefined;
  try {
    for await (const part of partsOf(request)) {
      if (part.type === 'file' && part.fieldname === 'file' && !received) received = await readPart(() => receiveFile(part));
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    await received?.dispose();
    throw error;
  }
  if (!received) throw new ApiError('361', 'The `file` part is missing.', { field: 'file' });
  return received;
}

/** `GET /documents`: documents, links or both, by title, searched on the server; each document with its file's name. */
async function listDocuments(db: Db, identity: Identity, query: z.output<typeof DocumentsQuerySchema>): Promise<{ items: DocumentsItem[]; total: number }> {
  const { rows, total } = await pageOfKinds(
    db,
    identity,
    { kinds: query.type ? [DOCUMENT_KINDS[query.type]] : Object.values(DOCUMENT_KINDS), q: query.q, page: query.page, perPage: query.per_page },
    (record) => ({
      fileName: sql<string | null>`(select ${documentFile.name} from ${documentFile} where ${documentFile.kind} = ${record.kind} and ${documentFile.documentId} = ${record.id})`,
    }),
  );
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const items = rows.map(({ kind, payload, ...row }) => ({
    ...row,
    type: kind as DocumentsItem['type'],
    lang: text(payload.lang),
    updatedDate: text(payload.updatedDate),
    url: text(payload.url),
  }));
  return { items, total };
}

/** The file's answer: its media type, its length, and its name to save it under. */
function sendFile(reply: FastifyReply, sent: NonNullable<Awaited<ReturnType<typeof fileToSend>>>) {
  return reply
    .header('content-type', sent.file.mediaType)
    .header('content-length', String(sent.file.size))
    .header('content-disposition', `attachment; filename="${sent.file.name}"`)
    .header('cache-control', 'private, no-store')
    .send(sent.content);
}

async function documentRoutes(app: FastifyInstance, { db, kinds, document }: { db: Db; kinds: KindRegistry; document: ApiKind }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): RequestContext => ({ db, identity: identityOf(request), kinds });

  typed.get(
    '/documents',
    {
      config: access('READ'),
      schema: {
        summary: 'Documents and links',
        description: 'Both kinds, or one (`type`), ordered by title; `q` searches identifiers and titles. `X-Total-Count` holds the number of matches.',
        tags: ['documents'],
        querystring: DocumentsQuerySchema,
        response: { 200: z.array(DocumentsItemSchema) },
      },
    },
    async (request, reply) => {
      const { items, total } = await listDocuments(db, identityOf(request), request.query);
      reply.header('x-total-count', String(total));
      return items;
    },
  );

  // Multipart only here: the other endpoints take JSON.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: MAX_DOCUMENT_FILE_BYTES, files: 2, fields: 4, parts: 8, fieldSize: MAX_BODY_PART_BYTES },
      // File names as the client sent them: a path (`../../etc/x.pdf`) is refused (362), not cut to its last part.
      preservePath: true,
      // The `body` part is read as bytes, whatever its headers say, to refuse those that are not UTF-8.
      isPartAFile: (name, type, filename) =>
        name === 'body' || type === 'application/octet-stream' || filename !== undefined,
    });
    const typedUploads = uploads.withTypeProvider<ZodTypeProvider>();

    typedUploads.post(
      documentKind.paths.item,
      {
        config: access('CREATE'),
        schema: {
          summary: 'Create a document with its file',
          description:
            'multipart/form-data: a `body` part holding the fields as JSON, and a `file` part (at most 40 MB; name of letters, digits, dashes and underscores with an allowed extension). Answers 201 with the new identifier as text and its Location.',
          tags: ['documents'],
          consumes: ['multipart/form-data'],
          response: { 201: IdTextSchema },
        },
      },
      async (request, reply) => {
        const { body, file, dispose } = await readCreateRequest(request);
        try {
          const id = await createRecord(context(request), document, { ...body, file });
          reply.header('location', `${request.url.replace(/\/$/, '')}/${encodeURIComponent(id)}`);
          return sendId(reply, id, 201);
        } finally {
          await dispose();
        }
      },
    );

    typedUploads.put(
      `${documentKind.paths.item}/:id/file`,
      {
        config: access('UPDATE'),
        schema: {
          summary: "Replace a document's file",
          description: 'multipart/form-data with a `file` part. Refused (304) while a quality report cites the document.',
          tags: ['documents'],
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: { 200: IdTextSchema },
        },
      },
      async (request, reply) => {
        const ctx = context(request);
        // Unknown documents, and those the caller may not change, are answered before the upload is read.
        await authorizeBeforeBody(ctx, document, 'UPDATE', { id: request.params.id });
        const { file, dispose } = await readFileRequest(request);
        try {
          const id = await changeRecord(ctx, document, request.params.id, async (tx, record) => {
            if ((await usagesOf(tx, record)).length > 0) throw new ApiError('304', undefined, { id: record.id });
            return storeFile(tx, record.id, file);
          });
          return sendId(reply, id);
        } finally {
          await dispose();
        }
      },
    );
  });

  typed.get(
    `${documentKind.paths.item}/:id/file`,
    {
      config: access('READ'),
      schema: {
        summary: "A document's file",
        description: 'The content, with `Content-Disposition: attachment; filename="…"`.',
        tags: ['documents'],
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const record = await getRecord(context(request), document, request.params.id);
      const sent = await fileToSend(db, record.id);
      if (!sent) throw new ApiError('NOT_FOUND', 'This document has no file.', { id: record.id });
      return sendFile(reply, sent);
    },
  );
}

export function documentsModule(): ApiModule {
  const document = apiKind(documentKind, {
    ownCreate: true,
    computed: async (db, records) => {
      const files = await filesOf(db, records.map((r) => r.id));
      return new Map(records.map((r) => [r.id, { file: files.get(r.id) ?? null }]));
    },
    writeExternal: async (tx, record, body, action) => {
      const file = body?.file as ReceivedFile | undefined;
      if (action === 'create' && file) return storeFile(tx, record.id, file);
      // Its content goes with it, once no download reads it.
      if (action === 'delete') await removeFile(tx, record.id);
      return [];
    },
  });
  return {
    tag: 'documents',
    kinds: [document, apiKind(linkKind)],
    routes: async (app, { db, kinds }) => {
      // Uploads a killed process was receiving stay in the temporary folder until someone removes them.
      const removed = await removeLeftUploads();
      if (removed > 0) app.log.info({ removed }, 'removed the upload folders of stopped processes');
      await documentRoutes(app, { db, kinds, document });
    },
  };
}
