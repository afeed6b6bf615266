/**
 * Shapes of the seed files under `api/seed/demo/` and `api/seed/full/`: one zod schema per file,
 * with its TypeScript type. The converters (`seed/convert/`) parse what they write with these
 * schemas, the seed test parses every committed file with them, and the server can use them to
 * read the files.
 *
 * Conventions (README.md says more):
 * - Field names follow the existing system's JSON (api-reference §5) with the spec's Lg1/Lg2
 *   suffixes: Lg1 is French, Lg2 English. Values are real JSON types; a field the source leaves
 *   empty is `null` (or `[]`), never absent.
 * - Identifiers are the source's: families, series and operations `s…`, indicators `p…`,
 *   documents and links integers within their kind, quality reports integers, concepts and
 *   collections `c…`, code lists their notation. Records refer to each other by these identifiers.
 * - Rich text (abstracts, history notes, Sims rich text, descriptions) is HTML limited to
 *   RICH_TEXT_ELEMENTS; plain text holds no markup.
 * - Dates are ISO 8601: `YYYY-MM-DD`, or a local date-time without zone as the source writes it.
 */
import { z } from 'zod';
import { bilingual, DisseminationStatusIdSchema, DisseminationStatusListSchema, LanguageCodeSchema, MSD_RANGE_TYPES } from '@atelier/contracts';

// ------------------------------------------------------------------------------------------------
// Building blocks

/** The only HTML elements rich text keeps; `a` keeps its `href` and nothing else. */
export const RICH_TEXT_ELEMENTS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const;

const TAG_PATTERN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;
const HREF_ATTRIBUTE = /^ href="[^"<>]*"$/;

/** True when every tag is an allowed element, written the way the converters' sanitiser writes it. */
export function isSanitisedHtml(html: string): boolean {
  for (const [, closing, name, attributes] of html.matchAll(TAG_PATTERN)) {
    if (!(RICH_TEXT_ELEMENTS as readonly string[]).includes(name ?? '')) return false;
    const allowsHref = name === 'a' && closing === '';
    if (attributes !== '' && !(allowsHref && HREF_ATTRIBUTE.test(attributes ?? ''))) return false;
  }
  // A `<` that starts no tag would have been escaped.
  return !/<(?![a-zA-Z/])/.test(html);
}

/** A non-empty string without surrounding white space. */
const Text = z
  .string()
  .min(1)
  .refine((value) => value.trim() === value, 'Expected no surrounding white space');
/** HTML rich text, sanitised. */
export const RichTextSchema = Text.refine(isSanitisedHtml, {
  message: `Rich text may only hold ${RICH_TEXT_ELEMENTS.join(', ')} (a with href only)`,
});
const IsoDate = z.iso.date();
/** A local date-time, as the sources write it (no zone). */
const IsoDateTime = z.iso.datetime({ local: true });

/** Organisation stamp, such as `DG75-L201`. */
const Stamp = Text;
const OperationsId = z.string().regex(/^s\d+$/, 'Expected s followed by digits');
const IndicatorId = z.string().regex(/^p\d+$/, 'Expected p followed by digits');
const ConceptId = z.string().regex(/^c\d+$/, 'Expected c followed by digits');
const IntegerId = z.int().positive();
/** Notation of a code list or code: letters, digits, `_`, `-`, `.`. */
const Notation = z.string().regex(/^[A-Za-z0-9_.-]+$/, 'Expected a notation');

export const ValidationStateSchema = z.enum(['Unpublished', 'Modified', 'Validated']);
export type ValidationState = z.infer<typeof ValidationStateSchema>;

/** Rejects a record whose two language variants of `name` are both null. */
function hasOneOf<N extends string>(name: N) {
  return [
    (record: { [K in `${N}Lg1` | `${N}Lg2`]: string | null }) =>
      record[`${name}Lg1`] !== null || record[`${name}Lg2`] !== null,
    { message: `${name}Lg1 or ${name}Lg2 is required` },
  ] as const;
}

/** Ids must be unique within a file. */
function uniqueBy<T>(key: (record: T) => string | number) {
  return [
    (records: T[]) => new Set(records.map(key)).size === records.length,
    { message: 'Duplicate identifier' },
  ] as const;
}

const byId = (record: { id: string | number }) => record.id;

/** A seed file: an array of records, unique by `key`. */
const fileOf = <T extends z.ZodType>(record: T, key: (record: z.output<T>) => string | number) =>
  z.array(record).refine(...uniqueBy(key));

// ------------------------------------------------------------------------------------------------
// Reference lists

/** `stamps.json`: every organisation stamp, sorted and unique. */
export const StampsFileSchema = fileOf(Stamp, (stamp) => stamp);
export type StampsFile = z.infer<typeof StampsFileSchema>;

/** An organisation or organisational unit, referred to by Sims ORGANIZATION rubrics and series. */
export const OrganizationSchema = z.strictObject({
  /** The source identifier: `HIE…` for INSEE units, a stamp, or the body's acronym (`drees`). */
  id: Text,
  stamp: Stamp.nullable(),
  ...bilingual('label', Text, Text.nullable()),
  /** Parent organisations (`org:unitOf`). */
  unitOf: z.array(Text),
  deprecated: z.boolean(),
  validUntil: IsoDate.nullable(),
});
export type Organization = z.infer<typeof OrganizationSchema>;
export const OrganizationsFileSchema = fileOf(OrganizationSchema, byId);

/** A statistical theme (INSEE theme scheme); families refer to themes as their subjects. */
export const ThemeSchema = z.strictObject({
  id: Text,
  notation: Notation,
  ...bilingual('label', Text, Text),
  parent: Text.nullable(),
});
export type Theme = z.infer<typeof ThemeSchema>;
export const ThemesFileSchema = fileOf(ThemeSchema, byId);

// ------------------------------------------------------------------------------------------------
// Code lists

export const CodeSchema = z
  .strictObject({
    code: Notation,
    ...bilingual('label', Text.nullable(), Text.nullable()),
    /** Code of the parent (broader) code in the same list. */
    parent: Notation.nullable(),
  })
  .refine(...hasOneOf('label'));
export type Code = z.infer<typeof CodeSchema>;

export const CodeListSchema = z
  .strictObject({
    /** The notation, unique across lists (lists of agencies other than INSEE carry their agency as a prefix). */
    id: Notation,
    /** SDMX maintenance agency: `FR1` for INSEE. */
    agencyId: Text,
    ...bilingual('label', Text.nullable(), Text.nullable()),
    creator: Stamp.nullable(),
    contributors: z.array(Stamp),
    disseminationStatus: DisseminationStatusIdSchema.nullable(),
    validationState: ValidationStateSchema,
    created: IsoDateTime.nullable(),
    modified: IsoDateTime.nullable(),
    codes: z.array(CodeSchema).min(1).refine(...uniqueBy((c: Code) => c.code)),
  })
  .refine(...hasOneOf('label'));
export type CodeList = z.infer<typeof CodeListSchema>;
export const CodeListsFileSchema = fileOf(CodeListSchema, byId);

// ------------------------------------------------------------------------------------------------
// SIMS metadata structure

export const MsdRangeTypeSchema = z.enum(MSD_RANGE_TYPES);

/** One rubric (metadata attribute specification) of the SIMS structure. */
export const MsdRubricSchema = z
  .strictObject({
    idMas: z.string().regex(/^[SIC](\.\d+)+$/, 'Expected S.x, I.x or C.x'),
    idParent: z.string().nullable(),
    ...bilingual('masLabel', Text, Text),
    ...bilingual('definition', Text.nullable(), Text.nullable()),
    isPresentational: z.boolean(),
    rangeType: MsdRangeTypeSchema,
    /** Notation of the code list of a CODE_LIST rubric. */
    codeList: Notation.nullable(),
    /** The rubric may be answered "not applicable". */
    sansObject: z.boolean(),
    minOccurs: z.int().nonnegative().nullable(),
    maxOccurs: z.union([z.int().positive(), z.literal('unbounded')]).nullable(),
  })
  .refine((rubric) => (rubric.rangeType === 'CODE_LIST') === (rubric.codeList !== null), {
    message: 'A CODE_LIST rubric, and only it, names its code list',
  });
export type MsdRubric = z.infer<typeof MsdRubricSchema>;
export const MsdFileSchema = fileOf(MsdRubricSchema, (rubric) => rubric.idMas);

// ------------------------------------------------------------------------------------------------
// Operations: families, series, operations, indicators

export const LINK_TYPES = ['family', 'series', 'operation', 'indicator'] as const;
/** A "see also" link to another record of the operations module. */
export const LinkSchema = z.strictObject({ type: z.enum(LINK_TYPES), id: z.union([OperationsId, IndicatorId]) });
export type Link = z.infer<typeof LinkSchema>;

/** Alternative labels, abstract and history note: the descriptive texts of series and indicators. */
const descriptiveTexts = {
  ...bilingual('altLabel', Text.nullable(), Text.nullable()),
  ...bilingual('abstract', RichTextSchema.nullable(), RichTextSchema.nullable()),
  ...bilingual('historyNote', RichTextSchema.nullable(), RichTextSchema.nullable()),
};

/** Links to other records; a record replaces, or is replaced by, records of its own kind. */
const links = <I extends z.ZodType>(ownId: I) => ({
  seeAlso: z.array(LinkSchema),
  replaces: z.array(ownId),
  isReplacedBy: z.array(ownId),
});

export const FamilySchema = z.strictObject({
  id: OperationsId,
  ...bilingual('prefLabel', Text, Text.nullable()),
  ...bilingual('abstract', RichTextSchema.nullable(), RichTextSchema.nullable()),
  /** Theme ids (the family's subjects). */
  themes: z.array(Text),
  validationState: ValidationStateSchema,
});
export type Family = z.infer<typeof FamilySchema>;
export const FamiliesFileSchema = fileOf(FamilySchema, byId);

export const SeriesSchema = z.strictObject({
  id: OperationsId,
  familyId: OperationsId,
  ...bilingual('prefLabel', Text, Text.nullable()),
  ...descriptiveTexts,
  /** Code of CL_SOURCE_CATEGORY. */
  typeCode: Notation.nullable(),
  /** Owner stamps. */
  creators: z.array(Stamp),
  /** Organisation ids. */
  publishers: z.array(Text),
  contributors: z.array(Text),
  ...links(OperationsId),
  validationState: ValidationStateSchema,
});
export type Series = z.infer<typeof SeriesSchema>;
export const SeriesFileSchema = fileOf(SeriesSchema, byId);

export const OperationSchema = z.strictObject({
  id: OperationsId,
  seriesId: OperationsId,
  ...bilingual('prefLabel', Text, Text.nullable()),
  ...bilingual('altLabel', Text.nullable(), Text.nullable()),
  year: z.int().nullable(),
  validationState: ValidationStateSchema,
});
export type Operation = z.infer<typeof OperationSchema>;
export const OperationsFileSchema = fileOf(OperationSchema, byId);

export const IndicatorSchema = z.strictObject({
  id: IndicatorId,
  ...bilingual('prefLabel', Text, Text.nullable()),
  ...descriptiveTexts,
  /** Series that produce the indicator (the existing system asks for one to publish; one source record has none). */
  wasGeneratedBy: z.array(OperationsId),
  ...links(IndicatorId),
  validationState: ValidationStateSchema,
});
export type Indicator = z.infer<typeof IndicatorSchema>;
export const IndicatorsFileSchema = fileOf(IndicatorSchema, byId);

// ------------------------------------------------------------------------------------------------
// Documents, links and quality reports (Sims)

/**
 * A document or link is identified by its kind and its number: the existing system now numbers
 * both from one counter, but its older records reuse numbers across the two kinds (document 53 and
 * link 53 are different records).
 */
export const DocumentRefSchema = z.strictObject({ kind: z.enum(['document', 'link']), id: IntegerId });
export type DocumentRef = z.infer<typeof DocumentRefSchema>;
/** `document/53`, `link/53`: the unique key of a document or link. */
export const documentKey = (ref: DocumentRef) => `${ref.kind}/${ref.id}`;

/** A document (a file, `kind: 'document'`) or a link (a web page, `kind: 'link'`). */
export const DocumentSchema = z
  .strictObject({
    ...DocumentRefSchema.shape,
    ...bilingual('label', Text.nullable(), Text.nullable()),
    ...bilingual('description', RichTextSchema.nullable(), RichTextSchema.nullable()),
    /** ISO 639-1 code of the document's language. */
    lang: LanguageCodeSchema.nullable(),
    url: z.url().nullable(),
    updatedDate: IsoDate.nullable(),
  })
  .refine(...hasOneOf('label'));
export type Document = z.infer<typeof DocumentSchema>;
export const DocumentsFileSchema = fileOf(DocumentSchema, documentKey);

const rubric = <R extends string, S extends z.ZodRawShape>(rangeType: R, shape: S) =>
  z.strictObject({ idAttribute: z.string(), rangeType: z.literal(rangeType), ...shape });

/** One answered rubric of a report; its value's shape depends on the rubric's range type. */
export const SimsRubricSchema = z.discriminatedUnion('rangeType', [
  rubric('TEXT', bilingual('label', Text.nullable(), Text.nullable())).refine(...hasOneOf('label')),
  rubric('RICH_TEXT', {
    ...bilingual('label', RichTextSchema.nullable(), RichTextSchema.nullable()),
    /** The documents and links attached in each language. */
    ...bilingual(
      'documents',
      z.array(DocumentRefSchema).refine(...uniqueBy(documentKey)),
      z.array(DocumentRefSchema).refine(...uniqueBy(documentKey)),
    ),
  }),
  rubric('DATE', { value: IsoDate }),
  rubric('CODE_LIST', { codeList: Notation, value: z.array(Notation).min(1) }),
  /** An organisation id. */
  rubric('ORGANIZATION', { value: Text }),
  /** A territory id. */
  rubric('GEOGRAPHY', { value: Text }),
  /** Answered "not applicable" (rubrics whose `sansObject` is true). */
  rubric('RUBRIQUE_SANS_OBJECT', {}),
]);
export type SimsRubric = z.infer<typeof SimsRubricSchema>;

export const SIMS_TARGET_TYPES = ['operation', 'series', 'indicator'] as const;
export const SimsSchema = z.strictObject({
  id: IntegerId,
  ...bilingual('label', Text, Text.nullable()),
  /** The documented operation, series or indicator. */
  target: z.strictObject({ type: z.enum(SIMS_TARGET_TYPES), id: z.union([OperationsId, IndicatorId]) }),
  validationState: ValidationStateSchema,
  rubrics: z.array(SimsRubricSchema).refine(...uniqueBy((r: SimsRubric) => r.idAttribute)),
});
export type Sims = z.infer<typeof SimsSchema>;
export const SimsFileSchema = fileOf(SimsSchema, byId);

// ------------------------------------------------------------------------------------------------
// Classifications

export const ClassificationLevelSchema = z.strictObject({
  id: Text,
  ...bilingual('prefLabel', Text, Text),
  depth: z.int().positive(),
  /** Regular expression every notation of the level matches. */
  notationPattern: Text,
});
export type ClassificationLevel = z.infer<typeof ClassificationLevelSchema>;

export const ClassificationSchema = z.strictObject({
  id: Text,
  ...bilingual('prefLabel', Text, Text),
  ...bilingual('altLabel', Text.nullable(), Text.nullable()),
  disseminationStatus: DisseminationStatusIdSchema.nullable(),
  validationState: ValidationStateSchema,
  /** From the broadest (depth 1) to the most detailed. */
  levels: z.array(ClassificationLevelSchema).min(1),
});
export type Classification = z.infer<typeof ClassificationSchema>;
export const ClassificationsFileSchema = fileOf(ClassificationSchema, byId);

/** An item of a classification; `id` is its notation, unique within the classification. */
export const ClassificationItemSchema = z
  .strictObject({
    classificationId: Text,
    id: Notation,
    levelId: Text,
    parentId: Notation.nullable(),
    ...bilingual('prefLabel', Text.nullable(), Text.nullable()),
  })
  .refine(...hasOneOf('prefLabel'));
export type ClassificationItem = z.infer<typeof ClassificationItemSchema>;
export const ClassificationItemsFileSchema = fileOf(ClassificationItemSchema, (item) => `${item.classificationId}/${item.id}`);

/** A correspondence between two classifications, with its item-to-item associations. */
export const CorrespondenceSchema = z.strictObject({
  id: Text,
  ...bilingual('label', Text, Text),
  idFirstClass: Text,
  idSecondClass: Text,
  associations: z
    .array(z.strictObject({ sourceItemId: Notation, targetItemId: Notation }))
    .refine(...uniqueBy((a: { sourceItemId: string; targetItemId: string }) => `${a.sourceItemId}-${a.targetItemId}`)),
});
export type Correspondence = z.infer<typeof CorrespondenceSchema>;
export const CorrespondencesFileSchema = fileOf(CorrespondenceSchema, byId);

// ------------------------------------------------------------------------------------------------
// Concepts and collections

export const ConceptSchema = z.strictObject({
  id: ConceptId,
  /** The concept's code in its source scheme (for SDMX concepts, the SDMX concept id). */
  notation: Text,
  ...bilingual('prefLabel', Text, Text.nullable()),
  disseminationStatus: DisseminationStatusIdSchema.nullable(),
  isValidated: z.boolean(),
});
export type Concept = z.infer<typeof ConceptSchema>;
export const ConceptsFileSchema = fileOf(ConceptSchema, byId);

export const CollectionSchema = z.strictObject({
  id: ConceptId,
  ...bilingual('prefLabel', Text, Text.nullable()),
  creator: Stamp.nullable(),
  contributor: Stamp.nullable(),
  isValidated: z.boolean(),
  created: IsoDateTime.nullable(),
  modified: IsoDateTime.nullable(),
  /** Concept ids. */
  members: z.array(ConceptId),
});
export type Collection = z.infer<typeof CollectionSchema>;
export const CollectionsFileSchema = fileOf(CollectionSchema, byId);

// ------------------------------------------------------------------------------------------------
// Geography

/** Classes of the INSEE geography vocabulary (`http://rdf.insee.fr/def/geo#…`). */
export const TERRITORY_TYPES = ['Region', 'Departement', 'Commune', 'TerritoireStatistique'] as const;

export const TerritorySchema = z.strictObject({
  id: Text,
  typeTerritory: z.enum(TERRITORY_TYPES),
  /** Official geographic code (COG), null for statistical territories. */
  code: Text.nullable(),
  ...bilingual('label', Text, Text.nullable()),
  /** The territory it lies in: a département's region, a commune's département. */
  parentId: Text.nullable(),
  /** A statistical territory is the union of `unions` minus the union of `difference`. */
  unions: z.array(Text),
  difference: z.array(Text),
  /** A commune's first day under this code and name (1943-01-01: at least since then); null when unknown. */
  dateCreation: IsoDate.nullable(),
  /** The first day it no longer existed under this code and name; null while it exists. */
  dateSuppression: IsoDate.nullable(),
});
export type Territory = z.infer<typeof TerritorySchema>;
export const TerritoriesFileSchema = fileOf(TerritorySchema, byId);

// ------------------------------------------------------------------------------------------------
// Datasets

/** A dataset of the catalogue; `id` is its identifier in the source (an SDMX dataflow id). */
export const DatasetSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'Expected letters, digits, - and _'),
  ...bilingual('label', Text, Text.nullable()),
  disseminationStatus: DisseminationStatusIdSchema.nullable(),
  validationState: ValidationStateSchema,
});
export type Dataset = z.infer<typeof DatasetSchema>;
export const DatasetsFileSchema = fileOf(DatasetSchema, byId);

// ------------------------------------------------------------------------------------------------
// The files

export type SeedSet = 'demo' | 'full';

/**
 * Every seed file and its schema. `full: true` files have a larger variant in `full/`; the
 * others are the same in both sets and live in `demo/` only. So the full set is `demo/`
 * overlaid with `full/` (see seedFilePath).
 */
export const SEED_FILES = {
  'dissemination-status.json': { schema: DisseminationStatusListSchema, full: false },
  'stamps.json': { schema: StampsFileSchema, full: false },
  'organizations.json': { schema: OrganizationsFileSchema, full: false },
  'themes.json': { schema: ThemesFileSchema, full: false },
  'code-lists.json': { schema: CodeListsFileSchema, full: true },
  'msd.json': { schema: MsdFileSchema, full: false },
  'families.json': { schema: FamiliesFileSchema, full: true },
  'series.json': { schema: SeriesFileSchema, full: true },
  'operations.json': { schema: OperationsFileSchema, full: true },
  'indicators.json': { schema: IndicatorsFileSchema, full: true },
  'documents.json': { schema: DocumentsFileSchema, full: true },
  'sims.json': { schema: SimsFileSchema, full: false },
  'classifications.json': { schema: ClassificationsFileSchema, full: true },
  'classification-items.json': { schema: ClassificationItemsFileSchema, full: true },
  'correspondences.json': { schema: CorrespondencesFileSchema, full: true },
  'concepts.json': { schema: ConceptsFileSchema, full: false },
  'collections.json': { schema: CollectionsFileSchema, full: false },
  'territories.json': { schema: TerritoriesFileSchema, full: true },
  'datasets.json': { schema: DatasetsFileSchema, full: true },
} as const satisfies Record<string, { schema: z.ZodType; full: boolean }>;

export type SeedFileName = keyof typeof SEED_FILES;
export type SeedFileContent<N extends SeedFileName> = z.output<(typeof SEED_FILES)[N]['schema']>;
export const SEED_FILE_NAMES = Object.keys(SEED_FILES) as SeedFileName[];

/** Path of a seed file relative to `api/seed/`: the full variant when the set has one. */
export function seedFilePath(set: SeedSet, name: SeedFileName): string {
  return `${set === 'full' && SEED_FILES[name].full ? 'full' : 'demo'}/${name}`;
}
