import { asc, eq, sql } from 'drizzle-orm';
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
import { sdmxCodelist, type CodelistSource, type LocalisedText } from '../../lib/sdmx/codelists.ts';
import { SDMX_JSON_MEDIA_TYPE, codelistsJson } from '../../lib/sdmx/structure-json.ts';
import { SDMX_ML_MEDIA_TYPE, codelistsMl } from '../../lib/sdmx/structure-ml.ts';
import { code, partialCode } from '../../db/schema.ts';
import { containsPattern } from '../../lib/text.ts';
import { apiKind, type ApiKind, type Representation } from '../../records/api-kind.ts';
import { rdfRepresentations } from '../../records/rdf-representations.ts';
import type { StoredRecord } from '../../records/stored-record.ts';
import { load } from '../../records/stored.ts';
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
import { conceptCollection, conceptScheme, listIri } from './skos.ts';
import { registerImportRoute } from './import/route.ts';

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

/** Every code of a list, in its order (`per_page=0`). */
const EVERY_CODE = { page: 1, per_page: 0, sort: 'position' } as const;

/** The version SDMX gives every list: the product keeps one state of a list, not versions of it. */
const SDMX_VERSION = '1.0';

export interface CodeListsOptions {
  bodyLimit: number;
  /** The data languages' codes (`LG1`, `LG2`): the `xml:lang` of exported labels. */
  languages?: { lg1: string; lg2: string };
  /** The maintenance agency of exported lists (`DEFAULT_AGENCY_ID`). */
  agencyId?: string;
  /** Where the IRIs of lists without their own start (`BASE_IRI`). */
  baseIri?: string;
}

type Reader = Parameters<Representation['render']>[0];

export function codeListsModule({ bodyLimit, languages = { lg1: 'fr', lg2: 'en' }, agencyId = 'FR1', baseIri = 'http://id.insee.fr/' }: CodeListsOptions): ApiModule {
  /** Both languages' values of a bilingual field, those given. */
  const localised = (values: { lg1: unknown; lg2: unknown }): LocalisedText[] =>
    (['lg1', 'lg2'] as const).flatMap((side) => (typeof values[side] === 'string' ? [{ lang: languages[side], text: values[side] }] : []));
  const listFields = (record: StoredRecord) => ({
    agencyId,
    id: record.id,
    version: SDMX_VERSION,
    names: localised({ lg1: record.payload.labelLg1, lg2: record.payload.labelLg2 }),
    descriptions: localised({ lg1: record.payload.descriptionLg1, lg2: record.payload.descriptionLg2 }),
  });
  const skosList = (record: StoredRecord) => ({ ...listFields(record), iri: listIri(baseIri, record.id, record.payload.uri) });
  /** A list and every code of it, in its order, for a caller allowed to read it. */
  const withCodes = async (ctx: Reader, api: ApiKind, id: string, source: CodeSource) => {
    const page = codesPage(ctx.db, source, EVERY_CODE);
    const { record, attached } = await getRecordWith(ctx, api, id, page.column);
    return { record, codes: (await page.read(attached)).items };
  };
  /** A complete list and its codes, each with its names and descriptions in both languages and its parent. */
  const completeList = async (ctx: Reader, id: string) => {
    const { record, codes } = await withCodes(ctx, complete, id, { listId: id });
    return {
      record,
      codes: codes.map((code) => ({
        id: code.code,
        names: localised({ lg1: code.labelLg1, lg2: code.labelLg2 }),
        descriptions: localised({ lg1: code.descriptionLg1, lg2: code.descriptionLg2 }),
        parent: code.parentCode,
      })),
    };
  };
  /**
   * A list in SDMX 3.0, as SDMX-ML or SDMX-JSON: identifiers SDMX cannot hold mapped (the original
   * in an `ORIGINAL_ID` annotation), maintained by `DEFAULT_AGENCY_ID`, version 1.0.
   */
  const sdmx = (read: (ctx: Reader, id: string) => Promise<CodelistSource>): Representation[] => {
    const message = async (ctx: Reader, id: string) => ({
      header: { sender: agencyId, prepared: new Date(), languages: [languages.lg1, languages.lg2] },
      codelist: sdmxCodelist(await read(ctx, id)),
    });
    return [
      {
        mediaType: SDMX_ML_MEDIA_TYPE,
        version: '3.0',
        extension: 'xml',
        render: async (ctx, id) => {
          const { header, codelist } = await message(ctx, id);
          return Buffer.from(codelistsMl(header, [codelist]));
        },
      },
      {
        mediaType: SDMX_JSON_MEDIA_TYPE,
        version: '2.0',
        extension: 'json',
        render: async (ctx, id) => {
          const { header, codelist } = await message(ctx, id);
          return Buffer.from(JSON.stringify(codelistsJson(header, [codelist])));
        },
      },
    ];
  };

  const complete = apiKind(codeListKind, {
    bodyLimit,
    computedColumns: { codeCount: codeCountColumn(false) },
    filters: holdingCode(false),
    // A complete list: its codes, their names and hierarchy; in SKOS a concept scheme.
    representations: [
      ...sdmx(async (ctx, id) => {
        const { record, codes } = await completeList(ctx, id);
        return { ...listFields(record), codes };
      }),
      ...rdfRepresentations(async (ctx, id) => {
        const { record, codes } = await completeList(ctx, id);
        return conceptScheme(skosList(record), codes);
      }),
    ],
    writeExternal: async (tx, record, body, action) => {
      if (action === 'delete') return replaceCodes(tx, record.id, null);
      const codes = body?.codes as CodeInput[] | undefined;
      if (!codes) return [];
      await checkCodes(codes);
      return replaceCodes(tx, record.id, codes);
    },
  });

  const partial = apiKind(partialCodeListKind, {
    bodyLimit,
    computedColumns: { codeCount: codeCountColumn(true) },
    filters: holdingCode(true),
    // A partial list: its parent's extension, with the codes it keeps; in SKOS a collection of its parent's concepts.
    representations: [
      ...sdmx(async (ctx, id) => {
        const { record, codes } = await withCodes(ctx, partial, id, { partialId: id });
        const parentId = String(record.payload.parentId);
        const parentCodes = await ctx.db.select({ code: code.code }).from(code).where(eq(code.listId, parentId)).orderBy(asc(code.position));
        return {
          ...listFields(record),
          codes: [],
          extends: { agencyId, id: parentId, version: SDMX_VERSION, parentCodes: parentCodes.map((row) => row.code), kept: codes.map((row) => row.code) },
        };
      }),
      ...rdfRepresentations(async (ctx, id) => {
        const { record, codes } = await withCodes(ctx, partial, id, { partialId: id });
        const parentId = String(record.payload.parentId);
        const parent = await load(ctx.db, codeListKind, parentId);
        return conceptCollection(skosList(record), listIri(baseIri, parentId, parent?.payload.uri), codes.map((row) => row.code));
      }),
    ],
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

      // Lists from a file (CSV, SDMX-ML, SKOS), previewed or written.
      await registerImportRoute(app, { api: complete, bodyLimit, languages, context });

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
