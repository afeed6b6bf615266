import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_UI_LOCALE, UI_LOCALES, type UiLocale } from '@atelier/contracts';

/** The locale react-aria formats dates and numbers with, for each interface language. */
export const FORMAT_LOCALES: Record<UiLocale, string> = { en: 'en-GB', fr: 'fr-FR' };

/** Each interface language named in itself, for the language switch. */
export const LOCALE_NAMES: Record<UiLocale, string> = { en: 'English', fr: 'Français' };

const STORAGE_KEY = 'atelier.locale';

/**
 * The catalogs of the interface (lingui.config.ts): the shell's, loaded before the first page; the
 * one every module's screens share; one per module, loaded with its routes.
 */
export type CatalogName = 'shell' | 'records' | 'codelists' | 'operations' | 'sims' | 'concepts';

function importCatalog(locale: UiLocale, name: CatalogName): Promise<{ messages: Messages }> {
  return import(`../locales/${locale}/${name}.po`) as Promise<{ messages: Messages }>;
}

/** The catalogs loaded so far: a change of language loads them all again, in the new language. */
const loaded = new Set<CatalogName>(['shell']);

/** Loads catalogs into the active language (a module's layout route, before its screens show). */
export async function loadCatalogs(names: readonly CatalogName[]): Promise<void> {
  const missing = names.filter((name) => !loaded.has(name));
  if (missing.length === 0) return;
  const locale = i18n.locale as UiLocale;
  const catalogs = await Promise.all(missing.map((name) => importCatalog(locale, name)));
  for (const { messages } of catalogs) i18n.load(locale, messages);
  for (const name of missing) loaded.add(name);
}

/** French when the browser's language begins with `fr`, English otherwise (the specification's rule). */
export function detectLocale(browserLanguage: string | undefined = globalThis.navigator?.language): UiLocale {
  return browserLanguage?.toLowerCase().startsWith('fr') ? 'fr' : DEFAULT_UI_LOCALE;
}

/** The language the user chose with the switch, if any; otherwise the browser's. */
export function initialLocale(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): UiLocale {
  const stored = storage?.getItem(STORAGE_KEY);
  return UI_LOCALES.find((locale) => locale === stored) ?? detectLocale();
}

/** Remembers the user's choice for the next visits. */
export function rememberLocale(locale: UiLocale, storage: Pick<Storage, 'setItem'> = localStorage): void {
  storage.setItem(STORAGE_KEY, locale);
}

/**
 * Makes `locale` the interface language; Lingui's dates and numbers (`i18n.date`, `i18n.number`,
 * plurals) then use the same regional format as react-aria's fields (FORMAT_LOCALES): English shows
 * 15/03/2024 and 15 March 2024 (en-GB), as its date fields expect day/month/year, not US dates.
 */
export function activateFormats(locale: UiLocale): void {
  i18n.activate(locale, [FORMAT_LOCALES[locale]]);
}

/** Loads the catalogs in use in a locale, activates it, and tells the document which language it is in. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const catalogs = await Promise.all([...loaded].map((name) => importCatalog(locale, name)));
  for (const { messages } of catalogs) i18n.load(locale, messages);
  activateFormats(locale);
  document.documentElement.lang = locale;
}

export { i18n };
