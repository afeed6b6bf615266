import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  ConceptNoteVersionSchema,
  SendRecordBodySchema,
  StampListSchema,
  conceptKind,
  collectionKind,
  type ConceptNoteVersion,
  type ConceptView,
  type ErrorCode,
  type RecordView,
  type SendRecordBody,
} from '@atelier/contracts';
import { normalizeForSearch } from '@atelier/ui-kit';
import { appContextFixture } from './fixtures.ts';
import { errorResponse } from './handlers.ts';
import { RDF_MOCK_FORMATS, representationHandlers } from './representations.ts';
import { createRecordStore, recordFixture, recordHandlers, type RecordStore } from './records.ts';

// A concept's page and the comparison of its versions as stories see them: a few concepts of the
// labour market in the generic store (the current version's number computed from their notes'
// versions), every version of their notes, the ODT export and sending by mail. Every fixture
// parses with the contract schemas.

const at = (day: string) => `${day}T09:30:00.000Z`;

/** A concept: published, dated, with a definition in the first language unless told otherwise. */
export function conceptPageFixture(fields: Partial<ConceptView> & Pick<ConceptView, 'id' | 'prefLabelLg1'>): RecordView {
  return recordFixture(conceptKind, { definitionLg1: '<p>Définition.</p>', created: at('2021-03-15'), modified: at('2024-06-04'), ...fields });
}

/** The definitions of "Chômage" through its three versions: each changes words of the one before. */
const DEFINITIONS = [
  {
    lg1: '<p>Un chômeur est une personne en âge de travailler qui est sans emploi et qui recherche un emploi.</p>',
    lg2: '<p>An unemployed person is a person of working age who is without work and seeking work.</p>',
  },
  {
    lg1: '<p>Un chômeur au sens du BIT est une personne de 15 ans ou plus qui est sans emploi et qui recherche activement un emploi.</p>',
    lg2: '<p>An unemployed person as defined by the ILO is a person aged 15 or over who is without work and actively seeking work.</p>',
  },
  {
    lg1: '<p>Un chômeur au sens du BIT est une personne de 15 à 74 ans qui n’a pas travaillé au cours de la semaine de référence, est disponible pour travailler dans les deux semaines et a recherché activement un emploi.</p><ul><li>ou a trouvé un emploi qui commence dans moins de trois mois.</li></ul>',
    lg2: '<p>An unemployed person as defined by the ILO is a person aged 15 to 74 who did not work during the reference week, is available to work within two weeks and has actively sought work.</p><ul><li>or has found a job starting within three months.</li></ul>',
  },
];

const SCOPE_NOTES = [
  { lg1: '<p>Personne sans emploi qui en recherche un.</p>', lg2: '<p>Person without work seeking work.</p>' },
  { lg1: '<p>Personne sans emploi qui en recherche un activement.</p>', lg2: '<p>Person without work actively seeking work.</p>' },
  { lg1: '<p>Personne sans emploi, disponible, qui en recherche un activement.</p>', lg2: '<p>Person without work, available, actively seeking work.</p>' },
];

const CHANGE_NOTES = [
  { lg1: null, lg2: null },
  { lg1: '<p>Définition alignée sur celle du BIT.</p>', lg2: '<p>Definition aligned with the ILO’s.</p>' },
  { lg1: '<p>Limite d’âge de 74 ans et semaine de référence.</p>', lg2: '<p>Upper age limit of 74 and reference week.</p>' },
];

/** The versions of the notes of « Chômage » (c1001): three, the last one current. */
export function unemploymentNoteVersions(): ConceptNoteVersion[] {
  const dates = ['2021-03-15', '2022-09-01', '2024-06-04'];
  return DEFINITIONS.map((definition, index) =>
    ConceptNoteVersionSchema.parse({
      version: index + 1,
      validFrom: at(dates[index] as string),
      validUntil: dates[index + 1] ? at(dates[index + 1] as string) : null,
      definitionLg1: definition.lg1,
      definitionLg2: definition.lg2,
      scopeNoteLg1: SCOPE_NOTES[index]?.lg1 ?? null,
      scopeNoteLg2: SCOPE_NOTES[index]?.lg2 ?? null,
      editorialNoteLg1: index === 0 ? null : '<p>Voir aussi le halo autour du chômage.</p>',
      editorialNoteLg2: index === 0 ? null : '<p>See also the halo around unemployment.</p>',
      changeNoteLg1: CHANGE_NOTES[index]?.lg1 ?? null,
      changeNoteLg2: CHANGE_NOTES[index]?.lg2 ?? null,
    }),
  );
}

/** « Chômage »: every field filled, linked to others of each kind, three versions of its notes. */
export function unemploymentFixture(fields: Partial<ConceptView> = {}): RecordView {
  const current = unemploymentNoteVersions().at(-1) as ConceptNoteVersion;
  return conceptPageFixture({
    id: 'c1001',
    prefLabelLg1: 'Chômage',
    prefLabelLg2: 'Unemployment',
    altLabelLg1: ['Chômage BIT', 'Chômage au sens du BIT'],
    altLabelLg2: ['ILO unemployment'],
    additionalMaterial: 'https://www.insee.fr/fr/metadonnees/definition/c1129',
    valid: '2030-12-31',
    scopeNoteLg1: current.scopeNoteLg1,
    scopeNoteLg2: current.scopeNoteLg2,
    definitionLg1: current.definitionLg1 ?? '',
    definitionLg2: current.definitionLg2,
    editorialNoteLg1: current.editorialNoteLg1,
    editorialNoteLg2: current.editorialNoteLg2,
    changeNoteLg1: current.changeNoteLg1,
    changeNoteLg2: current.changeNoteLg2,
    broader: ['c1003'],
    narrower: ['c1005'],
    refersTo: ['c1002'],
    replaces: ['c1099'],
    isReplacedBy: [],
    related: ['c1004', 'c1006'],
    closeMatch: ['https://www.ilo.org/ilostat-files/Documents/description_UR_EN.pdf'],
    ...fields,
  });
}

/** The other concepts: the ones « Chômage » points to, one without anything but its definition. */
export function otherConcepts(): RecordView[] {
  const concept = (id: string, prefLabelLg1: string, prefLabelLg2: string, fields: Partial<ConceptView> = {}) =>
    conceptPageFixture({ id, prefLabelLg1, prefLabelLg2, ...fields });
  return [
    concept('c1002', 'Emploi', 'Employment', { altLabelLg1: ['Personne en emploi'] }),
    concept('c1003', 'Population active', 'Labour force', { narrower: ['c1001'] }),
    concept('c1004', 'Taux de chômage', 'Unemployment rate', {
      related: ['c1001'],
      definitionLg1: '<p>Le taux de chômage est la part des chômeurs dans la population active.</p>',
    }),
    concept('c1005', 'Halo autour du chômage', 'Halo around unemployment', { broader: ['c1001'], validationState: 'Unpublished' }),
    concept('c1006', 'Sous-emploi', 'Underemployment', { related: ['c1001'], validationState: 'Modified' }),
    concept('c1099', 'Chômage (définition de 1982)', 'Unemployment (1982 definition)', { isReplacedBy: ['c1001'] }),
    // Only what a concept must have: a label and a definition; never published; one version.
    conceptPageFixture({
      id: 'c1020',
      prefLabelLg1: 'Inactivité',
      prefLabelLg2: null,
      definitionLg1: '<p>Situation d’une personne qui n’est ni en emploi ni au chômage.</p>',
      creators: [],
      contributors: [],
      disseminationStatus: null,
      validationState: 'Unpublished',
    }),
  ];
}

/** The concepts, « Chômage » as given. */
export function createConceptPageStore(unemployment: RecordView = unemploymentFixture()): RecordStore {
  return createRecordStore(
    [conceptKind, collectionKind],
    [unemployment, ...otherConcepts()].map((record) => ({ kind: conceptKind, record })),
  );
}

export interface ConceptMocks {
  store?: RecordStore;
  /** Versions of notes by concept; a concept not named has one version, its current notes. */
  versions?: Record<string, ConceptNoteVersion[]>;
  /** What the export answers: the file (the default), never, or an error. */
  exportAnswer?: 'file' | 'pending' | ErrorCode;
  /** What sending by mail answers: done (the default), never, or an error. */
  mailAnswer?: 'sent' | 'pending' | ErrorCode;
  /** Told of each export asked for (its language) and each mail sent (its body). */
  onExport?: (langue: string) => void;
  onSend?: (body: SendRecordBody) => void;
  /** Told of each concept asked for as SKOS (the media type asked for). */
  onSkos?: (mediaType: string) => void;
}

/** The handlers of the concepts' pages: the records, their notes' versions, export and mail. */
export function conceptHandlers({
  store = createConceptPageStore(),
  versions = { c1001: unemploymentNoteVersions() },
  exportAnswer = 'file',
  mailAnswer = 'sent',
  onExport,
  onSend,
  onSkos,
}: ConceptMocks = {}): HttpHandler[] {
  const item = `/api${conceptKind.paths.item}`;
  const recordOf = (id: string) => store.records.get(`concept/${id}`)?.record;
  /** A concept's versions: those given, or one holding its current notes. */
  const versionsOf = (id: string): ConceptNoteVersion[] | null => {
    const record = recordOf(id);
    if (!record) return null;
    const given = versions[id];
    if (given) return given;
    const note = (name: string) => (typeof record[name] === 'string' ? record[name] : null);
    return [
      ConceptNoteVersionSchema.parse({
        version: 1,
        validFrom: record.created,
        validUntil: null,
        ...Object.fromEntries(
          ['scopeNote', 'definition', 'editorialNote', 'changeNote'].flatMap((name) => [
            [`${name}Lg1`, note(`${name}Lg1`)],
            [`${name}Lg2`, note(`${name}Lg2`)],
          ]),
        ),
      }),
    ];
  };
  const contains = (values: unknown[], query: string) =>
    values.some((value) => typeof value === 'string' && normalizeForSearch(value.replace(/<[^>]*>/g, ' ')).includes(normalizeForSearch(query)));
  return [
    http.get('/api/stamps', () => HttpResponse.json(StampListSchema.parse(['DG57-C003', 'DG75-C001', 'DG75-H250', 'DG75-L201']))),
    http.get(`${item}/:id/notes`, ({ params }) => {
      const found = versionsOf(String(params.id));
      return found
        ? HttpResponse.json(found.map(({ version, validFrom, validUntil }) => ({ version, validFrom, validUntil })))
        : errorResponse('141');
    }),
    http.get(`${item}/:id/notes/:version`, ({ params }) => {
      const found = versionsOf(String(params.id))?.find((entry) => entry.version === Number(params.version));
      return found ? HttpResponse.json(found) : errorResponse('NOT_FOUND');
    }),
    http.get(`${item}/export/:id`, async ({ request, params }) => {
      const langue = new URL(request.url).searchParams.get('langue') ?? 'lg1';
      onExport?.(langue);
      if (exportAnswer === 'pending') await delay('infinite');
      if (exportAnswer !== 'file' && exportAnswer !== 'pending') return errorResponse(exportAnswer);
      const record = recordOf(String(params.id));
      if (!record) return errorResponse('141');
      const name = `${record.id}${String(langue === 'lg2' ? (record.prefLabelLg2 ?? record.prefLabelLg1) : record.prefLabelLg1).replace(/\W/gu, '')}.odt`;
      return new HttpResponse(new Blob(['PK story export']), {
        headers: {
          'content-type': 'application/vnd.oasis.opendocument.text',
          'content-disposition': `attachment; filename="${name}"`,
        },
      });
    }),
    // A concept as SKOS, by Accept on its read path.
    ...representationHandlers([`${item}/:id`], RDF_MOCK_FORMATS, (id) => recordOf(id) !== undefined, (_id, mediaType) => onSkos?.(mediaType)),
    http.post(`${item}/send/:id`, async ({ request, params }) => {
      const body = SendRecordBodySchema.safeParse(await request.json());
      if (!body.success) return errorResponse('VALIDATION_FAILED');
      onSend?.(body.data);
      if (mailAnswer === 'pending') await delay('infinite');
      if (mailAnswer !== 'sent' && mailAnswer !== 'pending') return errorResponse(mailAnswer);
      return recordOf(String(params.id)) ? new HttpResponse(null, { status: 204 }) : errorResponse('141');
    }),
    ...recordHandlers(store, {
      concept: {
        computed: (record) => ({ conceptVersion: versionsOf(record.id)?.at(-1)?.version ?? 1 }),
        // The kind's own filters: the definition and the alternative labels, either language.
        matches: (record, query) => {
          const definition = query.get('definition');
          const altLabel = query.get('altLabel');
          if (definition && !contains([record.definitionLg1, record.definitionLg2], definition)) return false;
          if (altLabel && !contains([...(record.altLabelLg1 as unknown[]), ...(record.altLabelLg2 as unknown[])], altLabel)) return false;
          return true;
        },
      },
    }),
  ];
}

/** `GET /init` of a deployment with a mail server (`SMTP_URL`), or without one. */
export function mailServer(configured: boolean): HttpHandler {
  return http.get('/api/init', () => HttpResponse.json({ ...appContextFixture, mailConfigured: configured }));
}
