import { expect, type Page, type Request } from '@playwright/test';
import type { RunningServer } from './server.ts';
import { sharedStack } from './stacks.ts';

export interface SignInStack {
  /** The application, served with `AUTH_TYPE=OpenIDConnectAuth`. */
  app: RunningServer;
  /** The local OpenID Connect provider the application trusts. */
  issuer: string;
  /** Nothing to do: the stack is shared, and stopped at the end of the run. */
  stop: () => Promise<void>;
}

/**
 * The local provider and an application that signs in with it, shared by every journey that asks
 * for the same options (see `stacks.ts`): started on first demand, stopped at the end of the run.
 * `accessTokenTtl` (seconds) is lowered by journeys that watch renewal; `jsonFiles` writes files
 * for the server (`{ ROLE_PRIVILEGES_FILE: matrix }`). Call it in `beforeAll` with a hook timeout
 * that allows a start.
 */
export async function startSignInStack(
  options: { accessTokenTtl?: number; env?: Record<string, string>; jsonFiles?: Record<string, unknown> } = {},
): Promise<SignInStack> {
  const { url, issuer } = await sharedStack({
    oidc: { accessTokenTtl: options.accessTokenTtl },
    env: options.env,
    jsonFiles: options.jsonFiles,
  });
  if (!issuer) throw new Error('the shared stack has no provider');
  const nothing = () => Promise.resolve();
  return { app: { url, stop: nothing }, issuer, stop: nothing };
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

/**
 * Signs in from the home page of the stack's application (after sign-in it opens on the home page,
 * whatever page was asked for) and answers the bearer token the application sends with its API calls.
 */
export async function signInForToken(page: Page, stack: SignInStack, login: string): Promise<string> {
  const usersInfo = page.waitForRequest((request: Request) => new URL(request.url()).pathname === '/api/users/info');
  await page.goto(`${stack.app.url}/`);
  await signInOnProviderPage(page, stack.issuer, login);
  await expect(page.getByRole('list', { name: 'Modules' })).toBeVisible();
  const token = (await usersInfo).headers().authorization ?? '';
  expect(token).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
  return token;
}
