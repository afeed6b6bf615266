import '../app/src/screens.css';
import '../app/src/modules.ts';
import { useEffect, useState, type PropsWithChildren, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { i18n } from '@lingui/core';
import { I18nProvider as LinguiProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider as FormatProvider } from 'react-aria-components';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, userEvent } from 'storybook/test';
import type { Messages } from '@lingui/core';
import { defaultHandlers } from '../app/src/mocks/handlers.ts';
import { emulateForcedColorsFor } from './forced-colors.ts';

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

// Vitest runs every story once per locale, each browser instance with its STORY_LOCALE (vitest.config.ts).
const storyLocale: unknown = import.meta.env.STORY_LOCALE;
const defaultLocale: Locale = storyLocale === 'fr' ? 'fr' : 'en';

const localeOf = (globals: Record<string, unknown> | undefined): Locale =>
  globals?.locale === 'fr' ? 'fr' : globals?.locale === 'en' ? 'en' : defaultLocale;

/**
 * Activates the interface language: Lingui's messages, with its dates and numbers in the same
 * regional format as react-aria's (as the application's activateFormats), and `<html lang>`.
 */
function activate(locale: Locale): void {
  i18n.activate(locale, [FORMAT_LOCALES[locale]]);
  document.documentElement.lang = locale;
}

/** Lingui's messages and react-aria's formats in the interface language. */
function Localized({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <LinguiProvider i18n={i18n}>
      <FormatProvider locale={FORMAT_LOCALES[locale]}>{children}</FormatProvider>
    </LinguiProvider>
  );
}

/** Interface language from the toolbar, for every story. */
const withLocale: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  activate(locale);
  return (
    <Localized locale={locale}>
      <Story />
    </Localized>
  );
};

/**
 * Docs pages (MDX such as Foundations, and autodocs) get no decorator: their own components (the
 * token tables) need the language too. The toolbar's language, read when the page opens and
 * followed as it changes.
 */
function LocalizedDocsContainer({ context, children, ...props }: PropsWithChildren<DocsContainerProps>) {
  // The docs context holds the preview's store; its user globals are the toolbar's (and the URL's).
  const store = (context as unknown as { store?: { userGlobals?: { get: () => Record<string, unknown> } } }).store;
  const [locale, setLocale] = useState(() => localeOf(store?.userGlobals?.get()));
  useEffect(() => {
    const follow = ({ globals }: { globals: Record<string, unknown> }) => setLocale(localeOf(globals));
    context.channel.on(GLOBALS_UPDATED, follow);
    return () => context.channel.off(GLOBALS_UPDATED, follow);
  }, [context.channel]);
  activate(locale);
  return (
    <DocsContainer context={context} {...props}>
      <Localized locale={locale}>{children}</Localized>
    </DocsContainer>
  );
}

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
  beforeEach(context) {
    const { msw, parameters } = context;
    // Keys one after the other, without user-event's pause of a timer turn between them (a key cost
    // ~5 ms of waiting, most of the time of a story that types): each key's updates are still applied
    // before the next, as React flushes a discrete event's at once. The pointer keeps its pause: a
    // press and its release in the same instant left react-aria's next keyboard press unheard.
    const pointer = userEvent.setup();
    const keys = userEvent.setup({ delay: null });
    context.userEvent = { ...pointer, keyboard: keys.keyboard, tab: keys.tab };
    msw.use(...defaultHandlers);
    return emulateForcedColorsFor(parameters);
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
    // Axe keeps every node of the violations only: it still runs every rule on every node, but does
    // not give each node that passed a selector and copy it into the test's report (10 MB for the
    // quality report's form; six story files' report went from 45 MB to 2.4 MB, the same violations).
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { expanded: true },
    docs: { container: LocalizedDocsContainer },
    layout: 'padded',
  },
  tags: ['autodocs'],
};

export default preview;
