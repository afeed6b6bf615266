import type { DisseminationStatus, ValidationState } from '@atelier/contracts';

/** One stored record: the standard columns, and the kind's own fields in `payload`. */
export interface StoredRecord<P = Record<string, unknown>> {
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
