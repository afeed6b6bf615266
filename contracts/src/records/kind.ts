import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import type { Application, Privilege } from '../privileges.ts';
import { DayOrInstantSchema, RecordIdSchema, TextSchema, idListSchema } from '../common/text.ts';
import { DisseminationStatusIdSchema } from '../reference.ts';
import {
  NoteVersionSummarySchema,
  ReferencedRecordSchema,
  type NoteVersionSummary,
  StampSchema,
  ValidationStateSchema,
  type ValidationState,
  recordMetaFields,
  stewardshipFields,
  stewardshipInputFields,
  versionField,
} from '../resource.ts';
import { external, type Field, type Fields, type LookupSpec, type ReferenceSpec, type UniqueSpec } from './fields.ts';

// One declaration per kind of record (issue 10): its name, privileges, paths, identifiers, fields and
// rules. The API serves it and the application shows it from this declaration alone; the schemas
// of every request and answer derive from its fields.

/**
 * How a kind's identifiers are made (the schemas of the replaced system):
 * - `client`: the author chooses it (code lists); kinds sharing a `space` share one set of identifiers;
 * - `sequence`: a prefix and the next number of a counter that several kinds may share, starting
 *   above the largest number already used (`s1234` for families, series and operations);
 * - `uuid`: a random UUID (datasets, distributions, collections).
 */
export type IdScheme =
  | { type: 'client'; schema: z.ZodType<string>; taken: ErrorCode; space: string }
  | { type: 'sequence'; name: string; prefix: string; start: number; digits?: number; kinds: readonly string[] }
  | { type: 'uuid' }
  /**
   * Unique within its parent only (a classification item's code in its classification): the value
   * of `field` (immutable, required, without `/`), stored and answered as `{parentId}/{value}`; the
   * API's paths name the parent, then the value (`…/classification/nafr2/item/01.11Z`). Needs `parent`.
   */
  | { type: 'scoped'; field: string; taken: ErrorCode };

/**
 * Where a kind lives in the API: `GET {list}`, `GET {list}/advanced-search`, `POST {item}`, `… {item}/{id}`.
 * A kind inside another (`parent`) may name its parent in its paths, `:parentId`
 * (`/classifications/classification/:parentId/items`): the parent then comes from the path.
 */
export interface KindPaths {
  list: string;
  item: string;
}

/** The separator of a scoped identifier: `{parentId}/{value}`. */
export const SCOPED_ID_SEPARATOR = '/';

/**
 * A kind whose records live inside a record of another kind (a classification's levels and items, a
 * correspondence's associations, a dataset's distributions).
 */
export interface ParentSpec {
  /** The field naming the parent: an immutable, required reference to one kind. */
  field: string;
  /**
   * How its publication goes with its parent's, beyond what the parent reference's `publishedFirst`
   * already says (the child once its parent is published): `with`, publishing the parent publishes
   * its children not published as they stand; `{ before: code }`, the parent is published only
   * once every child is, refused with `code`.
   */
  publication?: 'with' | { before: ErrorCode };
  /**
   * Deleting the parent: `cascade` deletes its children with it (each with its history entry);
   * `refuse` (the default) refuses it while it has children, with the parent kind's in-use code.
   */
  onParentDelete?: 'cascade' | 'refuse';
}

/**
 * How the versions of a kind's notes are kept (a concept's, a classification item's): every version
 * of the `notes` pairs and of the change note saying what changed, each version dated. An update of
 * a record published before whose notes changed makes a new version when the body says
 * `versioning: true` (which needs a change note in the first language, not empty and different from
 * the current version's, else `changeNoteRequired`) and overwrites the current version otherwise; a
 * record never published has its notes overwritten. The API serves `{item}/{id}/notes` (the
 * versions) and `{item}/{id}/notes/{version}` (one version's notes); the form asks "new version or
 * overwrite?" and the record offers to compare two versions.
 */
export interface VersionedNotesSpec {
  /** The bilingual pairs versioned (`definition` for `definitionLg1`, `definitionLg2`), rich texts. */
  notes: readonly string[];
  /** The pair saying what changed in a version, kept with it. */
  changeNote: string;
  changeNoteRequired: ErrorCode;
  /** The kind's computed value (an integer) answering the number of the current version (a concept's `conceptVersion`). */
  versionField: string;
}

/** The writes a refusal may concern. */
export type RefusedAction = 'update' | 'delete' | 'publish';

/**
 * A write refused by the record's state as stored: its publication state, or a field's value (an
 * official territory is not edited). Checked by the API inside the write's transaction, on the
 * locked record; the screens offer no action the rule refuses, and say why.
 */
export interface Refusal {
  on: readonly RefusedAction[];
  when: { validationState: readonly ValidationState[] } | { field: string; in: readonly unknown[] } | { field: string; notIn: readonly unknown[] };
  code: ErrorCode;
}

/** Values no two records of the kind may share together (a component's type, concept and code list: 1002). */
export interface UniqueSet {
  fields: readonly string[];
  code: ErrorCode;
}

/** The fields a kind's label pair names: `prefLabel` → `prefLabelLg1`, `prefLabelLg2`. */
type PairNames<F extends Fields> = {
  [K in keyof F & string]: K extends `${infer N}Lg1` ? (`${N}Lg2` extends keyof F ? N : never) : never;
}[keyof F & string];

export interface KindDefinition<
  N extends string = string,
  F extends Fields = Fields,
  C extends z.ZodRawShape = z.ZodRawShape,
  X extends z.ZodRawShape = z.ZodRawShape,
  S extends IdScheme = IdScheme,
  L extends keyof F & string = never,
> {
  /** Stored in `resource.kind`: `codeList`, `family`. */
  name: N;
  /** The application its privileges are granted on. */
  application: Application;
  paths: KindPaths;
  id: S;
  /** The bilingual pair that names a record (its title): `prefLabel` for `prefLabelLg1` and `prefLabelLg2`. */
  label: string;
  fields: F;
  /** Read-only values the API computes for each record (a code list's number of codes). */
  computed?: C;
  /** Fields of the record that its list items carry too, besides its label, state and dates. */
  listFields?: readonly L[];
  /** Filters of its own, beyond the common ones and one per reference field (the API gives their SQL). */
  filters?: X;
  /** The code of a record that does not exist (141, 541…); NOT_FOUND otherwise. */
  notFound?: ErrorCode;
  /** The code of each refused privilege (501, 502, 503…); FORBIDDEN otherwise. */
  denied?: Partial<Record<Privilege, ErrorCode>>;
  /**
   * A reference field whose records' owners govern this record too (STAMP strategies): an
   * operation's series, an indicator's series. Their owners may do what the record's own may.
   */
  ownersFrom?: keyof F & string;
  /** Owners cannot be left empty (a series, an indicator): an empty list is refused. */
  ownersRequired?: boolean;
  /** `false`: the kind is never published on its own (documents, with the reports citing them): no publish, no state. */
  publication?: false;
  /** What publishing needs, besides referenced records published first: an owner (1004), a dissemination status (1005). */
  publishRequires?: readonly ('owner' | 'disseminationStatus')[];
  /** `false`: the kind has no delete. Otherwise who may not be deleted, and with which code. */
  delete?:
    | false
    | {
        /** Only a record never published may be deleted (1103, 1203). */
        onlyUnpublished?: ErrorCode;
        /** The code while other records point to it (1104, 112, 304); RECORD_IN_USE otherwise. */
        inUse?: ErrorCode;
      };
  /**
   * The record is named after the record one of its fields points to, behind a prefix per language
   * (a quality report: "Rapport qualité : " and its operation's label). The API writes the label
   * pair on every write of the record, and again whenever the record it follows is renamed.
   */
  labelFrom?: { field: keyof F & string; prefixLg1: string; prefixLg2: string };
  /** Other paths of publication that older clients call (`/codeList/validate/{id}`). */
  validateAliases?: readonly string[];
  /**
   * Other paths of bulk publication (`PUT {list}/validate`) that older clients call
   * (`/concepts/:ids/validate`: the identifiers are the body's, a path segment `:ids` is ignored).
   */
  bulkValidateAliases?: readonly string[];
  /** The kind lives inside a record of another kind. */
  parent?: ParentSpec;
  /**
   * The single reference field, to this kind, that names a record's broader record: its records
   * form a tree (within their parent, for a kind inside another), read a level at a time, with each
   * record's ancestors and number of descendants. The field is acyclic.
   */
  hierarchy?: keyof F & string;
  /** Notes kept in versions, compared later (a concept's definitions). */
  versionedNotes?: VersionedNotesSpec;
  /** Written only by imports and the seed: no create, update or delete endpoint, no such screen. */
  readOnly?: boolean;
  /** Writes refused by the record's state as stored. */
  refuse?: readonly Refusal[];
  /** Values no two records may share together. */
  uniqueTogether?: readonly UniqueSet[];
}

type CreateShape<F extends Fields> = { [K in keyof F]: F[K]['input'] };
type UpdateShape<F extends Fields> = {
  [K in keyof F as F[K]['mode'] extends 'immutable' ? never : K]: F[K]['mode'] extends 'external'
    ? z.ZodOptional<F[K]['input']>
    : F[K]['input'];
};
type PayloadShape<F extends Fields> = { [K in keyof F as F[K]['mode'] extends 'external' ? never : K]: F[K]['output'] };
type IdShape<S extends IdScheme> = S extends { type: 'client' } ? { id: z.ZodType<string> } : Record<never, never>;

const ReferencesViewSchema = z.record(z.string(), z.array(ReferencedRecordSchema));

const viewBase = {
  id: z.string(),
  ...stewardshipFields,
  ...recordMetaFields,
  /** For each reference field, the records it points to, with their labels (screens show names, not ids). */
  references: ReferencesViewSchema,
};

const listBase = {
  ...viewBase,
  /** The record's label pair, whatever the kind names it. */
  labelLg1: z.string(),
  labelLg2: z.string().nullable(),
};

/** What a node of a tree answers besides its list item. */
const treeNodeFields = {
  /** How many records have it as their broader one. */
  childCount: z.number().int(),
};

export const RECORD_SORTS = ['label', '-label', 'id', '-id', 'created', '-created', 'modified', '-modified'] as const;

/** What every list of records accepts: quick and advanced search, paging, order. */
/** Most records one list request may name (`ids`). */
export const MAX_SELECTED_IDS = 1000;

export const recordFilterFields = {
  /** Quick search: identifier or label in either language, accents and case ignored. */
  q: TextSchema.trim().max(200).optional(),
  /** Label in either language contains this, accents and case ignored. */
  label: TextSchema.trim().max(200).optional(),
  /** Identifier contains this, case ignored. */
  id: TextSchema.trim().max(200).optional(),
  /** Only these records: their identifiers separated by commas (`ids=a,b`), at most 1,000. */
  ids: idListSchema(MAX_SELECTED_IDS).optional(),
  /** One of the owner stamps. */
  creator: StampSchema.optional(),
  /** One of the contributor stamps. */
  contributor: StampSchema.optional(),
  disseminationStatus: DisseminationStatusIdSchema.optional(),
  validationState: ValidationStateSchema.optional(),
  /** `true`: only records not published as they stand (never, or modified since): what bulk publication offers; `false`: those that are. */
  toValidate: z.stringbool().optional(),
  createdFrom: DayOrInstantSchema.optional(),
  createdTo: DayOrInstantSchema.optional(),
  modifiedFrom: DayOrInstantSchema.optional(),
  modifiedTo: DayOrInstantSchema.optional(),
  /** `label` (the default), `id`, `created` or `modified`; a leading `-` sorts descending. */
  sort: z.enum(RECORD_SORTS).default('label'),
  /** Pages start at 1. */
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Records per page; 0 (the default) gives every matching record. The total is in `X-Total-Count`. */
  per_page: z.coerce.number().int().min(0).max(1000).default(0),
};

/** The filters every list accepts, as parsed. */
export type RecordFilter = z.output<z.ZodObject<typeof recordFilterFields>>;

type ReferenceFilterShape<F extends Fields> = {
  [K in keyof F as F[K]['reference'] extends ReferenceSpec ? K : F[K]['lookup'] extends LookupSpec ? K : never]: z.ZodOptional<z.ZodString>;
};

export interface Kind<
  N extends string = string,
  F extends Fields = Fields,
  C extends z.ZodRawShape = z.ZodRawShape,
  X extends z.ZodRawShape = z.ZodRawShape,
  S extends IdScheme = IdScheme,
  L extends keyof F & string = never,
> extends KindDefinition<N, F, C, X, S, L> {
  schemas: {
    /** `POST {item}`. */
    create: z.ZodObject<IdShape<S> & CreateShape<F> & typeof stewardshipInputFields>;
    /** `PUT {item}/{id}`: the record as edited, with the version it was based on. */
    update: z.ZodObject<UpdateShape<F> & typeof stewardshipInputFields & typeof versionField>;
    /** What the API stores as the record's own fields. */
    payload: z.ZodObject<PayloadShape<F>>;
    /** `GET {item}/{id}`. */
    view: z.ZodObject<typeof viewBase & PayloadShape<F> & C>;
    /** `GET {list}`: one item. */
    listItem: z.ZodObject<typeof listBase & Pick<PayloadShape<F>, L & keyof PayloadShape<F>> & C>;
    /** `GET {list}` and `{list}/advanced-search`: the query. */
    filter: z.ZodObject<typeof recordFilterFields & ReferenceFilterShape<F> & X>;
    /** `GET {list}/tree`: one node of a hierarchical kind's tree (a list item and how many children it has). */
    treeNode: z.ZodObject<typeof listBase & typeof treeNodeFields>;
  };
  /** `labelLg1`, `labelLg2`: the fields of the label pair. */
  labelFields: readonly [keyof F & string, keyof F & string];
  /**
   * The fields that point to other records; a reference inside the entries of a `parts` field is
   * named `{field}.{entry field}` and says where it is (`part`).
   */
  referenceFields: readonly ReferenceField<keyof F & string>[];
  /** The fields whose values are organisations or codes. */
  lookupFields: readonly { name: keyof F & string; spec: LookupSpec }[];
  /** The fields no two records may share, with their scope. */
  uniqueFields: readonly { name: keyof F & string; spec: Required<UniqueSpec> }[];
  /** The sets of fields no two records may share together (`uniqueTogether`), with their scope. */
  uniqueSets: readonly (UniqueSet & { scope: string })[];
  /** Every write refused by the record's state: `refuse`, and `delete.onlyUnpublished`. */
  refusals: readonly Refusal[];
}

/** A reference field of a kind, or a reference inside the entries of one of its `parts` fields. */
export interface ReferenceField<N extends string = string> {
  name: N;
  spec: ReferenceSpec;
  /** For a reference inside a `parts` field's entries: that field, and the entry's field. */
  part?: { field: string; entry: string };
}

/** The identifiers a payload points to through one reference field, in order (entries' too). */
export function referencedIds(field: ReferenceField, payload: Record<string, unknown>): string[] {
  const value = field.part ? partValues(payload[field.part.field], field.part.entry) : payload[field.name];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : typeof value === 'string' && value !== '' ? [value] : [];
}

/** One field of every entry of a `parts` value, in order (null where an entry has none). */
function partValues(value: unknown, entry: string): unknown[] {
  return Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? ((item as Record<string, unknown>)[entry] ?? null) : null)) : [];
}

/** A kind of any shape, for code that handles every kind alike. */
export type AnyKind = Kind<string, Fields, z.ZodRawShape, z.ZodRawShape, IdScheme, string>;

/** What every record's answer holds, whatever its kind (the generic screens read these). */
export type RecordView = z.infer<z.ZodObject<typeof viewBase>> & Record<string, unknown>;
/** What every list item holds, whatever its kind. */
export type RecordListItem = z.infer<z.ZodObject<typeof listBase>> & Record<string, unknown>;

/** The record's own fields as stored, and one record as the API answers it. */
export type PayloadOf<K extends AnyKind> = z.infer<K['schemas']['payload']>;
export type ViewOf<K extends AnyKind> = z.infer<K['schemas']['view']>;
export type ListItemOf<K extends AnyKind> = z.infer<K['schemas']['listItem']>;
export type CreateOf<K extends AnyKind> = z.infer<K['schemas']['create']>;
export type UpdateOf<K extends AnyKind> = z.infer<K['schemas']['update']>;
export type FilterOf<K extends AnyKind> = z.input<K['schemas']['filter']>;

/**
 * Whether the kind's rules let a record in this publication state be deleted, privileges aside:
 * `null` when they do, else the code the API refuses it with (1103: a code list once published,
 * modified since or not). The screens offer Delete only when this is `null`, and say why otherwise;
 * the API refuses by the same declaration (`delete.onlyUnpublished`). A kind without delete
 * (`delete: false`) offers none: this says nothing of it.
 */
export function deleteRefusal(kind: Pick<Kind, 'refusals'>, validationState: ValidationState | null | undefined): ErrorCode | null {
  return refusalOf(kind, 'delete', { validationState: validationState ?? null });
}

/**
 * The code a write is refused with by the record's state as stored (its publication state, its
 * fields), or `null`: the API refuses by it inside the write's transaction, the screens offer no
 * action it refuses. A record without a state (not read yet) counts as published.
 */
export function refusalOf(
  kind: Pick<Kind, 'refusals'>,
  action: RefusedAction,
  record: { validationState: ValidationState | null } & Record<string, unknown>,
): ErrorCode | null {
  for (const refusal of kind.refusals) {
    if (!refusal.on.includes(action)) continue;
    const { when } = refusal;
    const refused =
      'validationState' in when
        ? when.validationState.includes(record.validationState ?? 'Validated')
        : 'in' in when
          ? when.in.includes(record[when.field])
          : !when.notIn.includes(record[when.field]);
    if (refused) return refusal.code;
  }
  return null;
}

const entries = <F extends Fields>(fields: F) => Object.entries(fields) as [keyof F & string, Field][];

/** Builds a kind from its declaration: the schemas of its requests and answers, and its rules. */
export function defineKind<
  const N extends string,
  F extends Fields,
  S extends IdScheme,
  C extends z.ZodRawShape = Record<never, never>,
  X extends z.ZodRawShape = Record<never, never>,
  L extends keyof F & string = never,
>(definition: KindDefinition<N, F, C, X, S, L> & { label: PairNames<F> }): Kind<N, F, C, X, S, L> {
  const fields = entries(definition.fields);
  // A field named like a standard one of every answer (`references`, `version`…) would hide it.
  const taken = fields.map(([name]) => name).filter((name) => name in viewBase);
  if (taken.length > 0) throw new Error(`Kind ${definition.name}: the fields ${taken.join(', ')} are names every record's answer already has`);
  checkDeclaration(definition as unknown as KindDefinition);
  // A kind with versioned notes takes, on update, whether a new version of them is made.
  const all: [string, Field][] =
    definition.versionedNotes && !fields.some(([name]) => name === 'versioning') ? [...fields, ['versioning', external(VersioningSchema)]] : fields;
  const shape = (pick: (name: string, field: Field) => z.ZodType | undefined) =>
    Object.fromEntries(all.flatMap(([name, field]) => {
      const schema = pick(name, field);
      return schema ? [[name, schema]] : [];
    }));
  const idShape = definition.id.type === 'client' ? { id: definition.id.schema } : {};
  const create = shape((_name, field) => field.input);
  // A scoped identifier is `{parentId}/{value}`: the value holds no separator.
  if (definition.id.type === 'scoped') {
    const field = definition.id.field;
    create[field] = (create[field] as z.ZodType).refine((value) => typeof value !== 'string' || !value.includes(SCOPED_ID_SEPARATOR), {
      message: `No ${SCOPED_ID_SEPARATOR} in an identifier`,
      params: { reason: 'reserved' },
    });
  }
  const update = shape((_name, field) =>
    field.mode === 'immutable' ? undefined : field.mode === 'external' ? field.input.optional() : field.input,
  );
  const payload = shape((_name, field) => (field.mode === 'external' ? undefined : field.output));
  const computed = definition.computed ?? {};
  const listed = Object.fromEntries(
    (definition.listFields ?? []).map((name) => [name, payload[name] as z.ZodType]),
  );
  const referenceFields: ReferenceField[] = fields.flatMap(([name, field]) => {
    if (field.entry) {
      return Object.entries(field.entry).flatMap(([entry, part]) =>
        part.reference ? [{ name: `${name}.${entry}`, spec: part.reference, part: { field: name, entry } }] : [],
      );
    }
    if (!field.reference) return [];
    // The broader record of a tree is acyclic by definition.
    return [{ name, spec: name === definition.hierarchy ? { ...field.reference, acyclic: true } : field.reference }];
  });
  const lookupFields = fields.flatMap(([name, field]) => (field.lookup ? [{ name, spec: field.lookup }] : []));
  // One filter per reference or lookup field: the records pointing to this record, organisation or code.
  const referenceFilters = Object.fromEntries(
    [...referenceFields, ...lookupFields].map(({ name }) => [name, RecordIdSchema.optional()]),
  );
  const uniqueFields = fields.flatMap(([name, field]) =>
    field.unique ? [{ name, spec: { code: field.unique.code, scope: field.unique.scope ?? `${definition.name}.${name}` } }] : [],
  );
  const uniqueSets = (definition.uniqueTogether ?? []).map((set) => ({ ...set, scope: `${definition.name}.${set.fields.join('+')}` }));
  const onlyUnpublished = definition.delete === false ? undefined : definition.delete?.onlyUnpublished;
  const refusals: Refusal[] = [
    ...(onlyUnpublished ? [{ on: ['delete'], when: { validationState: ['Validated', 'Modified'] }, code: onlyUnpublished } as const] : []),
    ...(definition.refuse ?? []),
  ];
  const [lg1, lg2] = [`${definition.label}Lg1`, `${definition.label}Lg2`] as [keyof F & string, keyof F & string];
  const stewardship = definition.ownersRequired
    ? { ...stewardshipInputFields, creators: z.array(StampSchema).min(1).max(50).optional() }
    : definition.ownersFrom
      ? { ...stewardshipInputFields, creators: noOwnersOfItsOwn(definition.ownersFrom) }
      : stewardshipInputFields;
  const listItem = z.object({ ...listBase, ...listed, ...computed });
  const schemas = {
    create: z.object({ ...idShape, ...create, ...stewardship }),
    update: z.object({ ...update, ...stewardship, ...versionField }),
    payload: z.object(payload),
    view: z.object({ ...viewBase, ...payload, ...computed, ...(definition.hierarchy ? descendantsField : {}) }),
    listItem,
    filter: z.object({ ...recordFilterFields, ...referenceFilters, ...(definition.filters ?? {}) }),
    treeNode: listItem.extend(treeNodeFields),
  };
  return {
    ...definition,
    schemas,
    labelFields: [lg1, lg2],
    referenceFields,
    lookupFields,
    uniqueFields,
    uniqueSets,
    refusals,
  } as unknown as Kind<N, F, C, X, S, L>;
}

/**
 * The owners of a kind governed by its parent's alone (an operation by its series', a report by its
 * object's): none may be sent, so that no stamp of the body's can seem to govern it (refused on the field).
 */
const noOwnersOfItsOwn = (field: string) =>
  z
    .array(StampSchema)
    .max(0, { message: `It has no owners of its own: the owners of its ${field} govern it` })
    .optional()
    .describe(`None: the owners of the record its \`${field}\` names govern it.`);

/** `versioning` in an update of a kind with versioned notes. */
const VersioningSchema = z
  .boolean()
  .optional()
  .describe(
    'Only when updating a record published before (Validated or Modified) whose versioned notes changed: `true` makes a new version of its notes (needs a change note in the first language, not empty and different from the current version\'s), `false` or absent overwrites the current version. Ignored for a record never published: its notes are always overwritten.',
  );

/** What a hierarchical kind's record answers besides its fields. */
const descendantsField = {
  /** How many records are below it in the tree, at any depth. */
  descendantCount: z.number().int(),
};

/** Refuses a declaration whose parts do not fit together, naming the kind: a mistake found at start, never at a request. */
function checkDeclaration(definition: KindDefinition): void {
  const fail = (message: string) => {
    throw new Error(`Kind ${definition.name}: ${message}`);
  };
  const { parent, hierarchy, id } = definition;
  if (parent) {
    const field = definition.fields[parent.field];
    if (!field?.reference || field.reference.many || field.mode !== 'immutable' || !field.required || field.reference.kinds.length !== 1) {
      fail(`its parent field ${parent.field} must be an immutable, required reference to one record of one kind`);
    }
  }
  if ((definition.paths.item.includes(':parentId') || definition.paths.list.includes(':parentId')) && (!parent || id.type !== 'scoped')) {
    fail('its paths name :parentId, which needs a parent and a scoped identifier');
  }
  if (id.type === 'scoped') {
    const field = definition.fields[id.field];
    if (!parent) fail('a scoped identifier needs a parent');
    if (!field || field.mode !== 'immutable' || !field.required) fail(`its identifier field ${id.field} must be immutable and required`);
  }
  if (hierarchy) {
    const reference = definition.fields[hierarchy]?.reference;
    if (!reference || reference.many || reference.kinds.length !== 1 || reference.kinds[0] !== definition.name) {
      fail(`its hierarchy field ${hierarchy} must be a single reference to its own kind`);
    }
  }
  for (const [name, field] of Object.entries(definition.fields)) {
    for (const [entry, part] of Object.entries(field.entry ?? {})) {
      if (part.lookup || part.entry || part.mode !== 'stored') fail(`the entries of ${name} hold stored values and references only (${entry})`);
    }
  }
  if (definition.versionedNotes) {
    for (const pair of versionedPairs(definition.versionedNotes)) {
      if (!(`${pair}Lg1` in definition.fields) || !(`${pair}Lg2` in definition.fields)) fail(`its versioned notes name ${pair}, which is not one of its pairs`);
    }
    const { versionField } = definition.versionedNotes;
    if (!definition.computed || !(versionField in definition.computed)) fail(`its notes' version ${versionField} must be one of its computed values`);
  }
}

/** The pairs a version of a kind's notes holds: the versioned notes, then the change note. */
export function versionedPairs(spec: VersionedNotesSpec): string[] {
  return [...spec.notes, spec.changeNote];
}

/** The fields a version of a kind's notes holds, each pair in both languages (`definitionLg1`, `definitionLg2`…). */
export function versionedNoteFields(spec: VersionedNotesSpec): string[] {
  return versionedPairs(spec).flatMap((pair) => [`${pair}Lg1`, `${pair}Lg2`]);
}

/** `GET {item}/{id}/notes/{version}` of a kind with versioned notes: that version's notes (null: empty). */
export function noteVersionSchema(spec: VersionedNotesSpec): z.ZodType<NoteVersionSummary & Record<string, string | number | null>> {
  const notes = Object.fromEntries(versionedNoteFields(spec).map((field) => [field, z.string().nullable()]));
  // Its fields are the declaration's, known at run time only: each a text or null.
  return NoteVersionSummarySchema.extend(notes) as unknown as z.ZodType<NoteVersionSummary & Record<string, string | number | null>>;
}
