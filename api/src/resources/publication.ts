import { and, inArray } from 'drizzle-orm';
import type { ErrorCode, ValidationState } from '@atelier/contracts';
import type { Db } from '../db/client.ts';
import { resource } from '../db/schema.ts';
import { ApiError } from '../lib/errors.ts';
import type { PublishCheck } from './kind.ts';

// The publication state machine (spec §4) and the building blocks of publish preconditions.

/** A new record is not published yet. */
export const STATE_ON_CREATE: ValidationState = 'Unpublished';

/** An edit keeps a never-published record unpublished, and marks a published one as modified. */
export function stateAfterUpdate(current: ValidationState): ValidationState {
  return current === 'Unpublished' ? 'Unpublished' : 'Modified';
}

/** Validating publishes, from any state. */
export const STATE_ON_VALIDATE: ValidationState = 'Validated';

/** 1004: a record needs an owner before it is published. */
export function ownerDefined<P>(): PublishCheck<P> {
  return async (_tx, record) => {
    if (record.creators.length === 0) throw new ApiError('1004');
  };
}

/** 1005: a record needs a dissemination status before it is published. */
export function disseminationStatusDefined<P>(): PublishCheck<P> {
  return async (_tx, record) => {
    if (record.disseminationStatus === null) throw new ApiError('1005');
  };
}

/**
 * The records this one depends on (its family, series, target, concept, code list, components…) must
 * be published first: answered with `code` otherwise. "Published" means not Unpublished (a Modified
 * parent was published once), or exactly Validated with `exactlyValidated` (an indicator's series).
 * A reference to a record that does not exist answers `missing` (or `code`).
 */
export function referencesPublished<P>(options: {
  kinds: readonly string[];
  ids: (payload: P) => readonly string[];
  code: ErrorCode;
  missing?: ErrorCode;
  exactlyValidated?: boolean;
}): PublishCheck<P> {
  return async (tx: Db, record) => {
    const ids = [...new Set(options.ids(record.payload))];
    if (ids.length === 0) return;
    const found = await tx
      .select({ id: resource.id, state: resource.validationState })
      .from(resource)
      .where(and(inArray(resource.kind, [...options.kinds]), inArray(resource.id, ids)));
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw new ApiError(options.missing ?? options.code, undefined, { ids: missing });
    const unpublished = found
      .filter((row) => (options.exactlyValidated ? row.state !== 'Validated' : row.state === 'Unpublished'))
      .map((row) => row.id);
    if (unpublished.length > 0) throw new ApiError(options.code, undefined, { ids: unpublished });
  };
}
