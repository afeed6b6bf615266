import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { inLang, langOf } from '../support/locale.ts';

const versionOf = (pkg: string) =>
  (JSON.parse(readFileSync(new URL(`../../${pkg}/package.json`, import.meta.url), 'utf8')) as { version: string })
    .version;

test('the home page speaks the browser language and shows both versions', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', langOf(testInfo));
  await expect(page).toHaveTitle(inLang(testInfo, { en: 'Home - Atelier', fr: 'Accueil - Atelier' }));
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
  await expectNoAxeViolations(page);
});

test('a keyboard user skips the header straight to the content', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', {
    name: inLang(testInfo, { en: 'Skip to main content', fr: 'Aller au contenu principal' }),
  });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expectNoAxeViolations(page);
});

test('a deep link loads the application, and the logo comes from the image folder', async ({ page, request }) => {
  const logo = await request.get('/img/logo.svg');
  expect(logo.ok()).toBe(true);
  expect(logo.headers()['content-type']).toContain('image/svg+xml');
  await page.goto('/some/deep/link');
  await expect(page.getByRole('banner')).toBeVisible();
});
