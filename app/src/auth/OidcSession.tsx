// The styles of every screen (the first page's style sheet holds only the shell's).
import '../screens.css';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { UserManager, type UserManagerSettings } from 'oidc-client-ts';
import { AuthProvider, useAuth } from 'react-oidc-context';
import { Button } from '@atelier/ui-kit';
import { ApiRequestError, configureApi } from '../lib/api-client.ts';
import { diagnoseSignInFailure, type SignInFailure } from './diagnose.ts';
import { IdleLogout } from './IdleLogout.tsx';
import { justLoggedOut, markLoggedOut } from './logout-marker.ts';
import { userQueries } from './privileges.ts';
import { LOGOUT_PATH, SigningIn } from './SigningIn.tsx';
import { SessionContext, type Session } from './session-context.ts';
import { SignInUnavailableAlert } from './SignInMessages.tsx';
import { cleanSignInParams } from './sign-in-url.ts';
import { renewalDelayMs } from './timing.ts';

const onLogoutPage = () => window.location.pathname === LOGOUT_PATH;

/** OpenID Connect sign-in (react-oidc-context): automatic sign-in, renewal, logout, inactivity. */
export default function OidcSession({
  settings,
  idleTimeoutSeconds,
  children,
}: {
  settings: UserManagerSettings;
  idleTimeoutSeconds: number;
  children: ReactNode;
}) {
  const [userManager] = useState(() => {
    const manager = new UserManager(settings);
    // Every API call made while signed in carries the current access token.
    configureApi({ getAccessToken: async () => (await manager.getUser())?.access_token });
    return manager;
  });
  return (
    <AuthProvider userManager={userManager} onSigninCallback={() => cleanSignInParams()}>
      <OidcGate userManager={userManager} idleTimeoutSeconds={idleTimeoutSeconds}>
        {children}
      </OidcGate>
    </AuthProvider>
  );
}

function OidcGate({
  userManager,
  idleTimeoutSeconds,
  children,
}: {
  userManager: UserManager;
  idleTimeoutSeconds: number;
  children: ReactNode;
}) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  const login = useCallback(
    () =>
      auth.signinRedirect().catch(async (error: unknown) => {
        const { authority, silent_redirect_uri: silentPageUrl = '' } = userManager.settings;
        setFailure(await diagnoseSignInFailure(error, { authority, silentPageUrl }));
      }),
    [auth, userManager],
  );
  const retry = useCallback(async () => {
    setFailure(null);
    await login();
  }, [login]);

  const logout = useCallback(async () => {
    markLoggedOut();
    queryClient.clear();
    await auth.signoutRedirect();
  }, [auth, queryClient]);

  // A user who is not signed in goes to the provider, except on the logout page or just after logging out.
  const needsSignIn = !auth.isLoading && !auth.isAuthenticated && !auth.activeNavigator && !auth.error && !onLogoutPage();
  useEffect(() => {
    if (!needsSignIn || failure) return;
    if (justLoggedOut()) {
      window.location.replace(LOGOUT_PATH);
      return;
    }
    void login();
  }, [needsSignIn, failure, login]);

  // Renewal starts 10 % of the token's lifetime before it expires (at most 25 s); users/info follows.
  // A failed renewal sends the user to sign in again. Scheduled once per token, so that an expired
  // token cannot set off a storm of renewals.
  const accessToken = auth.user?.access_token;
  const expiresAt = auth.user?.expires_at;
  useEffect(() => {
    if (!accessToken || expiresAt === undefined) return;
    const timer = setTimeout(
      () => {
        userManager
          .signinSilent()
          .then(() => queryClient.invalidateQueries({ queryKey: userQueries.all() }))
          .catch(() => userManager.signinRedirect());
      },
      renewalDelayMs(expiresAt - Date.now() / 1000),
    );
    return () => clearTimeout(timer);
  }, [accessToken, expiresAt, userManager, queryClient]);

  // The API refusing the token (revoked, expired in between) also means signing in again.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error: unknown = event.query.state.error;
        if (event.type === 'updated' && error instanceof ApiRequestError && error.status === 401) {
          void auth.signinRedirect();
        }
      }),
    [auth, queryClient],
  );

  const session = useMemo<Session>(
    () => ({ mode: 'oidc', isSignedIn: auth.isAuthenticated, failure, login: retry, logout }),
    [auth.isAuthenticated, failure, retry, logout],
  );

  let content: ReactNode;
  if (onLogoutPage()) {
    content = children;
  } else if (failure || auth.error) {
    content = <SignInFailed failure={failure ?? 'unavailable'} onRetry={retry} />;
  } else if (!auth.isAuthenticated) {
    content = <SigningIn />;
  } else {
    content = (
      <>
        {children}
        <IdleLogout idleTimeoutSeconds={idleTimeoutSeconds} onTimeout={() => void logout()} />
      </>
    );
  }
  return <SessionContext.Provider value={session}>{content}</SessionContext.Provider>;
}

function SignInFailed({ failure, onRetry }: { failure: SignInFailure; onRetry: () => Promise<void> }) {
  const { t } = useLingui();
  return (
    <main className="mx-auto flex w-full max-w-prose flex-1 flex-col justify-center gap-4 px-4 py-12">
      <title>{t`Sign-in`}</title>
      <h1 className="text-2xl font-bold">
        <Trans>Sign-in</Trans>
      </h1>
      <SignInUnavailableAlert failure={failure} />
      <div>
        <Button onPress={() => void onRetry()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </main>
  );
}
