import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFirstPage } from '../support/focus.ts';
import { inLang } from '../support/locale.ts';
import { sharedServer, type RunningServer } from '../support/server.ts';

test.describe('a deployment with some modules, one of them under maintenance', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    // Shared by both browsers; started on first demand (a fresh database: slow on a busy machine).
    test.setTimeout(90_000);
    server = await sharedServer({ MODULES: 'codelists,concepts', ACTIVE_MODULES: 'codelists' });
  });

  test('shows only the configured modules, maintenance for the inactive one, not found for the others', async ({ page }, testInfo) => {
    await page.goto(`${server.url}/`);
    await expect(page.getByRole('list', { name: 'Modules' }).getByRole('link')).toHaveCount(2);

    await page.goto(`${server.url}/concepts/collections`);
    await expectFirstPage(page, inLang(testInfo, { en: 'Under maintenance', fr: 'En maintenance' }));
    await expectNoAxeViolations(page);

    await page.goto(`${server.url}/datasets`);
    await expectFirstPage(page, inLang(testInfo, { en: 'Page not found', fr: 'Page introuvable' }));
  });
});

test.describe('a deployment with a single module', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await sharedServer({ MODULES: 'codelists' });
  });

  test('goes straight into it', async ({ page }, testInfo) => {
    await page.goto(`${server.url}/`);
    await expect(page).toHaveURL(`${server.url}/codelists`);
    await expect(page.getByRole('navigation', { name: /Code lists|Listes de codes/ })).toBeVisible();
    // Sent on before the first page showed: still the first page, focus stays with the browser.
    await expectFirstPage(page, inLang(testInfo, { en: 'Code lists', fr: 'Listes de codes' }));
  });
});
