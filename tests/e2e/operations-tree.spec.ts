import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { chooseOption, tabTo } from '../support/keyboard.ts';
import { inLang, langOf } from '../support/locale.ts';
import { activate, createRecord, expectOpenedPage, expectPage, moduleMenu, runId, wordsFor } from '../support/operations.ts';

// The operations tree (/operations/tree): families, their series, the series' operations, each level
// read from the server when its parent is first expanded, driven with the arrow keys in the demo
// mode. The records are made through the API, with the project's run in their titles.

/** The row that has focus: its record's identifier (react-aria's key). */
const focusedKey = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-key') ?? null);

/** Moves through the tree's rows with one arrow key until the row of `id` has focus. */
async function arrowTo(page: Page, id: string, key: 'ArrowDown' | 'ArrowUp', maxPresses = 100): Promise<void> {
  for (let press = 0; press < maxPresses && (await focusedKey(page)) !== id; press += 1) await page.keyboard.press(key);
  expect(await focusedKey(page), `the row of ${id} is reached with ${key}`).toBe(id);
}

/** The request that reads one level of the tree: a list of `kind` filtered on its parent. */
const levelRead = (page: Page, list: string, filter: string, parent: string): Promise<Request> =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === `/api/operations/${list}` && url.searchParams.get(filter) === parent;
  });

/** The record's label in a row, with the language it is written in. */
const labelOf = (row: Locator) => row.locator('span[lang]');

/**
 * The row and its label are in the label's language (the row's accessible name is the label), and
 * its "Expand" button, when it has one, in the interface's.
 */
async function expectLanguages(row: Locator, label: string, interfaceLang: string): Promise<void> {
  await expect(labelOf(row)).toHaveAttribute('lang', label);
  await expect(row).toHaveAttribute('lang', label);
  const chevron = row.getByRole('button');
  if ((await chevron.count()) > 0) await expect(chevron).toHaveAttribute('lang', interfaceLang);
}

test('the tree opens a family, its series and an operation with the arrow keys, Enter opens it, and Back finds the tree as it was', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  const lang = langOf(testInfo);
  // A family with a series and an operation, and next to it (its title sorts just after) an empty one.
  const family = { fr: `Famille arborescente ${run}`, en: `Tree family ${run}` };
  const empty = { fr: `Famille arborescente ${run} vide`, en: `Tree family ${run} empty` };
  // The series has no English title: an English reader gets the French one, said to be French.
  const series = `Série arborescente ${run}`;
  const operation = { fr: `Opération arborescente ${run}`, en: `Tree operation ${run}` };
  const familyId = await createRecord(page, 'family', { prefLabelLg1: family.fr, prefLabelLg2: family.en, disseminationStatus: 'PublicGenerique' });
  const emptyId = await createRecord(page, 'family', { prefLabelLg1: empty.fr, prefLabelLg2: empty.en, disseminationStatus: 'PublicGenerique' });
  const seriesId = await createRecord(page, 'series', { familyId, prefLabelLg1: series, creators: ['DG75-L201'], disseminationStatus: 'PublicGenerique' });
  const operationId = await createRecord(page, 'operation', {
    seriesId,
    prefLabelLg1: operation.fr,
    prefLabelLg2: operation.en,
    year: 2025,
    disseminationStatus: 'PublicGenerique',
  });

  // From the module's menu, its tree: named, and each family labelled in the reader's language.
  const title = inLang(testInfo, { en: 'Operations tree', fr: 'Arborescence des opérations' });
  await page.goto('/operations');
  await expectOpenedPage(page, w.series);
  await activate(page, moduleMenu(page, w).getByRole('link', { name: inLang(testInfo, { en: 'Tree', fr: 'Arborescence' }), exact: true }));
  await expect(page).toHaveURL(/\/operations\/tree$/);
  await expectPage(page, title);
  const tree = page.getByRole('treegrid', { name: inLang(testInfo, { en: 'Families, series and operations', fr: 'Familles, séries et opérations' }) });
  await expect(tree).toBeVisible();
  const rowOf = (id: string) => tree.locator(`[role="row"][data-key="${id}"]`);
  const familyRow = rowOf(familyId);
  const emptyRow = rowOf(emptyId);
  const seriesRow = rowOf(seriesId);
  const operationRow = rowOf(operationId);
  const seeded = tree.getByRole('row', { name: inLang(testInfo, { en: 'Employment survey', fr: 'Enquête Emploi' }), exact: true });
  await expect(seeded).toHaveAttribute('aria-level', '1');
  await expectLanguages(seeded, lang, lang);
  await expectNoAxeViolations(page);

  // Tab enters the tree on its first row; the arrows go down to the empty family, whose expansion
  // reads its series, finds none and says so (a status), leaving it a leaf.
  await tabTo(page, tree.getByRole('row').first());
  await arrowTo(page, emptyId, 'ArrowDown');
  await expect(emptyRow).toHaveAttribute('aria-expanded', 'false');
  const emptyRead = levelRead(page, 'series', 'familyId', emptyId);
  await page.keyboard.press('ArrowRight');
  await emptyRead;
  await expect(page.getByRole('status').filter({ hasText: empty[lang] })).toHaveText(
    inLang(testInfo, { en: `“${empty.en}” contains nothing.`, fr: `« ${empty.fr} » ne contient rien.` }),
  );
  await expect(emptyRow).not.toHaveAttribute('aria-expanded');
  await expect(emptyRow).toBeFocused();
  await expect(page).toHaveURL(/\/operations\/tree$/);

  // Up to the family: Right expands it, its series is read from the server and shown under it.
  await arrowTo(page, familyId, 'ArrowUp');
  await expect(familyRow).toHaveAccessibleName(family[lang]);
  await expect(labelOf(familyRow)).toHaveText(family[lang]);
  await expectLanguages(familyRow, lang, lang);
  await expect(familyRow).toHaveAttribute('aria-expanded', 'false');
  const seriesRead = levelRead(page, 'series', 'familyId', familyId);
  await page.keyboard.press('ArrowRight');
  await seriesRead;
  await expect(familyRow).toHaveAttribute('aria-expanded', 'true');
  await expect(familyRow).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/operations/tree\\?expanded=${familyId}$`));

  // Once it has arrived, down to its series (in French in both interfaces, and said so), expanded in turn.
  await expect(seriesRow).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(seriesRow).toBeFocused();
  await expect(seriesRow).toHaveAttribute('aria-level', '2');
  await expect(labelOf(seriesRow)).toHaveText(series);
  await expectLanguages(seriesRow, 'fr', lang);
  const operationsRead = levelRead(page, 'operations', 'seriesId', seriesId);
  await page.keyboard.press('ArrowRight');
  await operationsRead;
  await expect(seriesRow).toHaveAttribute('aria-expanded', 'true');
  const expandedInAddress = () => new URL(page.url()).searchParams.get('expanded')?.split(',').sort();
  await expect.poll(expandedInAddress).toEqual([familyId, seriesId].sort());

  // Once it has arrived, down to the operation, a leaf: Enter opens its page.
  await expect(operationRow).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(operationRow).toBeFocused();
  await expect(operationRow).toHaveAttribute('aria-level', '3');
  await expect(operationRow).not.toHaveAttribute('aria-expanded');
  await expect(labelOf(operationRow)).toHaveText(operation[lang]);
  await expectLanguages(operationRow, lang, lang);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/operations/operation/${operationId}$`));
  await expectPage(page, operation.fr);

  // The browser's Back (Alt+Left for a keyboard user: a shortcut of the browser itself, which
  // Playwright's keyboard, typing into the page, does not reach): the tree is as it was left, and,
  // a page change like any other, its heading takes focus and its title is said.
  await page.goBack();
  await expectPage(page, title);
  expect(expandedInAddress()).toEqual([familyId, seriesId].sort());
  await expect(familyRow).toHaveAttribute('aria-expanded', 'true');
  await expect(seriesRow).toHaveAttribute('aria-expanded', 'true');
  await expect(operationRow).toBeVisible();
  await expectNoAxeViolations(page);

  // Left on the family folds it again, and the address forgets it.
  await tabTo(page, tree.getByRole('row').first());
  await arrowTo(page, familyId, 'ArrowDown');
  await page.keyboard.press('ArrowLeft');
  await expect(familyRow).toHaveAttribute('aria-expanded', 'false');
  await expect(seriesRow).toHaveCount(0);
  await expect.poll(() => expandedInAddress() ?? []).not.toContain(familyId);
});

test('the geography tree: a commune searched by name opens the tree at it, focused, and Left goes to its département', async ({ page }, testInfo) => {
  await page.goto('/operations');
  const w = wordsFor(testInfo);
  await expectOpenedPage(page, w.series);
  await activate(page, moduleMenu(page, w).getByRole('link', { name: inLang(testInfo, { en: 'Geography', fr: 'Géographie' }), exact: true }));
  await expect(page).toHaveURL(/\/operations\/geography$/);
  await expectPage(page, inLang(testInfo, { en: 'Geography', fr: 'Géographie' }));
  const tree = page.getByRole('treegrid', { name: inLang(testInfo, { en: 'Territories', fr: 'Territoires' }) });
  await expect(tree.getByRole('row').first()).toBeVisible();

  // The search box, reached with Tab; among the server's answers (the Antony of today and the one
  // before 1968, told apart by their codes), today's chosen with Down and Enter.
  const search = page.getByRole('combobox', { name: inLang(testInfo, { en: 'Find in the tree', fr: 'Trouver dans l’arbre' }) });
  await tabTo(page, search);
  await page.keyboard.type('Antony');
  await chooseOption(page, page.getByRole('option', { name: 'Antony (92002)' }));

  // The tree opens at the commune, its row focused, and says so; Left goes up to its département.
  const commune = tree.locator('[role="row"][data-key="commune-92002"]');
  await expect(commune).toBeFocused();
  await expect(commune).toHaveAttribute('aria-level', '3');
  await expect(page.getByRole('status').filter({ hasText: 'Antony' })).toHaveText(
    inLang(testInfo, { en: '“Antony” is shown in the tree.', fr: '« Antony » est affiché dans l’arbre.' }),
  );
  await page.keyboard.press('ArrowLeft');
  await expect(tree.locator('[role="row"][data-key="departement-92"]')).toBeFocused();
});
