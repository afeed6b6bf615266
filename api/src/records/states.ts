import type { ValidationState } from '@atelier/contracts';

// The publication state machine (spec §4): the state each write moves a record to.

/** A new record is not published yet. */
export const STATE_ON_CREATE: ValidationState = 'Unpublished';

/** An edit keeps a never-published record unpublished, and marks a published one as modified. */
export function stateAfterUpdate(current: ValidationState): ValidationState {
  return current === 'Unpublished' ? 'Unpublished' : 'Modified';
}

/** Validating publishes, from any state. */
export const STATE_ON_VALIDATE: ValidationState = 'Validated';
