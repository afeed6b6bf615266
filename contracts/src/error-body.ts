import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

export const ErrorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);

/** One field-level problem of a request body or query. */
export const FieldIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  code: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/**
 * The `details` of a "publish … first" refusal (a reference's `publishedFirst` code: 604, 704, 804,
 * 1006–1008): the field, and the records it points to that must be published first.
 */
export const UnpublishedTargetsSchema = z.object({ field: z.string(), ids: z.array(z.string()) });
export type UnpublishedTargets = z.infer<typeof UnpublishedTargetsSchema>;

/** At most this many issues are listed in an answer's `details`; `issueCount` then says how many there were. */
export const MAX_LISTED_ISSUES = 100;

/** The body of every non-success API answer. */
export const ApiErrorBodySchema = z.object({
  code: ErrorCodeSchema,
  message: z.string(),
  details: z.unknown().optional(),
  /** When `details` lists only the first issues (MAX_LISTED_ISSUES): how many were found in all. */
  issueCount: z.number().int().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
