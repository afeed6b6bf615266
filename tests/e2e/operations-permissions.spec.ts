import type { APIResponse, Page } from '@playwright/test';
import type { Series } from '@atelier/contracts';
import { signIn as signInWithoutBrowser } from '../../scripts/oidc-provider.mjs';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFirstPage, expectFocusOn, expectNewPage, expectWriteAnnounced } from '../support/focus.ts';
import { tabTo, typeInto } from '../support/keyboard.ts';
import { inLang } from '../support/locale.ts';
import { signInForToken, startSignInStack, type SignInStack } from '../support/oidc.ts';
import {
  actionsOf,
  activate,
  createFamilyAndSeries,
  createRecord,
  expectPage,
  fact,
  moduleMenu,
  runId,
  saveForm,
  wordsFor,
  type Words,
} from '../support/operations.ts';

// The operations module's record-level permissions, signed in with OpenID Connect (the committed
// role matrix): the series manager (`series`, Gestionnaire_serie_RMESGNCS, stamp DG75-A040) holds
// UPDATE and PUBLISH on series with the STAMP strategy, so only on the series their stamp owns or
// maintains. The stack (provider and application) is the one the code list journeys share.

let stack: SignInStack;
test.beforeAll(async () => {
  // Starting a server migrates and seeds a fresh database: slow on a busy machine.
  test.setTimeout(90_000);
  stack = await startSignInStack();
});

const signIn = (page: Page, login: string) => signInForToken(page, stack, login);

/** From the series' list, searched as one types (focus stays in the box), a series' page. */
async function openSeries(page: Page, w: Words, search: string, title: string): Promise<void> {
  const searchBox = page.getByRole('searchbox', { name: w.search });
  await typeInto(page, searchBox, search);
  const rows = page.getByRole('grid', { name: w.series }).getByRole('row');
  const row = rows.filter({ hasText: title });
  await expect(rows).toHaveCount(1);
  await expect(row).toBeVisible();
  await expectFocusOn(page, searchBox, 'the search box');
  await expectNoAxeViolations(page);
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expectPage(page, title);
}

/** A refusal of the API: its status, and the error code of the catalogue with words. */
async function expectRefusal(response: APIResponse, code: string): Promise<void> {
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual(expect.objectContaining({ code, message: expect.stringMatching(/\w+ \w+/) }));
}

test('a series manager modifies the series their stamp owns, is offered nothing on another, and the server refuses it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  // The administrator makes the records through the API, with a token from the provider's code flow.
  const admin = await signInWithoutBrowser({ issuer: stack.issuer, clientId: 'atelier', login: 'admin', password: 'admin' });
  const caller = { origin: stack.app.url, token: `Bearer ${admin.access_token}` };
  const { familyId, seriesId: ownId, series: own } = await createFamilyAndSeries(page, run, { owners: ['DG75-A040'], caller });
  const otherTitle = `Panel ${run} d’une autre unité`;
  const otherId = await createRecord(
    page,
    'series',
    {
      familyId,
      prefLabelLg1: otherTitle,
      prefLabelLg2: `Panel ${run} of another unit`,
      creators: ['DG75-L201'],
      contributors: ['DG75-L201'],
      disseminationStatus: 'PublicGenerique',
    },
    caller,
  );

  const token = await signIn(page, 'series');
  const toolbar = actionsOf(page);
  const general = page.getByRole('region', { name: w.general });
  const backToSeries = toolbar.getByRole('link', { name: inLang(testInfo, { en: 'Back to the series', fr: 'Retour aux séries' }) });

  // Home, the module, its series (no "New": the role does not create series), then their own series.
  await activate(page, page.getByRole('link', { name: new RegExp(`^${w.operations}`) }));
  await expectPage(page, w.series);
  await expect(page.getByRole('link', { name: w.newFeminine, exact: true })).toHaveCount(0);
  await openSeries(page, w, `${run} eprouve`, own.fr);
  await expect(fact(general, w.owner)).toHaveText('DG75-A040');
  await expect(toolbar.getByRole('button', { name: w.publish })).toBeVisible();
  await expectNoAxeViolations(page);

  // Modify it: a short name added, saved, shown; the history says who.
  await activate(page, toolbar.getByRole('link', { name: w.modify }));
  await expect(page).toHaveURL(new RegExp(`/operations/series/${ownId}/modify$`));
  await expectNewPage(page, inLang(testInfo, { en: `Modify the series ${own.fr}`, fr: `Modifier la série ${own.fr}` }));
  // Its family is shown, not offered: it cannot change.
  await expect(page.getByRole('textbox', { name: w.family })).toHaveAttribute('readonly', '');
  await typeInto(page, page.getByRole('textbox', { name: w.shortNameFr }), `Court ${run}`);
  await expectNoAxeViolations(page);
  expect(await saveForm(page, w, '/operations/series')).toBe(ownId);
  await expectWriteAnnounced(page, w.written('series', own.fr, 'saved'));
  await expectPage(page, own.fr, backToSeries);
  await expect(general).toContainText(`Court ${run}`);
  await expect(page.getByRole('region', { name: inLang(testInfo, { en: 'History', fr: 'Historique' }) }).getByRole('heading', { level: 3 }).first()).toContainText(
    inLang(testInfo, { en: 'by DG75-A040 (version 2)', fr: 'par DG75-A040 (version 2)' }),
  );

  // Another unit's series: neither Modify nor Publish.
  await activate(page, backToSeries);
  await expectPage(page, w.series);
  await openSeries(page, w, `${run} d’une autre`, otherTitle);
  await expect(fact(general, w.owner)).toHaveText('DG75-L201');
  await expect(backToSeries).toBeVisible();
  await expect(toolbar.getByRole('link', { name: w.modify })).toHaveCount(0);
  await expect(toolbar.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Its form, opened by its address, is not allowed.
  await page.goto(`${stack.app.url}/operations/series/${otherId}/modify`);
  await expectFirstPage(page, w.notAllowed);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // And the server refuses the user's update and publication of it, whatever the page shows.
  const path = `${stack.app.url}/api/operations/series/${otherId}`;
  const headers = { authorization: token };
  await expectRefusal(await page.request.put(path, { headers, data: { prefLabelLg1: `Pris ${run}`, version: 1 } }), '602');
  await expectRefusal(await page.request.put(`${path}/validate`, { headers }), '603');
  const unchanged = (await (await page.request.get(path, { headers })).json()) as Series;
  expect(unchanged).toEqual(expect.objectContaining({ prefLabelLg1: otherTitle, version: 1, validationState: 'Unpublished' }));
  // While their own series takes their update.
  const ownPath = `${stack.app.url}/api/operations/series/${ownId}`;
  const current = (await (await page.request.get(ownPath, { headers })).json()) as Series;
  const update = await page.request.put(ownPath, { headers, data: { prefLabelLg1: own.fr, altLabelLg1: `Court ${run} (2)`, version: current.version } });
  expect(update.status(), await update.text()).toBe(200);

  // A new operation joins one of the series they may modify: theirs is offered, the other unit's is not.
  await activate(page, moduleMenu(page, w).getByRole('link', { name: w.operations, exact: true }));
  await expectPage(page, w.operations);
  await activate(page, page.getByRole('link', { name: w.newFeminine, exact: true }));
  await expectPage(page, w.newOperation);
  await typeInto(page, page.getByRole('combobox', { name: w.oneSeries }), `Panel ${run}`);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText([`${own.fr} (${ownId})`]);
  await expect(options.filter({ hasText: otherId })).toHaveCount(0);
});
