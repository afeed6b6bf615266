import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HistorySchema, IdParamsSchema, IdTextSchema, type Privilege } from '@atelier/contracts';
import { identityOf, type Access } from '../auth/access.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../lib/errors.ts';
import type { ResourceKind, StoredRecord } from './kind.ts';
import {
  createRecord,
  deleteRecord,
  getRecord,
  recordHistory,
  updateRecord,
  validateRecord,
  type ChildWrite,
  type RequestContext,
  type WriteInput,
} from './service.ts';

/** How a module plugs one kind into the standard endpoints. */
export interface ResourceRoutes<P extends object, C extends object, U extends object, V> {
  kind: ResourceKind<P>;
  db: Db;
  /** OpenAPI tag. */
  tag: string;
  /** `/codeList`: POST creates here; one record lives at `{path}/{id}`. */
  path: string;
  /** Other paths of validate that older clients call, such as `/codeList/validate/:id`. */
  validateAliases?: readonly string[];
  /** Largest body of a create or update, in bytes, when larger than the server's default. */
  bodyLimit?: number;
  view: z.ZodType<V>;
  toView(ctx: RequestContext, record: StoredRecord<P>): Promise<V>;
  createBody: z.ZodType<C>;
  fromCreate(ctx: RequestContext, body: C): Promise<WriteInput<P> & { id?: string; children?: ChildWrite }>;
  updateBody: z.ZodType<U>;
  fromUpdate(
    ctx: RequestContext,
    body: U,
    id: string,
  ): Promise<WriteInput<P> & { version: number; children?: ChildWrite }>;
  /** The kind's delete rules (1103, 1104…), checked inside the delete's transaction. */
  deleteCheck?: (tx: Db, record: StoredRecord<P>) => Promise<void>;
  deleteChildren?: ChildWrite;
}

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

/**
 * The endpoints every kind has, wired to the generic rules: GET, POST, PUT, PUT validate, DELETE and
 * GET history. Each declares the privilege it needs; the record-level (STAMP) check happens in the
 * service once the record is loaded.
 */
export function registerResourceRoutes<P extends object, C extends object, U extends object, V>(
  app: FastifyInstance,
  options: ResourceRoutes<P, C, U, V>,
): void {
  const { kind, db, tag, path } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const access = (privilege: Privilege): Access => ({
    application: kind.application,
    privilege,
    denied: kind.denied?.[privilege],
  });
  const context = (request: FastifyRequest): RequestContext => ({ db, identity: identityOf(request) });
  const item = `${path}/:id`;
  const params = IdParamsSchema;
  const writeOptions = options.bodyLimit ? { bodyLimit: options.bodyLimit } : {};
  // Fastify's type provider cannot resolve schemas whose types are still parameters here: the body
  // handed to fromCreate/fromUpdate is the one the schema validated, and the answer is checked
  // against the view schema when it is serialised.
  const view: z.ZodType = options.view;
  const { createBody, updateBody } = options;

  api.get(
    item,
    {
      config: { access: access('READ') },
      schema: { summary: `One ${kind.name}`, tags: [tag], params, response: { 200: view } },
    },
    async (request) => {
      const ctx = context(request);
      return options.toView(ctx, await getRecord(ctx, kind, request.params.id));
    },
  );

  api.post(
    path,
    {
      ...writeOptions,
      config: { access: access('CREATE') },
      schema: {
        summary: `Create a ${kind.name}`,
        description: 'Answers 201 with the new identifier as text and its Location.',
        tags: [tag],
        body: createBody,
        response: { 201: IdTextSchema },
      },
    },
    async (request, reply) => {
      const ctx = context(request);
      const { children, ...input } = await options.fromCreate(ctx, request.body as C);
      const id = await createRecord(ctx, kind, input, children);
      reply.header('location', `${request.url.replace(/\/$/, '')}/${encodeURIComponent(id)}`);
      return sendId(reply, id, 201);
    },
  );

  api.put(
    item,
    {
      ...writeOptions,
      config: { access: access('UPDATE') },
      schema: {
        summary: `Update a ${kind.name}`,
        description: 'Send back the `version` you edited: 409 STALE_VERSION when the record changed since.',
        tags: [tag],
        params,
        body: updateBody,
        response: { 200: IdTextSchema },
      },
    },
    async (request, reply) => {
      const ctx = context(request);
      const { children, ...input } = await options.fromUpdate(ctx, request.body as U, request.params.id);
      return sendId(reply, await updateRecord(ctx, kind, request.params.id, input, children));
    },
  );

  for (const validatePath of [`${item}/validate`, ...(options.validateAliases ?? [])]) {
    api.put(
      validatePath,
      {
        preValidation: refuseBody,
        config: { access: access('PUBLISH') },
        schema: { summary: `Publish a ${kind.name}`, tags: [tag], params, response: { 200: IdTextSchema } },
      },
      async (request, reply) => sendId(reply, await validateRecord(context(request), kind, request.params.id)),
    );
  }

  api.delete(
    item,
    {
      preValidation: refuseBody,
      config: { access: access('DELETE') },
      schema: { summary: `Delete a ${kind.name}`, tags: [tag], params, response: { 200: IdTextSchema } },
    },
    async (request, reply) =>
      sendId(
        reply,
        await deleteRecord(context(request), kind, request.params.id, {
          ...(options.deleteCheck ? { check: options.deleteCheck } : {}),
          ...(options.deleteChildren ? { children: options.deleteChildren } : {}),
        }),
      ),
  );

  api.get(
    `${item}/history`,
    {
      config: { access: access('READ') },
      schema: {
        summary: `History of a ${kind.name}`,
        description: 'Every write, oldest first: who, when, and each changed field before and after.',
        tags: [tag],
        params,
        response: { 200: HistorySchema },
      },
    },
    async (request) => recordHistory(context(request), kind, request.params.id),
  );
}
