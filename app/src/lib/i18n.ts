import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_UI_LOCALE, UI_LOCALES, type UiLocale } from '@atelier/contracts';

/** The locale react-aria formats dates and numbers with, for each interface language. */
export const FORMAT_LOCALES: Record<UiLocale, string> = { en: 'en-GB', fr: 'fr-FR' };

/** Each interface language named in itself, for the language switch. */
export const LOCALE_NAMES: Record<UiLocale, string> = { en: 'English', fr: 'Français' };

const STORAGE_KEY = 'atelier.locale';

const catalogs: Record<UiLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

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

/** Loads the catalog of a locale, activates it, and tells the document which language it is in. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export { i18n };
