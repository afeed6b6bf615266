import { http, HttpResponse } from 'msw';
import {
  CodeSchema,
  DOCUMENT_FILE_TYPES,
  DocumentFileSchema,
  DocumentsItemSchema,
  UsageSchema,
  documentKind,
  fileNameProblem,
  linkKind,
  type AnyKind,
  type Code,
  type DocumentFile,
  type DocumentsItem,
  type RecordView,
  type Usage,
} from '@atelier/contracts';
import { normalizeForSearch } from '@atelier/ui-kit';
import type { CodeListStore } from './codelists.ts';
import { errorResponse } from './handlers.ts';
import { createOperationsStore, operationsHandlers } from './operations.ts';
import { createRecordStore, recordFixture, recordHandlers } from './records.ts';

// Documents and links as stories see them: a few of the real catalogue (api/seed/demo, the
// operations' documents.trig), served by the generic mock store for what every kind has, and here
// for what is theirs alone: the list of both, a document created with its file (multipart), its file
// replaced and downloaded. Every fixture parses with the contract schemas.

/** ISO-639: the languages of documents and links (a part of the list). */
export const languageCodes: Code[] = [
  ['de', 'Allemand', 'German'],
  ['en', 'Anglais', 'English'],
  ['es', 'Espagnol', 'Spanish'],
  ['fr', 'Français', 'French'],
  ['it', 'Italien', 'Italian'],
].map(([code, labelLg1, labelLg2]) => CodeSchema.parse({ code, labelLg1, labelLg2, descriptionLg1: null, descriptionLg2: null, parentCode: null }));

interface StoredFile {
  file: DocumentFile;
  content: string;
}

/** The catalogue's store, with documents and links, their files, and the records citing them. */
export interface DocumentsStore extends CodeListStore {
  /** Each document's file, by the document's identifier. */
  files: Map<string, StoredFile>;
  /** The records citing each document or link (quality reports, not served here), by `kind/id`. */
  citedBy: Map<string, Usage[]>;
}

const at = (day: string) => `${day}T09:30:00.000Z`;
const pdf = (name: string, size: number, uploaded: string): StoredFile => ({
  file: DocumentFileSchema.parse({ name, mediaType: DOCUMENT_FILE_TYPES.pdf, size, uploaded: at(uploaded) }),
  content: '%PDF-1.7 story',
});

/** The methodological note of the labour force survey: a file, both titles, a description; a quality report cites it. */
export const methodologyNote = recordFixture(documentKind, {
  id: '1302',
  labelLg1: 'Note méthodologique EEC juillet 2021',
  labelLg2: 'LFS methodological note July 2021',
  descriptionLg1: '<p>Les changements de l’enquête Emploi <strong>en 2021</strong> et leurs effets sur les séries.</p>',
  descriptionLg2: '<p>The changes of the Labour force survey <strong>in 2021</strong> and their effects on the series.</p>',
  lang: 'fr',
  updatedDate: '2021-07-13',
  url: null,
  created: at('2021-07-13'),
  modified: at('2024-03-05'),
  validationState: 'Unpublished',
});

/** A document of the catalogue whose file is kept elsewhere, at its web address. */
export const qualityReport2010 = recordFixture(documentKind, {
  id: '594',
  labelLg1: 'Qualité de l’enquête relative à l’exercice 2010',
  lang: 'fr',
  updatedDate: '2013-10-15',
  url: 'https://www.insee.fr/fr/metadonnees/source/fichier/Fiche_qualite_enquete_2010_acces_financement_PME.pdf',
  created: at('2013-10-15'),
  modified: at('2013-10-15'),
  validationState: 'Unpublished',
  creators: [],
  contributors: [],
});

/** A link to a page of the European Commission, in English. */
export const businessSurveysLink = recordFixture(linkKind, {
  id: '115',
  labelLg1: 'Business and consumer surveys',
  descriptionLg1: '<p>Les guides méthodologiques des enquêtes de conjoncture harmonisées.</p>',
  lang: 'en',
  updatedDate: '2017-07-19',
  url: 'http://ec.europa.eu/economy_finance/db_indicators/surveys/method_guides/index_en.htm',
  created: at('2017-07-19'),
  modified: at('2017-07-19'),
  validationState: 'Unpublished',
});

/** The store a story starts from: the catalogue, three documents and two links, the languages. */
export function createDocumentsStore(): DocumentsStore {
  const catalogue = createOperationsStore();
  const documents = [
    methodologyNote,
    recordFixture(documentKind, {
      id: '1301',
      labelLg1: 'Questionnaire module complémentaire EEC 2020',
      labelLg2: 'Ad-hoc module LFS 2020',
      lang: 'fr',
      updatedDate: '2020-01-01',
      created: at('2020-01-01'),
      modified: at('2020-01-01'),
      validationState: 'Unpublished',
    }),
    qualityReport2010,
  ];
  const links = [
    businessSurveysLink,
    recordFixture(linkKind, {
      id: '95',
      labelLg1: 'Lifelong learning statistics',
      lang: 'en',
      updatedDate: null,
      url: 'http://epp.eurostat.ec.europa.eu/statistics_explained/index.php/Lifelong_learning_statistics',
      created: at('2015-02-10'),
      modified: at('2015-02-10'),
      validationState: 'Unpublished',
    }),
  ];
  const own = createRecordStore(
    [documentKind, linkKind],
    [...documents.map((record) => ({ kind: documentKind, record })), ...links.map((record) => ({ kind: linkKind, record }))],
  );
  const report = UsageSchema.parse({
    kind: 'sims',
    id: '1565',
    labelLg1: 'Rapport qualité : Enquête emploi en continu',
    labelLg2: 'Quality report: Labour force survey',
    validationState: 'Validated',
    field: 'documentsLg1',
  });
  return {
    ...catalogue,
    kinds: [...catalogue.kinds, ...own.kinds],
    records: new Map([...catalogue.records, ...own.records]),
    codes: new Map([...catalogue.codes, ['ISO-639', languageCodes]]),
    files: new Map([
      ['1302', pdf('EEC2021_Note-methodologique.pdf', 1_288_490, '2024-03-05')],
      ['1301', pdf('QuestionnaireFR-MAD2020.pdf', 356_000, '2020-01-01')],
    ]),
    citedBy: new Map([['document/1302', [report]]]),
  };
}

/** A file as the API reads a multipart part: checked as the server checks it. */
function refusalOf(store: DocumentsStore, id: string | null, file: File) {
  const problem = fileNameProblem(file.name);
  if (problem) return errorResponse(problem);
  const taken = [...store.files].some(([owner, stored]) => owner !== id && stored.file.name === file.name);
  return taken ? errorResponse('302') : null;
}

async function toStored(file: File): Promise<StoredFile> {
  const extension = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() as keyof typeof DOCUMENT_FILE_TYPES;
  return {
    file: DocumentFileSchema.parse({ name: file.name, mediaType: DOCUMENT_FILE_TYPES[extension], size: file.size, uploaded: new Date().toISOString() }),
    content: await file.text(),
  };
}

const text = (value: string, status = 200) => new HttpResponse(value, { status, headers: { 'content-type': 'text/plain' } });

/** The API of documents and links (and of the rest of the catalogue) over one store, a fresh one by default. */
export function documentsHandlers(store: DocumentsStore = createDocumentsStore()) {
  const entry = (kind: string, id: unknown) => store.records.get(`${kind}/${String(id)}`);
  const item = ({ kind, record }: { kind: AnyKind; record: RecordView }): DocumentsItem =>
    DocumentsItemSchema.parse({
      type: kind.name,
      id: record.id,
      labelLg1: record.labelLg1,
      labelLg2: record.labelLg2 ?? null,
      lang: record.lang ?? null,
      updatedDate: record.updatedDate ?? null,
      url: record.url ?? null,
      fileName: store.files.get(record.id)?.file.name ?? null,
    });
  return [
    http.get('/api/documents', ({ request }) => {
      const url = new URL(request.url);
      const type = url.searchParams.get('type');
      const query = normalizeForSearch(url.searchParams.get('q') ?? '');
      const items = [...store.records.values()]
        .filter(({ kind }) => (type ? kind.name === type : kind.name === 'document' || kind.name === 'link'))
        .map(item)
        .filter((found) => !query || normalizeForSearch(`${found.id} ${found.labelLg1} ${found.labelLg2 ?? ''}`).includes(query))
        .sort((a, b) => a.labelLg1.localeCompare(b.labelLg1));
      return HttpResponse.json(items, { headers: { 'x-total-count': String(items.length) } });
    }),
    http.post('/api/documents/document', async ({ request }) => {
      const parts = await request.formData();
      const file = parts.get('file');
      const json = parts.get('body');
      const body = documentKind.schemas.create.safeParse(typeof json === 'string' ? JSON.parse(json) : null);
      if (!body.success) return errorResponse('VALIDATION_FAILED');
      if (!(file instanceof File)) return errorResponse('361');
      const refused = refusalOf(store, null, file);
      if (refused) return refused;
      const ids = [...store.records.values()].filter(({ kind }) => kind.name === 'document' || kind.name === 'link').map(({ record }) => Number(record.id));
      const id = String(Math.max(999, ...ids) + 1);
      const record = recordFixture(documentKind, { ...body.data, id, validationState: 'Unpublished', created: new Date().toISOString() });
      store.records.set(`document/${id}`, { kind: documentKind, record, history: [] });
      store.files.set(id, await toStored(file));
      return text(id, 201);
    }),
    http.put('/api/documents/document/:id/file', async ({ params, request }) => {
      const found = entry('document', params.id);
      if (!found) return errorResponse('341');
      if ((store.citedBy.get(`document/${found.record.id}`) ?? []).length > 0) return errorResponse('304');
      const file = (await request.formData()).get('file');
      if (!(file instanceof File)) return errorResponse('361');
      const refused = refusalOf(store, found.record.id, file);
      if (refused) return refused;
      store.files.set(found.record.id, await toStored(file));
      found.record = { ...found.record, version: found.record.version + 1, modified: new Date().toISOString() };
      return text(found.record.id);
    }),
    http.get('/api/documents/document/:id/file', ({ params }) => {
      const found = entry('document', params.id);
      const file = found ? store.files.get(found.record.id) : undefined;
      if (!found || !file) return errorResponse(found ? 'NOT_FOUND' : '341');
      return new HttpResponse(file.content, {
        headers: { 'content-type': file.file.mediaType, 'content-disposition': `attachment; filename="${file.file.name}"` },
      });
    }),
    http.get('/api/documents/:type/:id/usages', ({ params }) => {
      const found = entry(String(params.type), params.id);
      if (!found) return errorResponse(params.type === 'link' ? '441' : '341');
      return HttpResponse.json(store.citedBy.get(`${found.kind.name}/${found.record.id}`) ?? []);
    }),
    // What every kind has, a document's file with it; the rest of the catalogue after.
    ...recordHandlers({ ...store, kinds: [documentKind, linkKind] }, { document: { computed: (record) => ({ file: store.files.get(record.id)?.file ?? null }) } }),
    ...operationsHandlers(store),
  ];
}
