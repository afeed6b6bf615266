import { useLingui } from '@lingui/react/macro';

// A language's name in the interface's language ("French", « anglais »): Intl.DisplayNames is slow
// to build, and every bilingual field and value asks for it, so one namer is kept per locale.

const namers = new Map<string, (code: string) => string>();

/** The namer of languages in `locale`, built once per locale: a code it does not know names itself. */
export function languageNamer(locale: string): (code: string) => string {
  let namer = namers.get(locale);
  if (!namer) {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    namer = (code) => {
      try {
        return names.of(code) ?? code;
      } catch {
        // Not a language code at all (a misconfigured data language): shown as it is.
        return code;
      }
    };
    namers.set(locale, namer);
  }
  return namer;
}

/** The name of a language in the interface's language: "French", « anglais »; the same function while the locale stays. */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useLingui();
  return languageNamer(i18n.locale);
}
