import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDataLanguages, useLanguageName } from '@atelier/ui-kit';
import type { RecordUi } from './kind.ts';

/** A bilingual pair's name (`label`) and language side, when `field` is one of its two fields. */
export function pairOf(field: string): { pair: string; side: 'lg1' | 'lg2' } | null {
  const match = /^(.+)Lg([12])$/.exec(field);
  return match?.[1] ? { pair: match[1], side: match[2] === '1' ? 'lg1' : 'lg2' } : null;
}

/** The two fields of a bilingual pair: `label` → `labelLg1`, `labelLg2`. */
export function pairFields(pair: string): [string, string] {
  return [`${pair}Lg1`, `${pair}Lg2`];
}

/**
 * Every field of a kind as people call it, in the interface's language: its own fields (each side
 * of a pair followed by its language, "Label (French)"), its computed values, and the fields every
 * record has. For form messages, the history and the search filters.
 */
export type FieldNames = (field: string) => string;

export function useFieldNames(ui: RecordUi): FieldNames {
  const { t, i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const language = useLanguageName();
  return useMemo(() => {
    const names: Record<string, string> = {
      id: t`Identifier`,
      creators: t`Owner`,
      contributors: t`Contributors`,
      disseminationStatus: t`Dissemination status`,
      validationState: t`Publication state`,
      created: t`Creation date`,
      modified: t`Modification date`,
    };
    for (const [name, descriptor] of Object.entries(ui.fieldNames)) names[name] = i18n._(descriptor);
    for (const field of Object.keys(ui.kind.fields)) {
      const pair = pairOf(field);
      const pairName = pair ? ui.fieldNames[pair.pair] : undefined;
      if (!pair || !pairName) continue;
      const name = i18n._(pairName);
      const lang = language(pair.side === 'lg1' ? lg1 : lg2);
      names[field] = t`${name} (${lang})`;
    }
    return (field: string) => names[field] ?? field;
  }, [ui, t, i18n, lg1, lg2, language]);
}
