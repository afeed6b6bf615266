import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectAnnounced, expectFirstPage, expectFocusOn, expectNewPage, expectWriteAnnounced, watchFocusOffBody } from '../support/focus.ts';
import { tabTo, typeInto } from '../support/keyboard.ts';
import {
  actionsOf,
  activate,
  choosePublicStatus,
  expectOpenedPage,
  expectPage,
  publishRecord,
  runId,
  wordsFor,
  type Words,
} from '../support/operations.ts';
import { conceptBodyOf, conceptWordsFor, createConcept, openDocumentContents, readConcept } from '../support/concepts.ts';

// The concepts module, operated with the keyboard, in the demo mode (every visitor is the
// administrator, stamp DG75-L201). Both projects run at once against one server: every concept a
// journey creates carries the project's language and the time in its label. At each step, the
// journeys check where focus is and what screen readers are told.

/** Saves the form and answers the identifier of the record whose page opens (a concept's `c0123`, a collection's UUID). */
async function saveFormAny(page: Page, w: Words, itemPath: string): Promise<string> {
  await activate(page, page.getByRole('button', { name: w.save }), 100);
  await expect(page).toHaveURL(new RegExp(`${itemPath}/(c\\d+|[0-9a-f-]{36})$`));
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

test('a concept is created with its notes and a broader concept, published, given a new version of its definition, and its versions compared', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const w = wordsFor(testInfo);
  const c = conceptWordsFor(testInfo);
  const run = runId(testInfo);
  const broaderLabel = `Population ${run}`;
  await createConcept(page, { prefLabelLg1: broaderLabel });
  const label = { fr: `Ménage ${run}`, en: `Household ${run}` };
  const definition = 'Ensemble des personnes qui partagent la même résidence principale.';
  const newDefinition = 'Ensemble des occupants d’un même logement, sans que ces personnes soient nécessairement unies par des liens de parenté.';

  // From the list, New: the form opens on its general information.
  await page.goto('/concepts');
  await expectOpenedPage(page, c.concepts);
  await activate(page, actionsOf(page).getByRole('link', { name: w.newMasculine, exact: true }));
  await expect(page).toHaveURL(/\/concepts\/create$/);
  await expectPage(page, c.newConcept);
  await typeInto(page, page.getByRole('textbox', { name: c.labelIn('fr') }), label.fr);
  await typeInto(page, page.getByRole('textbox', { name: c.labelIn('en') }), label.en);
  await expect(page.getByRole('button', { name: new RegExp(w.owner) })).toContainText('DG75-L201');
  await choosePublicStatus(page, w);
  await expectNoAxeViolations(page);

  // The notes: public, the concept needs a short definition besides its definition.
  const tabs = page.getByRole('tablist', { name: c.partsOfConcept });
  await tabTo(page, tabs.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: c.notesTab })).toHaveAttribute('aria-selected', 'true');
  await typeInto(page, page.getByRole('textbox', { name: c.noteIn(c.shortDefinition, 'fr'), exact: true }), 'Personnes partageant un logement.');
  await typeInto(page, page.getByRole('textbox', { name: c.noteIn(c.definition, 'fr'), exact: true }), definition);
  await expectNoAxeViolations(page);

  // The links: a broader concept, found by a search on the server and added.
  await tabTo(page, tabs.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: c.linksTab })).toHaveAttribute('aria-selected', 'true');
  const broader = page.getByRole('group', { name: c.broader });
  await typeInto(page, broader.getByRole('searchbox'), run);
  const add = broader.getByRole('button', { name: new RegExp(`${broaderLabel}$`) });
  await activate(page, add);
  await expect(broader.getByRole('button', { name: new RegExp(`${broaderLabel}$`) })).toHaveCount(1);
  await expectAnnounced(page, c.pickerAdded(broaderLabel));
  // No other answer left: focus goes back to the search.
  await expectFocusOn(page, broader.getByRole('searchbox'), 'the picker’s search');
  await expectNoAxeViolations(page);

  const id = await saveFormAny(page, w, '/concepts');
  await expectPage(page, label.fr);
  await expectWriteAnnounced(page, c.written(label.fr, 'saved'));
  const links = page.getByRole('region', { name: c.linksTab });
  await expect(links.getByRole('link', { name: broaderLabel })).toHaveAttribute('href', /\/concepts\/c\d+$/);
  const notes = page.getByRole('region', { name: c.notesTab });
  await expect(notes).toContainText(definition);
  await expectNoAxeViolations(page);

  // Published, once confirmed.
  await publishRecord(page, w, c.named(label.fr), 'masculine', c.written(label.fr, 'published'));

  // Its definition changed as a new version: the change note says why. Focus goes from the link
  // to the form's heading, never through the body.
  const openingForm = await watchFocusOffBody(page);
  await activate(page, actionsOf(page).getByRole('link', { name: w.modify, exact: true }));
  await expect(page).toHaveURL(new RegExp(`/concepts/${id}/modify$`));
  await expectNewPage(page, c.modifyTitle(label.fr));
  expect(await openingForm(), 'focus while the form opens').toEqual([]);
  await tabTo(page, tabs.getByRole('tab', { selected: true }));
  await page.keyboard.press('ArrowRight');
  const definitionBox = page.getByRole('textbox', { name: c.noteIn(c.definition, 'fr'), exact: true });
  await tabTo(page, definitionBox);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(newDefinition);
  await typeInto(page, page.getByRole('textbox', { name: c.noteIn(c.changeNote, 'fr'), exact: true }), 'Définition alignée sur le recensement.');
  await activate(page, page.getByRole('button', { name: w.save }), 100);
  const versioning = page.getByRole('alertdialog', { name: c.versionQuestion });
  await expect(versioning).toBeVisible();
  await expectNoAxeViolations(page);
  // Answered: focus goes back to Save, then to the record's heading, never through the body.
  const answering = await watchFocusOffBody(page);
  await activate(page, versioning.getByRole('button', { name: c.newVersion, exact: true }));
  await expect(page).toHaveURL(new RegExp(`/concepts/${id}$`));
  await expectPage(page, label.fr);
  expect(await answering(), 'focus after the version question').toEqual([]);
  await expectWriteAnnounced(page, c.written(label.fr, 'saved'));
  await expect(notes).toContainText(newDefinition);

  // The two versions compared: the definition's words removed and added are marked.
  await activate(page, actionsOf(page).getByRole('link', { name: c.compare }));
  await expect(page).toHaveURL(new RegExp(`/concepts/${id}/compare`));
  await expectNewPage(page, c.compareTitle(label.fr));
  await expectAnnounced(page, c.changesBetween);
  const definitions = page.getByRole('region', { name: c.definition, exact: true });
  await expect(definitions.locator('del').first()).toHaveText(/personnes qui partagent la/);
  await expect(definitions.locator('ins').first()).toHaveText(/occupants d’un/);
  await expect(definitions).toContainText('résidence principale');
  await expect(definitions).toContainText('liens de parenté');
  await expectNoAxeViolations(page);

  // Exported as SKOS for other thesaurus tools: the current definition, the broader concept named.
  await page.goto(`/concepts/${id}`);
  await expectFirstPage(page, label.fr);
  const exportButton = actionsOf(page).getByRole('button', { name: c.exportAction, exact: true });
  await activate(page, exportButton);
  const dialog = page.getByRole('dialog', { name: c.exportConcept });
  await tabTo(page, dialog.getByRole('radio', { name: c.odtFormat, exact: true }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: c.skosTurtle })).toBeChecked();
  const downloading = page.waitForEvent('download');
  await activate(page, dialog.getByRole('button', { name: c.exportAction, exact: true }));
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${id}.ttl`);
  await expectAnnounced(page, c.savedAs(`${id}.ttl`));
  const turtle = await readFile(await download.path(), 'utf8');
  expect(turtle).toContain(`<http://id.insee.fr/concepts/definition/${id}>\n    a skos:Concept`);
  expect(turtle).toContain(`skos:prefLabel "${label.fr}"@fr, "${label.en}"@en`);
  expect(turtle).toContain(`skos:definition "${newDefinition}"@fr`);
  expect(turtle).not.toContain(definition);
  expect(turtle).toMatch(new RegExp(`skos:broader <http://id.insee.fr/concepts/definition/c\\d+>`));
  expect(turtle).toContain(`skos:prefLabel "${broaderLabel}"@fr`);
  await page.keyboard.press('Escape');
  await expectFocusOn(page, exportButton, 'Export');
});

test('ten concepts are published at once: picked from those unpublished, found by a search', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const c = conceptWordsFor(testInfo);
  const run = runId(testInfo);
  const ids: string[] = [];
  for (let n = 1; n <= 10; n += 1) ids.push(await createConcept(page, { prefLabelLg1: `Lot ${run} ${String(n).padStart(2, '0')}` }));

  // From the list of concepts, its Publish: the bulk publication.
  await page.goto('/concepts');
  await expectOpenedPage(page, c.concepts);
  await activate(page, actionsOf(page).getByRole('link', { name: c.publish, exact: true }));
  await expect(page).toHaveURL(/\/concepts\/validation$/);
  await expectPage(page, c.publishConcepts);
  // Publish with nothing selected: refused before any call, and said.
  const publish = page.getByRole('button', { name: c.publish, exact: true });
  await activate(page, publish);
  await expectAnnounced(page, c.nothingToPublish);

  // The run's ten concepts, found by the search, added with "Add all on this page".
  await typeInto(page, page.getByRole('searchbox', { name: c.searchCandidates }), run);
  const addButtons = page.getByRole('button', { name: new RegExp(`^${c.add('')}Lot ${run}`) });
  await expect(addButtons).toHaveCount(10);
  await activate(page, page.getByRole('button', { name: c.addAllOnPage }));
  await expectAnnounced(page, c.selected(10));
  // The button gone with the page's last candidate, focus moves to the selection's heading, which counts them.
  const selection = page.getByRole('region', { name: new RegExp(`^${c.toPublish}`) });
  await expectFocusOn(page, selection.getByRole('heading', { name: `${c.toPublish} (10)` }), 'the selection’s heading');
  await expect(selection.getByRole('listitem')).toHaveCount(10);
  await expectNoAxeViolations(page);

  const answered = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/concepts/validate');
  await activate(page, publish);
  expect((await answered).ok()).toBe(true);
  expect(JSON.parse((await answered).request().postData() ?? '[]')).toEqual(expect.arrayContaining(ids));
  // The list of concepts, told how many were published.
  await expect(page).toHaveURL(/\/concepts$/);
  await expectPage(page, c.concepts);
  await expectWriteAnnounced(page, c.publishedCount(10));
  for (const id of ids) expect((await readConcept(page, id)).validationState).toBe('Validated');
});

test('a selection of concepts is exported as one OpenDocument text, saved under the server’s name', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const c = conceptWordsFor(testInfo);
  const run = runId(testInfo);
  const first = `Export ${run} premier`;
  const second = `Export ${run} second`;
  await createConcept(page, { prefLabelLg1: first });
  await createConcept(page, { prefLabelLg1: second });

  await page.goto('/concepts');
  await expectOpenedPage(page, c.concepts);
  await activate(page, actionsOf(page).getByRole('link', { name: c.exportAction, exact: true }));
  await expect(page).toHaveURL(/\/concepts\/export$/);
  await expectPage(page, c.exportConcepts);
  await typeInto(page, page.getByRole('searchbox', { name: c.searchCandidates }), run);
  // Each added leaves the candidates: focus moves to the next one's Add, then, none left, to their heading.
  await activate(page, page.getByRole('button', { name: c.add(first), exact: true }));
  await expectFocusOn(page, page.getByRole('button', { name: c.add(second), exact: true }), 'the next candidate’s Add');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, page.getByRole('heading', { name: c.allConcepts, exact: true }), 'the candidates’ heading');
  await expectAnnounced(page, c.selected(2));
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await activate(page, page.getByRole('button', { name: c.exportAction, exact: true }));
  const download = await downloading;
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/\.(odt|zip)$/);
  await expectAnnounced(page, c.savedAs(fileName));
  const bytes = await readFile(await download.path());
  // An OpenDocument file (or a ZIP of them) is a ZIP: its content names both concepts.
  const text = openDocumentContents(bytes).join('\n');
  expect(text).toContain(first);
  expect(text).toContain(second);
  await expectFocusOn(page, page.getByRole('button', { name: c.exportAction, exact: true }), 'Export');
});

test('a concept linked to another cannot be deleted: the refusal says why, and it stays', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const w = wordsFor(testInfo);
  const c = conceptWordsFor(testInfo);
  const run = runId(testInfo);
  const broaderLabel = `Générique ${run}`;
  const broaderId = await createConcept(page, { prefLabelLg1: broaderLabel });
  await createConcept(page, { prefLabelLg1: `Spécifique ${run}`, broader: [broaderId] });

  await page.goto(`/concepts/${broaderId}`);
  await expectOpenedPage(page, broaderLabel);
  // Its narrower concept is named among its links.
  await expect(page.getByRole('region', { name: c.linksTab }).getByRole('link', { name: `Spécifique ${run}` })).toHaveAttribute('href', /\/concepts\/c\d+$/);
  const toolbar = actionsOf(page);
  const deleteButton = toolbar.getByRole('button', { name: c.delete });
  await activate(page, deleteButton);
  const dialog = page.getByRole('alertdialog', { name: c.delete });
  await expect(dialog).toContainText(c.named(broaderLabel));
  await expectFocusOn(page, dialog.getByRole('button', { name: w.cancel }), 'Cancel, the safe choice');
  const answered = page.waitForResponse((response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === `/api/concepts/concept/${broaderId}`);
  await activate(page, dialog.getByRole('button', { name: c.delete }));
  expect((await answered).status()).toBe(409);
  expect(await (await answered).json()).toEqual(expect.objectContaining({ code: '112' }));
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(c.notDeleted);
  await expect(refusal).toContainText(c.linkedRefusal);
  await expectNoAxeViolations(page);
  await activate(page, dialog.getByRole('button', { name: w.cancel }));
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, deleteButton, 'Delete, where the dialog was opened');
  expect((await readConcept(page, broaderId)).prefLabelLg1).toBe(broaderLabel);
});

test('a collection is created and its members added, found among the concepts by a search', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const c = conceptWordsFor(testInfo);
  const run = runId(testInfo);
  const members = [`Revenu ${run}`, `Salaire ${run}`];
  for (const prefLabelLg1 of members) await createConcept(page, { prefLabelLg1 });
  const label = { fr: `Revenus et salaires ${run}`, en: `Income and wages ${run}` };

  await page.goto('/concepts/collections');
  await expectOpenedPage(page, c.collections);
  await activate(page, actionsOf(page).getByRole('link', { name: w.newFeminine, exact: true }));
  await expect(page).toHaveURL(/\/concepts\/collections\/create$/);
  await expectPage(page, c.newCollection);
  await typeInto(page, page.getByRole('textbox', { name: c.labelIn('fr') }), label.fr);
  await typeInto(page, page.getByRole('textbox', { name: c.labelIn('en') }), label.en);
  await choosePublicStatus(page, w);

  // Its members: each found by the search and added; focus stays in the picker, each addition is said.
  const picker = page.getByRole('group', { name: c.members });
  for (const member of members) {
    await typeInto(page, picker.getByRole('searchbox'), member.split(' ')[0] ?? member);
    await page.keyboard.type(` ${run}`);
    await activate(page, picker.getByRole('button', { name: new RegExp(`${member}$`) }));
    await expectAnnounced(page, c.pickerAdded(member));
    await expectFocusOn(page, picker.getByRole('searchbox'), 'the picker’s search');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
  }
  await expect(picker.getByRole('button', { name: new RegExp(`(${members.join('|')})$`) })).toHaveCount(2);
  await expectNoAxeViolations(page);

  const id = await saveFormAny(page, w, '/concepts/collections');
  await expectPage(page, label.fr);
  await expectWriteAnnounced(page, c.collectionWritten(label.fr, 'saved'));
  const list = page.getByRole('region', { name: c.membersCount(2) });
  for (const member of members) await expect(list.getByRole('link', { name: member })).toHaveAttribute('href', /\/concepts\/c\d+$/);
  await expectNoAxeViolations(page);
  const saved = await page.request.get(`/api/concepts/collection/${id}`);
  expect(((await saved.json()) as { members: string[] }).members).toHaveLength(2);

  // Found again from the list's advanced search, by words of its English label, on the server.
  await page.goto('/concepts/collections');
  await expectOpenedPage(page, c.collections);
  await activate(page, page.getByRole('link', { name: w.advancedSearch }));
  await expect(page).toHaveURL(/\/concepts\/collections\/search$/);
  const heading = c.searchCollections;
  await expectPage(page, heading);
  await typeInto(page, page.getByRole('textbox', { name: w.label }), label.en);
  const sent = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/concepts/collections' && url.searchParams.get('label') === label.en;
  });
  const searchButton = page.getByRole('form', { name: heading }).getByRole('button', { name: w.search, exact: true });
  await activate(page, searchButton);
  await sent;
  await expectFocusOn(page, searchButton, 'Search');
  await expectAnnounced(page, c.resultCount(1));
  const result = page.getByRole('row', { name: new RegExp(label.fr) });
  await expect(result).toContainText(id);
  await expectNoAxeViolations(page);
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/concepts/collections/${id}$`));
  await expectPage(page, label.fr);
});

test('the dashboard lists the concepts modified since yesterday, and opens them', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const c = conceptWordsFor(testInfo);
  const run = runId(testInfo);
  const label = `Tableau ${run}`;
  const id = await createConcept(page, { prefLabelLg1: label });
  // Modified since (through the API): its English label given.
  const modified = await page.request.put(`/api/concepts/concept/${id}`, {
    data: { ...conceptBodyOf(label), prefLabelLg2: `Board ${run}`, version: 1 },
  });
  expect(modified.status(), await modified.text()).toBe(200);

  await page.goto('/concepts/administration/dashboard');
  await expectOpenedPage(page, c.dashboard);
  await expect(page.getByRole('tablist', { name: c.dashboardTabs }).getByRole('tab', { selected: true })).toHaveText(c.concepts);
  // Since yesterday (day, month, year), typed; the modifications are those shown.
  const yesterday = new Date(Date.now() - 24 * 3600 * 1000);
  const digits = [yesterday.getDate(), yesterday.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('') + String(yesterday.getFullYear());
  await tabTo(page, page.getByRole('group', { name: c.since }).getByRole('spinbutton').first());
  await page.keyboard.type(digits);
  await expect(page.getByRole('radio', { name: c.modifications })).toBeChecked();
  await typeInto(page, page.getByRole('textbox', { name: c.labelContains }), run);
  const table = page.getByRole('grid', { name: c.modifiedSince });
  // Labelled in the interface's language when it has one: « Tableau … », "Board …".
  const row = table.getByRole('row', { name: new RegExp(run) });
  await expect(row).toContainText('DG75-L201');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectNoAxeViolations(page);

  // The row opens the concept.
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/concepts/${id}$`));
  await expectPage(page, label);
});
