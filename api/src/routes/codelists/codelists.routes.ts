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
import type { StoredRecord } from '../../resources/kind.ts';
import { registerResourceRoutes } from '../../resources/routes.ts';
import { getRecord, listRecords, recordView, type RequestContext } from '../../resources/service.ts';
import {
  checkUriFree,
  codeListKind,
  completeListDeletable,
  deletableWhenUnpublished,
  partialCodeListKind,
  type CodeListPayload,
  type PartialCodeListPayload,
} from './codelists.kinds.ts';
import { checkCodes, checkPartialCodes, countCodes, readCodes, replaceCodes, replacePartialCodes } from './codes.ts';

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

  app.get(
    '/codeList/:id/codes',
    {
      config: read('CODESLIST_CODESLIST'),
      schema: {
        summary: 'Codes of a complete list, paged (per_page=0: all), searched and sorted',
        tags: [TAG],
        params: IdParamsSchema,
        querystring: CodesQuerySchema,
        response: { 200: CodesPageSchema },
      },
    },
    async (request) => {
      const list = await getRecord(context(request), codeListKind, request.params.id);
      return readCodes(db, { listId: list.id }, request.query);
    },
  );

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
      const { id, codes, creators, contributors, disseminationStatus, ...rest } = body;
      return {
        id,
        payload: { ...payloadOf(rest), uri: rest.uri ?? null },
        stewardship: { creators, contributors, disseminationStatus },
        children: (tx, listId) => replaceCodes(tx, listId, codes),
      };
    },
    updateBody: CodeListUpdateSchema,
    fromUpdate: async (ctx, body, id) => {
      if (body.codes) checkCodes(body.codes);
      await checkUriFree(ctx.db, body.uri, id);
      const { codes, creators, contributors, disseminationStatus, version, ...rest } = body;
      return {
        version,
        payload: { ...payloadOf(rest), uri: rest.uri ?? null },
        stewardship: { creators, contributors, disseminationStatus },
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

  app.get(
    '/codeList/partial/:id/codes',
    {
      config: read('CODESLIST_PARTIALCODESLIST'),
      schema: {
        summary: 'Codes of a partial list, paged (per_page=0: all), searched and sorted',
        tags: [TAG],
        params: IdParamsSchema,
        querystring: CodesQuerySchema,
        response: { 200: CodesPageSchema },
      },
    },
    async (request) => {
      const list = await getRecord(context(request), partialCodeListKind, request.params.id);
      return readCodes(db, { partialId: list.id }, request.query);
    },
  );

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
      const { id, codes, creators, contributors, disseminationStatus, parentId, ...rest } = body;
      return {
        id,
        payload: { ...payloadOf(rest), parentId },
        stewardship: { creators, contributors, disseminationStatus },
        children: (tx, listId) => replacePartialCodes(tx, listId, parentId, codes),
      };
    },
    updateBody: PartialCodeListUpdateSchema,
    fromUpdate: async (ctx, body, id) => {
      const { parentId } = (await getRecord(ctx, partialCodeListKind, id)).payload;
      if (body.codes) await checkPartialCodes(ctx.db, parentId, body.codes);
      const { codes, creators, contributors, disseminationStatus, version, ...rest } = body;
      return {
        version,
        payload: { ...payloadOf(rest), parentId },
        stewardship: { creators, contributors, disseminationStatus },
        ...(codes ? { children: (tx, listId) => replacePartialCodes(tx, listId, parentId, codes) } : {}),
      };
    },
    deleteCheck: deletableWhenUnpublished,
    deleteChildren: (tx, listId) => replacePartialCodes(tx, listId, '', null),
  });
};

/** The stored labels and descriptions of a list, absent ones as null. */
function payloadOf(body: {
  labelLg1: string;
  labelLg2: string;
  descriptionLg1?: string | null | undefined;
  descriptionLg2?: string | null | undefined;
}): Omit<CodeListPayload, 'uri'> {
  return {
    labelLg1: body.labelLg1,
    labelLg2: body.labelLg2,
    descriptionLg1: body.descriptionLg1 ?? null,
    descriptionLg2: body.descriptionLg2 ?? null,
  };
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
