import { z } from 'zod';
import { TextSchema } from './common/text.ts';

// `POST /api/codeList/import`: code lists read from a file (CSV, SDMX-ML 2.1 or 3.0, SKOS in Turtle),
// previewed (a dry run, the default) or written, all lists or none.

/** How many codes of each list the answer shows. */
export const IMPORT_SAMPLE_SIZE = 20;

/** The media types an import reads, by the `Content-Type` of its body (the file itself). */
export const CODE_LIST_IMPORT_MEDIA_TYPES = ['text/csv', 'application/vnd.sdmx.structure+xml', 'text/turtle'] as const;

/**
 * The query. `dryRun` (default true) writes nothing. `id`, `labelLg1` and `labelLg2` name the list
 * a CSV file holds the codes of (required for CSV: a CSV holds codes only); for a file holding one
 * list, in any format, they replace its own.
 */
export const CodeListImportQuerySchema = z.object({
  dryRun: z.stringbool().default(true),
  id: TextSchema.trim().max(200).optional(),
  labelLg1: TextSchema.trim().max(1000).optional(),
  labelLg2: TextSchema.trim().max(1000).optional(),
});
export type CodeListImportQuery = z.infer<typeof CodeListImportQuerySchema>;

/**
 * A problem found in the file: `list` names the list (its identifier as read), `path` the place in
 * it (`['codes', 3, 'parentCode']`: the fourth code read). Codes: `missing_label`, `invalid_code`,
 * `invalid_id`, `duplicate_code`, `duplicate_list`, `unknown_parent`, `cycle`, `empty_list`,
 * `id_taken` (a partial list holds the identifier), `published_list_changes`, `kept_by_partial_list`,
 * `several_lists` (a query label for a file of several lists), or a schema check's own code.
 */
export const CodeListImportIssueSchema = z.object({
  list: z.string().optional(),
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  message: z.string(),
});
export type CodeListImportIssue = z.infer<typeof CodeListImportIssueSchema>;

/** A code as the file gives it (the first IMPORT_SAMPLE_SIZE of each list). */
export const ImportedCodeSchema = z.object({
  code: z.string(),
  labelLg1: z.string().nullable(),
  labelLg2: z.string().nullable(),
  parentCode: z.string().nullable(),
});

/**
 * What an import does (a dry run: would do) to each list: `create` a new one, `update` an existing
 * one (its labels, descriptions or codes differ), or leave it `unchanged`.
 */
export const ImportedListSchema = z.object({
  id: z.string(),
  labelLg1: z.string().nullable(),
  labelLg2: z.string().nullable(),
  codeCount: z.number().int(),
  action: z.enum(['create', 'update', 'unchanged']),
  sample: z.array(ImportedCodeSchema),
});

/** The answer: the lists in the file's order, and every problem (the first 100 listed). A real run with a problem is refused (400 VALIDATION_FAILED, the issues in `details`). */
export const CodeListImportSchema = z.object({
  dryRun: z.boolean(),
  lists: z.array(ImportedListSchema),
  issues: z.array(CodeListImportIssueSchema),
  /** How many problems there were, when more than those listed. */
  issueCount: z.number().int().optional(),
});
export type CodeListImport = z.infer<typeof CodeListImportSchema>;
