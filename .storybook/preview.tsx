import '../app/src/screens.css';
import { useEffect, useState, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { i18n } from '@lingui/core';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider as FormatProvider } from 'react-aria-components';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import type { Messages } from '@lingui/core';
import { defaultHandlers } from '../app/src/mocks/handlers.ts';

type Locale = 'en' | 'fr';
const FORMAT_LOCALES: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR' };

// Every catalog of both languages (the application loads the shell's first, a module's with its routes).
const catalogs = import.meta.glob<{ messages: Messages }>('../app/src/locales/*/*.po', { eager: true });
const messagesOf = (locale: Locale) =>
  Object.assign({}, ...Object.entries(catalogs).filter(([file]) => file.includes(`/locales/${locale}/`)).map(([, catalog]) => catalog.messages)) as Messages;
i18n.load({ en: messagesOf('en'), fr: messagesOf('fr') });

// `findBy…` and `waitFor` give a screen 5 s, not 1: the test run shares two cores between two
// browsers and the API suites, and a loader's first answer can take longer than a second there.
configure({ asyncUtilTimeout: 5000 });

// The Vitest projects run every story once per locale by defining __STORY_LOCALE__.
declare const __STORY_LOCALE__: Locale | undefined;
const defaultLocale: Locale = typeof __STORY_LOCALE__ === 'string' ? __STORY_LOCALE__ : 'en';

/** Interface language from the toolbar: Lingui messages, react-aria formats, and `<html lang>`. */
const withLocale: Decorator = (Story, context) => {
  const locale: Locale = context.globals.locale === 'fr' ? 'fr' : 'en';
  i18n.activate(locale);
  document.documentElement.lang = locale;
  return (
    <LinguiProvider i18n={i18n}>
      <FormatProvider locale={FORMAT_LOCALES[locale]}>
        <Story />
      </FormatProvider>
    </LinguiProvider>
  );
};

function FreshQueryClient({ children }: { children: ReactNode }) {
  // One client per story: no cached answer leaks from one story into another.
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } }),
  );
  useEffect(() => () => client.clear(), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withQueryClient: Decorator = (Story) => (
  <FreshQueryClient>
    <Story />
  </FreshQueryClient>
);

const preview: Preview = {
  decorators: [withQueryClient, withLocale],
  loaders: [mswLoader()],
  beforeEach({ msw }) {
    msw.use(...defaultHandlers);
  },
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultLocale },
  parameters: {
    // Every story is an accessibility test: a violation fails `npm test`.
    a11y: { test: 'error' },
    controls: { expanded: true },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;
