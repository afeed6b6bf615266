import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useFieldNames } from './field-names.ts';
import type { RecordUi } from './kind.ts';

// The names of a parts field's entries and of their fields, from the kind's field names: the
// field (`components`: "Components"), one of its entries (`components.entry`: "Component"), its
// add button (`components.add`: "Add a component"), each field of an entry (`components.component`:
// "Component used") and each value of a choice in it (`components.attachment.observation`).

export interface PartNames {
  /** An entry at its position (from 0): "Component 3". */
  entry: (field: string, index: number) => string;
  /** An entry by what it holds: "Component Age". */
  entryNamed: (field: string, text: string) => string;
  /** The words of the button that adds an entry: "Add a component" (`{field}.add`), else "Add an entry". */
  add: (field: string) => string;
  /** A field of the entries: "Attachment". */
  part: (field: string, part: string) => string;
  /** A field of one entry, as messages name it: "Attachment (Component 3)". */
  entryPart: (field: string, index: number, part: string) => string;
}

export function usePartNames(ui: RecordUi): PartNames {
  const names = useFieldNames(ui);
  const { t, i18n } = useLingui();
  return useMemo(() => {
    const noun = (field: string) => {
      const named = ui.fieldNames[`${field}.entry`];
      return named ? i18n._(named) : names(field);
    };
    // "Component Age" in both languages.
    const entryNamed = (field: string, text: string) => `${noun(field)} ${text}`;
    const entry = (field: string, index: number) => entryNamed(field, String(index + 1));
    const part = (field: string, name: string) => names(`${field}.${name}`);
    return {
      add: (field) => {
        const named = ui.fieldNames[`${field}.add`];
        return named ? i18n._(named) : t`Add an entry`;
      },
      entry,
      entryNamed,
      part,
      entryPart: (field, index, name) => {
        const which = entry(field, index);
        const label = part(field, name);
        return t`${label} (${which})`;
      },
    };
  }, [ui, names, t, i18n]);
}
