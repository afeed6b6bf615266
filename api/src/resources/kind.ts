import type { z } from 'zod';
import type { Application, DisseminationStatus, ErrorCode, Privilege, ValidationState } from '@atelier/contracts';
import type { Db } from '../db/client.ts';

/**
 * How a kind's identifiers are made (the schemes of the replaced system):
 * - `client`: the author chooses it (code lists); an identifier already used by a record of one of
 *   the `sharedWith` kinds is refused with `taken`;
 * - `sequence`: a prefix and the next number of a counter that several kinds may share, starting
 *   above the largest number already used (`s1234` for families, series and operations);
 * - `uuid`: a random UUID (datasets, distributions, collections).
 */
export type IdScheme =
  | { type: 'client'; taken: ErrorCode; sharedWith: readonly string[] }
  | { type: 'sequence'; name: string; prefix: string; start: number; digits?: number; kinds: readonly string[] }
  | { type: 'uuid' };

/** One stored record: the standard columns, and the kind's own fields in `payload`. */
export interface StoredRecord<P> {
  kind: string;
  id: string;
  payload: P;
  validationState: ValidationState;
  disseminationStatus: DisseminationStatus['id'] | null;
  creators: string[];
  contributors: string[];
  created: Date;
  modified: Date;
  version: number;
}

/** A check that must pass before a record is published; it throws an ApiError with its code otherwise. */
export type PublishCheck<P> = (tx: Db, record: StoredRecord<P>) => Promise<void>;

/**
 * What a module declares about one kind of record; the generic rules (resources/service.ts) do the
 * rest: identifiers, dates, stamps, state machine, preconditions, duplicate labels, concurrency,
 * history and authorization.
 */
export interface ResourceKind<P extends object> {
  /** Stored in `resource.kind` and `resource_history.kind`. */
  name: string;
  /** The application privileges are checked on. */
  application: Application;
  /** The kind's own fields, as stored and as read back. */
  payload: z.ZodType<P>;
  idScheme: IdScheme;
  /** The record's labels: duplicate checks, quick search and the order of lists. */
  labels(payload: P): { lg1: string; lg2: string | null };
  /** Refuse a label already used by another record of these kinds, with these codes (the "406" family). */
  uniqueLabels?: { lg1: ErrorCode; lg2: ErrorCode; amongKinds?: readonly string[] };
  /** The code of a missing record (141, 641…). */
  notFound: ErrorCode;
  /** The code of each refused privilege (101, 102…); FORBIDDEN otherwise. */
  denied?: Partial<Record<Privilege, ErrorCode>>;
  /** Preconditions of publication, in order (spec §4). */
  publishChecks?: readonly PublishCheck<P>[];
}
