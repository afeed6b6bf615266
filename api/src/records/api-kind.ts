import type { SQL } from 'drizzle-orm';
import type {
  AnyKind,
  FieldChange,
  FilterOf,
  PayloadOf,
  Usage,
} from '@atelier/contracts';
import type { z } from 'zod';
import type { Identity } from '../auth/identity.ts';
import type { Db } from '../db/client.ts';
import { noteVersionColumn } from './note-columns.ts';
import type { StoredRecord } from './stored-record.ts';

export type ComputedOf<K extends AnyKind> = K['computed'] extends z.ZodRawShape
  ? z.infer<z.ZodObject<K['computed']>>
  : Record<never, never>;

export type WriteAction = 'create' | 'update' | 'delete';

/**
 * What a module adds to a kind the contracts declare, when the kind has more than fields: its own
 * tables (a code list's codes), computed values, filters of its own. Everything runs inside the
 * write's transaction; throwing an ApiError undoes the whole write.
 */
export interface KindHooks<K extends AnyKind> {
  /** The computed values of many records at once (a code list's number of codes). */
  computed?(db: Db, records: readonly StoredRecord<PayloadOf<K>>[]): Promise<Map<string, ComputedOf<K>>>;
  /**
   * Computed values as SQL expressions over the `resource` row, read in the same query as the
   * records themselves (no round trip of their own): preferred to `computed` where SQL can say it.
   */
  computedColumns?: { [N in keyof ComputedOf<K>]?: SQL<ComputedOf<K>[N]> };
  /**
   * Writes the kind's external fields (`body` is the validated request; none on delete) once the
   * record is written, and answers what changed, for the history. `ctx` names the caller, for the
   * history of other records the write changes (see `rewriteRecord`).
   */
  writeExternal?(
    tx: Db,
    record: StoredRecord<PayloadOf<K>>,
    body: Record<string, unknown> | null,
    action: WriteAction,
    ctx: { identity: Identity },
  ): Promise<FieldChange[]>;
  /**
   * Runs first in a create's or update's transaction (`id`: the record updated, null on create),
   * before the record itself is locked: a kind whose writes change other records of the kind (a
   * concept's broader concept gains it as narrower) locks them all here, the record included, in
   * one stable order, so that two writers never each hold a row the other waits for.
   */
  lockFirst?(tx: Db, id: string | null, body: Record<string, unknown>): Promise<void>;
  /**
   * A delete's own refusals, checked once the caller may delete and before the generic one (other
   * records point to it: `delete.inUse`); `usedBy` are those records. A concept linked to others
   * answers 112 here, one merely used elsewhere the generic 111.
   */
  beforeDelete?(tx: Db, record: StoredRecord<PayloadOf<K>>, usedBy: readonly Usage[]): Promise<void>;
  /**
   * The module's own rules and derived values, run inside the write's transaction once the caller
   * may write (`before`: the stored payload, null on create): answers the payload to store, or
   * throws an ApiError. A quality report checks its rubrics against the metadata structure here.
   */
  prepare?(tx: Db, payload: PayloadOf<K>, before: PayloadOf<K> | null, ctx: { identity: Identity }): Promise<PayloadOf<K>>;
  /** SQL conditions of the kind's own filters (`resource` is the table queried). */
  filters?(filter: FilterOf<K>): (SQL | undefined)[];
  /** The module serves `POST {item}` itself, through `createRecord` (a document is created with its file, as multipart). */
  ownCreate?: boolean;
  /** Largest body of a create or update, in bytes, when larger than the server's default. */
  bodyLimit?: number;
  /** Fields the deployment makes mandatory (`EXTRA_MANDATORY_FIELDS`), set when the modules are registered. */
  required?: readonly string[];
  /** Formats of a record besides JSON, chosen by Accept on its read path. */
  representations?: readonly Representation[];
  /** Formats of the records a list selects besides JSON (a SKOS scheme, a DCAT catalogue), chosen by Accept on the list's path. */
  listRepresentations?: readonly ListRepresentation[];
}

/** A kind as the API serves it: its declaration, and its module's additions. */
export interface ApiKind {
  kind: AnyKind;
  hooks: KindHooks<AnyKind>;
}

/**
 * A kind with its hooks, typed for that kind where the module writes them, and served among all the
 * others: the generic rules hand each hook exactly what its kind's schemas validated.
 */
export function apiKind<K extends AnyKind>(kind: K, hooks: KindHooks<K> = {}): ApiKind {
  const generic = hooks as unknown as KindHooks<AnyKind>;
  // Versioned notes answer the number of their current version (`versionField`).
  const versionField = kind.versionedNotes?.versionField;
  if (!versionField) return { kind, hooks: generic };
  return { kind, hooks: { ...generic, computedColumns: { [versionField]: noteVersionColumn(), ...generic.computedColumns } } };
}

/**
 * Another format of one record (SDMX, SKOS), served on its read path (`GET {item}/{id}`) when the
 * request's Accept prefers it to JSON, as a file named after the record.
 */
export interface Representation {
  /** The media type answered (`application/vnd.sdmx.structure+xml;version=3.0.0`). */
  mediaType: string;
  /** Other media types that choose it, without parameters (`application/xml`). */
  accepts?: readonly string[];
  /** A `version` parameter of Accept must start with this to choose it (`3.0`). */
  version?: string;
  /** The file's extension (`xml`). */
  extension: string;
  /** The record in this format, for a caller allowed to read it (checked here: it reads the record). */
  render(ctx: { db: Db; identity: Identity; kinds: KindRegistry }, id: string): Promise<Buffer>;
}

/**
 * Another format of the records a list's filters select (every one, unfiltered), served on the list's
 * path (`GET {list}`) when Accept prefers it to JSON, as one file.
 */
export interface ListRepresentation extends Omit<Representation, 'render'> {
  /** The file's name, without its extension (`concepts`). */
  fileName: string;
  /** The records `filter` selects in this format, for a caller allowed to read the list (checked before). */
  render(ctx: { db: Db; identity: Identity; kinds: KindRegistry }, filter: Record<string, unknown>): Promise<Buffer>;
}

/** Every kind the server serves, by name: "Used by" checks who may read which record. */
export type KindRegistry = ReadonlyMap<string, ApiKind>;
