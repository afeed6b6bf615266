import { http, HttpResponse } from 'msw';
import {
  CodeListCreateSchema,
  CodeListSchema,
  CodeListUpdateSchema,
  CodeSchema,
  HistorySchema,
  PartialCodeListCreateSchema,
  PartialCodeListSchema,
  PartialCodeListUpdateSchema,
  StampListSchema,
  type Code,
  type CodeList,
  type HistoryEntry,
  type PartialCodeList,
} from '@atelier/contracts';
import { normalizeForSearch } from '@atelier/ui-kit';
import { errorResponse } from './handlers.ts';

// The code lists API as stories see it: an in-memory store per story that answers like the server
// (contracts/src/codelists.ts), with its rules (1101, 1102, 1103, 1104, 409 STALE_VERSION). Every
// fixture parses with the contract schemas.

const at = '2026-11-02T09:30:00.000Z';
const stewardship = { creators: ['DG75-L201'], contributors: ['DG75-L201'], disseminationStatus: 'PublicGenerique' as const };

const code = (value: string, labelLg1: string, labelLg2: string, parentCode: string | null = null): Code =>
  CodeSchema.parse({ code: value, labelLg1, labelLg2, descriptionLg1: null, descriptionLg2: null, parentCode });

export const frequencyCodes: Code[] = [
  code('A', 'Annuelle', 'Annual'),
  code('S', 'Semestrielle', 'Half-yearly'),
  code('Q', 'Trimestrielle', 'Quarterly'),
  code('M', 'Mensuelle', 'Monthly'),
  code('B', 'Quotidienne – jours ouvrés', 'Daily – business week', 'D'),
  code('D', 'Quotidienne', 'Daily'),
  code('H', 'Toutes les heures', 'Hourly'),
  code('P', 'Ponctuelle ou apériodique', 'Punctual or aperiodic'),
];

/** A list of 10,000 codes, for paging and search on the server. */
export const manyCodes: Code[] = Array.from({ length: 10_000 }, (_, index) => {
  const n = String(index + 1).padStart(5, '0');
  return code(`C${n}`, `Catégorie numéro ${n}`, `Category number ${n}`);
});

export function codeListFixture(fields: Partial<CodeList> & Pick<CodeList, 'id' | 'labelLg1'>): CodeList {
  return CodeListSchema.parse({
    labelLg2: null,
    descriptionLg1: null,
    descriptionLg2: null,
    uri: null,
    ...stewardship,
    validationState: 'Validated',
    created: at,
    modified: at,
    version: 1,
    codeCount: 0,
    ...fields,
  });
}

export function partialListFixture(fields: Partial<PartialCodeList> & Pick<PartialCodeList, 'id' | 'labelLg1' | 'parentId'>): PartialCodeList {
  return PartialCodeListSchema.parse({
    labelLg2: null,
    descriptionLg1: null,
    descriptionLg2: null,
    ...stewardship,
    validationState: 'Unpublished',
    created: at,
    modified: at,
    version: 1,
    codeCount: 0,
    parentLabelLg1: null,
    parentLabelLg2: null,
    ...fields,
  });
}

interface Stored<T> {
  list: T;
  codes: Code[];
  history: HistoryEntry[];
}

export interface CodeListStore {
  complete: Map<string, Stored<CodeList>>;
  partial: Map<string, Stored<PartialCodeList>>;
}

/** The store a story starts from: a few real lists, one of 10,000 codes, one partial list. */
export function createCodeListStore(): CodeListStore {
  const created: HistoryEntry = { id: 1, action: 'create', at, userId: 'demo', userStamp: 'DG75-L201', version: 1, changes: [] };
  const complete = (list: CodeList, codes: Code[]): [string, Stored<CodeList>] => [
    list.id,
    { list: { ...list, codeCount: codes.length }, codes, history: HistorySchema.parse([created]) },
  ];
  const freq = codeListFixture({
    id: 'CL_FREQ',
    labelLg1: 'Fréquence',
    labelLg2: 'Frequency',
    descriptionLg1: 'Fréquence de collecte ou de diffusion.',
    descriptionLg2: 'Frequency of collection or dissemination.',
    uri: 'http://id.insee.fr/codes/frequence',
  });
  const draft = codeListFixture({ id: 'CL_SURVEY_STATUS', labelLg1: 'Statut de l’enquête', labelLg2: 'Survey status', validationState: 'Unpublished', disseminationStatus: null });
  const big = codeListFixture({ id: 'CL_BIG', labelLg1: 'Liste de dix mille codes', labelLg2: 'Ten thousand codes' });
  const partial = partialListFixture({
    id: 'CL_FREQ_COURTE',
    labelLg1: 'Fréquences courantes',
    labelLg2: 'Usual frequencies',
    parentId: 'CL_FREQ',
    parentLabelLg1: 'Fréquence',
    parentLabelLg2: 'Frequency',
  });
  const partialCodes = frequencyCodes.filter((c) => ['A', 'Q', 'M'].includes(c.code));
  return {
    complete: new Map([
      complete(freq, frequencyCodes),
      complete(draft, [code('1', 'Active', 'Active'), code('2', 'Suspendue', 'Suspended')]),
      complete(big, manyCodes),
    ]),
    partial: new Map([
      [partial.id, { list: { ...partial, codeCount: partialCodes.length }, codes: partialCodes, history: HistorySchema.parse([created]) }],
    ]),
  };
}

const matches = (text: string, query: string) => normalizeForSearch(text).includes(normalizeForSearch(query));

// Each code's searchable text, normalised once: a list of 10,000 codes is searched at every keystroke.
const searchTexts = new WeakMap<Code, string>();
function searchTextOf(code: Code): string {
  let text = searchTexts.get(code);
  if (text === undefined) {
    text = normalizeForSearch(`${code.code} ${code.labelLg1} ${code.labelLg2 ?? ''}`);
    searchTexts.set(code, text);
  }
  return text;
}

function codesPage(codes: Code[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? 20);
  const search = url.searchParams.get('search') ?? '';
  const sort = url.searchParams.get('sort') ?? 'position';
  const query = normalizeForSearch(search);
  let items = query ? codes.filter((c) => searchTextOf(c).includes(query)) : [...codes];
  if (sort !== 'position') {
    const field = sort.replace('-', '') as 'code' | 'labelLg1' | 'labelLg2';
    items.sort((a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')));
    if (sort.startsWith('-')) items.reverse();
  }
  const total = items.length;
  if (perPage > 0) items = items.slice((page - 1) * perPage, page * perPage);
  return HttpResponse.json({ total, page, perPage, items });
}

const text = (id: string, status = 200) => new HttpResponse(id, { status, headers: { 'content-type': 'text/plain' } });

function filterLists<T extends CodeList | PartialCodeList>(entries: Iterable<Stored<T>>, url: URL): T[] {
  const q = url.searchParams.get('q') ?? '';
  const label = url.searchParams.get('label') ?? '';
  const state = url.searchParams.get('validationState');
  return [...entries]
    .map((entry) => entry.list)
    .filter((list) => !q || matches(`${list.id} ${list.labelLg1} ${list.labelLg2 ?? ''}`, q))
    .filter((list) => !label || matches(`${list.labelLg1} ${list.labelLg2 ?? ''}`, label))
    .filter((list) => !state || list.validationState === state);
}

/** Handlers over a store (a fresh one by default): add them in a story's `beforeEach`. */
export function codeListHandlers(store: CodeListStore = createCodeListStore()) {
  const taken = (id: string) => store.complete.has(id) || store.partial.has(id);
  const toCode = (input: object) => CodeSchema.parse({ descriptionLg1: null, descriptionLg2: null, labelLg2: null, parentCode: null, ...input });

  /** What both kinds answer alike: one list, its codes, its history, publish and delete. */
  function sameForBoth<T extends CodeList | PartialCodeList>(path: string, lists: Map<string, Stored<T>>, deletable: (list: T) => 'ok' | '1103' | '1104') {
    const found = (id: unknown) => lists.get(String(id));
    return [
      http.get(`${path}/:id/codes`, ({ params, request }) => {
        const entry = found(params.id);
        return entry ? codesPage(entry.codes, new URL(request.url)) : errorResponse('NOT_FOUND');
      }),
      http.get(`${path}/:id/history`, ({ params }) => {
        const entry = found(params.id);
        return entry ? HttpResponse.json(entry.history) : errorResponse('NOT_FOUND');
      }),
      http.get(`${path}/:id`, ({ params }) => {
        const entry = found(params.id);
        return entry ? HttpResponse.json(entry.list) : errorResponse('NOT_FOUND');
      }),
      http.put(`${path}/:id/validate`, ({ params }) => {
        const entry = found(params.id);
        if (!entry) return errorResponse('NOT_FOUND');
        if (entry.list.creators.length === 0) return errorResponse('1004');
        if (!entry.list.disseminationStatus) return errorResponse('1005');
        write(entry, 'validate', { validationState: 'Validated' } as Partial<T>);
        return text(entry.list.id);
      }),
      http.delete(`${path}/:id`, ({ params }) => {
        const entry = found(params.id);
        if (!entry) return errorResponse('NOT_FOUND');
        const verdict = deletable(entry.list);
        if (verdict !== 'ok') return errorResponse(verdict);
        lists.delete(entry.list.id);
        return text(entry.list.id);
      }),
    ];
  }

  /** Applies a write as the server does: version and date move on, an edit of a published list makes it Modified. */
  function write<T extends CodeList | PartialCodeList>(entry: Stored<T>, action: HistoryEntry['action'], changes: Partial<T>) {
    const { list } = entry;
    const state = action === 'update' && list.validationState === 'Validated' ? 'Modified' : list.validationState;
    entry.list = { ...list, validationState: state, ...changes, codeCount: entry.codes.length, version: list.version + 1, modified: new Date().toISOString() };
    entry.history.push({ id: entry.history.length + 1, action, at, userId: 'demo', userStamp: 'DG75-L201', version: entry.list.version, changes: [] });
  }

  /** The 409 of a save based on a stale copy. */
  const stale = (entry: Stored<CodeList | PartialCodeList>, version: number) => version !== entry.list.version;

  const unpublished = (list: CodeList | PartialCodeList) => (list.validationState === 'Unpublished' ? 'ok' : '1103');

  return [
    http.get('/api/stamps', () => HttpResponse.json(StampListSchema.parse(['DG57-C003', 'DG75-C001', 'DG75-H250', 'DG75-L201']))),

    http.get('/api/codeList/partial', ({ request }) => HttpResponse.json(filterLists(store.partial.values(), new URL(request.url)))),
    http.post('/api/codeList/partial', async ({ request }) => {
      const body = PartialCodeListCreateSchema.parse(await request.json());
      if (taken(body.id)) return errorResponse('1101');
      if (body.codes.length === 0) return errorResponse('1102');
      const parent = store.complete.get(body.parentId);
      if (!parent) return errorResponse('VALIDATION_FAILED');
      const codes = parent.codes.filter((c) => body.codes.includes(c.code));
      const list = partialListFixture({ ...body, parentLabelLg1: parent.list.labelLg1, parentLabelLg2: parent.list.labelLg2, codeCount: codes.length });
      store.partial.set(body.id, { list, codes, history: [] });
      return text(body.id, 201);
    }),
    http.put('/api/codeList/partial/:id', async ({ params, request }) => {
      const entry = store.partial.get(String(params.id));
      if (!entry) return errorResponse('NOT_FOUND');
      const { version, codes, ...fields } = PartialCodeListUpdateSchema.parse(await request.json());
      if (stale(entry, version)) return errorResponse('STALE_VERSION');
      if (codes) entry.codes = (store.complete.get(entry.list.parentId)?.codes ?? []).filter((c) => codes.includes(c.code));
      write(entry, 'update', fields);
      return text(entry.list.id);
    }),
    ...sameForBoth('/api/codeList/partial', store.partial, unpublished),

    http.get('/api/codeList', ({ request }) => HttpResponse.json(filterLists(store.complete.values(), new URL(request.url)))),
    http.post('/api/codeList', async ({ request }) => {
      const { codes, ...fields } = CodeListCreateSchema.parse(await request.json());
      if (taken(fields.id)) return errorResponse('1101');
      if (codes.length === 0) return errorResponse('1102');
      const stored = codes.map(toCode);
      store.complete.set(fields.id, { list: codeListFixture({ ...fields, validationState: 'Unpublished', codeCount: stored.length }), codes: stored, history: [] });
      return text(fields.id, 201);
    }),
    http.put('/api/codeList/:id', async ({ params, request }) => {
      const entry = store.complete.get(String(params.id));
      if (!entry) return errorResponse('NOT_FOUND');
      const { version, codes, ...fields } = CodeListUpdateSchema.parse(await request.json());
      if (stale(entry, version)) return errorResponse('STALE_VERSION');
      if (codes) entry.codes = codes.map(toCode);
      write(entry, 'update', fields);
      return text(entry.list.id);
    }),
    ...sameForBoth('/api/codeList', store.complete, (list) =>
      unpublished(list) === 'ok' && [...store.partial.values()].some((p) => p.list.parentId === list.id) ? '1104' : unpublished(list),
    ),
  ];
}
