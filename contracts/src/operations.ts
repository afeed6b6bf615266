import { z } from 'zod';
import { bilingual } from './common/bilingual.ts';
import { codeOf, immutable, integer, organizations, reference, references, richText, text, type UniqueSpec } from './records/fields.ts';
import { defineKind, type CreateOf, type ListItemOf, type UpdateOf, type ViewOf } from './records/kind.ts';

// Statistical operations (specification §2–§5, §7; api-reference §5.2, §6): families group series,
// series group operations and produce indicators. Families, series and operations share one
// identifier counter (`s1234`); indicators have their own (`p1234`). None can be deleted.

/** Families, series and operations draw their identifiers from one counter, as the replaced system did. */
const operationIds = { type: 'sequence', name: 'operations', prefix: 's', start: 1000, kinds: ['family', 'series', 'operation'] } as const;

/**
 * A title in each language, unique among the records of the kind (the "406" codes); the second
 * language's may wait for its translation, as in the catalogue.
 */
function titles(lg1Code: UniqueSpec, lg2Code: UniqueSpec) {
  return {
    prefLabelLg1: text({ required: true, unique: lg1Code }),
    prefLabelLg2: text({ unique: lg2Code }),
  };
}

/** What series and indicators describe alike: short names, summary and history, frequency, organisations. */
const description = {
  ...bilingual('altLabel', text(), text()),
  ...bilingual('abstract', richText(), richText()),
  ...bilingual('historyNote', richText(), richText()),
  /** How often the data are collected or produced (CL_FREQ). */
  accrualPeriodicityCode: codeOf('CL_FREQ'),
  publishers: organizations(),
  /** Organisations taking part ("stakeholders"). */
  stakeholders: organizations(),
  /** Series or indicators this one replaces, and those that replace it. */
  replaces: references(['series', 'indicator']),
  isReplacedBy: references(['series', 'indicator']),
  /** Related records of the catalogue, of any of its kinds. */
  seeAlso: references(['family', 'series', 'operation', 'indicator']),
};

/** `/operations/families`, `/operations/family/{id}`: a group of series; no delete. */
export const familyKind = defineKind({
  name: 'family',
  application: 'OPERATION_FAMILY',
  paths: { list: '/operations/families', item: '/operations/family' },
  id: operationIds,
  label: 'prefLabel',
  fields: {
    ...titles(
      { code: '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1' },
      { code: '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG2' },
    ),
    ...bilingual('abstract', richText(), richText()),
  },
  notFound: '541',
  denied: { CREATE: '501', UPDATE: '502', PUBLISH: '503' },
  delete: false,
});

/**
 * `/operations/series`: in one family, which never changes (644 when it does not exist; publishing
 * needs it published, 604). Its owners govern it, its operations and its indicators.
 */
export const seriesKind = defineKind({
  name: 'series',
  application: 'OPERATION_SERIES',
  paths: { list: '/operations/series', item: '/operations/series' },
  id: operationIds,
  label: 'prefLabel',
  fields: {
    familyId: immutable(reference(['family'], { required: true, missing: '644', publishedFirst: '604' })),
    ...titles(
      { code: '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG1' },
      { code: '406_OPERATION_SERIES_OPERATION_SERIES_EXISTING_PREF_LABEL_LG2' },
    ),
    ...description,
    /** The kind of operation (CL_SOURCE_CATEGORY: survey, administrative data…). */
    typeCode: codeOf('CL_SOURCE_CATEGORY'),
    dataCollectors: organizations(),
  },
  listFields: ['familyId'],
  filters: {
    /** `true`: only series with a quality report of their own; `false`: only those without (an operation's series). */
    hasReport: z.stringbool().optional(),
  },
  ownersRequired: true,
  notFound: '641',
  denied: { CREATE: '601', UPDATE: '602', PUBLISH: '603' },
  delete: false,
});

/**
 * `/operations/operation`: one occurrence of a series (a year's survey); governed by the series' owners.
 * A series with a quality report of its own takes no operation (663).
 */
export const operationKind = defineKind({
  name: 'operation',
  application: 'OPERATION_OPERATION',
  paths: { list: '/operations/operations', item: '/operations/operation' },
  id: operationIds,
  label: 'prefLabel',
  fields: {
    seriesId: immutable(reference(['series'], { required: true, missing: '744', publishedFirst: '704' })),
    ...titles(
      { code: '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG1' },
      { code: '406_OPERATION_OPERATION_OPERATION_OPERATION_EXISTING_PREF_LABEL_LG2' },
    ),
    ...bilingual('altLabel', text(), text()),
    /** The vintage: 2024. */
    year: integer({ min: 1000, max: 9999 }),
  },
  listFields: ['seriesId', 'year'],
  ownersFrom: 'seriesId',
  notFound: '741',
  denied: { CREATE: '701', UPDATE: '702', PUBLISH: '703' },
  delete: false,
});

/**
 * `/operations/indicator`: produced from one or more series, each of which must be exactly
 * published before it is. Governed by its own owners and its series'.
 */
export const indicatorKind = defineKind({
  name: 'indicator',
  application: 'OPERATION_INDICATOR',
  paths: { list: '/operations/indicators', item: '/operations/indicator' },
  id: { type: 'sequence', name: 'indicators', prefix: 'p', start: 1000, kinds: ['indicator'] },
  label: 'prefLabel',
  fields: {
    ...titles(
      { code: '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG1' },
      { code: '406_OPERATION_INDICATOR_OPERATION_INDICATOR_EXISTING_PREF_LABEL_LG2' },
    ),
    ...description,
    /** The series it is produced from. */
    wasGeneratedBy: references(['series'], {
      required: true,
      publishedFirst: 'OPERATION_INDICATOR_VALIDATION_UNVALIDATED_SERIES',
      exactlyValidated: true,
    }),
  },
  ownersFrom: 'wasGeneratedBy',
  ownersRequired: true,
  notFound: '241',
  denied: { CREATE: '201', UPDATE: '202', PUBLISH: '203' },
  delete: false,
});

export type Family = ViewOf<typeof familyKind>;
export type FamilyItem = ListItemOf<typeof familyKind>;
export type FamilyCreate = CreateOf<typeof familyKind>;
export type FamilyUpdate = UpdateOf<typeof familyKind>;
export type Series = ViewOf<typeof seriesKind>;
export type SeriesItem = ListItemOf<typeof seriesKind>;
export type SeriesCreate = CreateOf<typeof seriesKind>;
export type Operation = ViewOf<typeof operationKind>;
export type OperationItem = ListItemOf<typeof operationKind>;
export type OperationCreate = CreateOf<typeof operationKind>;
export type Indicator = ViewOf<typeof indicatorKind>;
export type IndicatorItem = ListItemOf<typeof indicatorKind>;
export type IndicatorCreate = CreateOf<typeof indicatorKind>;
