import { refusalOf, type AnyKind, type RefusedAction } from '@atelier/contracts';
import { ApiError } from '../lib/errors.ts';
import type { StoredRecord } from './stored-record.ts';

/**
 * Refuses a write the kind's declaration refuses by the record's state as stored (`refuse`, and
 * `delete.onlyUnpublished`): the record is locked by the caller's transaction, so the state cannot
 * change before the write. The screens offer no such action, by the same declaration (`refusalOf`).
 */
export function refuseByState(kind: AnyKind, action: RefusedAction, record: StoredRecord): void {
  const code = refusalOf(kind, action, { ...record.payload, validationState: record.validationState });
  if (code) throw new ApiError(code, undefined, { id: record.id, validationState: record.validationState });
}
