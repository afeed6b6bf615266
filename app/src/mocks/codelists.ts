import { http, HttpResponse } from 'msw';
import {
  CODE_LIST_IMPORT_MEDIA_TYPES,
  CodeListImportSchema,
  CodeSchema,
  IMPORT_SAMPLE_SIZE,
  type CodeListImportIssue,
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

/** A list as an import reads it from a file. */
interface ReadList {
  id: string;
  labelLg1: string | null;
  labelLg2: string | null;
  codes: { code: string; labelLg1: string | null; labelLg2: string | null; parentCode: string | null }[];
}

/** A CSV file's codes (header `code,labelLg1,labelLg2,…,parentCode`, `,` or `;`, no quotes in the mock). */
function readCsv(text: string, query: URLSearchParams): ReadList[] {
  const [header = '', ...rows] = text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line.trim() !== '');
  const separator = header.includes(';') ? ';' : ',';
  const names = header.split(separator).map((name) => name.trim().toLowerCase());
  const cell = (values: string[], name: string) => values[names.indexOf(name.toLowerCase())]?.trim() || null;
  return [
    {
      id: query.get('id') ?? '',
      labelLg1: query.get('labelLg1'),
      labelLg2: query.get('labelLg2'),
      codes: rows.map((row) => {
        const values = row.split(separator);
        return { code: cell(values, 'code') ?? '', labelLg1: cell(values, 'labelLg1'), labelLg2: cell(values, 'labelLg2'), parentCode: cell(values, 'parentCode') };
      }),
    },
  ];
}

/** An SDMX-ML file's code lists, read with patterns (enough for the stories' files). */
function readSdmx(text: string): ReadList[] {
  const name = (block: string, lang: string) => new RegExp(`<(?:\\w+:)?Name[^>]*xml:lang="${lang}"[^>]*>([^<]*)<`).exec(block)?.[1] ?? null;
  return [...text.matchAll(/<(?:\w+:)?Codelist\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/(?:\w+:)?Codelist>/g)].map(([, id = '', body = '']) => {
    const own = body.split(/<(?:\w+:)?Code\b/)[0] ?? '';
    return {
      id,
      labelLg1: name(own, 'fr'),
      labelLg2: name(own, 'en'),
      codes: [...body.matchAll(/<(?:\w+:)?Code\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/(?:\w+:)?Code>/g)].map(([, code = '', inner = '']) => ({
        code,
        labelLg1: name(inner, 'fr'),
        labelLg2: name(inner, 'en'),
        parentCode: /<(?:\w+:)?Parent>([^<]*)</.exec(inner)?.[1]?.trim() ?? null,
      })),
    };
  });
}

/** The problems the mock finds (a few of the API's): a list without identifier or label, a code without label, twice, or under an unknown code. */
function importIssues(lists: ReadList[]): CodeListImportIssue[] {
  const issues: CodeListImportIssue[] = [];
  for (const list of lists) {
    if (list.id === '') issues.push({ path: ['query', 'id'], code: 'invalid_id', message: 'id is required for CSV' });
    const known = new Set<string>();
    list.codes.forEach((c, index) => {
      if (known.has(c.code)) issues.push({ list: list.id, path: ['codes', index, 'code'], code: 'duplicate_code', message: `${c.code} is given twice` });
      known.add(c.code);
      if (!c.labelLg1) issues.push({ list: list.id, path: ['codes', index, 'labelLg1'], code: 'missing_label', message: 'labelLg1 is required' });
    });
    list.codes.forEach((c, index) => {
      if (c.parentCode && !known.has(c.parentCode)) issues.push({ list: list.id, path: ['codes', index, 'parentCode'], code: 'unknown_parent', message: `${c.parentCode} is not a code of this list` });
    });
    if (list.codes.length === 0) issues.push({ list: list.id, path: ['codes'], code: 'empty_list', message: 'no code' });
  }
  return issues;
}

/**
 * `POST /api/codeList/import`: the file read by its Content-Type (CSV and SDMX-ML by the mock; Turtle
 * is answered as unreadable), previewed or written (all lists or none: VALIDATION_FAILED with the problems).
 */
function importHandler(store: CodeListStore) {
  return http.post('/api/codeList/import', async ({ request }) => {
    const url = new URL(request.url);
    const dryRun = url.searchParams.get('dryRun') !== 'false';
    const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
    if (!(CODE_LIST_IMPORT_MEDIA_TYPES as readonly string[]).includes(mediaType)) return errorResponse('UNSUPPORTED_MEDIA_TYPE');
    const text = await request.text();
    if (text.trim() === '') return HttpResponse.json({ code: 'BAD_REQUEST', message: 'The file is empty.', details: { reason: 'empty' } }, { status: 400 });
    if (mediaType === 'text/turtle') {
      return HttpResponse.json({ code: 'BAD_REQUEST', message: 'The file cannot be read as Turtle', details: { format: 'Turtle', reason: 'not read by the mock' } }, { status: 400 });
    }
    const lists = mediaType === 'text/csv' ? readCsv(text, url.searchParams) : readSdmx(text);
    const issues = importIssues(lists);
    if (!dryRun && issues.length > 0) {
      return HttpResponse.json({ code: 'VALIDATION_FAILED', message: 'The file holds problems: nothing was imported.', details: issues }, { status: 400 });
    }
    const answer = CodeListImportSchema.parse({
      dryRun,
      lists: lists.map((list) => ({
        id: list.id,
        labelLg1: list.labelLg1,
        labelLg2: list.labelLg2,
        codeCount: list.codes.length,
        action: store.codes.has(list.id) ? 'update' : 'create',
        sample: list.codes.slice(0, IMPORT_SAMPLE_SIZE),
      })),
      issues,
    });
    if (!dryRun) {
      for (const list of lists) {
        const existing = store.records.get(`codeList/${list.id}`);
        const record = codeListFixture({ ...existing?.record, id: list.id, labelLg1: list.labelLg1 ?? list.id, ...(list.labelLg2 ? { labelLg2: list.labelLg2 } : {}), validationState: 'Unpublished' });
        store.records.set(`codeList/${list.id}`, { kind: codeListKind, record, history: existing?.history ?? [] });
        store.codes.set(list.id, list.codes.map((c) => CodeSchema.parse({ descriptionLg1: null, descriptionLg2: null, ...c })));
      }
    }
    return HttpResponse.json(answer);
  });
}

/** Handlers over a store (a fresh one by default): add them in a story's `beforeEach`. */
export function codeListHandlers(store: CodeListStore = createCodeListStore()) {
  const toCode = (input: CodeInput) => CodeSchema.parse({ descriptionLg1: null, descriptionLg2: null, labelLg2: null, parentCode: null, ...input });
  const parentOf = (id: string) => store.records.get(`partialCodeList/${id}`)?.record.parentId;
  const codeCount = { computed: (record: { id: string }) => ({ codeCount: store.codes.get(record.id)?.length ?? 0 }) };
  return [
    importHandler(store),
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
