// Plain constants (no zod): the browser imports them on its first page.

/** Languages the interface is translated into. English is the default and the fallback. */
export const UI_LOCALES = ['en', 'fr'] as const;
export type UiLocale = (typeof UI_LOCALES)[number];
export const DEFAULT_UI_LOCALE: UiLocale = 'en';
