import type { MessageDescriptor } from '@lingui/core';
import {
  HistoryEntrySchema,
  bilingual,
  boolean,
  choice,
  day,
  defineKind,
  integer,
  reference,
  references,
  richText,
  text,
  textList,
  url,
  type HistoryEntry,
  type RecordView,
  type UserPrivileges,
} from '@atelier/contracts';
import type { KindEntry } from '../records/catalogue.ts';
import { defineRecordUi } from '../records/kind.ts';
import { codeListHandlers, createCodeListStore, type CodeListStore } from './codelists.ts';
import { managerOf, readerOf } from './fixtures.ts';
import { createRecordStore, recordFixture } from './records.ts';

// A kind of record declared for stories only, with one field of every widget, references to the
// code lists, and the rules a kind may have (an owner and a published code list to publish, only an
// unpublished record to delete): the stories of the records frames (record page, forms, list,
// search) run on it, so that a module's stories only cover what is its own.

const samples = { type: 'sequence', name: 'samples', prefix: 's', start: 1000, kinds: ['sample'] } as const;

/** `/api/samples`, `/api/sample/{id}`: a record with one field of each kind. */
export const sampleKind = defineKind({
  name: 'sample',
  application: 'OPERATION_SERIES',
  paths: { list: '/samples', item: '/sample' },
  id: samples,
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    ...bilingual('abstract', richText(), richText()),
    keywords: textList(),
    year: integer({ min: 1900, max: 2100 }),
    issued: day(),
    homepage: url(),
    frequency: choice(['annual', 'quarterly', 'monthly']),
    archived: boolean(),
    /** Publishing needs it published first (1007). */
    codeListId: reference(['codeList'], { publishedFirst: '1007' }),
    /** Lists of either kind, or other samples (a sample pointed to this way cannot be deleted). */
    seeAlso: references(['codeList', 'partialCodeList', 'sample']),
  },
  listFields: ['year'],
  publishRequires: ['owner'],
  delete: { onlyUnpublished: '1103' },
});

// Mocks are not extracted (lingui.config.ts) and stories should add nothing to the catalogs: the
// kind's own words are plain descriptors, the same in both interface languages; the frames' words
// around them are the catalogs'.
const words = (id: string, message: string, values?: Record<string, unknown>): MessageDescriptor => ({
  id: `story.sample.${id}`,
  message,
  ...(values ? { values } : {}),
});

/** Its pages and its noun (masculine in French, like « un échantillon »), since it is not in the catalogue. */
export const sampleEntry: KindEntry = {
  pages: { list: '/samples', search: '/samples/search', create: '/samples/create', item: '/sample' },
  noun: words('noun', 'Sample'),
  gender: 'masculine',
};

/** The names of the sample's fields, as the story's expectations read them. */
export const SAMPLE_FIELD_NAMES = {
  prefLabel: 'Title',
  abstract: 'Abstract',
  keywords: 'Keywords',
  year: 'Year',
  issued: 'Issue date',
  homepage: 'Web page',
  frequency: 'Frequency',
  'frequency.annual': 'Annual',
  'frequency.quarterly': 'Quarterly',
  'frequency.monthly': 'Monthly',
  archived: 'Archived',
  codeListId: 'Code list of the answers',
  seeAlso: 'See also',
} as const;

export const sampleUi = defineRecordUi(
  {
    kind: sampleKind,
    module: 'operations',
    titles: {
      back: words('back', 'Back to the samples'),
      list: words('list', 'Samples'),
      search: words('search', 'Search samples'),
      create: words('create', 'New sample'),
      modify: (label) => words('modify', 'Modify the sample {label}', { label }),
    },
    named: (name) => words('named', 'the sample {name}', { name }),
    fieldNames: Object.fromEntries(Object.entries(SAMPLE_FIELD_NAMES).map(([field, name]) => [field, words(`field.${field}`, name)])),
    // Its page and its form are its layout's: the kind writes no screen.
    screens: {
      layout: {
        general: ['prefLabel', 'abstract', 'keywords', ['year', 'issued'], 'homepage', 'frequency', 'archived'],
        sections: [{ title: words('section.related', 'Related records'), fields: ['codeListId', 'seeAlso'] }],
      },
    },
  },
  sampleEntry,
);

export function sampleFixture(fields: Partial<RecordView> & { id: string; prefLabelLg1: string }): RecordView {
  return recordFixture(sampleKind, fields);
}

const at = (day: string) => `${day}T09:30:00.000Z`;

/** The published sample the record page stories open: every field filled, pointing to CL_FREQ. */
export const publishedSample = sampleFixture({
  id: 's1001',
  prefLabelLg1: 'Enquête annuelle de production',
  prefLabelLg2: 'Annual production survey',
  abstractLg1: '<p>Production des entreprises <strong>industrielles</strong>.</p>',
  abstractLg2: '<p>Output of <strong>industrial</strong> firms.</p>',
  keywords: ['industrie', 'production'],
  year: 2024,
  issued: '2024-03-15',
  homepage: 'https://www.insee.fr/fr/metadonnees/source/serie/s1001',
  frequency: 'annual',
  archived: false,
  codeListId: 'CL_FREQ',
  seeAlso: ['CL_FREQ_COURTE'],
  creators: ['DG75-L201'],
  contributors: ['DG75-H250'],
  created: at('2024-01-10'),
  modified: at('2024-03-15'),
  version: 3,
});

/** What happened to the published sample: created, modified, then published. */
const publishedHistory: HistoryEntry[] = HistoryEntrySchema.array().parse([
  { id: 1, action: 'create', at: at('2024-01-10'), userId: 'demo', userStamp: 'DG75-L201', version: 1, changes: [] },
  {
    id: 2,
    action: 'update',
    at: at('2024-02-20'),
    userId: 'demo',
    userStamp: 'DG75-H250',
    version: 2,
    changes: [
      { field: 'prefLabelLg2', before: 'Production survey', after: 'Annual production survey' },
      { field: 'frequency', before: 'monthly', after: 'annual' },
      { field: 'keywords', before: ['industrie'], after: ['industrie', 'production'] },
      { field: 'year', before: null, after: 2024 },
    ],
  },
  {
    id: 3,
    action: 'validate',
    at: at('2024-03-15'),
    userId: 'demo',
    userStamp: 'DG75-L201',
    version: 3,
    changes: [{ field: 'validationState', before: 'Unpublished', after: 'Validated' }],
  },
]);

/** The samples every story starts from. */
export function sampleRecords(): RecordView[] {
  return [
    publishedSample,
    // Points to CL_SURVEY_STATUS, which is not published: publishing it is refused (1007).
    sampleFixture({
      id: 's1002',
      prefLabelLg1: 'Enquête sur le statut des répondants',
      prefLabelLg2: 'Respondent status survey',
      codeListId: 'CL_SURVEY_STATUS',
      validationState: 'Unpublished',
    }),
    // Never published, its code list is: it may be published, and deleted.
    sampleFixture({
      id: 's1003',
      prefLabelLg1: 'Panel des ménages',
      prefLabelLg2: 'Household panel',
      codeListId: 'CL_FREQ',
      year: 2025,
      validationState: 'Unpublished',
    }),
    // Never published, but s1005 points to it: it cannot be deleted.
    sampleFixture({ id: 's1004', prefLabelLg1: 'Échantillon maître', prefLabelLg2: 'Master sample', validationState: 'Unpublished' }),
    sampleFixture({
      id: 's1005',
      prefLabelLg1: 'Sous-échantillon régional',
      prefLabelLg2: 'Regional subsample',
      seeAlso: ['s1004'],
      validationState: 'Unpublished',
    }),
  ];
}

/** The code lists' store (the targets of the samples' references), with the samples besides. */
export function createSampleStore(extra: readonly RecordView[] = []): CodeListStore {
  const lists = createCodeListStore();
  const own = createRecordStore([sampleKind], [...sampleRecords(), ...extra].map((record) => ({ kind: sampleKind, record })));
  const published = own.records.get(`sample/${publishedSample.id}`);
  if (published) published.history = [...publishedHistory];
  return { ...lists, kinds: [...lists.kinds, sampleKind], records: new Map([...lists.records, ...own.records]) };
}

/** `count` more samples, for paging (more than one page of 50 results). */
export function manySamples(count: number): RecordView[] {
  return Array.from({ length: count }, (_, index) => {
    const n = String(index + 1).padStart(3, '0');
    return sampleFixture({ id: `s${2000 + index}`, prefLabelLg1: `Échantillon numéro ${n}`, prefLabelLg2: `Sample number ${n}` });
  });
}

/** The API of samples and code lists over one store (a fresh one by default): add them in a story's `beforeEach`. */
export function sampleHandlers(store: CodeListStore = createSampleStore()) {
  return codeListHandlers(store);
}

/** A series manager: reads and creates samples; modifies, publishes and deletes those of their stamps. */
export const sampleManagerPrivilegesFixture: UserPrivileges = [managerOf('OPERATION_SERIES')];

/** Someone who reads samples and nothing more. */
export const sampleReaderPrivilegesFixture: UserPrivileges = [readerOf('OPERATION_SERIES')];
