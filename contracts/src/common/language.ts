import { z } from 'zod';

/** An ISO 639-1 language code such as `fr` or `en`. */
export const LanguageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'Expected a two-letter ISO 639-1 code');
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

/** Languages the interface is translated into. English is the default and the fallback. */
export const UI_LOCALES = ['en', 'fr'] as const;
export const UiLocaleSchema = z.enum(UI_LOCALES);
export type UiLocale = z.infer<typeof UiLocaleSchema>;
export const DEFAULT_UI_LOCALE: UiLocale = 'en';
