import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFirstPage } from '../support/focus.ts';
import { inLang } from '../support/locale.ts';
import { tabTo } from '../support/keyboard.ts';
import { signInOnProviderPage, startSignInStack, type SignInStack } from '../support/oidc.ts';

const modules = (page: Page) => page.getByRole('list', { name: 'Modules' }).getByRole('link');
const isUsersInfo = (request: Request) => new URL(request.url()).pathname === '/api/users/info';
const isRefresh = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/token' && (request.postData() ?? '').includes('grant_type=refresh_token');

/** Access tokens of the renewal journeys live a minute: renewal starts 10 % (6 s) before expiry. */
const TOKEN_SECONDS = 60;
const RENEWAL_LEAD_MS = TOKEN_SECONDS * 100;

/**
 * Moves the page's clock (installed before the page loaded) into the renewal window of the access
 * token the request carried: past the moment renewal starts, before expiry. The journey does not
 * wait the ~55 s this stands for; the provider and the API keep the real time, where the token is
 * still fresh.
 */
async function jumpIntoRenewalWindow(page: Page, request: Request): Promise<void> {
  const token = (request.headers().authorization ?? '').replace(/^Bearer /, '');
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  const now = await page.evaluate(() => Date.now());
  await page.clock.fastForward(exp * 1000 - RENEWAL_LEAD_MS / 2 - now);
}

test.describe('signing in with OpenID Connect (default role matrix)', () => {
  let stack: SignInStack;
  test.beforeAll(async () => {
    // Shared by both browsers; started on first demand (a fresh database: slow on a busy machine).
    test.setTimeout(90_000);
    stack = await startSignInStack({ accessTokenTtl: TOKEN_SECONDS });
  });

  test('an unsigned user goes to the provider, comes back signed in and calls the API with the token', async ({ page }, testInfo) => {
    const usersInfo = page.waitForRequest(isUsersInfo);
    await page.goto(`${stack.app.url}/`);
    await signInOnProviderPage(page, stack.issuer, 'admin');
    await expect(page).toHaveURL(`${stack.app.url}/`);
    // Back from the provider, a first page: focus stays with the browser, nothing is said.
    await expectFirstPage(page, inLang(testInfo, { en: 'Reference metadata', fr: 'Métadonnées de référence' }));
    // The administrator reads every module: one tile each.
    await expect(modules(page)).toHaveCount(6);
    expect((await usersInfo).headers().authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    // The sign-in parameters are cleaned from the address.
    expect(page.url()).not.toContain('code=');
    await expectNoAxeViolations(page);
  });

  test('a token close to expiry is renewed without losing the page', async ({ page }) => {
    await page.clock.install();
    const firstUsersInfo = page.waitForRequest(isUsersInfo);
    await page.goto(`${stack.app.url}/`);
    await signInOnProviderPage(page, stack.issuer, 'codelists');
    await expect(modules(page)).toHaveCount(6);
    const first = await firstUsersInfo;
    // A marker in the page's memory survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    // The first users/info request after the refresh, however soon it follows.
    let refreshed = false;
    const refresh = page.waitForRequest(
      (request) => {
        if (!isRefresh(request)) return false;
        refreshed = true;
        return true;
      },
      { timeout: 10_000 },
    );
    const afterRenewal = page.waitForRequest((request) => refreshed && isUsersInfo(request), { timeout: 10_000 });
    await jumpIntoRenewalWindow(page, first);
    await refresh;
    expect((await afterRenewal).headers().authorization).not.toBe(first.headers().authorization);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
    await expect(modules(page)).toHaveCount(6);
  });

  test('a session whose renewal fails returns to sign-in', async ({ page }) => {
    await page.clock.install();
    const firstUsersInfo = page.waitForRequest(isUsersInfo);
    await page.goto(`${stack.app.url}/`);
    await signInOnProviderPage(page, stack.issuer, 'reader');
    await expect(modules(page)).toHaveCount(6);
    const first = await firstUsersInfo;
    await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
    await page.route(`${stack.issuer}/token`, (route) =>
      isRefresh(route.request())
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': stack.app.url },
            body: '{"error":"invalid_grant"}',
          })
        : route.continue(),
    );
    // Sent back to the provider's authorization endpoint, a fresh sign-in; the provider still knows
    // the user, so the page comes back signed in, reloaded.
    const backToProvider = page.waitForRequest(
      (request) => request.isNavigationRequest() && request.url().startsWith(`${stack.issuer}/auth?`),
      { timeout: 10_000 },
    );
    await jumpIntoRenewalWindow(page, first);
    await backToProvider;
    await expect(modules(page)).toHaveCount(6);
    expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(false);
  });

  test('logout ends the session at the provider and leads to the login page', async ({ page }, testInfo) => {
    await page.goto(`${stack.app.url}/`);
    await signInOnProviderPage(page, stack.issuer, 'admin');
    await expect(modules(page)).toHaveCount(6);
    await tabTo(page, page.getByRole('button', { name: inLang(testInfo, { en: 'Logout', fr: 'Se déconnecter' }) }));
    await page.keyboard.press('Enter');
    // The provider asks to confirm the end of its own session.
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await tabTo(page, signOut);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${stack.app.url}/logout`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      inLang(testInfo, { en: 'You are logged out', fr: 'Vous êtes déconnecté' }),
    );
    await expectNoAxeViolations(page);
    // Signing in again needs the password: the provider's session is over.
    await tabTo(page, page.getByRole('button', { name: inLang(testInfo, { en: 'Login', fr: 'Se connecter' }) }));
    await page.keyboard.press('Enter');
    await signInOnProviderPage(page, stack.issuer, 'admin');
    await expect(modules(page)).toHaveCount(6);
  });
});

test.describe('signing in with a role matrix that grants only some modules', () => {
  let stack: SignInStack;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    // The reader may read concepts and code lists, nothing else.
    stack = await startSignInStack({
      jsonFiles: {
        ROLE_PRIVILEGES_FILE: {
          roles: {
            Utilisateur_RMESGNCS: { CONCEPT_CONCEPT: { READ: 'ALL' }, CODESLIST_CODESLIST: { READ: 'ALL' }, OPERATION_SERIES: { READ: 'NONE' } },
          },
        },
      },
    });
  });

  test('each user sees exactly the tiles their privileges allow, and is refused the other modules', async ({ page }, testInfo) => {
    await page.goto(`${stack.app.url}/`);
    await signInOnProviderPage(page, stack.issuer, 'reader');
    await expect(modules(page)).toHaveCount(2);
    await expect(modules(page)).toContainText([
      inLang(testInfo, { en: 'Concepts', fr: 'Concepts' }),
      inLang(testInfo, { en: 'Code lists', fr: 'Listes de codes' }),
    ]);
    await expectNoAxeViolations(page);

    await page.goto(`${stack.app.url}/operations`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      inLang(testInfo, { en: 'Not allowed', fr: 'Accès non autorisé' }),
    );
    // Without its token, the API refuses the same call.
    const refused = await page.evaluate(async () => (await fetch('/api/users/info')).status);
    expect(refused).toBe(401);
  });
});

test.describe('an inactive session', () => {
  let stack: SignInStack;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    stack = await startSignInStack({ env: { IDLE_TIMEOUT_SECONDS: '120' } });
  });

  test('is warned by a countdown that any key cancels, and logged out at zero', async ({ page }, testInfo) => {
    // The page's clock runs on, and jumps forward where the journey would otherwise wait minutes.
    await page.clock.install();
    await page.goto(`${stack.app.url}/`);
    await signInOnProviderPage(page, stack.issuer, 'admin');
    await expect(modules(page)).toHaveCount(6);
    const warning = page.getByText(inLang(testInfo, { en: 'You will be logged out soon', fr: 'Vous allez bientôt être déconnecté' }));
    const announcement = page.getByRole('status').filter({ hasText: /\d+/ });

    await page.clock.fastForward(70_000);
    await expect(warning).toBeVisible();
    await expect(page.getByRole('button', { name: inLang(testInfo, { en: 'Stay signed in', fr: 'Rester connecté' }) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Shift');
    await expect(warning).toBeHidden();
    await expect(announcement).toHaveCount(0);

    await page.clock.fastForward(125_000);
    // Logged out: the provider is asked to end its session too.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign out' })).toBeVisible();
  });
});
