import { http, HttpResponse } from 'msw';
import {
  CodeSchema,
  StampListSchema,
  codeListKind,
  partialCodeListKind,
  type Code,
  type CodeInput,
  type CodeList,
  type PartialCodeList,
} from '@atelier/contracts';
import { normalizeForSearch } from '@atelier/ui-kit';
import { errorResponse } from './handlers.ts';
import { createRecordStore, recordFixture, recordHandlers, type RecordStore } from './records.ts';
import { RDF_MOCK_FORMATS, representationHandlers } from './representations.ts';

// The code lists API as stories see it: the records of both kinds from the generic mock store, and
// what is theirs alone, their codes (paged, searched and sorted as the server does). Every fixture
// parses with the contract schemas.

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
  return recordFixture(codeListKind, { codeCount: 0, ...fields }) as CodeList;
}

export function partialListFixture(fields: Partial<PartialCodeList> & Pick<PartialCodeList, 'id' | 'labelLg1' | 'parentId'>): PartialCodeList {
  return recordFixture(partialCodeListKind, { codeCount: 0, validationState: 'Unpublished', ...fields }) as PartialCodeList;
}

/** The records of both kinds, and the codes of each list (a partial list's: those it keeps). */
export interface CodeListStore extends RecordStore {
  codes: Map<string, Code[]>;
}

/** The store a story starts from: a few real lists, one of 10,000 codes, one partial list. */
export function createCodeListStore(): CodeListStore {
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
  const partial = partialListFixture({ id: 'CL_FREQ_COURTE', labelLg1: 'Fréquences courantes', labelLg2: 'Usual frequencies', parentId: 'CL_FREQ' });
  const records = createRecordStore(
    [codeListKind, partialCodeListKind],
    [...[freq, draft, big].map((record) => ({ kind: codeListKind, record })), { kind: partialCodeListKind, record: partial }],
  );
  return {
    ...records,
    codes: new Map([
      ['CL_FREQ', frequencyCodes],
      ['CL_SURVEY_STATUS', [code('1', 'Active', 'Active'), code('2', 'Suspendue', 'Suspended')]],
      ['CL_BIG', manyCodes],
      ['CL_FREQ_COURTE', frequencyCodes.filter((c) => ['A', 'Q', 'M'].includes(c.code))],
    ]),
  };
}

// Each code's searchable text, normalised once: a list of 10,000 codes is searched at every keystroke.
const searchTexts = new WeakMap<Code, string>();
function searchTextOf(value: Code): string {
  let found = searchTexts.get(value);
  if (found === undefined) {
    found = normalizeForSearch(`${value.code} ${value.labelLg1} ${value.labelLg2 ?? ''}`);
    searchTexts.set(value, found);
  }
  return found;
}

function codesPage(codes: Code[], url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? 20);
  const query = normalizeForSearch(url.searchParams.get('search') ?? '');
  const sort = url.searchParams.get('sort') ?? 'position';
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

/** The files a list is exported as, by media type and extension (as the API answers them). */
const EXPORT_FORMATS = [
  { mediaType: 'application/vnd.sdmx.structure+xml;version=3.0.0', extension: 'xml' },
  { mediaType: 'application/vnd.sdmx.structure+json;version=2.0.0', extension: 'json' },
  ...RDF_MOCK_FORMATS,
];

/** Handlers over a store (a fresh one by default): add them in a story's `beforeEach`. */
export function codeListHandlers(store: CodeListStore = createCodeListStore()) {
  const toCode = (input: CodeInput) => CodeSchema.parse({ descriptionLg1: null, descriptionLg2: null, labelLg2: null, parentCode: null, ...input });
  const parentOf = (id: string) => store.records.get(`partialCodeList/${id}`)?.record.parentId;
  const codeCount = { computed: (record: { id: string }) => ({ codeCount: store.codes.get(record.id)?.length ?? 0 }) };
  return [
    http.get('/api/stamps', () => HttpResponse.json(StampListSchema.parse(['DG57-C003', 'DG75-C001', 'DG75-H250', 'DG75-L201']))),
    ...['/api/codeList/partial/:id/codes', '/api/codeList/:id/codes'].map((path) =>
      http.get(path, ({ params, request }) => {
        const codes = store.codes.get(String(params.id));
        return codes ? codesPage(codes, new URL(request.url)) : errorResponse('NOT_FOUND');
      }),
    ),
    // A complete list's codes as a tree: a level in the list's order with each code's count, a code's broader codes.
    http.get('/api/codeList/:id/codes/tree', ({ params, request }) => {
      const codes = store.codes.get(String(params.id));
      if (!codes) return errorResponse('NOT_FOUND');
      const url = new URL(request.url);
      const node = url.searchParams.get('node');
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 100);
      const level = codes.filter((c) => c.parentCode === node);
      const items = level.slice((page - 1) * perPage, page * perPage).map((c) => ({ ...c, childCount: codes.filter((d) => d.parentCode === c.code).length }));
      return HttpResponse.json({ total: level.length, items });
    }),
    http.get('/api/codeList/:id/codes/:code/ancestors', ({ params }) => {
      const codes = store.codes.get(String(params.id));
      const byCode = new Map((codes ?? []).map((c) => [c.code, c]));
      let found = byCode.get(String(params.code));
      if (!found) return errorResponse('NOT_FOUND');
      const above: Code[] = [];
      while (found.parentCode && (found = byCode.get(found.parentCode))) above.unshift(found);
      return HttpResponse.json(above);
    }),
    // A list as a file when Accept asks for SDMX or SKOS (the API's rule); else the record, below.
    ...representationHandlers(['/api/codeList/partial/:id', '/api/codeList/:id'], EXPORT_FORMATS, (id) => store.codes.has(id)),
    ...recordHandlers(store, {
      codeList: {
        ...codeCount,
        write: (id, body) => {
          if (body === null) return void store.codes.delete(id);
          const codes = body.codes as CodeInput[] | undefined;
          if (codes?.length === 0) return '1102';
          if (codes) store.codes.set(id, codes.map(toCode));
          return undefined;
        },
      },
      partialCodeList: {
        ...codeCount,
        write: (id, body) => {
          if (body === null) return void store.codes.delete(id);
          const codes = body.codes as string[] | undefined;
          if (codes?.length === 0) return '1102';
          const parent = String(body.parentId ?? parentOf(id));
          if (codes) store.codes.set(id, (store.codes.get(parent) ?? []).filter((c) => codes.includes(c.code)));
          return undefined;
        },
      },
    }),
  ];
}
