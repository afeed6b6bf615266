import { createContext, useContext } from 'react';
import type { SignInFailure } from './diagnose.ts';

/** What the rest of the application knows of sign-in, whatever the authentication type. */
export interface Session {
  mode: 'demo' | 'oidc';
  isSignedIn: boolean;
  /** Why the last sign-in attempt could not start, if it failed. */
  failure: SignInFailure | null;
  login: () => Promise<void>;
  logout: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
