import { z } from 'zod';
import { UI_LOCALES } from './language.ts';

/** An ISO 639-1 language code such as `fr` or `en`. */
export const LanguageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'Expected a two-letter ISO 639-1 code');
export type LanguageCode = z.infer<typeof LanguageCodeSchema>;

export const UiLocaleSchema = z.enum(UI_LOCALES);
