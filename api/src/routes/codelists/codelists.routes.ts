import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CodeListCreateSchema,
  CodeListFilterSchema,
  CodeListListSchema,
  CodeListSchema,
  CodeListUpdateSchema,
  CodesPageSchema,
  CodesQuerySchema,
  IdParamsSchema,
  PartialCodeListCreateSchema,
  PartialCodeListListSchema,
  PartialCodeListSchema,
  PartialCodeListUpdateSchema,
  type CodeList,
  type CodeListFilter,
  type PartialCodeList,
} from '@atelier/contracts';
import { identityOf, type Guard } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import { code, partialCode, resource } from '../../db/schema.ts';
import { ApiError } from '../../lib/errors.ts';
import { containsPattern } from '../../lib/text.ts';
import type { ResourceKind, StoredRecord } from '../../resources/kind.ts';
import { registerResourceRoutes } from '../../resources/routes.ts';
import { getRecord, listRecords, recordView, splitStewardship, type RequestContext } from '../../resources/service.ts';
import {
  checkUriFree,
  codeListKind,
  completeListDeletable,
  deletableWhenUnpublished,
  partialCodeListKind,
  type CodeListPayload,
  type PartialCodeListPayload,
} from './codelists.kinds.ts';
import {
  checkCodes,
  checkPartialCodes,
  countCodes,
  readCodes,
  replaceCodes,
  replacePartialCodes,
  type CodeSource,
} from './codes.ts';

const TAG = 'code lists';

/**
 * Code lists (spec §7, api-reference §5.3): complete lists under `/codeList`, partial lists under
 * `/codeList/partial`; the generic endpoints plus searchable lists and paged codes.
 */
export const codeListRoutes: FastifyPluginAsyncZod<{ database: Database; bodyLimit: number }> = async (
  app,
  { database, bodyLimit },
) => {
  const db = database.db;
  const context = (request: FastifyRequest): RequestContext => ({ db, identity: identityOf(request) });
  const read = (application: Guard['application']): { access: Guard } => ({ access: { application, privilege: 'READ' } });

  async function completeViews(records: StoredRecord<CodeListPayload>[]): Promise<CodeList[]> {
    const counts = await countCodes(db, records.map((r) => r.id), false);
    return records.map((record) => ({ ...recordView(record), codeCount: counts.get(record.id) ?? 0 }));
  }

  async function partialViews(records: StoredRecord<PartialCodeListPayload>[]): Promise<PartialCodeList[]> {
    const counts = await countCodes(db, records.map((r) => r.id), true);
    const parentIds = [...new Set(records.map((r) => r.payload.parentId))];
    const parents = parentIds.length
      ? await db
          .select({ id: resource.id, labelLg1: resource.labelLg1, labelLg2: resource.labelLg2 })
          .from(resource)
          .where(and(eq(resource.kind, codeListKind.name), inArray(resource.id, parentIds)))
      : [];
    return records.map((record) => {
      const parent = parents.find((p) => p.id === record.payload.parentId);
      return {
        ...recordView(record),
        codeCount: counts.get(record.id) ?? 0,
        parentLabelLg1: parent?.labelLg1 ?? null,
        parentLabelLg2: parent?.labelLg2 ?? null,
      };
    });
  }

  /** The `code` filter: lists holding a code whose notation or label matches. */
  function holdingCode(filter: CodeListFilter, partial: boolean) {
    const conditions = [];
    if (filter.id) conditions.push(sql`lower(${resource.id}) like ${containsPattern(filter.id)}`);
    if (filter.code) {
      const pattern = containsPattern(filter.code);
      conditions.push(
        partial
          ? sql`exists (select 1 from ${partialCode} join ${code} on ${code.listId} = ${partialCode.parentId} and ${code.code} = ${partialCode.code} where ${partialCode.listId} = ${resource.id} and ${code.searchText} like ${pattern})`
          : sql`exists (select 1 from ${code} where ${code.listId} = ${resource.id} and ${code.searchText} like ${pattern})`,
      );
    }
    if (partial && filter.parentId) conditions.push(sql`${resource.payload}->>'parentId' = ${filter.parentId}`);
    return conditions;
  }

  /** A list's codes: one page, searched and sorted on the server, for a caller allowed to read the list. */
  function codesRoute<P extends object>(path: string, kind: ResourceKind<P>, source: (id: string) => CodeSource) {
    app.get(
      path,
      {
        config: read(kind.application),
        schema: {
          summary: `Codes of a ${kind.name}, paged (per_page=0: all), searched and sorted`,
          tags: [TAG],
          params: IdParamsSchema,
          querystring: CodesQuerySchema,
          response: { 200: CodesPageSchema },
        },
      },
      async (request) => {
        const list = await getRecord(context(request), kind, request.params.id);
        return readCodes(db, source(list.id), request.query);
      },
    );
  }

  // Complete lists
  app.get(
    '/codeList',
    {
      config: read('CODESLIST_CODESLIST'),
      schema: {
        summary: 'Complete code lists, filtered',
        tags: [TAG],
        querystring: CodeListFilterSchema,
        response: { 200: CodeListListSchema },
      },
    },
    async (request) =>
      completeViews(
        await listRecords(context(request), codeListKind, request.query, holdingCode(request.query, false)),
      ),
  );

  codesRoute('/codeList/:id/codes', codeListKind, (listId) => ({ listId }));

  registerResourceRoutes(app, {
    kind: codeListKind,
    db,
    tag: TAG,
    path: '/codeList',
    validateAliases: ['/codeList/validate/:id'],
    bodyLimit,
    view: CodeListSchema,
    toView: async (_ctx, record) => (await completeViews([record]))[0] as CodeList,
    createBody: CodeListCreateSchema,
    fromCreate: async (ctx, body) => {
      checkCodes(body.codes);
      await checkUriFree(ctx.db, body.uri);
      const { stewardship, rest } = splitStewardship(body);
      return {
        id: body.id,
        payload: payloadOf(rest),
        stewardship,
        children: (tx, listId) => replaceCodes(tx, listId, body.codes),
      };
    },
    updateBody: CodeListUpdateSchema,
    fromUpdate: async (ctx, body, id) => {
      if (body.codes) checkCodes(body.codes);
      await checkUriFree(ctx.db, body.uri, id);
      const { stewardship, rest } = splitStewardship(body);
      const { codes } = body;
      return {
        version: body.version,
        payload: payloadOf(rest),
        stewardship,
        ...(codes ? { children: (tx, listId) => replaceCodes(tx, listId, codes) } : {}),
      };
    },
    deleteCheck: completeListDeletable,
    deleteChildren: (tx, listId) => replaceCodes(tx, listId, null),
  });

  // Partial lists
  app.get(
    '/codeList/partial',
    {
      config: read('CODESLIST_PARTIALCODESLIST'),
      schema: {
        summary: 'Partial code lists, filtered',
        tags: [TAG],
        querystring: CodeListFilterSchema,
        response: { 200: PartialCodeListListSchema },
      },
    },
    async (request) =>
      partialViews(
        await listRecords(context(request), partialCodeListKind, request.query, holdingCode(request.query, true)),
      ),
  );

  app.get(
    '/codeList/partial/parent/:id',
    {
      config: read('CODESLIST_PARTIALCODESLIST'),
      schema: {
        summary: 'Partial code lists drawn from one complete list',
        tags: [TAG],
        params: IdParamsSchema,
        response: { 200: PartialCodeListListSchema },
      },
    },
    async (request) => {
      const filter = { parentId: request.params.id };
      return partialViews(await listRecords(context(request), partialCodeListKind, {}, holdingCode(filter, true)));
    },
  );

  codesRoute('/codeList/partial/:id/codes', partialCodeListKind, (partialId) => ({ partialId }));

  registerResourceRoutes(app, {
    kind: partialCodeListKind,
    db,
    tag: TAG,
    path: '/codeList/partial',
    validateAliases: ['/codeList/partial/validate/:id'],
    bodyLimit,
    view: PartialCodeListSchema,
    toView: async (_ctx, record) => (await partialViews([record]))[0] as PartialCodeList,
    createBody: PartialCodeListCreateSchema,
    fromCreate: async (ctx, body) => {
      await checkParentExists(ctx, body.parentId);
      await checkPartialCodes(ctx.db, body.parentId, body.codes);
      const { stewardship, rest } = splitStewardship(body);
      const { parentId } = body;
      return {
        id: body.id,
        payload: { ...labelsOf(rest), parentId },
        stewardship,
        children: (tx, listId) => replacePartialCodes(tx, listId, parentId, body.codes),
      };
    },
    updateBody: PartialCodeListUpdateSchema,
    fromUpdate: async (ctx, body, id) => {
      const { parentId } = (await getRecord(ctx, partialCodeListKind, id)).payload;
      if (body.codes) await checkPartialCodes(ctx.db, parentId, body.codes);
      const { stewardship, rest } = splitStewardship(body);
      const { codes } = body;
      return {
        version: body.version,
        payload: { ...labelsOf(rest), parentId },
        stewardship,
        ...(codes ? { children: (tx, listId) => replacePartialCodes(tx, listId, parentId, codes) } : {}),
      };
    },
    deleteCheck: deletableWhenUnpublished,
    deleteChildren: (tx, listId) => replacePartialCodes(tx, listId, '', null),
  });
};

interface ListFields {
  labelLg1: string;
  labelLg2: string;
  descriptionLg1?: string | null | undefined;
  descriptionLg2?: string | null | undefined;
}

/** The stored labels and descriptions of any list, absent ones as null. */
function labelsOf(body: ListFields): Omit<CodeListPayload, 'uri'> {
  return {
    labelLg1: body.labelLg1,
    labelLg2: body.labelLg2,
    descriptionLg1: body.descriptionLg1 ?? null,
    descriptionLg2: body.descriptionLg2 ?? null,
  };
}

/** The stored fields of a complete list. */
function payloadOf(body: ListFields & { uri?: string | null | undefined }): CodeListPayload {
  return { ...labelsOf(body), uri: body.uri ?? null };
}

/** A partial list names an existing complete list as its parent (a mistake in the body otherwise). */
async function checkParentExists(ctx: RequestContext, parentId: string): Promise<void> {
  const [parent] = await ctx.db
    .select({ id: resource.id })
    .from(resource)
    .where(and(eq(resource.kind, codeListKind.name), eq(resource.id, parentId)));
  if (!parent) {
    throw new ApiError('VALIDATION_FAILED', undefined, [
      { path: ['body', 'parentId'], code: 'unknown_code_list', message: `${parentId} is not a complete code list` },
    ]);
  }
}
