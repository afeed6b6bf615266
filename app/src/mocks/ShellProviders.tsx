import { Suspense } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Spinner } from '@atelier/ui-kit';
import type { SignInFailure } from '../auth/diagnose.ts';
import { SessionContext, type Session } from '../auth/session-context.ts';
import { InterfaceLocaleContext } from '../shell/AppProviders.tsx';
import { SECOND_LANGUAGE_STORAGE_KEY, SecondLanguageProvider } from '../shell/second-language.tsx';

export interface ShellParameters {
  session?: Partial<Pick<Session, 'mode' | 'isSignedIn'>> & { failure?: SignInFailure | null };
  /** Whether views start with the second data language shown. Off by default. */
  showSecondLanguage?: boolean;
}

/**
 * What the application's start-up provides to every screen (main.tsx), for stories: the interface
 * language of the toolbar, a session (demo by default, `parameters.shell.session` to change it) and
 * the data languages with the "display second language" choice.
 */
export const withShell: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'fr' ? 'fr' : 'en';
  const { session = {}, showSecondLanguage = false } = (context.parameters.shell ?? {}) as ShellParameters;
  // Every story starts from its own choice, not from the one a previous story left.
  localStorage.setItem(SECOND_LANGUAGE_STORAGE_KEY, String(showSecondLanguage));
  const value: Session = {
    mode: session.mode ?? 'demo',
    isSignedIn: session.isSignedIn ?? true,
    failure: session.failure ?? null,
    login: () => Promise.resolve(),
    logout: () => Promise.resolve(),
  };
  return (
    <InterfaceLocaleContext.Provider value={{ locale, setLocale: () => Promise.resolve() }}>
      <SessionContext.Provider value={value}>
        <SecondLanguageProvider>
          <Suspense fallback={<Spinner />}>
            <Story />
          </Suspense>
        </SecondLanguageProvider>
      </SessionContext.Provider>
    </InterfaceLocaleContext.Provider>
  );
};
