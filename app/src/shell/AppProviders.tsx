import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { I18nProvider as FormatProvider } from 'react-aria-components';
import type { UiLocale } from '@atelier/contracts';
import { FORMAT_LOCALES, activateLocale, i18n, rememberLocale } from '../lib/i18n.ts';

export interface InterfaceLocale {
  locale: UiLocale;
  /** Switches the interface language and remembers it. */
  setLocale: (locale: UiLocale) => Promise<void>;
}

export const InterfaceLocaleContext = createContext<InterfaceLocale | null>(null);

export function useInterfaceLocale(): InterfaceLocale {
  const value = useContext(InterfaceLocaleContext);
  if (!value) throw new Error('useInterfaceLocale needs LocaleProviders');
  return value;
}

/**
 * Interface language for Lingui's messages and react-aria's dates, numbers and built-in strings.
 * `initial` must already be active (main.tsx activates it before the first render).
 */
export function LocaleProviders({ initial, children }: { initial: UiLocale; children: ReactNode }) {
  const [locale, setLocaleState] = useState(initial);
  const setLocale = useCallback(async (next: UiLocale) => {
    await activateLocale(next);
    rememberLocale(next);
    setLocaleState(next);
  }, []);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <InterfaceLocaleContext.Provider value={value}>
      <LinguiProvider i18n={i18n}>
        <FormatProvider locale={FORMAT_LOCALES[locale]}>{children}</FormatProvider>
      </LinguiProvider>
    </InterfaceLocaleContext.Provider>
  );
}
