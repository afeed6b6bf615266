import { useDataLanguages, useLanguageName } from '@atelier/ui-kit';

/** The first or the second data language (a document's, the notes compared). */
export type DataLanguage = 'lg1' | 'lg2';

/** The two data languages, named in the interface's language ("French", « anglais »), with their `lang`. */
export function useDataLanguageNames(): { id: DataLanguage; name: string; lang: string }[] {
  const { lg1, lg2 } = useDataLanguages();
  const languageName = useLanguageName();
  return [
    { id: 'lg1', name: languageName(lg1), lang: lg1 },
    { id: 'lg2', name: languageName(lg2), lang: lg2 },
  ];
}
