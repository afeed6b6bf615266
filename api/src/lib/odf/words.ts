// Language-aware words of exported documents: languages' names and days, as a reader of the
// document's language writes them.

/** Whether a language code is French (documents then use French typography: a space before the colon). */
export const isFrench = (language: string) => language.toLowerCase().startsWith('fr');

/** A language's name in another (`en` in French: « anglais »), capitalised as a caption's first word when asked. */
export function languageName(code: string, inLanguage: string, { capitalized = true } = {}): string {
  try {
    const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
    return capitalized ? name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1) : name;
  } catch {
    return code;
  }
}

/** A day (`2017-02-22`) as a reader of the language writes it (« 22 février 2017 »). */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime())) return day;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return day;
  }
}
