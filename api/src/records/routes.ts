import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AncestorsSchema,
  BulkPublishBodySchema,
  SelectionBodySchema,
  HistorySchema,
  IdParamsSchema,
  IdTextSchema,
  NoteVersionSummarySchema,
  SCOPED_ID_SEPARATOR,
  TextSchema,
  TreeQuerySchema,
  UsagesSchema,
  noteVersionSchema,
  type AnyKind,
  type Privilege,
} from '@atelier/contracts';
import { identityOf, type Access } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../lib/errors.ts';
import { negotiate } from '../lib/negotiation.ts';
import { sendFile } from '../lib/send-file.ts';
import { bodyCheckedLater, parseBody } from './body.ts';
import type { ApiKind, KindRegistry, Representation } from './api-kind.ts';
import { listPage, recordView } from './lists.ts';
import { authorizeBeforeBody, type RequestContext } from './authorization.ts';
import { createRecord, deleteRecord, updateRecord } from './writes.ts';
import { getRecord, recordHistory, recordUsages } from './reads.ts';
import { validateRecord, validateRecords } from './publication.ts';
import { ancestorsOf, treePage } from './trees.ts';
import { noteVersionOf, noteVersions } from './note-versions.ts';

/** Publish and delete take no body: one sent anyway is a mistake, refused before anything changes. */
async function refuseBody(request: FastifyRequest): Promise<void> {
  if (request.body !== undefined) {
    throw new ApiError('VALIDATION_FAILED', 'This endpoint takes no body.', [
      { path: ['body'], code: 'unexpected_body', message: 'No body expected' },
    ]);
  }
}

/** Sends an identifier as text/plain, as the replaced system's clients read it. */
export function sendId(reply: FastifyReply, id: string, status = 200): FastifyReply {
  return reply.status(status).type('text/plain; charset=utf-8').send(id);
}

/** What a list answers: the items, and how many match over all pages in `X-Total-Count`. */
function sendList(reply: FastifyReply, items: unknown[], total: number) {
  reply.header('x-total-count', String(total));
  return items;
}

/** A route's `config`: the privilege on the kind's application it needs, refused with the kind's code. */
export function kindAccess(kind: AnyKind, privilege: Privilege): { access: Access } {
  return { access: { application: kind.application, privilege, denied: kind.denied?.[privilege] } };
}

export interface KindRoutesOptions {
  db: Db;
  kinds: KindRegistry;
  api: ApiKind;
  /** OpenAPI tag. */
  tag: string;
}

/**
 * Every endpoint of a kind, from its declaration (paths, privileges, schemas, rules): the list and
 * its advanced search, one record, create (unless its module serves it), update, publish (and its
 * older paths) unless the kind is never published, delete unless the kind has none, history, and
 * the records that point to it. Each declares the privilege it needs; the record-level (STAMP)
 * check happens once the record is loaded. Writes authorize first, then validate: the caller may
 * make the write (`preParsing`, `preValidation`) before anything is said about its body (`preHandler`, in slices).
 */
export function registerKindRoutes(app: FastifyInstance, { db, kinds, api, tag }: KindRoutesOptions): void {
  const { kind } = api;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const access = (privilege: Privilege) => kindAccess(kind, privilege);
  const context = (request: FastifyRequest): RequestContext => ({ db, identity: identityOf(request), kinds });
  const item = `${kind.paths.item}/:id`;
  // A kind inside another may name its parent in its paths (`…/classification/:parentId/item/:id`):
  // its identifier is then scoped to the parent, `{parentId}/{id}`, and its list is the parent's.
  const inParent = kind.paths.item.includes(':parentId');
  const params = inParent ? IdParamsSchema.extend({ parentId: IdParamsSchema.shape.id }) : IdParamsSchema;
  const recordId = (path: unknown) => {
    const { id, parentId } = path as { id: string; parentId?: string };
    return inParent ? `${parentId}${SCOPED_ID_SEPARATOR}${id}` : id;
  };
  const writeOptions = api.hooks.bodyLimit ? { bodyLimit: api.hooks.bodyLimit } : {};
  // The type provider cannot follow schemas whose types are still parameters here; every body and
  // query is the one its schema validated, and every answer is checked against its schema when sent.
  const schemas = kind.schemas as unknown as Record<keyof AnyKind['schemas'], z.ZodType>;
  /**
   * Refuses a write the caller may not make, whatever its body holds: on a record, before its body is
   * even read (`preParsing`; an unknown record: the kind's 404); a creation, on the owners its body
   * names, before the body is checked (`preValidation`).
   */
  const authorizeCreate = async (request: FastifyRequest) => authorizeBeforeBody(context(request), api, 'CREATE', { body: request.body });
  const authorizeOnRecord = (privilege: 'UPDATE' | 'PUBLISH' | 'DELETE') => async (request: FastifyRequest, _reply: FastifyReply, payload: RequestPayload) => {
    const path = params.safeParse(request.params);
    // A malformed identifier names no record: its own check refuses it.
    if (path.success) await authorizeBeforeBody(context(request), api, privilege, { id: recordId(path.data) });
    return payload;
  };
  /** The body as its schema reads it, checked once the caller may write (see `parseBody`). */
  const checkBody = (schema: z.ZodType) => async (request: FastifyRequest) => {
    request.body = await parseBody(schema as z.ZodObject, request.body);
  };
  const filter = kind.schemas.filter;
  /**
   * Under its parent's path, a list holds the parent's records only; a parent that does not exist,
   * or that the caller may not read, answers as reading it would.
   */
  const within = async (request: FastifyRequest): Promise<Record<string, string>> => {
    if (!inParent) return {};
    const { parentId } = request.params as { parentId: string };
    const spec = kind.referenceFields.find(({ name }) => name === kind.parent!.field)!.spec;
    const parentApi = kinds.get(spec.kinds[0] ?? '');
    if (parentApi) await getRecord(context(request), parentApi, parentId);
    return { [kind.parent!.field]: parentId };
  };
  /** A create under its parent's path: the body's parent is the path's (400 on the field when it names another). */
  const parentFromPath = async (request: FastifyRequest) => {
    const field = kind.parent!.field;
    const { parentId } = request.params as { parentId: string };
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const sent = (body as Record<string, unknown>)[field];
    if (sent !== undefined && sent !== parentId) {
      throw new ApiError('VALIDATION_FAILED', undefined, [{ path: ['body', field], code: 'invalid_value', message: `The path names the parent ${parentId}` }]);
    }
    (body as Record<string, unknown>)[field] = parentId;
  };

  const listRepresentations = api.hooks.listRepresentations ?? [];
  const listOffers = [JSON_OFFER, ...listRepresentations.map(representationOffer)];
  type ListQuery = Parameters<typeof listPage>[2];
  /** The records a query selects: as a file in the format Accept prefers, or JSON, paged, with their number. */
  const answerList = async (request: FastifyRequest, reply: FastifyReply, query: ListQuery) => {
    if (listRepresentations.length > 0) void reply.header('vary', 'Accept');
    const representation = listRepresentations[(negotiate(request.headers.accept, listOffers) ?? 0) - 1];
    if (representation) {
      const data = await representation.render(context(request), query);
      return sendFile(reply, { ascii: representation.fileName, unicode: representation.fileName }, representation.extension, representation.mediaType, data);
    }
    const { items, total } = await listPage(context(request), api, query);
    return sendList(reply, items, total);
  };
  for (const path of [kind.paths.list, `${kind.paths.list}/advanced-search`]) {
    typed.get(
      path,
      {
        config: access('READ'),
        schema: {
          summary: path.endsWith('advanced-search') ? `Search ${kind.name} records` : `${kind.name} records, filtered`,
          description: `Filters, order and pages on the server; \`per_page=0\` (the default) gives every match. \`X-Total-Count\` holds the number of matches.${
            listRepresentations.length > 0 ? ` Also, as \`Accept\` asks, the records the filters select: ${listRepresentations.map((r) => `\`${r.mediaType}\``).join(', ')}, as one file.` : ''
          }`,
          tags: [tag],
          querystring: filter,
          response: { 200: z.array(schemas.listItem) },
        },
      },
      async (request, reply) => answerList(request, reply, { ...(request.query as ListQuery), ...(await within(request)) }),
    );
  }
  if (listRepresentations.length > 0 && !inParent) {
    typed.post(
      `${kind.paths.list}/selection`,
      {
        config: access('READ'),
        schema: {
          summary: `Several ${kind.name} records, by their identifiers`,
          description: `The body is a JSON array of identifiers (at most 1,000; unknown ones name nothing): those records as \`Accept\` asks, ${listRepresentations
            .map((r) => `\`${r.mediaType}\``)
            .join(', ')} as one file, or JSON as the list answers them.`,
          tags: [tag],
          body: SelectionBodySchema,
          response: { 200: z.array(schemas.listItem) },
        },
      },
      async (request, reply) => answerList(request, reply, { ...(filter.parse({}) as ListQuery), ids: request.body.join(',') }),
    );
  }

  if (kind.hierarchy) {
    typed.get(
      `${kind.paths.list}/tree`,
      {
        config: access('READ'),
        schema: {
          summary: `One level of the ${kind.name} tree`,
          description: 'The children of `node` (none: the roots), a page at a time in label order, each with its number of children. `X-Total-Count` holds the level\'s size.',
          tags: [tag],
          querystring: TreeQuerySchema,
          response: { 200: z.array(schemas.treeNode) },
        },
      },
      async (request, reply) => {
        const { items, total } = await treePage(context(request), api, request.query, await within(request));
        return sendList(reply, items, total);
      },
    );
    typed.get(
      `${item}/ancestors`,
      {
        config: access('READ'),
        schema: { summary: `The records above a ${kind.name} in its tree`, description: 'From the root down to its broader record.', tags: [tag], params, response: { 200: AncestorsSchema } },
      },
      async (request) => ancestorsOf(context(request), api, recordId(request.params)),
    );
  }

  const representations = api.hooks.representations ?? [];
  const offers = [JSON_OFFER, ...representations.map(representationOffer)];
  typed.get(
    item,
    {
      config: access('READ'),
      schema: {
        summary: `One ${kind.name}`,
        ...(representations.length > 0
          ? { description: `Also, as \`Accept\` asks: ${representations.map((r) => `\`${r.mediaType}\``).join(', ')}, as a file named \`<id>.<extension>\`.` }
          : {}),
        tags: [tag],
        params,
        response: { 200: schemas.view },
      },
    },
    async (request, reply) => {
      const id = recordId(request.params);
      // The answer depends on Accept: a cache must not serve the JSON to a client that asked for Turtle.
      if (representations.length > 0) void reply.header('vary', 'Accept');
      const representation = representations[(negotiate(request.headers.accept, offers) ?? 0) - 1];
      if (!representation) return recordView(context(request), api, id);
      const data = await representation.render(context(request), id);
      return sendFile(reply, { ascii: asciiFileName(id), unicode: id }, representation.extension, representation.mediaType, data);
    },
  );

  // A read-only kind is written by imports and the seed only: it has no create, update or delete.
  const writable = !kind.readOnly;

  if (writable && !api.hooks.ownCreate) typed.post(
    kind.paths.item,
    {
      ...writeOptions,
      config: access('CREATE'),
      preValidation: inParent ? [parentFromPath, authorizeCreate] : authorizeCreate,
      validatorCompiler: bodyCheckedLater,
      preHandler: checkBody(schemas.create),
      schema: {
        summary: `Create a ${kind.name}`,
        description: 'Answers 201 with the new identifier as text and its Location.',
        tags: [tag],
        body: schemas.create,
        response: { 201: IdTextSchema },
      },
    },
    async (request, reply) => {
      const id = await createRecord(context(request), api, request.body as Record<string, unknown>);
      const own = inParent ? id.slice(id.indexOf(SCOPED_ID_SEPARATOR) + 1) : id;
      reply.header('location', `${request.url.replace(/\/$/, '')}/${encodeURIComponent(own)}`);
      return sendId(reply, id, 201);
    },
  );

  if (writable) typed.put(
    item,
    {
      ...writeOptions,
      config: access('UPDATE'),
      preParsing: authorizeOnRecord('UPDATE'),
      validatorCompiler: bodyCheckedLater,
      preHandler: checkBody(schemas.update),
      schema: {
        summary: `Update a ${kind.name}`,
        description: 'Send back the `version` you edited: 409 STALE_VERSION when the record changed since.',
        tags: [tag],
        params,
        body: schemas.update,
        response: { 200: IdTextSchema },
      },
    },
    async (request, reply) =>
      sendId(reply, await updateRecord(context(request), api, recordId(request.params), request.body as Record<string, unknown>)),
  );

  const publishPaths = kind.publication === false ? [] : [`${item}/validate`, ...(kind.validateAliases ?? [])];
  for (const path of publishPaths) {
    typed.put(
      path,
      {
        preParsing: authorizeOnRecord('PUBLISH'),
        preValidation: refuseBody,
        config: access('PUBLISH'),
        schema: { summary: `Publish a ${kind.name}`, tags: [tag], params, response: { 200: IdTextSchema } },
      },
      async (request, reply) => sendId(reply, await validateRecord(context(request), api, recordId(request.params))),
    );
  }

  // Several records at once (the concepts' bulk publication, any kind's): all or none.
  const bulkPaths = kind.publication === false ? [] : [`${kind.paths.list}/validate`, ...(kind.bulkValidateAliases ?? [])];
  for (const path of bulkPaths) {
    typed.put(
      path,
      {
        config: access('PUBLISH'),
        schema: {
          summary: `Publish several ${kind.name} records`,
          description:
            'The body is a JSON array of identifiers' +
            (path.includes(':ids') ? ' (the path segment is ignored, as the replaced system did)' : '') +
            ': each is published as its own publication would, all in one transaction; any refusal publishes none. ' +
            'While another transaction holds one of them (someone publishing or saving it), 423 PUBLICATION_IN_PROGRESS: try again. Answers the identifiers published.',
          tags: [tag],
          // Ignored, as long as a request line may be (the server reads 32 kB): 500 collections' UUIDs fit.
          ...(path.includes(':ids') ? { params: z.object({ ids: TextSchema }) } : {}),
          body: BulkPublishBodySchema,
          response: { 200: z.array(z.string()) },
        },
      },
      async (request) => validateRecords(context(request), api, request.body),
    );
  }

  if (writable && kind.delete !== false) {
    typed.delete(
      item,
      {
        preParsing: authorizeOnRecord('DELETE'),
        preValidation: refuseBody,
        config: access('DELETE'),
        schema: { summary: `Delete a ${kind.name}`, tags: [tag], params, response: { 200: IdTextSchema } },
      },
      async (request, reply) => sendId(reply, await deleteRecord(context(request), api, recordId(request.params))),
    );
  }

  typed.get(
    `${item}/history`,
    {
      config: access('READ'),
      schema: {
        summary: `History of a ${kind.name}`,
        description: 'Every write, oldest first: who, when, and each changed field before and after.',
        tags: [tag],
        params,
        response: { 200: HistorySchema },
      },
    },
    async (request) => recordHistory(context(request), api, recordId(request.params)),
  );

  typed.get(
    `${item}/usages`,
    {
      config: access('READ'),
      schema: {
        summary: `Records that point to a ${kind.name}`,
        description: 'Each record of any kind whose fields point to this one, with the field, among those the caller may read.',
        tags: [tag],
        params,
        response: { 200: UsagesSchema },
      },
    },
    async (request) => recordUsages(context(request), api, recordId(request.params)),
  );

  const versioned = kind.versionedNotes;
  if (versioned) {
    typed.get(
      `${item}/notes`,
      {
        config: access('READ'),
        schema: {
          summary: `Versions of a ${kind.name}'s notes`,
          description: 'Every version of its notes, oldest first, with the dates it began and ended (none for the current one).',
          tags: [tag],
          params,
          response: { 200: z.array(NoteVersionSummarySchema) },
        },
      },
      async (request) => noteVersions(db, await getRecord(context(request), api, recordId(request.params))),
    );
    typed.get(
      `${item}/notes/:version`,
      {
        config: access('READ'),
        schema: {
          summary: `One version of a ${kind.name}'s notes`,
          description: 'The notes of that version (null: empty). NOT_FOUND for a version it does not have.',
          tags: [tag],
          params: params.extend({ version: z.coerce.number().int().min(1).max(1_000_000) }),
          response: { 200: noteVersionSchema(versioned) },
        },
      },
      async (request) => {
        const record = await getRecord(context(request), api, recordId(request.params));
        const { version } = request.params as { version: number };
        const found = await noteVersionOf(db, kind, record, version);
        if (!found) throw new ApiError('NOT_FOUND', undefined, { id: record.id, version });
        return found;
      },
    );
  }
}

/** What Accept names to choose a representation: its own media type, and those it also answers to. */
/** JSON first: without Accept, or accepting anything, or nothing offered, a client gets JSON as always. */
const JSON_OFFER = { types: ['application/json', '*/*', 'application/*'] };

function representationOffer({ mediaType, accepts = [], version }: Pick<Representation, 'mediaType' | 'accepts' | 'version'>) {
  return { types: [mediaType.split(';')[0]!.trim().toLowerCase(), ...accepts], ...(version ? { version } : {}) };
}

/** A record's identifier as a file name in a plain `filename` parameter: what ASCII cannot say becomes `_`. */
const asciiFileName = (id: string) => id.replace(/[^\x20-\x7e]|["\\]/g, '_');
