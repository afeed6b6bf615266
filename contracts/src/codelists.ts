import { z } from 'zod';
import { bilingual } from './common/bilingual.ts';
import { NonBlankStringSchema, TextSchema } from './common/text.ts';
import { external, immutable, reference, text, url } from './records/fields.ts';
import { defineKind, type CreateOf, type FilterOf, type ListItemOf, type UpdateOf, type ViewOf } from './records/kind.ts';

// Code lists (specification §3, §4, §5, §7): complete lists hold their codes; partial lists hold a
// subset of the codes of one complete list (their parent). Both share one identifier space.

/** Words that name the module's own endpoints (`/codeList/partial`, `/codeList/advanced-search`), never a list. */
const RESERVED_IDS = new Set(['partial', 'search', 'advanced-search', 'validate', 'detailed']);

/** A list's identifier (its notation), chosen by its author: `CL_FREQ`. */
export const CodeListIdSchema = TextSchema.trim()
  .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,99}$/, 'Letters, digits, dots, dashes and underscores, starting with a letter')
  .refine((id) => !RESERVED_IDS.has(id.toLowerCase()), { message: 'This word is reserved', params: { reason: 'reserved' } });

/** A code's notation within its list: `A`, `01.11Z`. */
export const CodeNotationSchema = TextSchema.trim().min(1).max(100);

const label = NonBlankStringSchema.max(1000);
const optionalText = TextSchema.trim().max(10_000).nullable().optional();

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

/** Both kinds share one identifier space: a notation names one list (1101). */
const listIds = { type: 'client', schema: CodeListIdSchema, taken: '1101', space: 'codeList' } as const;

/** What every list holds, complete or partial. */
const listFields = {
  ...bilingual('label', text({ required: true }), text({ required: true })),
  ...bilingual('description', text({ multiline: true }), text({ multiline: true })),
};

/** What both kinds share besides their fields: how many codes, the `code` filter, the rules. */
const listRules = {
  label: 'label',
  computed: { codeCount: z.number().int() },
  filters: {
    /** The list holds a code whose notation or label contains this, accents and case ignored. */
    code: TextSchema.trim().max(200).optional(),
  },
  publishRequires: ['owner', 'disseminationStatus'],
} as const;

/**
 * `/api/codeList`. `codes` must hold at least one code (1102), each code once
 * (CODE_LIST_DUPLICATE_CODE); a parent code must be a code of the same list. The IRI is unique (1101).
 * A list that partial lists draw from cannot be deleted nor lose their codes (1104).
 */
export const codeListKind = defineKind({
  ...listRules,
  name: 'codeList',
  application: 'CODESLIST_CODESLIST',
  paths: { list: '/codeList', item: '/codeList' },
  id: listIds,
  fields: {
    ...listFields,
    /** The list's IRI, when it has one elsewhere. */
    uri: url({ unique: { code: '1101', scope: 'codeList.uri' } }),
    codes: external(z.array(CodeInputSchema).max(100_000)),
  },
  listFields: ['uri'],
  delete: { onlyUnpublished: '1103', inUse: '1104' },
  validateAliases: ['/codeList/validate/:id'],
});

/** `/api/codeList/partial`: a subset of the codes of a complete list, its parent, which never changes. */
export const partialCodeListKind = defineKind({
  ...listRules,
  name: 'partialCodeList',
  application: 'CODESLIST_PARTIALCODESLIST',
  paths: { list: '/codeList/partial', item: '/codeList/partial' },
  id: listIds,
  fields: {
    ...listFields,
    /** The complete list the codes come from. */
    parentId: immutable(reference(['codeList'], { required: true })),
    codes: external(z.array(CodeNotationSchema).max(100_000)),
  },
  listFields: ['parentId'],
  delete: { onlyUnpublished: '1103' },
  validateAliases: ['/codeList/partial/validate/:id'],
});

export type CodeList = ViewOf<typeof codeListKind>;
export type CodeListItem = ListItemOf<typeof codeListKind>;
export type CodeListCreate = CreateOf<typeof codeListKind>;
export type CodeListUpdate = UpdateOf<typeof codeListKind>;
export type CodeListFilter = FilterOf<typeof codeListKind>;
export type PartialCodeList = ViewOf<typeof partialCodeListKind>;
export type PartialCodeListItem = ListItemOf<typeof partialCodeListKind>;
export type PartialCodeListCreate = CreateOf<typeof partialCodeListKind>;
export type PartialCodeListUpdate = UpdateOf<typeof partialCodeListKind>;

export const CODE_SORTS = ['position', 'code', '-code', 'labelLg1', '-labelLg1', 'labelLg2', '-labelLg2'] as const;

/**
 * `GET /api/codeList/{id}/codes`: one page of codes. `page` starts at 1; `per_page=0` means every
 * code. `search` matches the notation or a label, accents and case ignored. `sort` defaults to
 * the list's own order (`position`); a leading `-` sorts descending.
 */
export const CodesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(0).max(1000).default(20),
  search: TextSchema.trim().max(200).optional(),
  sort: z.enum(CODE_SORTS).default('position'),
});
export type CodesQuery = z.infer<typeof CodesQuerySchema>;

/**
 * `GET /api/codeList/{id}/codes/tree`: one level of a complete list's codes as a tree, in the list's
 * order: the codes whose broader code is `node`, or the top-level codes without it, a page at a time.
 */
export const CodeTreeQuerySchema = z.object({
  node: z.string().trim().min(1).max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(100),
});
export type CodeTreeQuery = z.infer<typeof CodeTreeQuerySchema>;

/** A code in its list's tree: how many codes it holds. */
export const CodeTreeItemSchema = CodeSchema.extend({ childCount: z.number().int() });
export type CodeTreeItem = z.infer<typeof CodeTreeItemSchema>;

export const CodeTreePageSchema = z.object({
  /** Codes of the level, over all pages. */
  total: z.number().int(),
  items: z.array(CodeTreeItemSchema),
});
export type CodeTreePage = z.infer<typeof CodeTreePageSchema>;

export const CodesPageSchema = z.object({
  /** Codes matching the search, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
  items: z.array(CodeSchema),
});
export type CodesPage = z.infer<typeof CodesPageSchema>;
