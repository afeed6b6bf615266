import { z } from 'zod';
import { bilingual } from './common/bilingual.ts';
import { NonBlankStringSchema } from './common/text.ts';
import {
  ResourceFilterSchema,
  recordMetaFields,
  stewardshipFields,
  stewardshipInputFields,
  versionField,
} from './resource.ts';

// Code lists (specification §3, §4, §5, §7): complete lists hold their codes; partial lists hold a
// subset of the codes of one complete list (their parent). Both share one identifier space.

/** A list's identifier (its notation), chosen by its author: `CL_FREQ`. */
export const CodeListIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, 'Letters, digits, dots, dashes and underscores, starting with a letter');

/** A code's notation within its list: `A`, `01.11Z`. */
export const CodeNotationSchema = z.string().trim().min(1).max(100);

const label = NonBlankStringSchema.max(1000);
const optionalText = z.string().trim().max(10_000).nullable().optional();

/** One code as a client writes it. */
export const CodeInputSchema = z.object({
  code: CodeNotationSchema,
  ...bilingual('label', label, label.nullable().optional()),
  ...bilingual('description', optionalText, optionalText),
  /** The broader code in the same list (its hierarchy); none for a top-level code. */
  parentCode: CodeNotationSchema.nullable().optional(),
});
export type CodeInput = z.infer<typeof CodeInputSchema>;

/** One code as the API answers it. */
export const CodeSchema = z.object({
  code: z.string(),
  ...bilingual('label', z.string(), z.string().nullable()),
  ...bilingual('description', z.string().nullable(), z.string().nullable()),
  parentCode: z.string().nullable(),
});
export type Code = z.infer<typeof CodeSchema>;

/** Metadata a client writes on any list. */
const listInputFields = {
  ...bilingual('label', label, label),
  ...bilingual('description', optionalText, optionalText),
  ...stewardshipInputFields,
};

/**
 * `POST /api/codeList`. `codes` must hold at least one code (1102), each code once
 * (CODE_LIST_DUPLICATE_CODE); a parent code must be a code of the same list.
 */
export const CodeListCreateSchema = z.object({
  id: CodeListIdSchema,
  /** The list's IRI, when it has one elsewhere; unique (1101). */
  uri: z.url().max(500).nullable().optional(),
  ...listInputFields,
  codes: z.array(CodeInputSchema).max(100_000),
});
export type CodeListCreate = z.infer<typeof CodeListCreateSchema>;

/** `PUT /api/codeList/{id}`: the list as edited, with the version it was based on. Without `codes`, the codes stay. */
export const CodeListUpdateSchema = z.object({
  uri: z.url().max(500).nullable().optional(),
  ...listInputFields,
  codes: z.array(CodeInputSchema).max(100_000).optional(),
  ...versionField,
});
export type CodeListUpdate = z.infer<typeof CodeListUpdateSchema>;

/** What every list answers, complete or partial. */
const listFields = {
  id: z.string(),
  ...bilingual('label', z.string(), z.string().nullable()),
  ...bilingual('description', z.string().nullable(), z.string().nullable()),
  ...stewardshipFields,
  ...recordMetaFields,
  codeCount: z.number().int(),
};

/** `GET /api/codeList/{id}`. */
export const CodeListSchema = z.object({ ...listFields, uri: z.string().nullable() });
export type CodeList = z.infer<typeof CodeListSchema>;
export const CodeListListSchema = z.array(CodeListSchema);

/** `POST /api/codeList/partial`: a subset of the codes of a complete list. */
export const PartialCodeListCreateSchema = z.object({
  id: CodeListIdSchema,
  /** The complete list the codes come from. */
  parentId: CodeListIdSchema,
  ...listInputFields,
  codes: z.array(CodeNotationSchema).max(100_000),
});
export type PartialCodeListCreate = z.infer<typeof PartialCodeListCreateSchema>;

/** `PUT /api/codeList/partial/{id}`. The parent list does not change. Without `codes`, the codes stay. */
export const PartialCodeListUpdateSchema = z.object({
  ...listInputFields,
  codes: z.array(CodeNotationSchema).max(100_000).optional(),
  ...versionField,
});
export type PartialCodeListUpdate = z.infer<typeof PartialCodeListUpdateSchema>;

/** `GET /api/codeList/partial/{id}`. */
export const PartialCodeListSchema = z.object({
  ...listFields,
  parentId: z.string(),
  ...bilingual('parentLabel', z.string().nullable(), z.string().nullable()),
});
export type PartialCodeList = z.infer<typeof PartialCodeListSchema>;
export const PartialCodeListListSchema = z.array(PartialCodeListSchema);

/** `GET /api/codeList` and `/api/codeList/partial`: the filters of the quick and advanced searches. */
export const CodeListFilterSchema = ResourceFilterSchema.extend({
  /** The list's identifier contains this. */
  id: z.string().trim().max(200).optional(),
  /** The list holds a code whose notation or label contains this. */
  code: z.string().trim().max(200).optional(),
  /** Partial lists only: the parent list. */
  parentId: z.string().trim().max(200).optional(),
});
export type CodeListFilter = z.infer<typeof CodeListFilterSchema>;

export const CODE_SORTS = ['position', 'code', '-code', 'labelLg1', '-labelLg1', 'labelLg2', '-labelLg2'] as const;

/**
 * `GET /api/codeList/{id}/codes`: one page of codes. `page` starts at 1; `per_page=0` means every
 * code. `search` matches the notation or a label, accents and case ignored. `sort` defaults to
 * the list's own order (`position`); a leading `-` sorts descending.
 */
export const CodesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(0).max(1000).default(20),
  search: z.string().trim().max(200).optional(),
  sort: z.enum(CODE_SORTS).default('position'),
});
export type CodesQuery = z.infer<typeof CodesQuerySchema>;

export const CodesPageSchema = z.object({
  /** Codes matching the search, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  items: z.array(CodeSchema),
});
export type CodesPage = z.infer<typeof CodesPageSchema>;
