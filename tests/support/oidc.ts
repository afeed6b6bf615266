import { expect, type Page } from '@playwright/test';
import { startOidcProvider } from '../../scripts/oidc-provider.mjs';
import { startServer, type RunningServer } from './server.ts';

export interface SignInStack {
  /** The application, served with `AUTH_TYPE=OpenIDConnectAuth`. */
  app: RunningServer;
  /** The local OpenID Connect provider the application trusts. */
  issuer: string;
  stop: () => Promise<void>;
}

/**
 * The local provider on a free port and a fresh application that signs in with it.
 * `accessTokenTtl` (seconds) is lowered by journeys that watch renewal.
 */
export async function startSignInStack(
  options: { accessTokenTtl?: number; env?: Record<string, string> } = {},
): Promise<SignInStack> {
  const provider = await startOidcProvider({ port: 0, accessTokenTtl: options.accessTokenTtl });
  const app = await startServer({
    AUTH_TYPE: 'OpenIDConnectAuth',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_AUDIENCE: provider.audience,
    ...options.env,
  });
  return {
    app,
    issuer: provider.issuer,
    stop: async () => {
      await app.stop();
      await provider.stop();
    },
  };
}

/** Fills the provider's login page with the keyboard (the password of a demo user is its login). */
export async function signInOnProviderPage(page: Page, issuer: string, login: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Login')).toBeFocused();
  await page.keyboard.type(login);
  await page.keyboard.press('Tab');
  await page.keyboard.type(login);
  await page.keyboard.press('Enter');
}
