import { createContext } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import type { ReferencedRecord } from '@atelier/contracts';
import type { RecordUi } from './kind.ts';

/** What the fields of a record's form share: its kind, its form, and what the edited record points to. */
export interface RecordFieldsContextValue {
  ui: RecordUi;
  control: Control<FieldValues>;
  /** A new record (its identifier, when its author chooses it, and its immutable fields are editable). */
  creating: boolean;
  /** The records, organisations and codes the edited record points to, so that they show names before any search. */
  references: Record<string, ReferencedRecord[]>;
}

export const RecordFieldsContext = createContext<RecordFieldsContextValue | null>(null);
