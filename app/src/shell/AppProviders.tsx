import type { ReactNode } from 'react';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { I18nProvider as FormatProvider } from 'react-aria-components';
import type { UiLocale } from '@atelier/contracts';
import { FORMAT_LOCALES, i18n } from '../lib/i18n.ts';

/** Interface language for Lingui's messages and for react-aria's dates, numbers and built-in strings. */
export function LocaleProviders({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  return (
    <LinguiProvider i18n={i18n}>
      <FormatProvider locale={FORMAT_LOCALES[locale]}>{children}</FormatProvider>
    </LinguiProvider>
  );
}
