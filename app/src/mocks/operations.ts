import { http, HttpResponse } from 'msw';
import {
  CodeSchema,
  OrganizationListSchema,
  StampListSchema,
  codeListKind,
  familyKind,
  indicatorKind,
  operationKind,
  seriesKind,
  type AnyKind,
  type Code,
  type RecordView,
  type UserPrivileges,
} from '@atelier/contracts';
import { codeListFixture, codeListHandlers, createCodeListStore, type CodeListStore } from './codelists.ts';
import { managerOf, readerOf } from './fixtures.ts';
import { createRecordStore, recordFixture } from './records.ts';

// The catalogue of statistical operations as stories see it: a few families, series, operations and
// indicators of the real catalogue (api/seed/demo), the organisations and the codes their lookup
// fields name, served by the generic mock store like the server does. Every record parses with its
// kind's view schema.

/** Some organisations of `GET /organizations`. */
export const organizationsFixture = OrganizationListSchema.parse([
  {
    id: 'HIE2000005',
    stamp: 'DG75-E001',
    labelLg1: 'Direction des statistiques d’entreprises (DSE)',
    labelLg2: 'Business Statistics Directorate',
    unitOf: ['HIE2000001'],
    deprecated: false,
  },
  {
    id: 'HIE2000006',
    stamp: 'DG75-F001',
    labelLg1: 'Direction des statistiques démographiques et sociales (DSDS)',
    labelLg2: 'Demographic and Social Statistics Directorate',
    unitOf: ['HIE2000001'],
    deprecated: false,
  },
  { id: 'dares', stamp: null, labelLg1: 'DARES', labelLg2: null, unitOf: [], deprecated: false },
  { id: 'drees', stamp: null, labelLg1: 'DREES', labelLg2: null, unitOf: [], deprecated: false },
  { id: 'ssp', stamp: null, labelLg1: 'SSP', labelLg2: null, unitOf: [], deprecated: false },
]);

const code = (value: string, labelLg1: string, labelLg2: string): Code =>
  CodeSchema.parse({ code: value, labelLg1, labelLg2, descriptionLg1: null, descriptionLg2: null, parentCode: null });

/** CL_SOURCE_CATEGORY: the operation types. */
export const sourceCategoryCodes: Code[] = [
  code('A', 'Données administratives', 'Administrative data'),
  code('C', 'Synthèse', 'Synthesis'),
  code('I', 'Indicateurs', 'Indicators'),
  code('M', 'Modélisation', 'Modelization'),
  code('P', 'Panel', 'Panel'),
  code('R', 'Répertoire', 'Register'),
  code('S', 'Enquête', 'Survey'),
];

const at = (day: string) => `${day}T09:30:00.000Z`;
const fixture = (kind: AnyKind) => (fields: Record<string, unknown> & { id: string; prefLabelLg1: string }) =>
  recordFixture(kind, { created: at('2023-05-12'), modified: at('2024-02-06'), ...fields });

export const familyFixture = fixture(familyKind);
export const seriesFixture = fixture(seriesKind);
export const operationFixture = fixture(operationKind);
export const indicatorFixture = fixture(indicatorKind);

/** The labour force survey: every field of a series filled, owned by the stories' user (DG75-L201). */
export const labourForceSurvey = seriesFixture({
  id: 's1223',
  familyId: 's23',
  prefLabelLg1: 'Enquête emploi en continu',
  prefLabelLg2: 'Labour force survey',
  altLabelLg1: 'EEC',
  altLabelLg2: 'LFS',
  abstractLg1: '<p>L’enquête Emploi vise à observer de manière <strong>structurelle et conjoncturelle</strong> la situation des personnes sur le marché du travail.</p>',
  abstractLg2: '<p>The Labour Force Survey aims to observe both the <strong>structural and cyclical</strong> situation of people on the labour market.</p>',
  historyNoteLg1: '<p>Réalisée depuis 1950, l’enquête est conduite en continu depuis 2003.</p>',
  historyNoteLg2: '<p>Carried out since 1950, the survey has been conducted continuously since 2003.</p>',
  typeCode: 'S',
  accrualPeriodicityCode: 'Q',
  publishers: ['HIE2000006'],
  stakeholders: ['dares', 'drees'],
  dataCollectors: ['HIE2000006'],
  replaces: ['s1281'],
  isReplacedBy: [],
  seeAlso: ['s1041'],
  creators: ['DG75-L201'],
  contributors: ['DG75-H250'],
});

/** The store a story starts from: families, series, operations and indicators, the code lists and their codes. */
export function createOperationsStore(): CodeListStore {
  const lists = createCodeListStore();
  const sourceCategory = codeListFixture({ id: 'CL_SOURCE_CATEGORY', labelLg1: 'Catégorie de source', labelLg2: 'Source category' });
  const records: { kind: AnyKind; record: RecordView }[] = [
    ...[
      familyFixture({
        id: 's23',
        prefLabelLg1: 'Enquête Emploi',
        prefLabelLg2: 'Employment survey',
        abstractLg1: '<p>Les enquêtes sur l’emploi, le chômage et l’activité des personnes.</p>',
        abstractLg2: '<p>Surveys on employment, unemployment and labour market participation.</p>',
      }),
      familyFixture({ id: 's60', prefLabelLg1: 'Logement', prefLabelLg2: 'Housing' }),
      familyFixture({
        id: 's82',
        prefLabelLg1: 'Activité, production et chiffre d’affaires',
        prefLabelLg2: 'Activity, production and turnover',
        validationState: 'Unpublished',
      }),
    ].map((record) => ({ kind: familyKind, record })),
    ...[
      labourForceSurvey,
      seriesFixture({
        id: 's1281',
        familyId: 's23',
        prefLabelLg1: 'Enquête emploi annuelle',
        prefLabelLg2: 'Annual employment survey',
        // Stored as the seed holds it (a no-break space, list items without paragraphs): the editor
        // writes it otherwise on load, which is no change.
        abstractLg1: '<p>Elle répond à l’enquête « Forces de travail » d’Eurostat.</p><ul><li>trimestrielle</li><li>annuelle</li></ul>',
        abstractLg2: '<p>It is used to respond to the "Labour Forces" survey conducted by the Statistical Office of the\u00a0European Communities (EUROSTAT).</p>',
        typeCode: 'S',
        accrualPeriodicityCode: 'A',
        publishers: ['HIE2000006'],
        isReplacedBy: ['s1223'],
        creators: ['DG75-L201'],
      }),
      seriesFixture({
        id: 's1041',
        familyId: 's23',
        prefLabelLg1: 'Enquête emploi de Mayotte',
        prefLabelLg2: 'Labour force survey Mayotte',
        typeCode: 'S',
        accrualPeriodicityCode: 'A',
        publishers: ['HIE2000006'],
        creators: ['DG75-H250'],
      }),
      seriesFixture({
        id: 's1004',
        familyId: 's60',
        prefLabelLg1: 'Enquête Logement',
        prefLabelLg2: 'Housing survey',
        typeCode: 'S',
        accrualPeriodicityCode: 'P',
        publishers: ['HIE2000006'],
        creators: ['DG75-H250'],
      }),
      seriesFixture({
        id: 's1284',
        familyId: 's82',
        prefLabelLg1: 'Élaboration des indicateurs d’activité et de chiffre d’affaires',
        prefLabelLg2: 'Computation of activity and turnover indices',
        typeCode: 'A',
        accrualPeriodicityCode: 'M',
        publishers: ['HIE2000005'],
        dataCollectors: ['HIE2000005', 'ssp'],
        creators: ['DG75-H250'],
        validationState: 'Unpublished',
      }),
    ].map((record) => ({ kind: seriesKind, record })),
    ...[
      operationFixture({ id: 's1082', seriesId: 's1223', prefLabelLg1: 'Enquête emploi en continu 2015', prefLabelLg2: 'Labour force survey 2015', altLabelLg1: 'EEC 2015', altLabelLg2: 'LFS 2015', year: 2015, creators: [], contributors: [] }),
      operationFixture({ id: 's1083', seriesId: 's1223', prefLabelLg1: 'Enquête emploi en continu 2014', prefLabelLg2: 'Labour force survey 2014', year: 2014, creators: [], contributors: [] }),
      operationFixture({ id: 's1251', seriesId: 's1004', prefLabelLg1: 'Enquête Logement en 2013', prefLabelLg2: 'Housing survey in 2013', year: 2013, creators: [], contributors: [] }),
    ].map((record) => ({ kind: operationKind, record })),
    ...[
      indicatorFixture({
        id: 'p1660',
        prefLabelLg1: 'Taux de chômage localisés (par régions, départements et zones d’emploi)',
        prefLabelLg2: 'Localised unemployment rates (by region, department and employment area)',
        accrualPeriodicityCode: 'Q',
        publishers: ['HIE2000006'],
        wasGeneratedBy: ['s1223'],
        creators: ['DG75-L201'],
      }),
      indicatorFixture({
        id: 'p1669',
        prefLabelLg1: 'Indice de chiffre d’affaires base 2015',
        prefLabelLg2: 'Turnover index base 2015',
        accrualPeriodicityCode: 'M',
        publishers: ['HIE2000005'],
        wasGeneratedBy: ['s1284'],
        creators: ['DG75-H250'],
        validationState: 'Unpublished',
      }),
    ].map((record) => ({ kind: indicatorKind, record })),
  ];
  const own = createRecordStore([familyKind, seriesKind, operationKind, indicatorKind], records);
  const codeLists = createRecordStore([codeListKind], [{ kind: codeListKind, record: sourceCategory }]);
  return {
    ...lists,
    kinds: [...lists.kinds, ...own.kinds],
    records: new Map([...lists.records, ...codeLists.records, ...own.records]),
    organizations: organizationsFixture,
    codes: new Map([...lists.codes, ['CL_SOURCE_CATEGORY', sourceCategoryCodes]]),
  };
}

/** The API of the catalogue over one store (a fresh one by default): add them in a story's `beforeEach`. */
export function operationsHandlers(store: CodeListStore = createOperationsStore()) {
  return [
    http.get('/api/organizations', () => HttpResponse.json(store.organizations ?? [])),
    // The owners of the catalogue's records besides the code lists'.
    http.get('/api/stamps', () => HttpResponse.json(StampListSchema.parse(['DG57-C003', 'DG75-C001', 'DG75-E001', 'DG75-F001', 'DG75-H250', 'DG75-L201']))),
    ...codeListHandlers(store),
  ];
}

/** A manager of series, operations and indicators: creates; modifies and publishes those of their stamp (or their series'). */
export const operationsManagerPrivilegesFixture: UserPrivileges = [
  readerOf('OPERATION_FAMILY'),
  managerOf('OPERATION_SERIES'),
  managerOf('OPERATION_OPERATION'),
  managerOf('OPERATION_INDICATOR'),
];
