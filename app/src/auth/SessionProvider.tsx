import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { UserManagerSettings } from 'oidc-client-ts';
import type { AuthType } from '@atelier/contracts';
import { SessionContext, type Session } from './session-context.ts';
import { LOGOUT_PATH, SigningIn } from './SigningIn.tsx';
import { DEFAULT_IDLE_TIMEOUT_SECONDS } from './timing.ts';

// The OpenID Connect client (react-oidc-context, oidc-client-ts) loads only when it is configured.
const OidcSession = lazy(() => import('./OidcSession.tsx'));

export interface SessionProviderProps {
  authType: AuthType;
  /** Required with OpenID Connect (see oidc-settings.ts). */
  oidc?: { settings: UserManagerSettings; idleTimeoutSeconds?: number };
  children: ReactNode;
}

/** Sign-in for the whole application: the demo mode, or OpenID Connect through react-oidc-context. */
export function SessionProvider({ authType, oidc, children }: SessionProviderProps) {
  if (authType === 'NoAuthImpl' || !oidc) return <DemoSession>{children}</DemoSession>;
  return (
    <Suspense fallback={<SigningIn />}>
      <OidcSession settings={oidc.settings} idleTimeoutSeconds={oidc.idleTimeoutSeconds ?? DEFAULT_IDLE_TIMEOUT_SECONDS}>
        {children}
      </OidcSession>
    </Suspense>
  );
}

/** No sign-in: the API grants the demo identity every privilege. Logout only leads to the logout page. */
function DemoSession({ children }: { children: ReactNode }) {
  const session = useMemo<Session>(
    () => ({
      mode: 'demo',
      isSignedIn: true,
      failure: null,
      login: () => Promise.resolve(window.location.assign('/')),
      logout: () => Promise.resolve(window.location.assign(LOGOUT_PATH)),
    }),
    [],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
