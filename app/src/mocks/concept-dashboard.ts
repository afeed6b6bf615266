import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ConceptDashboardSchema, collectionKind, conceptKind, type ConceptDashboard } from '@atelier/contracts';
import { collectionFixture, conceptFixture } from './concept-collections.ts';
import { errorResponse } from './handlers.ts';
import { createRecordStore, recordHandlers, type RecordStore } from './records.ts';

// The concepts administration dashboard as its screen sees it: the counts of each kind
// (`GET /concepts/dashboard?kind=`), and concepts and collections created and modified at known
// times before now, which the lists' `createdFrom`/`modifiedFrom`, sort and pages select.

const DAY = 24 * 60 * 60 * 1000;
/** An instant some days and hours before now. */
const ago = (days: number, hours = 0) => new Date(Date.now() - days * DAY - hours * 60 * 60 * 1000).toISOString();

export const dashboardFixtures: Record<'concept' | 'collection', ConceptDashboard> = {
  concept: ConceptDashboardSchema.parse({
    total: 1284,
    byDisseminationStatus: [
      { disseminationStatus: 'PublicGenerique', count: 1102 },
      { disseminationStatus: 'PublicSpecifique', count: 97 },
      { disseminationStatus: 'Prive', count: 80 },
      { disseminationStatus: null, count: 5 },
    ],
    byOwner: [
      { owner: 'DG75-L201', count: 911 },
      { owner: 'DG57-C003', count: 373 },
    ],
    published: 1201,
    unpublished: 83,
  }),
  collection: ConceptDashboardSchema.parse({
    total: 42,
    byDisseminationStatus: [{ disseminationStatus: 'PublicGenerique', count: 42 }],
    byOwner: [{ owner: 'DG75-L201', count: 42 }],
    published: 40,
    unpublished: 2,
  }),
};

const EMPTY = ConceptDashboardSchema.parse({ total: 0, byDisseminationStatus: [], byOwner: [], published: 0, unpublished: 0 });

/** Concepts and collections with their creation and last modification some time ago. */
export function createDashboardStore({ empty = false, extra = 0 }: { empty?: boolean; extra?: number } = {}): RecordStore {
  if (empty) return createRecordStore([conceptKind, collectionKind], []);
  const concepts = [
    conceptFixture({ id: 'c1001', prefLabelLg1: 'Chômage', prefLabelLg2: 'Unemployment', created: ago(400), modified: ago(0, 2), validationState: 'Modified' }),
    conceptFixture({ id: 'c1002', prefLabelLg1: 'Emploi', prefLabelLg2: 'Employment', created: ago(0, 5), modified: ago(0, 5), validationState: 'Unpublished', disseminationStatus: 'Prive' }),
    conceptFixture({ id: 'c1003', prefLabelLg1: 'Population active', prefLabelLg2: 'Labour force', created: ago(30), modified: ago(1, 1), creators: ['DG57-C003'] }),
    conceptFixture({ id: 'c1004', prefLabelLg1: 'Taux de chômage', prefLabelLg2: 'Unemployment rate', created: ago(90), modified: ago(45) }),
    ...Array.from({ length: extra }, (_, index) =>
      conceptFixture({ id: `c${2000 + index}`, prefLabelLg1: `Concept modifié ${String(index + 1).padStart(3, '0')}`, created: ago(10), modified: ago(0, 1 + index / 100) }),
    ),
  ];
  const collections = [
    collectionFixture({ id: 'a1b2c3d4-0000-4000-8000-000000000001', prefLabelLg1: 'Marché du travail', prefLabelLg2: 'Labour market', created: ago(0, 3), modified: ago(0, 3), validationState: 'Unpublished' }),
    collectionFixture({ id: 'a1b2c3d4-0000-4000-8000-000000000002', prefLabelLg1: 'Conditions de vie', prefLabelLg2: 'Living conditions', created: ago(200), modified: ago(100) }),
  ];
  return createRecordStore(
    [conceptKind, collectionKind],
    [...concepts.map((record) => ({ kind: conceptKind, record })), ...collections.map((record) => ({ kind: collectionKind, record }))],
  );
}

export interface DashboardMockOptions {
  /** `pending`: nothing answers; `error`: every call fails (500); `empty`: nothing to count. */
  state?: 'data' | 'pending' | 'error' | 'empty';
  /** More concepts modified within the day, for paging. */
  extra?: number;
  /** Told of each list request (its query string). */
  onList?: (search: string) => void;
}

/** The dashboard's counts and the records' lists. */
export function dashboardHandlers({ state = 'data', extra = 0, onList }: DashboardMockOptions = {}): HttpHandler[] {
  const store = createDashboardStore({ empty: state === 'empty', extra });
  const stalled = async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  };
  if (state === 'pending') return [http.get('/api/concepts/dashboard', stalled), http.get('/api/concepts', stalled), http.get('/api/concepts/collections', stalled)];
  if (state === 'error') {
    const fail = () => errorResponse('INTERNAL');
    return [http.get('/api/concepts/dashboard', fail), http.get('/api/concepts', fail), http.get('/api/concepts/collections', fail)];
  }
  return [
    http.get('/api/concepts/dashboard', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind') === 'collection' ? 'collection' : 'concept';
      return HttpResponse.json(state === 'empty' ? EMPTY : dashboardFixtures[kind]);
    }),
    ...(onList
      ? [http.get('/api/concepts', ({ request }) => void onList(new URL(request.url).search)), http.get('/api/concepts/collections', ({ request }) => void onList(new URL(request.url).search))]
      : []),
    ...recordHandlers(store),
  ];
}
