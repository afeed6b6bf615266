import { sql } from 'drizzle-orm';
import { boolean, customType, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DisseminationStatus, FieldChange, HistoryAction, ValidationState } from '@atelier/contracts';

// Column names are derived in snake_case (`labelLg1` → `label_lg1`): see `casing` in client.ts.

/** Facts about the database itself, such as which seed it holds. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Public generic, public specific, private. */
export const disseminationStatus = pgTable('dissemination_status', {
  id: text().$type<DisseminationStatus['id']>().primaryKey(),
  url: text().notNull().unique(),
  labelLg1: text().notNull(),
  labelLg2: text().notNull(),
  position: integer().notNull(),
});

/**
 * Every record of every module, one row each: the standard columns that the generic rules read and
 * write (state, dates, stamps, dissemination status, version), denormalised labels for duplicate
 * checks, search and sort, and the kind's own fields in `payload`, validated by its contract schema.
 */
export const resource = pgTable(
  'resource',
  {
    kind: text().notNull(),
    id: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    labelLg1: text().notNull(),
    labelLg2: text(),
    /** Identifier and labels without accents, in lower case: what quick searches match. */
    searchText: text().notNull(),
    /** First-language label without accents, in lower case: the default order of lists. */
    sortKey: text().notNull(),
    validationState: text().$type<ValidationState>().notNull(),
    disseminationStatus: text().$type<DisseminationStatus['id']>(),
    creators: text().array().notNull().default(sql`'{}'::text[]`),
    contributors: text().array().notNull().default(sql`'{}'::text[]`),
    created: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    modified: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    version: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    // Lists' default order, the identifier breaking ties: a page is read from the index, without a sort.
    index('resource_kind_sort_id_idx').on(table.kind, table.sortKey, table.id),
    index('resource_kind_label_lg1_idx').on(table.kind, table.labelLg1),
    index('resource_kind_label_lg2_idx').on(table.kind, table.labelLg2),
  ],
);

/**
 * Who changed what and when, one row per write. Append-only: a trigger (migration
 * 0001_history_append_only) refuses any update or delete.
 */
export const resourceHistory = pgTable(
  'resource_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    resourceId: text().notNull(),
    action: text().$type<HistoryAction>().notNull(),
    at: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    userId: text().notNull(),
    userStamp: text(),
    version: integer().notNull(),
    changes: jsonb().$type<FieldChange[]>().notNull(),
  },
  (table) => [index('resource_history_resource_idx').on(table.kind, table.resourceId, table.id)],
);

/**
 * What each record points to through its reference fields, one row per referenced record. The
 * database keeps these true under concurrent writers: a record cannot point to one that does not
 * exist, and a record others point to cannot be deleted (the foreign keys); a record's own rows go
 * with it. Read for the labels of referenced records, "Used by", and publish preconditions.
 */
export const resourceReference = pgTable(
  'resource_reference',
  {
    fromKind: text().notNull(),
    fromId: text().notNull(),
    field: text().notNull(),
    position: integer().notNull(),
    toKind: text().notNull(),
    toId: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.fromKind, table.fromId, table.field, table.position] }),
    foreignKey({ name: 'resource_reference_from_fk', columns: [table.fromKind, table.fromId], foreignColumns: [resource.kind, resource.id] }).onDelete('cascade'),
    foreignKey({ name: 'resource_reference_to_fk', columns: [table.toKind, table.toId], foreignColumns: [resource.kind, resource.id] }),
    index('resource_reference_to_idx').on(table.toKind, table.toId),
  ],
);

/**
 * Values no two records may share (identifiers chosen by authors across kinds, IRIs, the "406"
 * labels), by scope. The primary key makes a second claim wait for the first writer and fail, so two
 * users saving at once can never both get one value.
 */
export const resourceUnique = pgTable(
  'resource_unique',
  {
    scope: text().notNull(),
    value: text().notNull(),
    kind: text().notNull(),
    id: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.value] }),
    foreignKey({ name: 'resource_unique_record_fk', columns: [table.kind, table.id], foreignColumns: [resource.kind, resource.id] }).onDelete('cascade'),
    index('resource_unique_record_idx').on(table.kind, table.id),
  ],
);

/** The last number handed out by each identifier sequence (`s` for operations, `p` for indicators…). */
export const idSequence = pgTable('id_sequence', {
  name: text().primaryKey(),
  last: integer().notNull(),
});

/** The codes of complete code lists: relational, because 10,000 codes must page, search and sort on the server. */
export const code = pgTable(
  'code',
  {
    listId: text().notNull(),
    code: text().notNull(),
    labelLg1: text().notNull(),
    labelLg2: text(),
    descriptionLg1: text(),
    descriptionLg2: text(),
    parentCode: text(),
    /** The list's own order. */
    position: integer().notNull(),
    /** Notation and labels without accents, in lower case. */
    searchText: text().notNull(),
    sortLg1: text().notNull(),
    sortLg2: text().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.code] }),
    index('code_list_position_idx').on(table.listId, table.position),
    index('code_list_sort_lg1_idx').on(table.listId, table.sortLg1),
    index('code_list_sort_lg2_idx').on(table.listId, table.sortLg2),
    // A level of the list's tree, in its order, and each code's count of narrower codes.
    index('code_list_parent_idx').on(table.listId, table.parentCode, table.position),
  ],
);

/** The codes a partial list keeps from its parent list. */
export const partialCode = pgTable(
  'partial_code',
  {
    listId: text().notNull(),
    parentId: text().notNull(),
    code: text().notNull(),
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.code] }),
    index('partial_code_parent_idx').on(table.parentId, table.code),
    // A code a partial list keeps cannot leave its parent list, whoever writes at the same time.
    foreignKey({ name: 'partial_code_code_fk', columns: [table.parentId, table.code], foreignColumns: [code.listId, code.code] }),
  ],
);

/** Organisations records point to. */
export const organization = pgTable('organization', {
  id: text().primaryKey(),
  stamp: text(),
  labelLg1: text().notNull(),
  labelLg2: text(),
  unitOf: text().array().notNull().default(sql`'{}'::text[]`),
  deprecated: boolean().notNull().default(false),
});

/** Stamps records can be owned by. */
export const stamp = pgTable('stamp', {
  stamp: text().primaryKey(),
});

/** Statistical themes. */
export const theme = pgTable('theme', {
  id: text().primaryKey(),
  notation: text().notNull(),
  labelLg1: text().notNull(),
  labelLg2: text(),
  parentId: text(),
});

/** Binary content (`bytea`), read and written as Buffers. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A document's file, kept in the database so that every API node sees it. Its content is a
 * revision's (`document_file_revision`), in `document_file_chunk`, 1 MB a row, so that uploads and
 * downloads stream without holding the whole file. Each upload is a new revision. A file name
 * names one file (302).
 */
export const documentFile = pgTable(
  'document_file',
  {
    kind: text().notNull().default('document'),
    documentId: text().notNull(),
    revision: uuid().notNull().unique('document_file_revision_unique'),
    name: text().notNull().unique('document_file_name_unique'),
    mediaType: text().notNull(),
    size: integer().notNull(),
    uploaded: timestamp({ withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.documentId] }),
    foreignKey({ name: 'document_file_document_fk', columns: [table.kind, table.documentId], foreignColumns: [resource.kind, resource.id] }).onDelete('cascade'),
    foreignKey({ name: 'document_file_revision_fk', columns: [table.revision], foreignColumns: [documentFileRevision.revision] }),
  ],
);

/**
 * One upload's content, owning its chunks. A download reads the revision it started with to its
 * end: a revision replaced (no `document_file` names it any more) stays while downloads read it
 * (`readers`, each lending it `read_until` too, in case its process dies mid-way), then goes.
 */
export const documentFileRevision = pgTable('document_file_revision', {
  revision: uuid().primaryKey(),
  readers: integer().notNull().default(0),
  readUntil: timestamp({ withTimezone: true, precision: 3 }),
});

/** The content of a file revision, in order. */
export const documentFileChunk = pgTable(
  'document_file_chunk',
  {
    revision: uuid().notNull(),
    position: integer().notNull(),
    data: bytea().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.revision, table.position] }),
    foreignKey({ name: 'document_file_chunk_revision_fk', columns: [table.revision], foreignColumns: [documentFileRevision.revision] }).onDelete('cascade'),
  ],
);

/**
 * Each version of the versioned notes of a record whose kind declares them (`versionedNotes`: a
 * concept's short definition, definition, editorial note and change note), and when the version
 * began and ended (none for the current one). The record's payload holds the current version's
 * notes too; these rows keep every version. `notes`: each field of the version (`definitionLg1`…,
 * null when empty); `texts`: each versioned note's text in both languages, without accents, in
 * lower case, what a filter on the current version matches (a concept's `definition`).
 */
export const noteVersion = pgTable(
  'note_version',
  {
    kind: text().notNull(),
    recordId: text().notNull(),
    version: integer().notNull(),
    notes: jsonb().$type<Record<string, string | null>>().notNull(),
    texts: jsonb().$type<Record<string, string>>().notNull(),
    validFrom: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    validUntil: timestamp({ withTimezone: true, precision: 3 }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.recordId, table.version] }),
    foreignKey({ name: 'note_version_record_fk', columns: [table.kind, table.recordId], foreignColumns: [resource.kind, resource.id] }).onDelete('cascade'),
  ],
);
