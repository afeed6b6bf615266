import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import type { Application, Privilege } from '../privileges.ts';
import { DayOrInstantSchema, RecordIdSchema, TextSchema } from '../common/text.ts';
import { DisseminationStatusIdSchema } from '../reference.ts';
import {
  ReferencedRecordSchema,
  StampSchema,
  ValidationStateSchema,
  type ValidationState,
  recordMetaFields,
  stewardshipFields,
  stewardshipInputFields,
  versionField,
} from '../resource.ts';
import type { Field, Fields, LookupSpec, ReferenceSpec, UniqueSpec } from './fields.ts';

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
  | { type: 'uuid' };

/** Where a kind lives in the API: `GET {list}`, `GET {list}/advanced-search`, `POST {item}`, `… {item}/{id}`. */
export interface KindPaths {
  list: string;
  item: string;
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

export const RECORD_SORTS = ['label', '-label', 'id', '-id', 'created', '-created', 'modified', '-modified'] as const;

/** What every list of records accepts: quick and advanced search, paging, order. */
export const recordFilterFields = {
  /** Quick search: identifier or label in either language, accents and case ignored. */
  q: TextSchema.trim().max(200).optional(),
  /** Label in either language contains this, accents and case ignored. */
  label: TextSchema.trim().max(200).optional(),
  /** Identifier contains this, case ignored. */
  id: TextSchema.trim().max(200).optional(),
  /** One of the owner stamps. */
  creator: StampSchema.optional(),
  /** One of the contributor stamps. */
  contributor: StampSchema.optional(),
  disseminationStatus: DisseminationStatusIdSchema.optional(),
  validationState: ValidationStateSchema.optional(),
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
  };
  /** `labelLg1`, `labelLg2`: the fields of the label pair. */
  labelFields: readonly [keyof F & string, keyof F & string];
  /** The fields that point to other records. */
  referenceFields: readonly { name: keyof F & string; spec: ReferenceSpec }[];
  /** The fields whose values are organisations or codes. */
  lookupFields: readonly { name: keyof F & string; spec: LookupSpec }[];
  /** The fields no two records may share, with their scope. */
  uniqueFields: readonly { name: keyof F & string; spec: Required<UniqueSpec> }[];
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
export function deleteRefusal(kind: Pick<KindDefinition, 'delete'>, validationState: ValidationState | null | undefined): ErrorCode | null {
  const onlyUnpublished = kind.delete === false ? undefined : kind.delete?.onlyUnpublished;
  return onlyUnpublished !== undefined && validationState !== 'Unpublished' ? onlyUnpublished : null;
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
  const shape = (pick: (name: string, field: Field) => z.ZodType | undefined) =>
    Object.fromEntries(fields.flatMap(([name, field]) => {
      const schema = pick(name, field);
      return schema ? [[name, schema]] : [];
    }));
  const idShape = definition.id.type === 'client' ? { id: definition.id.schema } : {};
  const create = shape((_name, field) => field.input);
  const update = shape((_name, field) =>
    field.mode === 'immutable' ? undefined : field.mode === 'external' ? field.input.optional() : field.input,
  );
  const payload = shape((_name, field) => (field.mode === 'external' ? undefined : field.output));
  const computed = definition.computed ?? {};
  const listed = Object.fromEntries(
    (definition.listFields ?? []).map((name) => [name, payload[name] as z.ZodType]),
  );
  const referenceFields = fields.flatMap(([name, field]) => (field.reference ? [{ name, spec: field.reference }] : []));
  const lookupFields = fields.flatMap(([name, field]) => (field.lookup ? [{ name, spec: field.lookup }] : []));
  // One filter per reference or lookup field: the records pointing to this record, organisation or code.
  const referenceFilters = Object.fromEntries(
    [...referenceFields, ...lookupFields].map(({ name }) => [name, RecordIdSchema.optional()]),
  );
  const uniqueFields = fields.flatMap(([name, field]) =>
    field.unique ? [{ name, spec: { code: field.unique.code, scope: field.unique.scope ?? `${definition.name}.${name}` } }] : [],
  );
  const [lg1, lg2] = [`${definition.label}Lg1`, `${definition.label}Lg2`] as [keyof F & string, keyof F & string];
  const stewardship = definition.ownersRequired
    ? { ...stewardshipInputFields, creators: z.array(StampSchema).min(1).max(50).optional() }
    : stewardshipInputFields;
  const schemas = {
    create: z.object({ ...idShape, ...create, ...stewardship }),
    update: z.object({ ...update, ...stewardship, ...versionField }),
    payload: z.object(payload),
    view: z.object({ ...viewBase, ...payload, ...computed }),
    listItem: z.object({ ...listBase, ...listed, ...computed }),
    filter: z.object({ ...recordFilterFields, ...referenceFilters, ...(definition.filters ?? {}) }),
  };
  return {
    ...definition,
    schemas,
    labelFields: [lg1, lg2],
    referenceFields,
    lookupFields,
    uniqueFields,
  } as unknown as Kind<N, F, C, X, S, L>;
}
