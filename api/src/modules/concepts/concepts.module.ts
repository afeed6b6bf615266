import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  CONCEPT_LINK_NAMES,
  CollectionMembersSchema,
  ConceptLinksSchema,
  LEGACY_LINK_TYPES,
  ToValidateSchema,
  ConceptDashboardQuerySchema,
  ConceptDashboardSchema,
  DEFAULT_MAX_LENGTH_SCOPE_NOTE,
  IdParamsSchema,
  collectionKind,
  conceptKind,
} from '@atelier/contracts';
import { authorize, identityOf } from '../../auth/access.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../lib/text.ts';
import { apiKind, type ApiKind, type KindRegistry } from '../../records/api-kind.ts';
import type { ApiModule } from '../../records/module.ts';
import { listPage, recordView } from '../../records/lists.ts';
import { pointedCount } from '../../records/queries.ts';
import { outer } from '../../records/references.ts';
import { kindAccess, sendId } from '../../records/routes.ts';
import { authorizeBeforeBody, type RequestContext } from '../../records/authorization.ts';
import { recordCounts } from '../../records/counts.ts';
import { deleteRecord } from '../../records/writes.ts';
import { currentNoteContains } from '../../records/note-columns.ts';
import { rdfListRepresentations, rdfRepresentations } from '../../records/rdf-representations.ts';
import type { Side } from '../../lib/odf/package.ts';
import { keepLinksSymmetric, lockLinkedConcepts, refuseLinkedDelete, refuseSelfLinks } from './links.ts';
import { readCollectionModels, readConceptModels } from './models.ts';
import { checkConceptRules } from './rules.ts';
import { conceptCollections, conceptScheme, type SkosOptions } from './skos.ts';

// Concepts and collections (spec §2–§8, api-reference §5.4 and §6.4): the generic record rules from
// their declarations (a concept's versioned notes among them), and here what is theirs: a concept's
// notes rules (§5), its links kept symmetric, its delete refused while linked (112) or used (111), the lists' own
// filters, bulk publication of either kind, and the administration dashboard's counts. Exports and
// sending by mail are a module of their own.

/** SQL: one of the alternative labels, in either language, contains `term` (accents and case ignored, as `normalizeText`). */
function altLabelContains(term: string): SQL {
  const labels = sql`coalesce(${outer('payload')} -> 'altLabelLg1', '[]'::jsonb) || coalesce(${outer('payload')} -> 'altLabelLg2', '[]'::jsonb)`;
  return sql`exists (select 1 from jsonb_array_elements_text(${labels}) as a(label)
    where lower(regexp_replace(normalize(a.label, NFD), '[\u0300-\u036f]', '', 'g')) like ${containsPattern(term)})`;
}

export interface ConceptsOptions {
  maxLengthScopeNote?: number;
  /** The data languages' codes (`LG1`, `LG2`): the language of labels and notes in SKOS. */
  languages?: Record<Side, string>;
  /** Where the concepts' IRIs start (`BASE_IRI`). */
  baseIri?: string;
}

export function conceptsModule({
  maxLengthScopeNote = DEFAULT_MAX_LENGTH_SCOPE_NOTE,
  languages = { lg1: 'fr', lg2: 'en' },
  baseIri = 'http://id.insee.fr/',
}: ConceptsOptions = {}): ApiModule {
  const skos: SkosOptions = { baseIri, languages };
  /** The ids of the records a list's filters select, for a caller allowed to read the list. */
  const selected = async (ctx: RequestContext, api: ApiKind, filter: Record<string, unknown>) =>
    (await listPage(ctx, api, filter as Parameters<typeof listPage>[2])).items.map((item) => String(item.id));
  // As SKOS on their read paths (Turtle, RDF/XML, JSON-LD by Accept): one concept with the concepts
  // it points to named; the concepts a list selects as the scheme (`?toValidate=false`: the published
  // scheme, each concept as published); one collection or those a list selects, members named.
  const concepts: ApiKind = apiKind(conceptKind, {
    representations: rdfRepresentations(async (ctx, id) => conceptScheme(await readConceptModels(ctx, concepts, [id]), skos, 'named')),
    listRepresentations: rdfListRepresentations('concepts', async (ctx, filter) =>
      conceptScheme(await readConceptModels(ctx, concepts, await selected(ctx, concepts, filter)), skos, 'within'),
    ),
    filters: (filter) => [
      filter.definition ? currentNoteContains('definition', containsPattern(filter.definition)) : undefined,
      filter.altLabel ? altLabelContains(filter.altLabel) : undefined,
    ],
    lockFirst: lockLinkedConcepts,
    async writeExternal(tx, record, _body, action, ctx) {
      if (action === 'delete') return [];
      refuseSelfLinks(record);
      checkConceptRules(record, maxLengthScopeNote);
      await keepLinksSymmetric(tx, ctx, record);
      return [];
    },
    beforeDelete: refuseLinkedDelete,
  });
  const collections: ApiKind = apiKind(collectionKind, {
    computedColumns: {
      memberCount: pointedCount('members'),
    },
    representations: rdfRepresentations(async (ctx, id) => conceptCollections(await readCollectionModels(ctx, collections, [id]), skos)),
    listRepresentations: rdfListRepresentations('collections', async (ctx, filter) =>
      conceptCollections(await readCollectionModels(ctx, collections, await selected(ctx, collections, filter)), skos),
    ),
  });
  return {
    tag: 'concepts',
    kinds: [concepts, collections],
    routes: (app, options) => conceptRoutes(app, { ...options, concepts, collections }),
  };
}

async function conceptRoutes(
  app: FastifyInstance,
  { db, kinds, concepts, collections }: { db: Db; kinds: KindRegistry; concepts: ApiKind; collections: ApiKind },
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest): RequestContext => ({ db, identity: identityOf(request), kinds });

  // The replaced system's own reads (api-reference §5.4), for its clients.
  typed.get(
    '/concepts/concept/:id/links',
    {
      config: kindAccess(conceptKind, 'READ'),
      schema: {
        summary: "A concept's links (older shape)",
        description: 'Each linked concept with its type of link (`succeed`: replaces, `succeededBy`: is replaced by) and labels, then each equivalent with its address (`closeMatch`, `urn`).',
        tags: ['concepts'],
        params: IdParamsSchema,
        response: { 200: ConceptLinksSchema },
      },
    },
    async (request) => {
      const view = await recordView(context(request), concepts, request.params.id);
      return [
        ...CONCEPT_LINK_NAMES.flatMap((field) =>
          (view.references[field] ?? []).map((target) => ({
            typeOfLink: LEGACY_LINK_TYPES[field],
            id: target.id,
            prefLabelLg1: target.labelLg1,
            prefLabelLg2: target.labelLg2,
          })),
        ),
        ...(((view as Record<string, unknown>).closeMatch as string[] | undefined) ?? []).map((urn) => ({ typeOfLink: 'closeMatch' as const, urn })),
      ];
    },
  );

  typed.get(
    '/concepts/collection/:id/members',
    {
      config: kindAccess(collectionKind, 'READ'),
      schema: {
        summary: "A collection's members (older shape)",
        tags: ['concepts'],
        params: IdParamsSchema,
        response: { 200: CollectionMembersSchema },
      },
    },
    async (request) => {
      const view = await recordView(context(request), collections, request.params.id);
      return (view.references.members ?? []).map((member) => ({ id: member.id, prefLabelLg1: member.labelLg1, prefLabelLg2: member.labelLg2 }));
    },
  );

  for (const [api, path] of [
    [concepts, '/concepts/toValidate'],
    [collections, '/concepts/collections/toValidate'],
  ] as const) {
    typed.get(
      path,
      {
        config: kindAccess(api.kind, 'READ'),
        schema: {
          summary: `${api.kind.name} records to publish (older shape)`,
          description: 'Those not published as they stand, in label order: the list with `toValidate=true`.',
          tags: ['concepts'],
          response: { 200: ToValidateSchema },
        },
      },
      async (request) => {
        const filter = { toValidate: true, sort: 'label', page: 1, per_page: 0 } as Parameters<typeof listPage>[2];
        const { items } = await listPage(context(request), api, filter);
        return (items as { id: string; labelLg1: string; creators: string[]; valid?: string | null }[]).map((item) => ({
          id: item.id,
          label: item.labelLg1,
          creator: item.creators[0] ?? null,
          ...(api === concepts ? { valid: item.valid ?? null } : {}),
        }));
      },
    );
  }

  typed.delete(
    '/concepts/:id',
    {
      config: kindAccess(conceptKind, 'DELETE'),
      // Refused before anything is said of the concept, as the record's own delete does.
      preParsing: async (request, _reply, payload) => {
        const path = IdParamsSchema.safeParse(request.params);
        if (path.success) await authorizeBeforeBody(context(request), concepts, 'DELETE', { id: path.data.id });
        return payload;
      },
      schema: {
        summary: 'Delete a concept (older path)',
        description: 'As `DELETE /concepts/concept/{id}`: refused with 112 while it is linked to other concepts, 111 while other records use it.',
        tags: ['concepts'],
        params: IdParamsSchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => sendId(reply, await deleteRecord(context(request), concepts, request.params.id)),
  );

  typed.get(
    '/concepts/dashboard',
    {
      // The application depends on the kind asked for: checked below.
      config: { access: 'signed-in' },
      schema: {
        summary: 'Counts of concepts or collections, as of today',
        description:
          'Total, per dissemination status, per owner, published and not. Needs READ on concepts (CONCEPT_CONCEPT) or collections (CONCEPT_COLLECTION). ' +
          'Creations and modifications since a date: the lists with `createdFrom` or `modifiedFrom`.',
        tags: ['concepts'],
        querystring: ConceptDashboardQuerySchema,
        response: { 200: ConceptDashboardSchema },
      },
    },
    async (request) => {
      const kind = request.query.kind === 'collection' ? collectionKind : conceptKind;
      const identity = identityOf(request);
      authorize(identity, kindAccess(kind, 'READ').access as Exclude<ReturnType<typeof kindAccess>['access'], string>);
      return recordCounts(db, kind, identity);
    },
  );
}
