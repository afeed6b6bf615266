import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CodeSchema,
  CodeTreePageSchema,
  CodeTreeQuerySchema,
  CodesPageSchema,
  CodesQuerySchema,
  IdParamsSchema,
  codeListKind,
  partialCodeListKind,
  type CodeInput,
  type CodeListFilter,
  type PartialCodeListItem,
} from '@atelier/contracts';
import { identityOf } from '../../auth/access.ts';
import { code, partialCode } from '../../db/schema.ts';
import { containsPattern } from '../../lib/text.ts';
import { apiKind, type ApiKind } from '../../records/api-kind.ts';
import { listPage } from '../../records/lists.ts';
import type { ApiModule } from '../../records/module.ts';
import { havingRows } from '../../records/queries.ts';
import { getRecord, getRecordWith } from '../../records/reads.ts';
import { type RequestContext } from '../../records/authorization.ts';
import {
  checkCodes,
  checkPartialCodes,
  codeCountColumn,
  codesPage,
  replaceCodes,
  replacePartialCodes,
  type CodeSource,
} from './codes.ts';
import { codeAncestors, codeTreePage } from './code-tree.ts';

// Code lists (spec §7, api-reference §5.3): complete lists under `/codeList`, partial lists under
// `/codeList/partial`, both declared in the contracts. What is theirs alone: their codes, kept in
// tables of their own so that 10,000 codes page, search and sort on the server.

/** The `code` filter: lists holding a code whose notation or label matches. */
function holdingCode(partial: boolean) {
  return (filter: CodeListFilter) => {
    if (!filter.code) return [];
    const pattern = containsPattern(filter.code);
    return [
      havingRows((listId) =>
        partial
          ? sql`select 1 from ${partialCode} join ${code} on ${code.listId} = ${partialCode.parentId} and ${code.code} = ${partialCode.code} where ${partialCode.listId} = ${listId} and ${code.searchText} like ${pattern}`
          : sql`select 1 from ${code} where ${code.listId} = ${listId} and ${code.searchText} like ${pattern}`,
      ),
    ];
  };
}

export function codeListsModule({ bodyLimit }: { bodyLimit: number }): ApiModule {
  const complete = apiKind(codeListKind, {
    bodyLimit,
    computedColumns: { codeCount: codeCountColumn(false) },
    filters: holdingCode(false),
    writeExternal: async (tx, record, body, action) => {
      if (action === 'delete') return replaceCodes(tx, record.id, null);
      const codes = body?.codes as CodeInput[] | undefined;
      if (!codes) return [];
      checkCodes(codes);
      return replaceCodes(tx, record.id, codes);
    },
  });

  const partial = apiKind(partialCodeListKind, {
    bodyLimit,
    computedColumns: { codeCount: codeCountColumn(true) },
    filters: holdingCode(true),
    writeExternal: async (tx, record, body, action) => {
      const parentId = record.payload.parentId;
      if (action === 'delete') return replacePartialCodes(tx, record.id, parentId, null);
      const codes = body?.codes as string[] | undefined;
      if (!codes) return [];
      await checkPartialCodes(tx, parentId, codes);
      return replacePartialCodes(tx, record.id, parentId, codes);
    },
  });

  return {
    tag: 'code lists',
    kinds: [complete, partial],
    routes: async (app, { db, kinds }) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      const context = (request: FastifyRequest): RequestContext => ({ db, identity: identityOf(request), kinds });

      /** A list's codes: one page, searched and sorted on the server, for a caller allowed to read the list. */
      const codesRoute = (api: ApiKind, source: (id: string) => CodeSource) =>
        typed.get(
          `${api.kind.paths.item}/:id/codes`,
          {
            config: { access: { application: api.kind.application, privilege: 'READ' } },
            schema: {
              summary: `Codes of a ${api.kind.name}, paged (per_page=0: all), searched and sorted`,
              tags: ['code lists'],
              params: IdParamsSchema,
              querystring: CodesQuerySchema,
              response: { 200: CodesPageSchema },
            },
          },
          async (request) => {
            const page = codesPage(db, source(request.params.id), request.query);
            return page.read((await getRecordWith(context(request), api, request.params.id, page.column)).attached);
          },
        );
      codesRoute(complete, (listId) => ({ listId }));
      codesRoute(partial, (partialId) => ({ partialId }));

      // A complete list's codes as a tree: a level a page at a time, and a code's broader codes.
      const access = { access: { application: complete.kind.application, privilege: 'READ' as const } };
      typed.get(
        `${complete.kind.paths.item}/:id/codes/tree`,
        {
          config: access,
          schema: {
            summary: 'One level of a list\'s codes as a tree (node: the broader code; none: the top-level codes), each with its number of codes',
            tags: ['code lists'],
            params: IdParamsSchema,
            querystring: CodeTreeQuerySchema,
            response: { 200: CodeTreePageSchema },
          },
        },
        async (request) => {
          await getRecord(context(request), complete, request.params.id);
          return codeTreePage(db, request.params.id, request.query);
        },
      );
      typed.get(
        `${complete.kind.paths.item}/:id/codes/:code/ancestors`,
        {
          config: access,
          schema: {
            summary: 'The broader codes of a code, from the top-level one down',
            tags: ['code lists'],
            params: IdParamsSchema.extend({ code: z.string().min(1).max(200) }),
            response: { 200: z.array(CodeSchema) },
          },
        },
        async (request) => {
          await getRecord(context(request), complete, request.params.id);
          return codeAncestors(db, request.params.id, request.params.code);
        },
      );

      // The path the replaced system serves; the same as `GET /codeList/partial?parentId=`.
      typed.get(
        '/codeList/partial/parent/:id',
        {
          config: { access: { application: 'CODESLIST_PARTIALCODESLIST', privilege: 'READ' } },
          schema: {
            summary: 'Partial code lists drawn from one complete list',
            tags: ['code lists'],
            params: IdParamsSchema,
            response: { 200: z.array(partialCodeListKind.schemas.listItem) },
          },
        },
        async (request) => {
          const filter = partialCodeListKind.schemas.filter.parse({ parentId: request.params.id });
          return (await listPage(context(request), partial, filter)).items as PartialCodeListItem[];
        },
      );
    },
  };
}
