import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_UI_LOCALE, type UiLocale } from '@atelier/contracts';

/** The locale react-aria formats dates and numbers with, for each interface language. */
export const FORMAT_LOCALES: Record<UiLocale, string> = { en: 'en-GB', fr: 'fr-FR' };

const catalogs: Record<UiLocale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  fr: () => import('../locales/fr/messages.po'),
};

/** French when the browser's language begins with `fr`, English otherwise (the specification's rule). */
export function detectLocale(browserLanguage: string | undefined = globalThis.navigator?.language): UiLocale {
  return browserLanguage?.toLowerCase().startsWith('fr') ? 'fr' : DEFAULT_UI_LOCALE;
}

/** Loads the catalog of a locale, activates it, and tells the document which language it is in. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

export { i18n };
