import { readFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFirstPage, expectFocusOn, expectNewPage } from '../support/focus.ts';
import { tabTo } from '../support/keyboard.ts';
import { inLang, langOf } from '../support/locale.ts';

const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(new URL(`../../${pkg}/package.json`, import.meta.url), 'utf8')) as { version: string })
    .version;

const homeHeading = (testInfo: TestInfo) => inLang(testInfo, { en: 'Reference metadata', fr: 'Métadonnées de référence' });

test('the home page speaks the browser language, shows both versions and one tile per module', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', langOf(testInfo));
  await expect(page).toHaveTitle(inLang(testInfo, { en: 'Home - Atelier', fr: 'Accueil - Atelier' }));
  // The first page: focus stays with the browser, and the shell's live region says nothing.
  await expectFirstPage(page, homeHeading(testInfo));
  await expect(page.getByRole('banner')).toContainText(
    inLang(testInfo, {
      en: 'Metadata management application',
      fr: 'Application de gestion des métadonnées de référence',
    }),
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`Interface ${versionOf('app')}`);
  await expect(footer).toContainText(`API ${versionOf('api')}`);
  const logo = page.getByRole('banner').locator('img');
  await expect(logo).toHaveAttribute('src', '/img/logo.svg');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Modules' }).getByRole('link')).toHaveCount(6);
  // The three modules without screens yet say so on their tiles, in words.
  const notYet = inLang(testInfo, { en: 'Not available yet', fr: 'Pas encore disponible' });
  await expect(page.getByRole('list', { name: 'Modules' }).getByRole('link', { name: new RegExp(`${notYet}$`) })).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('a keyboard user skips the header, opens a module from its tile and finds its menu', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {
    name: inLang(testInfo, { en: 'Skip to main content', fr: 'Aller au contenu principal' }),
  });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const tile = page.getByRole('link', { name: new RegExp(inLang(testInfo, { en: 'Code lists', fr: 'Listes de codes' })) });
  await tabTo(page, tile);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/codelists$/);
  const menu = page.getByRole('navigation', { name: inLang(testInfo, { en: 'Code lists', fr: 'Listes de codes' }) });
  await expect(menu.locator('[aria-current="page"]')).toHaveText(inLang(testInfo, { en: 'Code lists', fr: 'Listes de codes' }));
  // The new page's heading takes focus, and its title is said.
  await expect(page).toHaveTitle(inLang(testInfo, { en: 'Code lists - Atelier', fr: 'Listes de codes - Atelier' }));
  await expectNewPage(page, inLang(testInfo, { en: 'Code lists', fr: 'Listes de codes' }));
  await expectNoAxeViolations(page);

  const partial = menu.getByRole('link', { name: inLang(testInfo, { en: 'Partial code lists', fr: 'Listes de codes partielles' }) });
  await tabTo(page, partial);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/codelists\/partial$/);
  await expect(menu.locator('[aria-current="page"]')).toHaveText(
    inLang(testInfo, { en: 'Partial code lists', fr: 'Listes de codes partielles' }),
  );
  // From the menu (which stays), focus moves on to the new page's heading: the next Tab goes on in
  // the page's content, not in the menu.
  await expectNewPage(page, inLang(testInfo, { en: 'Partial code lists', fr: 'Listes de codes partielles' }));
  await page.keyboard.press('Tab');
  expect(await page.getByRole('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
});

test('a module without screens yet says so plainly, inside its menu', async ({ page }, testInfo) => {
  await page.goto('/classifications');
  const title = inLang(testInfo, { en: 'Classifications', fr: 'Nomenclatures' });
  const menu = page.getByRole('navigation', { name: title });
  await expect(menu.locator('[aria-current="page"]')).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    inLang(testInfo, { en: 'Not available yet', fr: 'Pas encore disponible' }),
  );
  await expectNoAxeViolations(page);
});

test('an unknown address shows "page not found", with a way home', async ({ page }, testInfo) => {
  for (const address of ['/no/such/page', '/recipes', '/codelists/partial/CL_X/delete']) {
    await page.goto(address);
    await expectFirstPage(page, inLang(testInfo, { en: 'Page not found', fr: 'Page introuvable' }));
  }
  await expectNoAxeViolations(page);
  const home = page.getByRole('link', { name: inLang(testInfo, { en: 'Back to the home page', fr: 'Retour à l’accueil' }) });
  await tabTo(page, home);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expectNewPage(page, homeHeading(testInfo));
});

test('the operations module opens on its series', async ({ page }) => {
  await page.goto('/operations');
  await expect(page).toHaveURL(/\/operations\/series$/);
});

test('the language switch changes the interface language and remembers it', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Modules' })).toBeVisible();
  const other = langOf(testInfo) === 'fr' ? 'en' : 'fr';
  const otherName = other === 'fr' ? 'Français' : 'English';
  const choice = page.getByRole('button', { name: otherName });
  await tabTo(page, choice);
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  // The same page in the other language: focus stays on the language chosen.
  await expectFocusOn(page, page.getByRole('button', { name: otherName }), `the ${otherName} button`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    other === 'fr' ? 'Métadonnées de référence' : 'Reference metadata',
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', other);
  await expect(page.getByRole('button', { name: otherName })).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);
});

test('back to top appears once the page is scrolled and brings focus back to the top', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 800, height: 300 });
  await page.goto('/');
  const backToTop = page.getByRole('button', { name: inLang(testInfo, { en: 'Back to top', fr: 'Retour en haut de page' }) });
  // The page must be taller than the window before a scroll can reveal the button.
  await expect(page.getByRole('list', { name: 'Modules' })).toBeVisible();
  await expect(backToTop).toHaveCount(0);
  await page.mouse.move(400, 150);
  await page.mouse.wheel(0, 400);
  await expect(backToTop).toBeVisible();
  await backToTop.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#top')).toBeFocused();
});

test('logout in demo mode says there is no sign-in, and offers to come back as the demo user', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Modules' })).toBeVisible();
  const logout = page.getByRole('button', { name: inLang(testInfo, { en: 'Logout', fr: 'Se déconnecter' }) });
  await tabTo(page, logout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/logout$/);
  // Logging out loads the page anew (the session ends with it): a first page, focus with the browser.
  await expectFirstPage(page, inLang(testInfo, { en: 'You have left the demonstration', fr: 'Vous avez quitté la démonstration' }));
  await expect(page.getByRole('button', { name: inLang(testInfo, { en: 'Logout', fr: 'Se déconnecter' }) })).toHaveCount(0);
  await expectNoAxeViolations(page);
  const login = page.getByRole('button', { name: inLang(testInfo, { en: 'Come back as the demo user', fr: 'Revenir en tant qu’utilisateur de démonstration' }) });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('list', { name: 'Modules' })).toBeVisible();
  // Coming back loads the application anew, too.
  await expectFirstPage(page, homeHeading(testInfo));
});
