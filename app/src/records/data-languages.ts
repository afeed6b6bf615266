import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDataLanguages } from '@atelier/ui-kit';

/** The first or the second data language (a document's, the notes compared). */
export type DataLanguage = 'lg1' | 'lg2';

/** The two data languages, named in the interface's language ("French", « anglais »), with their `lang`. */
export function useDataLanguageNames(): { id: DataLanguage; name: string; lang: string }[] {
  const { i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const names = useMemo(() => new Intl.DisplayNames([i18n.locale], { type: 'language' }), [i18n.locale]);
  return [
    { id: 'lg1', name: names.of(lg1) ?? lg1, lang: lg1 },
    { id: 'lg2', name: names.of(lg2) ?? lg2, lang: lg2 },
  ];
}
