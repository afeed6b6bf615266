import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { BulkPublishBodySchema, StampListSchema, collectionKind, conceptKind, type CollectionView, type ConceptView, type ErrorCode, type RecordView } from '@atelier/contracts';
import { errorResponse } from './handlers.ts';
import { RDF_MOCK_FORMATS, representationHandlers, selectionRepresentationHandler } from './representations.ts';
import { createRecordStore, recordFixture, recordHandlers, type RecordStore } from './records.ts';

// Concepts and collections as the collection screens, the bulk publication and the exports see
// them: records of both kinds in the generic store (a collection's number of members computed),
// the bulk publication (one call for all, 423 while "someone else" publishes), and the exports'
// files named by their Content-Disposition. Every fixture parses with the contract schemas.

export function conceptFixture(fields: Partial<ConceptView> & Pick<ConceptView, 'id' | 'prefLabelLg1'>): RecordView {
  return recordFixture(conceptKind, { conceptVersion: 1, definitionLg1: '<p>Définition.</p>', ...fields });
}

export function collectionFixture(fields: Partial<CollectionView> & Pick<CollectionView, 'id' | 'prefLabelLg1'>): RecordView {
  return recordFixture(collectionKind, { memberCount: 0, ...fields });
}

const CONCEPTS: [string, string, string][] = [
  ['c1001', 'Chômage', 'Unemployment'],
  ['c1002', 'Emploi', 'Employment'],
  ['c1003', 'Population active', 'Labour force'],
  ['c1004', 'Taux de chômage', 'Unemployment rate'],
  ['c1005', 'Halo autour du chômage', 'Halo around unemployment'],
  ['c1006', 'Sous-emploi', 'Underemployment'],
  ['c1007', 'Inactivité', 'Inactivity'],
  ['c1008', 'Ménage', 'Household'],
  ['c1009', 'Logement', 'Dwelling'],
  ['c1010', 'Résidence principale', 'Main residence'],
  ['c1011', 'Revenu disponible', 'Disposable income'],
  ['c1012', 'Niveau de vie', 'Standard of living'],
  ['c1013', 'Pauvreté monétaire', 'Monetary poverty'],
  ['c1014', 'Seuil de pauvreté', 'Poverty line'],
];

export interface ConceptStoreOptions {
  /** Concepts not published as they stand (never published, or modified since). */
  unpublished?: readonly string[];
  /** More concepts, for paging (`c2000`, `c2001`…, all unpublished). */
  extra?: number;
  /** Collections in place of the usual ones. */
  collections?: readonly RecordView[];
}

/** The usual collections: one published with members, one unpublished, one empty. */
export function usualCollections(): RecordView[] {
  return [
    collectionFixture({
      id: 'a1b2c3d4-0000-4000-8000-000000000001',
      prefLabelLg1: 'Marché du travail',
      prefLabelLg2: 'Labour market',
      descriptionLg1: 'Les concepts de l’enquête Emploi.',
      descriptionLg2: 'The concepts of the Labour Force Survey.',
      members: ['c1001', 'c1002', 'c1003', 'c1004'],
    }),
    collectionFixture({
      id: 'a1b2c3d4-0000-4000-8000-000000000002',
      prefLabelLg1: 'Conditions de vie',
      prefLabelLg2: 'Living conditions',
      members: ['c1011', 'c1012', 'c1013'],
      validationState: 'Unpublished',
    }),
    collectionFixture({ id: 'a1b2c3d4-0000-4000-8000-000000000003', prefLabelLg1: 'Logement', prefLabelLg2: 'Housing', validationState: 'Modified' }),
  ];
}

/** The store: a few labour and living-conditions concepts and the collections. */
export function createConceptStore({ unpublished = ['c1005', 'c1006', 'c1007', 'c1013'], extra = 0, collections = usualCollections() }: ConceptStoreOptions = {}): RecordStore {
  const concepts = [
    ...CONCEPTS.map(([id, prefLabelLg1, prefLabelLg2]) =>
      conceptFixture({ id, prefLabelLg1, prefLabelLg2, validationState: unpublished.includes(id) ? 'Unpublished' : 'Validated' }),
    ),
    ...Array.from({ length: extra }, (_, index) =>
      conceptFixture({ id: `c${2000 + index}`, prefLabelLg1: `Concept numéro ${String(index + 1).padStart(3, '0')}`, validationState: 'Unpublished' }),
    ),
  ];
  return createRecordStore(
    [conceptKind, collectionKind],
    [...concepts.map((record) => ({ kind: conceptKind, record })), ...collections.map((record) => ({ kind: collectionKind, record }))],
  );
}

export interface ConceptMockOptions {
  /** How many bulk publications answer 423 PUBLICATION_IN_PROGRESS before one goes through. */
  busyTimes?: number;
  /** A bulk publication refused with this code. */
  publishRefusal?: ErrorCode;
  /** Told of each bulk publication (the identifiers sent) and each export (its path and query). */
  onPublish?: (ids: string[]) => void;
  /** An export asked for: its path, its query, and the selection its body carried (POST). */
  onExport?: (path: string, query: Record<string, string>, selection?: string[]) => void;
  /** An export that never answers. */
  exportPending?: boolean;
}

/** The store's records, the bulk publications and the exports. */
export function conceptHandlers(store: RecordStore = createConceptStore(), options: ConceptMockOptions = {}): HttpHandler[] {
  let busy = options.busyTimes ?? 0;
  const publish = (kind: typeof conceptKind | typeof collectionKind) => async ({ request }: { request: Request }) => {
    const parsed = BulkPublishBodySchema.safeParse(await request.json());
    if (!parsed.success) return errorResponse('VALIDATION_FAILED');
    options.onPublish?.(parsed.data);
    if (busy > 0) {
      busy -= 1;
      return errorResponse('PUBLICATION_IN_PROGRESS');
    }
    if (options.publishRefusal) return errorResponse(options.publishRefusal);
    for (const id of parsed.data) {
      const entry = store.records.get(`${kind.name}/${id}`);
      if (entry) entry.record = { ...entry.record, validationState: 'Validated', version: entry.record.version + 1 };
    }
    return new HttpResponse(null, { status: 204 });
  };
  /** An export: `-zip` paths always answer a ZIP; one collection's, its document unless its concepts' come too. */
  const exported = (name: string, alwaysZip: boolean) => async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const url = new URL(request.url);
    // A selection comes in the body (POST), one collection in the path.
    const selection = request.method === 'POST' ? ((await request.json()) as string[]) : undefined;
    options.onExport?.(url.pathname, Object.fromEntries(url.searchParams), ...(selection ? [selection] : []));
    if (options.exportPending) await delay('infinite');
    const type = String(params.type);
    const zip = alwaysZip || url.searchParams.get('withConcepts') === 'true';
    const extension = zip ? 'zip' : type;
    return new HttpResponse(new Blob(['PK story export']), {
      headers: {
        'content-type': zip ? 'application/zip' : `application/vnd.oasis.opendocument.${type === 'ods' ? 'spreadsheet' : 'text'}`,
        'content-disposition': `attachment; filename="${name}.${extension}"; filename*=UTF-8''${encodeURIComponent(name)}.${extension}`,
      },
    });
  };
  return [
    http.get('/api/stamps', () => HttpResponse.json(StampListSchema.parse(['DG57-C003', 'DG75-C001', 'DG75-H250', 'DG75-L201']))),
    // Before the records' own: `/concepts/validate` is no concept named "validate".
    http.put('/api/concepts/validate', publish(conceptKind)),
    http.put('/api/concepts/collections/validate', publish(collectionKind)),
    http.post('/api/concepts/concept/export-zip/:type', exported('Concepts', true)),
    http.post('/api/concepts-collections/export-zip/:type', exported('Collections', true)),
    http.get('/api/concepts-collections/export/:id/:type', exported('MarcheDuTravail', false)),
    // A selection as SKOS: its identifiers in the body of `{list}/selection`, the syntax by Accept.
    ...[conceptKind, collectionKind].map((kind) =>
      selectionRepresentationHandler(`/api${kind.paths.list}`, kind === conceptKind ? 'concepts' : 'collections', RDF_MOCK_FORMATS, (ids, mediaType) =>
        options.onExport?.(`/api${kind.paths.list}/selection`, { accept: mediaType }, ids),
      ),
    ),
    // One collection as SKOS, by Accept on its read path.
    ...representationHandlers(
      [`/api${collectionKind.paths.item}/:id`],
      RDF_MOCK_FORMATS,
      (id) => store.records.has(`${collectionKind.name}/${id}`),
      (id, mediaType) => options.onExport?.(`/api${collectionKind.paths.item}/${id}`, { accept: mediaType }),
    ),
    ...recordHandlers(store, {
      collection: { computed: (record) => ({ memberCount: Array.isArray(record.members) ? record.members.length : 0 }) },
      concept: { computed: () => ({ conceptVersion: 1 }) },
    }),
  ];
}
