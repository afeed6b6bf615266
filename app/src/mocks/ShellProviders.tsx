import { Suspense } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { Spinner } from '@atelier/ui-kit';
import type { SignInFailure } from '../auth/diagnose.ts';
import { SessionContext, type Session } from '../auth/session-context.ts';
import { InterfaceLocaleContext } from '../shell/AppProviders.tsx';

export interface ShellParameters {
  session?: Partial<Pick<Session, 'mode' | 'isSignedIn'>> & { failure?: SignInFailure | null };
}

/**
 * What the application's start-up provides to every screen (main.tsx), for stories: the interface
 * language of the toolbar and a session (demo by default, `parameters.shell.session` to change it).
 */
export const withShell: Decorator = (Story, context) => {
  const locale = context.globals.locale === 'fr' ? 'fr' : 'en';
  const { session = {} } = (context.parameters.shell ?? {}) as ShellParameters;
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
        <Suspense fallback={<Spinner />}>
          <Story />
        </Suspense>
      </SessionContext.Provider>
    </InterfaceLocaleContext.Provider>
  );
};
