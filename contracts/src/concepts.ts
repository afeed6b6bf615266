import { z } from 'zod';
import { bilingual } from './common/bilingual.ts';
import { HttpUrlSchema, RecordIdSchema, TextSchema } from './common/text.ts';
import { DisseminationStatusIdSchema } from './reference.ts';
import { NoteVersionSummarySchema } from './resource.ts';
import { htmlTextLength, isBlankHtml } from './common/html-text.ts';
import { day, references, richText, text, textList, url, type Field } from './records/fields.ts';
import { defineKind, type CreateOf, type ListItemOf, type UpdateOf, type ViewOf } from './records/kind.ts';

// Concepts and collections (specification §2–§8; api-reference §5.4, §6.4): the office's shared
// vocabulary. A concept's notes are versioned: a published definition is never silently rewritten.
// Collections group concepts. Both are published one by one or in bulk, and exported.

/** The short definition's length limit when the deployment sets none (`MAX_LENGTH_SCOPE_NOTE`), in characters of text. */
export const DEFAULT_MAX_LENGTH_SCOPE_NOTE = 350;

/** Equivalent concepts elsewhere (`skos:closeMatch`): web addresses, each once. */
function urlList(): Field<z.ZodOptional<z.ZodArray<z.ZodType<string>>>, z.ZodArray<z.ZodString>, 'stored'> {
  return {
    input: z
      .array(HttpUrlSchema)
      .max(100)
      .refine((urls) => new Set(urls).size === urls.length, { message: 'Each address once', params: { reason: 'duplicate' } })
      .optional(),
    output: z.array(z.string()),
    mode: 'stored',
    widget: 'textList',
    required: false,
  };
}

/**
 * The notes a concept version holds, in each language: the short definition (`scopeNote`, limited
 * to MAX_LENGTH_SCOPE_NOTE characters of text), the definition, the editorial note (these three are
 * versioned) and the change note (what changed in this version). Rich text.
 */
export const CONCEPT_NOTE_NAMES = ['scopeNote', 'definition', 'editorialNote', 'changeNote'] as const;
export type ConceptNoteName = (typeof CONCEPT_NOTE_NAMES)[number];

const conceptNotes = {
  ...bilingual('scopeNote', richText({ max: 20_000 }), richText({ max: 20_000 })),
  ...bilingual('definition', richText(), richText()),
  ...bilingual('editorialNote', richText(), richText()),
  ...bilingual('changeNote', richText(), richText()),
};

/** The six kinds of links between concepts (api-reference §5.4 `typeOfLink`), each a list of concepts. */
// `refersTo` is the replaced system's `references` link: a record's answer already has a `references` (the labels of what it points to).
export const CONCEPT_LINK_NAMES = ['broader', 'narrower', 'refersTo', 'replaces', 'isReplacedBy', 'related'] as const;
export type ConceptLinkName = (typeof CONCEPT_LINK_NAMES)[number];

/** `GET /concepts`, `/concepts/advanced-search`, `POST /concepts/concept`, `… /concepts/concept/{id}`. */
export const conceptKind = defineKind({
  name: 'concept',
  application: 'CONCEPT_CONCEPT',
  paths: { list: '/concepts', item: '/concepts/concept' },
  bulkValidateAliases: ['/concepts/:ids/validate'],
  /** `c` and the next number (`c1024`), as the replaced system numbered them. */
  id: { type: 'sequence', name: 'concepts', prefix: 'c', start: 1, digits: 4, kinds: ['concept'] },
  label: 'prefLabel',
  fields: {
    /** The first-language label is unique among concepts (accents and case as written). */
    ...bilingual('prefLabel', text({ required: true, unique: { code: 'CONCEPT_EXISTING_PREF_LABEL_LG1' } }), text()),
    /** Alternative labels (synonyms, acronyms), each language its own list. */
    ...bilingual('altLabel', textList(), textList()),
    /** A page about the concept elsewhere. */
    additionalMaterial: url(),
    /** The last day the concept is valid; none while it is. */
    valid: day(),
    ...conceptNotes,
    /** Broader concepts; kept symmetric with their `narrower` by the API. */
    broader: references(['concept'], { acyclic: true }),
    narrower: references(['concept']),
    /** Concepts its definition refers to (the replaced system's `references` link). */
    refersTo: references(['concept']),
    /** Concepts it replaces, and those that replace it (`dcterms:replaces`, `isReplacedBy`). */
    replaces: references(['concept']),
    isReplacedBy: references(['concept']),
    related: references(['concept']),
    /** Equivalent concepts elsewhere (`skos:closeMatch`), by their web address. */
    closeMatch: urlList(),
  },
  /**
   * Its short definition, definition and editorial note are versioned (`conceptVersion`: the
   * current version's number, from 1); a new version needs a new change note (CONCEPT_CHANGE_NOTE_REQUIRED).
   */
  versionedNotes: { notes: ['scopeNote', 'definition', 'editorialNote'], changeNote: 'changeNote', changeNoteRequired: 'CONCEPT_CHANGE_NOTE_REQUIRED', versionField: 'conceptVersion' },
  computed: {
    /** The number of the current version of its notes, from 1. */
    conceptVersion: z.number().int(),
  },
  filters: {
    /** The definition (either language, current version) contains this, accents and case ignored. */
    definition: TextSchema.trim().max(200).optional(),
    /** An alternative label (either language) contains this, accents and case ignored. */
    altLabel: TextSchema.trim().max(200).optional(),
  },
  listFields: ['altLabelLg1', 'altLabelLg2', 'valid'],
  publishRequires: ['owner', 'disseminationStatus'],
  notFound: '141',
  denied: { CREATE: '101', UPDATE: '102', PUBLISH: '103' },
  /** A concept linked to others (112) or used by other records (111) cannot be deleted. */
  delete: { inUse: '111' },
});

/** `GET /concepts/collections`, `POST /concepts/collection`, `… /concepts/collection/{id}`: a set of concepts. */
export const collectionKind = defineKind({
  name: 'collection',
  application: 'CONCEPT_COLLECTION',
  paths: { list: '/concepts/collections', item: '/concepts/collection' },
  bulkValidateAliases: ['/concepts/collections/:ids/validate'],
  id: { type: 'uuid' },
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true, unique: { code: 'COLLECTION_EXISTING_PREF_LABEL_LG1' } }), text()),
    ...bilingual('description', text({ multiline: true }), text({ multiline: true })),
    /** Its concepts, in the order given. */
    members: references(['concept'], { max: 10_000 }),
  },
  computed: {
    /** How many concepts it holds. */
    memberCount: z.number().int(),
  },
  publishRequires: ['owner'],
  denied: { CREATE: '901', UPDATE: '902', PUBLISH: '903' },
  delete: {},
});

export type ConceptView = ViewOf<typeof conceptKind>;
export type ConceptListItem = ListItemOf<typeof conceptKind>;
export type ConceptCreate = CreateOf<typeof conceptKind>;
export type ConceptUpdate = UpdateOf<typeof conceptKind>;
export type CollectionView = ViewOf<typeof collectionKind>;
export type CollectionListItem = ListItemOf<typeof collectionKind>;
export type CollectionCreate = CreateOf<typeof collectionKind>;
export type CollectionUpdate = UpdateOf<typeof collectionKind>;

/** `GET /concepts/concept/{id}/notes`: every version of a concept's notes, oldest first. */
export const ConceptNoteVersionSummarySchema = NoteVersionSummarySchema;
export type ConceptNoteVersionSummary = z.infer<typeof ConceptNoteVersionSummarySchema>;

/** `GET /concepts/concept/{id}/notes/{version}`: the notes of one version (null: empty). */
export const ConceptNoteVersionSchema = ConceptNoteVersionSummarySchema.extend({
  ...bilingual('scopeNote', z.string().nullable(), z.string().nullable()),
  ...bilingual('definition', z.string().nullable(), z.string().nullable()),
  ...bilingual('editorialNote', z.string().nullable(), z.string().nullable()),
  ...bilingual('changeNote', z.string().nullable(), z.string().nullable()),
});
export type ConceptNoteVersion = z.infer<typeof ConceptNoteVersionSchema>;

/** What an export writes: ODT (a text document) in one language, or ODS (a spreadsheet) with both. */
export const EXPORT_TYPES = ['odt', 'ods'] as const;
export const ConceptExportQuerySchema = z.object({
  /** The language of an ODT: the first or the second. */
  langue: z.enum(['lg1', 'lg2']).default('lg1'),
  /** `true`: a ZIP with one document per concept (of the selection, or of each collection's members). */
  withConcepts: z.stringbool().default(false),
});
export type ConceptExportQuery = z.infer<typeof ConceptExportQuerySchema>;

/** The most records one export reads (concepts, or collections). */
export const MAX_EXPORT_SELECTION = 1000;
/**
 * `POST /concepts/concept/export-zip/{type}` and `/concepts-collections/export-zip/{type}`: the
 * selection as a JSON array of identifiers (the application's way; the replaced system's clients
 * join them with `_AND_` in the path of the GET).
 */
export const ExportSelectionBodySchema = z.array(RecordIdSchema).min(1).max(MAX_EXPORT_SELECTION);

/** `POST /concepts/concept/send/{id}` and `/concepts/collection/send/{id}`: the record's ODT mailed (needs `SMTP_URL`). */
export const SendRecordBodySchema = z.object({
  recipient: z.email().max(320),
  subject: TextSchema.trim().min(1).max(200),
  message: TextSchema.trim().max(10_000).optional(),
  langue: z.enum(['lg1', 'lg2']).default('lg1'),
});
export type SendRecordBody = z.infer<typeof SendRecordBodySchema>;

/** `GET /concepts/dashboard?kind=concept|collection`: counts as of today. */
export const ConceptDashboardQuerySchema = z.object({ kind: z.enum(['concept', 'collection']).default('concept') });
export const ConceptDashboardSchema = z.object({
  total: z.number().int(),
  /** Records per dissemination status (null: none given). */
  byDisseminationStatus: z.array(z.object({ disseminationStatus: DisseminationStatusIdSchema.nullable(), count: z.number().int() })),
  /** Records per owner stamp (a record with two owners counts for each). */
  byOwner: z.array(z.object({ owner: z.string().nullable(), count: z.number().int() })),
  /** Published as they stand, and not. */
  published: z.number().int(),
  unpublished: z.number().int(),
});
export type ConceptDashboard = z.infer<typeof ConceptDashboardSchema>;

// The replaced system's own reads (api-reference §5.4), for its clients: the application reads the
// record, its `references` and the lists' `toValidate` filter instead.

/** The replaced system's name of each link type (`succeed`: replaces, `succeededBy`: is replaced by). */
export const LEGACY_LINK_TYPES = {
  broader: 'broader',
  narrower: 'narrower',
  refersTo: 'references',
  replaces: 'succeed',
  isReplacedBy: 'succeededBy',
  related: 'related',
} as const satisfies Record<ConceptLinkName, string>;

/** `GET /concepts/concept/{id}/links`: each linked concept with its type of link and labels; each equivalent (`closeMatch`) with its address. */
export const ConceptLinksSchema = z.array(
  z.union([
    z.object({ typeOfLink: z.enum(Object.values(LEGACY_LINK_TYPES)), id: z.string(), prefLabelLg1: z.string(), prefLabelLg2: z.string().nullable() }),
    z.object({ typeOfLink: z.literal('closeMatch'), urn: z.string() }),
  ]),
);
export type ConceptLinks = z.infer<typeof ConceptLinksSchema>;

/** `GET /concepts/collection/{id}/members`: the collection's concepts, in its order, with their labels. */
export const CollectionMembersSchema = z.array(z.object({ id: z.string(), prefLabelLg1: z.string(), prefLabelLg2: z.string().nullable() }));

/** `GET /concepts/toValidate` and `/concepts/collections/toValidate`: the records not published as they stand. */
export const ToValidateSchema = z.array(
  z.object({ id: z.string(), label: z.string(), creator: z.string().nullable(), valid: z.string().nullable().optional() }),
);

/** One broken concept rule: the field it concerns and its code (the form shows it there; the API answers it). */
export interface ConceptRuleIssue {
  field: 'definitionLg1' | 'scopeNoteLg1' | 'scopeNoteLg2' | 'editorialNoteLg1' | 'changeNoteLg1';
  code: 'CONCEPT_DEFINITION_REQUIRED' | 'CONCEPT_SCOPE_NOTE_REQUIRED' | 'CONCEPT_SCOPE_NOTE_TOO_LONG' | 'CONCEPT_NOTE_LG2_ONLY';
}

/** The dissemination statuses under which a concept is public (its short definition is then required). */
const PUBLIC_STATUSES: readonly string[] = ['PublicGenerique', 'PublicSpecifique'];

type ConceptNotesValues = Partial<Record<`${ConceptNoteName}${'Lg1' | 'Lg2'}`, string | null>> & { disseminationStatus?: string | null };

/**
 * The rules of specification §5 on a concept's notes, one function for the form and the API: a
 * definition in the first language; a short definition in the first language when the concept is
 * public; no short definition, editorial note or change note in the second language only; a short
 * definition of at most `maxScopeNote` characters of text, in either language.
 */
export function conceptRuleIssues(values: ConceptNotesValues, maxScopeNote: number): ConceptRuleIssue[] {
  const issues: ConceptRuleIssue[] = [];
  if (isBlankHtml(values.definitionLg1)) issues.push({ field: 'definitionLg1', code: 'CONCEPT_DEFINITION_REQUIRED' });
  if (PUBLIC_STATUSES.includes(values.disseminationStatus ?? '') && isBlankHtml(values.scopeNoteLg1)) {
    issues.push({ field: 'scopeNoteLg1', code: 'CONCEPT_SCOPE_NOTE_REQUIRED' });
  }
  for (const note of ['scopeNote', 'editorialNote', 'changeNote'] as const) {
    if (isBlankHtml(values[`${note}Lg1`]) && !isBlankHtml(values[`${note}Lg2`])) issues.push({ field: `${note}Lg1`, code: 'CONCEPT_NOTE_LG2_ONLY' });
  }
  if (htmlTextLength(values.scopeNoteLg1) > maxScopeNote) issues.push({ field: 'scopeNoteLg1', code: 'CONCEPT_SCOPE_NOTE_TOO_LONG' });
  if (htmlTextLength(values.scopeNoteLg2) > maxScopeNote) issues.push({ field: 'scopeNoteLg2', code: 'CONCEPT_SCOPE_NOTE_TOO_LONG' });
  return issues;
}
