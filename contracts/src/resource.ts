import { z } from 'zod';
import { RecordIdSchema, TextSchema } from './common/text.ts';
import { DisseminationStatusIdSchema } from './reference.ts';

// What every record of every module shares (specification §3 "common fields" and §4 "publication"):
// owners and contributors (stamps), dissemination status, publication state, dates, and the
// version a client proves it edited. Modules spread these pieces into their own schemas.

/** Publication state, with the exact names of the system this product replaces. */
export const VALIDATION_STATES = ['Unpublished', 'Modified', 'Validated'] as const;
export const ValidationStateSchema = z.enum(VALIDATION_STATES);
export type ValidationState = z.infer<typeof ValidationStateSchema>;

/** An organisation's stamp, such as `DG75-L201`. */
export const StampSchema = TextSchema.trim().min(1).max(64);

/** A date-time as the API writes it: ISO 8601 in UTC (`2026-11-22T10:00:00.000Z`). */
export const DateTimeSchema = z.iso.datetime();

/**
 * Who owns a record, who contributes to it, and how it may be disseminated. On create, missing
 * creators default to the signed-in user's stamp; the others default to empty.
 */
export const stewardshipInputFields = {
  /** Owner stamps. */
  creators: z.array(StampSchema).max(50).optional(),
  /** Contributor stamps. */
  contributors: z.array(StampSchema).max(50).optional(),
  disseminationStatus: DisseminationStatusIdSchema.nullable().optional(),
};

/** The same fields as every record answers them. */
export const stewardshipFields = {
  creators: z.array(z.string()),
  contributors: z.array(z.string()),
  disseminationStatus: DisseminationStatusIdSchema.nullable(),
};

/**
 * Optimistic concurrency: every record carries a `version`, incremented by each write. An update
 * sends back the version it was based on; a stale one is refused with 409 STALE_VERSION and
 * changes nothing.
 */
export const VersionSchema = z.number().int().positive();
export const versionField = { version: VersionSchema };

/** Fields the server sets on every record. */
export const recordMetaFields = {
  validationState: ValidationStateSchema,
  created: DateTimeSchema,
  modified: DateTimeSchema,
  ...versionField,
};

/** A record another one points to, as a record's answer names it: screens show its label, never a bare id. */
export const ReferencedRecordSchema = z.object({
  kind: z.string(),
  id: z.string(),
  labelLg1: z.string(),
  labelLg2: z.string().nullable(),
  /** None for reference data (an organisation, a code). */
  validationState: ValidationStateSchema.nullable(),
});
export type ReferencedRecord = z.infer<typeof ReferencedRecordSchema>;

/** `GET {item}/{id}/usages`: a record that points to this one, and through which of its fields. */
export const UsageSchema = ReferencedRecordSchema.extend({ field: z.string() });
export type Usage = z.infer<typeof UsageSchema>;
export const UsagesSchema = z.array(UsageSchema);

/** The path parameter of a record. */
export const IdParamsSchema = z.object({ id: TextSchema.min(1).max(200) });

/** Create, update, publish and delete answer the record's identifier as plain text. */
export const IdTextSchema = z.string().describe('The identifier of the record, as text/plain');

export const HISTORY_ACTIONS = ['create', 'update', 'validate', 'delete'] as const;
export const HistoryActionSchema = z.enum(HISTORY_ACTIONS);
export type HistoryAction = z.infer<typeof HistoryActionSchema>;

/** One changed field: its value before and after the write (null when absent). */
export const FieldChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type FieldChange = z.infer<typeof FieldChangeSchema>;

/** `GET …/{id}/history`: one entry per write, oldest first. Append-only. */
export const HistoryEntrySchema = z.object({
  id: z.number().int(),
  action: HistoryActionSchema,
  at: DateTimeSchema,
  /** Who wrote: the user's identifier and stamp. */
  userId: z.string(),
  userStamp: z.string().nullable(),
  /** The record's version after this write (before it, for a delete). */
  version: z.number().int(),
  changes: z.array(FieldChangeSchema),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;
export const HistorySchema = z.array(HistoryEntrySchema);

/**
 * `PUT {list}/validate` (and the concepts' older `/concepts/validate`, `/concepts/{ids}/validate`…):
 * the identifiers to publish, all in one transaction; any refusal publishes none. While another user
 * publishes or saves some of them, the answer is 423 PUBLICATION_IN_PROGRESS: the page waits and retries.
 */
/** A selection of records by their identifiers, in a body (a path or a query of 1,000 outgrows what proxies read). */
export const SelectionBodySchema = z.array(RecordIdSchema).min(1).max(1000);
export const BulkPublishBodySchema = SelectionBodySchema;
export type BulkPublishBody = z.infer<typeof BulkPublishBodySchema>;

/**
 * `GET {list}/tree` of a hierarchical kind: one level of its tree, a page at a time, in label order
 * (`X-Total-Count`: the level's size). `node`: the record whose children are read; none, the roots.
 */
export const TreeQuerySchema = z.object({
  node: RecordIdSchema.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(100),
});
export type TreeQuery = z.infer<typeof TreeQuerySchema>;

/** `GET {item}/{id}/ancestors`: the records above one in its tree, from the root down to its broader record (read in one query). */
export const AncestorsSchema = z.array(ReferencedRecordSchema);

/** `GET {item}/{id}/notes` of a kind with versioned notes: every version, oldest first. */
export const NoteVersionSummarySchema = z.object({
  version: z.number().int().min(1),
  /** When this version began, and when the next one replaced it (none for the current one). */
  validFrom: z.string(),
  validUntil: z.string().nullable(),
});
export type NoteVersionSummary = z.infer<typeof NoteVersionSummarySchema>;
