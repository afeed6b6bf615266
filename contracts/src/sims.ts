import { z } from 'zod';
import { bilingual } from './common/bilingual.ts';
import { DaySchema, RecordIdSchema, TextSchema } from './common/text.ts';
import { immutable, organizations, reference, references, text, type Field } from './records/fields.ts';
import { defineKind, type CreateOf, type ListItemOf, type UpdateOf, type ViewOf } from './records/kind.ts';

// Quality reports (spec §2–§5, §7 Sims; api-reference §5.2 MSD and Sims, §7): a report documents an
// operation, a series or an indicator, rubric by rubric, following the metadata structure (ESS SIMS
// 2.0 and the office's extensions). The structure is reference data; reports are records.

// ------------------------------------------------------------------------------------------------
// The metadata structure (MSD)

export const MSD_RANGE_TYPES = [
  'TEXT',
  'RICH_TEXT',
  'DATE',
  'CODE_LIST',
  'ORGANIZATION',
  'GEOGRAPHY',
  /** Section headers: no value of their own. */
  'REPORTED_ATTRIBUTE',
] as const;
export type MsdRangeType = (typeof MSD_RANGE_TYPES)[number];

/** One rubric (metadata attribute specification): `GET /operations/metadataStructureDefinition`. */
export const MsdRubricSchema = z.object({
  idMas: z.string(),
  idParent: z.string().nullable(),
  ...bilingual('masLabel', z.string(), z.string().nullable()),
  ...bilingual('definition', z.string().nullable(), z.string().nullable()),
  /** A section header, holding no value. */
  isPresentational: z.boolean(),
  rangeType: z.enum(MSD_RANGE_TYPES),
  /** The code list (its notation) of a CODE_LIST rubric. */
  codeList: z.string().nullable(),
  /** The rubric may be answered "not applicable". */
  sansObject: z.boolean(),
  /** 1: an essential rubric. */
  minOccurs: z.number().int().nullable(),
  /** `unbounded`: several codes may be chosen. */
  maxOccurs: z.union([z.number().int(), z.literal('unbounded')]).nullable(),
});
export type MsdRubric = z.infer<typeof MsdRubricSchema>;

const numbers = (idMas: string) => idMas.split('.').slice(1).map(Number);

/** Rubrics in the structure's order: by the numeric parts of idMas (S.3.10 after S.3.9, I.6.3 after S.6.2). */
export function compareIdMas(a: string, b: string): number {
  const [x, y] = [numbers(a), numbers(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const difference = (x[i] ?? -1) - (y[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return a.localeCompare(b);
}

/** An essential rubric: one every report should fill (the counter counts them, per language). */
export const isEssential = (rubric: MsdRubric) => rubric.minOccurs === 1 && !rubric.isPresentational;

/** Several codes may be chosen. */
export const isMultiple = (rubric: MsdRubric) => rubric.maxOccurs === 'unbounded';

/** Where a rubric's section starts: its root (`S.3` for `S.3.7.1`). */
export const sectionOf = (idMas: string) => idMas.split('.').slice(0, 2).join('.');

// ------------------------------------------------------------------------------------------------
// Reports

/** A document or a link cited by a rich-text rubric (older records reuse numbers across the two kinds). */
export const SimsDocumentRefSchema = z.object({ kind: z.enum(['document', 'link']), id: RecordIdSchema });
export type SimsDocumentRef = z.infer<typeof SimsDocumentRefSchema>;

const rubricText = TextSchema.trim().max(10_000).nullable().optional();
const rubricRichText = TextSchema.trim().max(100_000).nullable().optional();
const refs = z.array(SimsDocumentRefSchema).max(200).optional();
const rubric = <R extends string, S extends z.ZodRawShape>(rangeType: R, shape: S) =>
  z.object({ idAttribute: z.string().trim().min(1).max(40), rangeType: z.literal(rangeType), ...shape });

/**
 * One answered rubric, as a client sends it; its value's shape follows the rubric's range type.
 * A rubric answered "not applicable" has the range type RUBRIQUE_SANS_OBJECT.
 */
export const SimsRubricInputSchema = z.discriminatedUnion('rangeType', [
  rubric('TEXT', bilingual('label', rubricText, rubricText)),
  rubric('RICH_TEXT', {
    ...bilingual('label', rubricRichText, rubricRichText),
    /** The documents and links attached, in each language. */
    ...bilingual('documents', refs, refs),
  }),
  rubric('DATE', { value: DaySchema.nullable().optional() }),
  /** Code notations of the rubric's list; one unless the rubric allows several. */
  rubric('CODE_LIST', { codeList: z.string().trim().min(1).max(200), value: z.array(z.string().trim().min(1).max(200)).max(200).optional() }),
  /** An organisation's identifier. */
  rubric('ORGANIZATION', { value: RecordIdSchema.nullable().optional() }),
  /** A territory's identifier. */
  rubric('GEOGRAPHY', { value: RecordIdSchema.nullable().optional() }),
  rubric('RUBRIQUE_SANS_OBJECT', {}),
]);
export type SimsRubricInput = z.input<typeof SimsRubricInputSchema>;

/** One rubric as stored and answered: every value present (null or [] when empty). */
export const SimsRubricSchema = z.discriminatedUnion('rangeType', [
  rubric('TEXT', bilingual('label', z.string().nullable(), z.string().nullable())),
  rubric('RICH_TEXT', {
    ...bilingual('label', z.string().nullable(), z.string().nullable()),
    ...bilingual('documents', z.array(SimsDocumentRefSchema), z.array(SimsDocumentRefSchema)),
  }),
  rubric('DATE', { value: z.string().nullable() }),
  rubric('CODE_LIST', { codeList: z.string(), value: z.array(z.string()) }),
  rubric('ORGANIZATION', { value: z.string().nullable() }),
  rubric('GEOGRAPHY', { value: z.string().nullable() }),
  rubric('RUBRIQUE_SANS_OBJECT', {}),
]);
export type SimsRubric = z.infer<typeof SimsRubricSchema>;
export type SimsRangeType = SimsRubric['rangeType'];

/** A rubric as stored: what the client left out, empty. */
export function normalizeRubric(input: z.output<typeof SimsRubricInputSchema>): SimsRubric {
  const blank = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);
  switch (input.rangeType) {
    case 'TEXT':
      return { ...input, labelLg1: blank(input.labelLg1), labelLg2: blank(input.labelLg2) };
    case 'RICH_TEXT':
      return {
        ...input,
        labelLg1: blank(input.labelLg1),
        labelLg2: blank(input.labelLg2),
        documentsLg1: input.documentsLg1 ?? [],
        documentsLg2: input.documentsLg2 ?? [],
      };
    case 'CODE_LIST':
      return { ...input, value: input.value ?? [] };
    case 'DATE':
    case 'ORGANIZATION':
    case 'GEOGRAPHY':
      return { ...input, value: blank(input.value) };
    case 'RUBRIQUE_SANS_OBJECT':
      return input;
  }
}

/** Rich text holding nothing a reader would see (`<p></p>`, `<p><br></p>`). */
const isBlankHtml = (html: string | null) => html === null || html.replace(/<[^>]*>|&nbsp;|\s/g, '') === '';

/**
 * Whether a rubric holds something in a language (`lg` 1 or 2; language-free values count in both).
 * A rich text holding only documents is filled; "not applicable" is an answer, so filled.
 */
export function isRubricFilled(rubric: SimsRubric | undefined, lg: 1 | 2): boolean {
  if (!rubric) return false;
  switch (rubric.rangeType) {
    case 'TEXT':
      return (lg === 1 ? rubric.labelLg1 : rubric.labelLg2) !== null;
    case 'RICH_TEXT':
      return lg === 1
        ? !isBlankHtml(rubric.labelLg1) || rubric.documentsLg1.length > 0
        : !isBlankHtml(rubric.labelLg2) || rubric.documentsLg2.length > 0;
    case 'CODE_LIST':
      return rubric.value.length > 0;
    case 'DATE':
    case 'ORGANIZATION':
    case 'GEOGRAPHY':
      return rubric.value !== null;
    case 'RUBRIQUE_SANS_OBJECT':
      return true;
  }
}

/** The essential rubrics of a report in a language: how many are filled, and those left empty. */
export function essentialRubrics(msd: readonly MsdRubric[], rubrics: readonly SimsRubric[], lg: 1 | 2) {
  const byId = new Map(rubrics.map((r) => [r.idAttribute, r]));
  const essential = msd.filter(isEssential);
  const empty = essential.filter((entry) => !isRubricFilled(byId.get(entry.idMas), lg)).map((entry) => entry.idMas);
  return { filled: essential.length - empty.length, total: essential.length, empty };
}

/** The records a report's rubrics cite, by kind: what "Used by" and the delete rules follow. */
export function citedBy(rubrics: readonly SimsRubric[]) {
  const documents = new Set<string>();
  const links = new Set<string>();
  const territories = new Set<string>();
  const organizationIds = new Set<string>();
  for (const rubric of rubrics) {
    if (rubric.rangeType === 'RICH_TEXT') {
      for (const ref of [...rubric.documentsLg1, ...rubric.documentsLg2]) (ref.kind === 'document' ? documents : links).add(ref.id);
    } else if (rubric.rangeType === 'GEOGRAPHY' && rubric.value) territories.add(rubric.value);
    else if (rubric.rangeType === 'ORGANIZATION' && rubric.value) organizationIds.add(rubric.value);
  }
  return { documents: [...documents], links: [...links], territories: [...territories], organizations: [...organizationIds] };
}

/** The prefixes of a report's title, before its documented object's label, in each data language. */
export const SIMS_TITLE_PREFIX = { lg1: 'Rapport qualité : ', lg2: 'Quality report: ' } as const;

/** The kinds a report documents. */
export const SIMS_TARGET_KINDS = ['operation', 'series', 'indicator'] as const;
export type SimsTargetKind = (typeof SIMS_TARGET_KINDS)[number];

/** What makes two documented objects siblings, whose reports a new report may copy (`siblingsOf`): an operation's series, a series' family; any two indicators. */
export const SIMS_SIBLINGS_SHARE: Record<SimsTargetKind, 'seriesId' | 'familyId' | null> = { operation: 'seriesId', series: 'familyId', indicator: null };

const rubricsField: Field<z.ZodType<SimsRubric[] | undefined>, z.ZodArray<typeof SimsRubricSchema>, 'stored'> = {
  input: z
    .array(SimsRubricInputSchema.transform(normalizeRubric))
    .max(500)
    .refine((list) => new Set(list.map((r) => r.idAttribute)).size === list.length, { message: 'A rubric is answered once' })
    .optional(),
  output: z.array(SimsRubricSchema),
  mode: 'stored',
  widget: 'custom',
  required: false,
};

/** Derived from the rubrics by the API (whatever a client sends): what the report cites. */
const cited = {
  documents: references(['document']),
  links: references(['link']),
  territories: references(['territory']),
  organizations: organizations({ max: 500 }),
};

/**
 * `/operations/metadataReport`: the quality report of one operation, series or indicator (844 when
 * it does not exist; publishing needs it published, 804). Its title follows the documented object's
 * label; the object's owners govern it. Only a series' report may be deleted (862); a series has
 * either a report or operations, never both (663).
 */
export const simsKind = defineKind({
  name: 'sims',
  application: 'OPERATION_SIMS',
  paths: { list: '/operations/metadataReports', item: '/operations/metadataReport' },
  id: { type: 'sequence', name: 'sims', prefix: '', start: 1000, kinds: ['sims'] },
  label: 'label',
  labelFrom: { field: 'target', prefixLg1: SIMS_TITLE_PREFIX.lg1, prefixLg2: SIMS_TITLE_PREFIX.lg2 },
  fields: {
    /** The documented operation, series or indicator. */
    target: immutable(reference(SIMS_TARGET_KINDS, { required: true, missing: '844', publishedFirst: '804' })),
    ...bilingual('label', text(), text()),
    rubrics: rubricsField,
    ...cited,
  },
  listFields: ['target'],
  filters: {
    /**
     * The reports a new report of this object may start from: those of its siblings (the other
     * operations of its series, the other series of its family, the other indicators).
     */
    siblingsOf: RecordIdSchema.optional(),
  },
  ownersFrom: 'target',
  notFound: '841',
  denied: { CREATE: '801', UPDATE: '802', PUBLISH: '803' },
  delete: {},
});

/** `GET /operations/metadataReport/export/{id}`: what the document holds. Both languages off: 863. */
export const SimsExportQuerySchema = z.object({
  /** Rubrics left empty are listed too. */
  emptyMas: z.stringbool().default(true),
  lg1: z.stringbool().default(true),
  lg2: z.stringbool().default(true),
  /** A ZIP holding the document and the files of the documents it cites. */
  document: z.stringbool().default(true),
});
export type SimsExportQuery = z.input<typeof SimsExportQuerySchema>;

/** The header listing, comma-separated, the cited files an export could not include. */
export const MISSING_DOCUMENTS_HEADER = 'X-Missing-Documents';

export type Sims = ViewOf<typeof simsKind>;
export type SimsItem = ListItemOf<typeof simsKind>;
export type SimsCreate = CreateOf<typeof simsKind>;
export type SimsUpdate = UpdateOf<typeof simsKind>;
