import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { documentKind, familyKind, indicatorKind, linkKind, operationKind, seriesKind, type RecordListItem } from '@atelier/contracts';
import { lazyScreen } from '../records/kind-screens.ts';
import { defineRecordUi, type RecordUi } from '../records/kind.ts';
import { recordQueries } from '../records/record-api.ts';
import { useEditableSeries } from './editable-series.ts';
import { OPERATIONS_PAGES } from './pages.ts';

// The kinds of the catalogue of statistical operations as its screens show them: families group
// series, series group operations and produce indicators; documents and links are what quality
// reports cite. Their fields and rules are the contracts'; the words are the module's.

const titles = {
  prefLabel: msg`Title`,
  altLabel: msg`Short name`,
  abstract: msg`Summary`,
  historyNote: msg`History`,
};

/** What series and indicators describe alike. */
const description = {
  ...titles,
  accrualPeriodicityCode: msg`Frequency of collection`,
  publishers: msg`Publishers`,
  stakeholders: msg`Stakeholders`,
  replaces: msg`Replaces`,
  isReplacedBy: msg`Replaced by`,
  seeAlso: msg`See also`,
  creators: msg`Owners`,
};

/** What every kind of the catalogue shows of its own: a list row's identifier (and an operation's year), its page. */
const screens = {
  describe: ({ id, year }: RecordListItem, i18n: I18n) => (typeof year === 'number' ? i18n._(msg`${id} · ${year}`) : id),
  page: lazyScreen(() => import('./CataloguePage.tsx').then((page) => page.CataloguePage)),
};

const descriptionSection = { title: msg`Description`, fields: ['abstract', 'historyNote'] };
const relatedRecords = (...fields: string[]) => ({ title: msg`Related records`, fields: [...fields, 'replaces', 'isReplacedBy', 'seeAlso'] });

/** `/operations/families`: groups of series. */
export const familyUi = defineRecordUi({
  kind: familyKind,
  module: 'operations',
  titles: {
    list: msg`Families`,
    search: msg`Search families`,
    create: msg`New family`,
    modify: (label) => msg`Modify the family ${label}`,
    back: msg`Back to the families`,
  },
  named: (name) => msg`the family ${name}`,
  fieldNames: titles,
  screens: { ...screens, layout: { general: ['prefLabel', 'abstract'] } },

}, OPERATIONS_PAGES.family);

/** `/operations/series`: in one family; they group operations and produce indicators. */
export const seriesUi = defineRecordUi({
  kind: seriesKind,
  module: 'operations',
  titles: {
    list: msg`Series`,
    search: msg`Search series`,
    create: msg`New series`,
    modify: (label) => msg`Modify the series ${label}`,
    back: msg`Back to the series`,
  },
  named: (name) => msg`the series ${name}`,
  fieldNames: {
    ...description,
    familyId: msg`Family`,
    typeCode: msg`Operation type`,
    dataCollectors: msg`Data collectors`,
  },
  screens: {
    ...screens,
    filters: ['typeCode', { name: 'publishers', label: msg`Publisher` }, { name: 'dataCollectors', label: msg`Data collector` }],
    layout: {
      general: [
        { name: 'familyId', description: msg`The family it belongs to. It cannot change later.`, onCreation: true, width: 'medium' },
        'prefLabel',
        'altLabel',
        ['typeCode', 'accrualPeriodicityCode'],
      ],
      sections: [
        descriptionSection,
        { title: msg`Organisations`, fields: ['publishers', 'stakeholders', 'dataCollectors'] },
        relatedRecords(),
      ],
    },
  },

}, OPERATIONS_PAGES.series);

/** `/operations/operations`: one occurrence of a series (a year's survey), governed by its series' owners. */
export const operationUi = defineRecordUi({
  kind: operationKind,
  module: 'operations',
  titles: {
    list: msg`Operations`,
    search: msg`Search operations`,
    create: msg`New operation`,
    modify: (label) => msg`Modify the operation ${label}`,
    back: msg`Back to the operations`,
  },
  named: (name) => msg`the operation ${name}`,
  fieldNames: {
    ...titles,
    // The same English word names the menu entry (« Séries ») and this field (« Série »).
    seriesId: msg({ message: 'Series', context: 'one record' }),
    year: msg`Year`,
  },
  screens: {
    ...screens,
    filters: ['seriesId'],
    layout: {
      general: [
        {
          name: 'seriesId',
          description: msg`The series it is an occurrence of, among those you may modify that have no quality report of their own. It cannot change later.`,
          onCreation: true,
          width: 'medium',
          useFilter: useEditableSeries,
        },
        'prefLabel',
        'altLabel',
        { name: 'year', description: msg`The year it covers, such as 2024.`, width: 'short' },
      ],
    },
  },

}, OPERATIONS_PAGES.operation);

/** `/operations/indicators`: produced from series, whose owners govern it besides its own. */
export const indicatorUi = defineRecordUi({
  kind: indicatorKind,
  module: 'operations',
  titles: {
    list: msg`Indicators`,
    search: msg`Search indicators`,
    create: msg`New indicator`,
    modify: (label) => msg`Modify the indicator ${label}`,
    back: msg`Back to the indicators`,
  },
  named: (name) => msg`the indicator ${name}`,
  fieldNames: { ...description, wasGeneratedBy: msg`Produced from` },
  screens: {
    ...screens,
    filters: ['wasGeneratedBy'],
    layout: {
      general: ['prefLabel', 'altLabel', { name: 'accrualPeriodicityCode', width: 'medium' }],
      sections: [descriptionSection, { title: msg`Organisations`, fields: ['publishers', 'stakeholders'] }, relatedRecords('wasGeneratedBy')],
    },
  },

}, OPERATIONS_PAGES.indicator);

/** What documents and links describe alike. */
const described = {
  label: msg`Title`,
  description: msg`Description`,
  lang: msg`Language`,
  updatedDate: msg`Update date`,
};

/** `/operations/document/{id}`: a file (uploaded with it), or kept elsewhere at its web address. */
export const documentUi = defineRecordUi({
  kind: documentKind,
  module: 'operations',
  titles: {
    list: msg`Documents and links`,
    search: msg`Search documents and links`,
    create: msg`New document`,
    modify: (label) => msg`Modify the document ${label}`,
    back: msg`Back to the documents and links`,
  },
  named: (name) => msg`the document ${name}`,
  fieldNames: { ...described, url: msg`Web address of the file`, file: msg`File` },
  screens: {
    ...screens,
    // Its file: uploaded with the form, shown with its download on the page.
    layout: { general: ['label', ['lang', 'updatedDate'], 'description'] },
    form: lazyScreen(() => import('./DocumentForm.tsx').then((form) => form.DocumentForm)),
    // Its form tells beforehand whether its file may be replaced: not while others cite it.
    loadForm: (queryClient, ui, id) => (id === undefined ? Promise.resolve() : queryClient.prefetchQuery(recordQueries.usages(ui, id))),
  },

}, OPERATIONS_PAGES.document);

/** `/operations/link/{id}`: a web page. */
export const linkUi = defineRecordUi({
  kind: linkKind,
  module: 'operations',
  titles: {
    list: msg`Documents and links`,
    search: msg`Search documents and links`,
    create: msg`New link`,
    modify: (label) => msg`Modify the link ${label}`,
    back: msg`Back to the documents and links`,
  },
  named: (name) => msg`the link ${name}`,
  fieldNames: { ...described, url: msg`URL` },
  screens: { ...screens, layout: { general: ['label', ['lang', 'updatedDate'], 'url', 'description'] } },

}, OPERATIONS_PAGES.link);

/** Any kind of the module, for the screens they share. */
export type CatalogueUi = RecordUi<
  typeof familyKind | typeof seriesKind | typeof operationKind | typeof indicatorKind | typeof documentKind | typeof linkKind
>;
