import { z } from 'zod';
import type { ErrorCode } from '../errors.ts';
import { DaySchema, HttpUrlSchema, RecordIdSchema, TextSchema } from '../common/text.ts';

// The fields of a kind of record, each declared once: what a client may send, what the API stores
// and answers, how the application edits it, and what it points to. Everything else (create,
// update, view, list and filter schemas; form values; references, uniqueness) derives from these.

/** How the application edits and shows a field. */
export type FieldWidget =
  | 'text'
  | 'multiline'
  | 'richText'
  | 'url'
  | 'date'
  | 'integer'
  | 'boolean'
  | 'choice'
  | 'textList'
  | 'reference'
  | 'lookup'
  | 'parts'
  | 'custom';

/**
 * `stored`: part of the record, changed by every update; `immutable`: given at creation, kept by
 * updates (a partial list's parent); `external`: written by the kind's module in tables of its own
 * (a code list's codes), not part of the stored record, optional on update (left out: unchanged).
 */
export type FieldMode = 'stored' | 'immutable' | 'external';

/** A field that points to other records. */
export interface ReferenceSpec {
  /** The kinds it may point to. */
  kinds: readonly string[];
  many: boolean;
  /** The code when a referenced record does not exist (644, 744); VALIDATION_FAILED on the field otherwise. */
  missing?: ErrorCode;
  /** Publishing needs the referenced records published first, refused with this code (604, 704, 804, 1006…). */
  publishedFirst?: ErrorCode;
  /** "Published" means exactly Validated (an indicator's series), not also Modified. */
  exactlyValidated?: boolean;
  /**
   * The records this field points to cannot be deleted while it does, refused with this code (a
   * component a structure uses, 1001); the target kind's `delete.inUse` (else RECORD_IN_USE) otherwise.
   */
  inUse?: ErrorCode;
  /**
   * The field is part of a hierarchy of the kind (broader concepts, a code's parent, the territories a
   * territory includes): following every acyclic field of a kind from a record never leads back to
   * it. The API checks it in SQL inside the write's transaction and refuses a cycle with 400
   * VALIDATION_FAILED, issue code `cycle` at the value that closes it.
   */
  acyclic?: boolean;
}

/**
 * A field whose values are reference data rather than records: organisations (`/organizations`), or
 * the codes of one code list (an operation type from CL_SOURCE_CATEGORY). The API checks that each
 * value exists and answers its labels with the record, as for references.
 */
export interface LookupSpec {
  source: 'organization' | 'code';
  /** The code list, for `code`. */
  list?: string;
  many: boolean;
}

/** A value no two records may share (the "406" labels, an IRI), refused with `code`. */
export interface UniqueSpec {
  code: ErrorCode;
  /** Records of several kinds share one scope (documents and links); by default `kind.field`. */
  scope?: string;
}

export interface Field<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType, M extends FieldMode = FieldMode> {
  /** What a client sends. */
  readonly input: I;
  /** What the API stores and answers. */
  readonly output: O;
  readonly mode: M;
  readonly widget: FieldWidget;
  readonly required: boolean;
  readonly maxLength?: number;
  /** The values of a `choice`. */
  readonly options?: readonly string[];
  readonly reference?: ReferenceSpec;
  readonly lookup?: LookupSpec;
  /** The fields of each entry of a `parts` field, in order. */
  readonly entry?: Fields;
  readonly unique?: UniqueSpec;
  /** A required field left empty is refused with this code (a link without its URL, 461), not as a malformed body. */
  readonly requiredCode?: ErrorCode;
}

export type Fields = Record<string, Field>;

type Optional<T extends z.ZodType> = z.ZodOptional<z.ZodNullable<T>>;
type In<R extends boolean, T extends z.ZodType> = R extends true ? T : Optional<T>;
type Out<R extends boolean, T extends z.ZodType> = R extends true ? T : z.ZodNullable<T>;

interface Common<R extends boolean> {
  required?: R;
  unique?: UniqueSpec;
  requiredCode?: ErrorCode;
}

/** A stored field; an optional one is nullable (null: no value) and may be left out. */
function field(
  widget: FieldWidget,
  input: z.ZodType,
  output: z.ZodType,
  { required = false, unique, requiredCode, ...rest }: Common<boolean> & Partial<Pick<Field, 'maxLength' | 'options' | 'reference' | 'lookup'>>,
): Field<z.ZodType, z.ZodType, 'stored'> {
  // With its own code, emptiness (left out, null or '') is the API's to refuse, with that code.
  const strict = required && !requiredCode;
  const lenient = requiredCode ? z.union([input, z.literal('')]) : input;
  return {
    input: strict ? input : lenient.nullable().optional(),
    output: strict ? output : output.nullable(),
    mode: 'stored',
    widget,
    required,
    ...(unique ? { unique } : {}),
    ...(requiredCode ? { requiredCode } : {}),
    ...rest,
  };
}

/** Text on one line (`multiline`: several); a required one is not blank. Trimmed; '' stored as null. */
export function text<R extends boolean = false>(
  options: Common<R> & { max?: number; multiline?: boolean } = {},
): Field<In<R, z.ZodString>, Out<R, z.ZodString>, 'stored'> {
  const max = options.max ?? (options.multiline ? 10_000 : 1000);
  const schema = TextSchema.trim().max(max);
  return field(options.multiline ? 'multiline' : 'text', options.required ? schema.min(1) : schema, z.string(), {
    ...options,
    maxLength: max,
  }) as never;
}

/** Formatted text (the HTML subset of the kit's rich text editor). */
export function richText<R extends boolean = false>(
  options: Common<R> & { max?: number } = {},
): Field<In<R, z.ZodString>, Out<R, z.ZodString>, 'stored'> {
  const max = options.max ?? 100_000;
  const schema = TextSchema.trim().max(max);
  return field('richText', options.required ? schema.min(1) : schema, z.string(), { ...options, maxLength: max }) as never;
}

/** A web address, http or https. */
export function url<R extends boolean = false>(options: Common<R> = {}): Field<In<R, z.ZodType<string>>, Out<R, z.ZodString>, 'stored'> {
  return field('url', HttpUrlSchema, z.string(), options) as never;
}

/** A calendar day, `2026-11-23`. */
export function day<R extends boolean = false>(options: Common<R> = {}): Field<In<R, z.ZodType<string>>, Out<R, z.ZodString>, 'stored'> {
  return field('date', DaySchema, z.string(), options) as never;
}

/** A whole number (a year, a count). */
export function integer<R extends boolean = false>(
  options: Common<R> & { min?: number; max?: number } = {},
): Field<In<R, z.ZodNumber>, Out<R, z.ZodNumber>, 'stored'> {
  const schema = z
    .number()
    .int()
    .min(options.min ?? -2_147_483_648)
    .max(options.max ?? 2_147_483_647);
  return field('integer', schema, z.number(), options) as never;
}

/** Yes or no; absent means no. */
export function boolean(): Field<z.ZodOptional<z.ZodBoolean>, z.ZodBoolean, 'stored'> {
  return { input: z.boolean().optional(), output: z.boolean(), mode: 'stored', widget: 'boolean', required: false };
}

/** One of a few fixed values. */
export function choice<const V extends readonly [string, ...string[]], R extends boolean = false>(
  values: V,
  options: Common<R> = {},
): Field<In<R, z.ZodEnum<{ [K in V[number]]: K }>>, Out<R, z.ZodEnum<{ [K in V[number]]: K }>>, 'stored'> {
  return field('choice', z.enum(values), z.enum(values), { ...options, options: values }) as never;
}

/** A list of short texts (alternative labels, keywords). */
export function textList(options: { max?: number; maxItems?: number } = {}): Field<
  z.ZodOptional<z.ZodArray<z.ZodString>>,
  z.ZodArray<z.ZodString>,
  'stored'
> {
  const max = options.max ?? 1000;
  return {
    input: z.array(TextSchema.trim().min(1).max(max)).max(options.maxItems ?? 100).optional(),
    output: z.array(z.string()),
    mode: 'stored',
    widget: 'textList',
    required: false,
    maxLength: max,
  };
}

interface ReferenceOptions<R extends boolean> extends Omit<ReferenceSpec, 'kinds' | 'many'> {
  required?: R;
}

/** The identifier of one record of the given kinds. */
export function reference<R extends boolean = false>(
  kinds: readonly [string, ...string[]],
  { required, ...spec }: ReferenceOptions<R> = {},
): Field<In<R, z.ZodString>, Out<R, z.ZodString>, 'stored'> {
  return field('reference', RecordIdSchema, z.string(), { required: required ?? false, reference: { kinds, many: false, ...spec } }) as never;
}

/**
 * The identifiers of records of the given kinds, in the order given; `required`: at least one, and
 * the field may not be left out (an indicator's series: left out, a create would hold none and an
 * update would drop them).
 */
export function references<R extends boolean = false>(
  kinds: readonly [string, ...string[]],
  { required, max = 1000, ...spec }: ReferenceOptions<R> & { max?: number } = {},
): Field<R extends true ? z.ZodArray<z.ZodString> : z.ZodOptional<z.ZodArray<z.ZodString>>, z.ZodArray<z.ZodString>, 'stored'> {
  const ids = z.array(RecordIdSchema).max(max);
  return {
    input: required ? ids.min(1) : ids.optional(),
    output: z.array(z.string()),
    mode: 'stored',
    widget: 'reference',
    required: required ?? false,
    reference: { kinds, many: true, ...spec },
  } as never;
}

const LookupIdSchema = TextSchema.trim().min(1).max(200);

/** Organisations, by identifier (`HIE2000006`), in the order given. */
export function organizations(options: { max?: number } = {}): Field<z.ZodOptional<z.ZodArray<z.ZodString>>, z.ZodArray<z.ZodString>, 'stored'> {
  return {
    input: z.array(LookupIdSchema).max(options.max ?? 100).optional(),
    output: z.array(z.string()),
    mode: 'stored',
    widget: 'lookup',
    required: false,
    lookup: { source: 'organization', many: true },
  };
}

/** One code of a code list (its notation): `list` is the list's identifier, `CL_FREQ`. */
export function codeOf<R extends boolean = false>(list: string, options: Common<R> = {}): Field<In<R, z.ZodString>, Out<R, z.ZodString>, 'stored'> {
  return field('lookup', LookupIdSchema, z.string(), { ...options, lookup: { source: 'code', list, many: false } }) as never;
}

/** A field set at creation and kept by every update (a partial list's parent, a series' family). */
export function immutable<I extends z.ZodType, O extends z.ZodType>(spec: Field<I, O, 'stored'>): Field<I, O, 'immutable'> {
  return { ...spec, mode: 'immutable' };
}

/**
 * A field the kind's module stores itself (a code list's codes): validated with the record's body,
 * left out of the stored record; on update, leaving it out keeps what is stored.
 */
export function external<I extends z.ZodType>(input: I, widget: FieldWidget = 'custom'): Field<I, z.ZodNever, 'external'> {
  return { input, output: z.never(), mode: 'external', widget, required: false };
}

/** The fields an entry of an ordered list of parts may hold: stored values, references and codes. */
export type PartFields = Record<string, Field<z.ZodType, z.ZodType, 'stored'>>;

type EntryInput<E extends PartFields> = z.ZodObject<{ [K in keyof E]: E[K]['input'] }>;
type EntryOutput<E extends PartFields> = z.ZodObject<{ [K in keyof E]: E[K]['output'] }>;

/**
 * An ordered list of parts, each with fields of its own and usually a reference (a structure's
 * component definitions: the component, whether it is required, its attachment). The order is the
 * list's: clients send the entries in the order they want, the API keeps it. References inside an
 * entry are references of the record like any other (labels in its answer, "Used by", publication
 * order, the target kept from deletion), named `{field}.{entry field}`. `uniqueBy`: entry fields no
 * two entries may share (a component listed once), refused with 400 VALIDATION_FAILED, issue code
 * `duplicate` at the second entry.
 */
export function parts<E extends PartFields>(
  entry: E,
  options: { required?: boolean; max?: number; uniqueBy?: readonly (keyof E & string)[] } = {},
): Field<z.ZodOptional<z.ZodArray<EntryInput<E>>>, z.ZodArray<EntryOutput<E>>, 'stored'> {
  const names = Object.keys(entry);
  const input = z.object(Object.fromEntries(names.map((name) => [name, entry[name]!.input]))) as EntryInput<E>;
  const output = z.object(Object.fromEntries(names.map((name) => [name, entry[name]!.output]))) as EntryOutput<E>;
  const unique = options.uniqueBy ?? [];
  const list = z
    .array(input)
    .max(options.max ?? 1000)
    .superRefine((entries, context) => {
      for (const name of unique) {
        const seen = new Set<string>();
        entries.forEach((value, index) => {
          const key = JSON.stringify((value as Record<string, unknown>)[name] ?? null);
          if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, name], message: `Listed twice`, params: { reason: 'duplicate' } });
          seen.add(key);
        });
      }
    });
  return {
    input: (options.required ? list.min(1) : list).optional(),
    output: z.array(output),
    mode: 'stored',
    widget: 'parts',
    required: options.required ?? false,
    entry,
  };
}
