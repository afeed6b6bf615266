import { bilingualKeys } from '@atelier/contracts';

/** The data languages: Lg1 is French, Lg2 English (the product's fixed pair). */
export const LG1 = 'fr';
export const LG2 = 'en';
export type Lang = typeof LG1 | typeof LG2;

/**
 * Builds the Lg1/Lg2 pair of a field by reading each language from a source: the one place where
 * converters map a language tag to a field suffix.
 */
export function byLanguage<N extends string, T>(
  name: N,
  read: (lang: Lang) => T,
): { [K in `${N}Lg1` | `${N}Lg2`]: T } {
  const [lg1, lg2] = bilingualKeys(name);
  return { [lg1]: read(LG1), [lg2]: read(LG2) } as { [K in `${N}Lg1` | `${N}Lg2`]: T };
}
