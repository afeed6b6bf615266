import { readFile } from 'node:fs/promises';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectFocusOn, expectNewPage, expectWriteAnnounced, watchFocusOffBody } from '../support/focus.ts';
import { chooseFile, chooseOption, tabTo, typeInto } from '../support/keyboard.ts';
import { inLang } from '../support/locale.ts';
import {
  actionsOf,
  activate,
  createFamilyAndSeries,
  createRecord,
  expectOpenedPage,
  expectPage,
  fact,
  openPublishDialog,
  publishRecord,
  runId,
  selectOption,
  wordsFor,
  type Words,
} from '../support/operations.ts';
import {
  createReport,
  essentialTotal,
  expectNoAxeViolationsLaidOut,
  goThroughOutline,
  publishThroughApi,
  rubricHeading,
  rubricSection,
  simsWordsFor,
  waitForStillPage,
  zipEntry,
  zipEntryText,
  type SimsWords,
} from '../support/sims.ts';

// Quality reports ("Sims", issue 12), operated with the keyboard in the demo mode: a report created
// for an operation from its sibling's, filled (a text, a new link, a new document with its file, a new statistical territory),
// saved, published once its object is, exported and opened; a series' report deleted. Every record
// carries the project's run, so both projects share the server; what is not the journey itself
// (families, series, operations, the sibling's report) is made through the API. Each page change
// leaves focus on the new page's heading with its title said; each write says what it did to which
// report (by its object's title).

/** The rubrics the journeys fill, named as the form labels them (in the interface's language). */
function rubricNames(testInfo: TestInfo) {
  const say = (en: string, fr: string) => inLang(testInfo, { en, fr });
  return {
    contactFunction: say('Contact person function', 'Fonction de la personne contact'),
    referenceArea: say('Reference area', 'Zone géographique de référence'),
  };
}

const notice = (page: Page, w: Words) => page.getByRole('region', { name: w.notifications }).getByRole('alert').last();

/** The counter's two sentences (French, then English), in the status region that says them. */
const counterOf = (page: Page, s: SimsWords) =>
  page.getByRole('status').filter({ hasText: s.counterOpening }).getByRole('paragraph');

const expectCounts = (counter: Locator, s: SimsWords, total: number, fr: number, en: number) =>
  expect(counter).toHaveText([s.counter('fr', fr, total), s.counter('en', en, total)]);

test('a report is created for an operation from its sibling’s, filled with the keyboard, saved, published once its object is, and exported', async ({ page }, testInfo) => {
  // The longest journey (a whole report, its documents, publication and export): about a minute on a
  // quiet machine, over two on a loaded one.
  test.setTimeout(240_000);
  const w = wordsFor(testInfo);
  const s = simsWordsFor(testInfo);
  const names = rubricNames(testInfo);
  const run = runId(testInfo);
  const say = (en: string, fr: string) => inLang(testInfo, { en, fr });
  // The page's actions: a group named "Actions" in both languages, each action a Tab stop.
  const toolbar = actionsOf(page);

  // A family, its series, two operations of it, and the first one's report (through the API).
  const total = await essentialTotal(page);
  const { familyId, seriesId } = await createFamilyAndSeries(page, run);
  const sibling = { fr: `Enquête éprouvée ${run} 2024`, en: `Proven survey ${run} 2024` };
  const operation = { fr: `Enquête éprouvée ${run} 2025`, en: `Proven survey ${run} 2025` };
  const siblingId = await createRecord(page, 'operation', { seriesId, prefLabelLg1: sibling.fr, prefLabelLg2: sibling.en, year: 2024, disseminationStatus: 'PublicGenerique' });
  const operationId = await createRecord(page, 'operation', { seriesId, prefLabelLg1: operation.fr, prefLabelLg2: operation.en, year: 2025, disseminationStatus: 'PublicGenerique' });
  const contact = `Division Emploi ${run}`;
  // Filled in both languages: an organisation, a text, codes; in French only: a rich text.
  await createReport(page, siblingId, [
    { idAttribute: 'S.1.1', rangeType: 'ORGANIZATION', value: 'insee' },
    { idAttribute: 'S.1.3', rangeType: 'TEXT', labelLg1: contact, labelLg2: `Employment division ${run}` },
    { idAttribute: 'S.3.1', rangeType: 'RICH_TEXT', labelLg1: '<p>Les personnes de 15 ans ou plus</p>' },
    { idAttribute: 'S.9', rangeType: 'CODE_LIST', codeList: 'CL_FREQ', value: ['Q'] },
  ]);
  const title = `Rapport qualité : ${operation.fr}`;

  // From the operation's page, "Create the quality report": the form is titled after it.
  await page.goto(`/operations/operation/${operationId}`);
  await expectOpenedPage(page, operation.fr);
  await activate(page, toolbar.getByRole('link', { name: s.createReport }));
  await expect(page).toHaveURL(new RegExp(`/operations/operation/${operationId}/sims/create$`));
  await expect(page).toHaveTitle(`${s.newReport} - Atelier`);
  await expectNewPage(page, title);
  const counter = counterOf(page, s);
  await expectCounts(counter, s, total, 0, 0);

  // Started from the sibling's report: its rubrics are copied, the counter follows.
  const copy = page.getByRole('button', { name: new RegExp(s.copyFrom) });
  await expect(copy).toBeEnabled();
  await selectOption(page, copy, `Rapport qualité : ${sibling.fr}`);
  await expectFocusOn(page, copy, 'the copy’s select');
  await expectCounts(counter, s, total, 4, 3);
  await expect(rubricSection(page, 'S.1.3').getByRole('textbox').first()).toHaveValue(contact);

  // An essential rubric left empty, reached from the counter's list: its French field takes the
  // focus; typed, the French count goes up, and copying another report is no longer offered.
  const leftEmpty = page.getByRole('button', { name: s.leftEmpty('fr', total - 4) });
  await activate(page, leftEmpty);
  await expect(leftEmpty).toHaveAttribute('aria-expanded', 'true');
  await activate(page, page.getByRole('link', { name: `S.1.4 ${names.contactFunction}` }));
  const contactFunction = `Responsable ${run}`;
  await expect(page.getByRole('textbox', { name: `S.1.4 ${names.contactFunction} (${s.language.fr})` })).toBeFocused();
  await page.keyboard.type(contactFunction);
  await expectCounts(counter, s, total, 5, 3);
  await expect(page.getByRole('button', { name: s.leftEmpty('fr', total - 5) })).toBeVisible();
  await expect(copy).toBeDisabled();
  await expect(copy).toHaveAccessibleDescription(s.copyNoLonger);

  // A rich-text rubric, through the outline: a new link, created in its dialog, cited in French.
  await goThroughOutline(page, page.getByRole('treegrid', { name: s.outline }), 'S.3.2');
  const classification = rubricSection(page, 'S.3.2');
  const linksFr = classification.getByRole('group', { name: s.links('fr') });
  const newLink = linksFr.getByRole('button', { name: s.newLink });
  await activate(page, newLink);
  const linkDialog = page.getByRole('dialog', { name: s.newLink });
  await expect(linkDialog).toBeVisible();
  // Left with Escape: nothing made, focus back on New link.
  await page.keyboard.press('Escape');
  await expect(linkDialog).toBeHidden();
  await expect(newLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(linkDialog).toBeVisible();
  const link = { fr: `Nomenclature des professions ${run}`, en: `Occupations classification ${run}` };
  const address = `https://www.example.org/nomenclature/${run}`;
  await typeInto(page, linkDialog.getByRole('textbox', { name: w.titleFr }), link.fr);
  await typeInto(page, linkDialog.getByRole('textbox', { name: w.titleEn }), link.en);
  await selectOption(page, linkDialog.getByRole('button', { name: new RegExp(say('Language', 'Langue')) }), say('French', 'Français'));
  await tabTo(page, linkDialog.getByRole('group', { name: say('Update date', 'Date de mise à jour') }).getByRole('spinbutton').first());
  await page.keyboard.type('15032025');
  await typeInto(page, linkDialog.getByRole('textbox', { name: 'URL', exact: true }), address);
  await expectNoAxeViolations(page);
  const linkCreated = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/documents/link');
  await activate(page, linkDialog.getByRole('button', { name: w.save }));
  const linkId = await (await linkCreated).text();
  await expect(linkDialog).toBeHidden();
  await expect(newLink).toBeFocused();
  await expect(linksFr.getByRole('listitem')).toHaveCount(1);
  await expect(linksFr.getByRole('listitem')).toContainText(link.fr);
  await expect(classification.getByRole('status')).toHaveText(s.linkAdded(linkId));
  await expectCounts(counter, s, total, 6, 3);

  // And a new document with its file, in the same rubric's French documents: the file chosen in the
  // system's picker, opened with Enter.
  const documentsFr = classification.getByRole('group', { name: s.documents('fr') });
  const newDocument = documentsFr.getByRole('button', { name: s.newDocument });
  await activate(page, newDocument);
  const documentDialog = page.getByRole('dialog', { name: s.newDocument });
  await expect(documentDialog).toBeVisible();
  const document = { fr: `Note méthodologique ${run}`, en: `Methodology note ${run}` };
  const file = { name: `note-${run}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`Note ${run}\n`.repeat(50), 'utf8') };
  await typeInto(page, documentDialog.getByRole('textbox', { name: w.titleFr }), document.fr);
  await typeInto(page, documentDialog.getByRole('textbox', { name: w.titleEn }), document.en);
  await selectOption(page, documentDialog.getByRole('button', { name: new RegExp(say('Language', 'Langue')) }), say('French', 'Français'));
  await tabTo(page, documentDialog.getByRole('group', { name: say('Update date', 'Date de mise à jour') }).getByRole('spinbutton').first());
  await page.keyboard.type('15032025');
  await chooseFile(page, documentDialog.getByRole('button', { name: s.chooseFile }), file);
  const documentCreated = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/documents/document');
  await activate(page, documentDialog.getByRole('button', { name: w.save }));
  const documentId = await (await documentCreated).text();
  await expect(documentDialog).toBeHidden();
  await expect(newDocument).toBeFocused();
  await expect(documentsFr.getByRole('listitem')).toHaveCount(1);
  await expect(documentsFr.getByRole('listitem')).toContainText(document.fr);
  await expect(classification.getByRole('status')).toHaveText(s.documentAdded(documentId));
  await expectCounts(counter, s, total, 6, 3);

  // The reference area, a few rubrics on: a region found by typing, then a statistical territory
  // created in its panel (a name, a region included), which replaces it.
  const territoryField = page.getByRole('combobox', { name: `S.3.7 ${names.referenceArea}` });
  await tabTo(page, territoryField, 80);
  await waitForStillPage(page);
  // The list answers each search as it is typed: the arrows wait for the last one's answer (an
  // earlier one replacing the list under them once lost the option they were walking to).
  const searched = territoriesSearched(page, 'bretagne');
  await page.keyboard.type('bretagne');
  await expect(territoryField).toHaveValue('bretagne');
  await searched;
  await chooseOption(page, page.getByRole('option', { name: 'Bretagne', exact: true }));
  await expect(territoryField).toHaveValue('Bretagne');
  await expectCounts(counter, s, total, 7, 4);
  const newTerritory = rubricSection(page, 'S.3.7').getByRole('button', { name: s.newTerritory });
  await activate(page, newTerritory);
  const panel = page.getByRole('dialog', { name: s.newTerritory });
  const territory = `Bassin éprouvé ${run}`;
  await typeInto(page, panel.getByRole('textbox', { name: s.territoryName }), territory);
  const included = panel.getByRole('combobox', { name: s.included });
  const corseSearched = territoriesSearched(page, 'corse');
  await typeInto(page, included, 'corse');
  await corseSearched;
  await chooseOption(page, page.getByRole('option', { name: 'Corse', exact: true }));
  await expect(panel.getByRole('list', { name: s.includedChosen(1) })).toContainText('Corse');
  await expect(included).toBeFocused();
  await expect(included).toHaveValue('');
  await expectNoAxeViolations(page);
  await activate(page, panel.getByRole('button', { name: w.save }));
  await expect(panel).toBeHidden();
  await expect(territoryField).toHaveValue(territory);
  await expect(newTerritory).toBeFocused();
  await expect(notice(page, w)).toHaveText(s.territoryCreated(territory));
  await expect(rubricSection(page, 'S.3.7').getByRole('button', { name: s.modifyTerritory })).toBeVisible();
  await expectCounts(counter, s, total, 7, 4);
  await expectNoAxeViolationsLaidOut(page);

  // Saved (Save is at the top): the report's page opens, focused at its heading, and the toast says
  // which report was saved (by its object's title).
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/operations/metadataReport');
  await activate(page, page.getByRole('button', { name: w.save }), 200);
  const reportId = await (await created).text();
  await expect(page).toHaveURL(new RegExp(`/operations/sims/${reportId}$`));
  await expectPage(page, title);
  await expectWriteAnnounced(page, w.written('sims', operation.fr, 'saved'));
  const general = page.getByRole('region', { name: w.general });
  await expect(fact(general, s.documentedObject).getByRole('link', { name: operation.fr })).toHaveAttribute('href', `/operations/operation/${operationId}`);
  await expect(fact(general, w.publicationState)).toHaveText(w.neverPublished('masculine'));
  await expect(toolbar.getByRole('link', { name: s.backToOperation })).toHaveAttribute('href', `/operations/operation/${operationId}`);
  // An operation's report is part of it: no Delete.
  await expect(toolbar.getByRole('button', { name: s.delete })).toHaveCount(0);
  await expectCounts(counter, s, total, 7, 4);
  // What was copied, typed, cited and chosen, by name.
  await expect(rubricSection(page, 'S.1.3')).toContainText(contact);
  await expect(rubricSection(page, 'S.1.4')).toContainText(contactFunction);
  await expect(rubricSection(page, 'S.3.2').getByRole('link', { name: link.fr })).toBeVisible();
  await expect(rubricSection(page, 'S.3.7')).toContainText(territory);
  await expect(rubricSection(page, 'S.9')).toContainText('Trimestrielle');
  await expectNoAxeViolationsLaidOut(page);

  // Publishing it before its operation is refused (804), in words, in the dialog.
  const named = s.named(operation.fr);
  const refused = await openPublishDialog(page, w, named);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/operations/metadataReport/${reportId}/validate`);
  await activate(page, refused.getByRole('button', { name: w.publish }));
  expect((await answer).status()).toBe(409);
  expect(await (await answer).json()).toEqual(expect.objectContaining({ code: '804' }));
  const refusal = refused.getByRole('alert');
  await expect(refusal).toContainText(w.notPublished);
  await expect(refusal).toContainText(s.publishObjectFirst);
  // Publishing again would be refused the same way: only Close is offered, and takes focus.
  await expect(refused.getByRole('button', { name: w.publish })).toHaveCount(0);
  await expectFocusOn(page, refused.getByRole('button', { name: s.close }).last(), 'Close, in place of Publish');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(refused).toBeHidden();
  await expectFocusOn(page, toolbar.getByRole('button', { name: w.publish }), 'Publish, where the dialog was opened');

  // Once the family, the series and the operation are published (through the API), it is.
  await publishThroughApi(page, 'family', familyId);
  await publishThroughApi(page, 'series', seriesId);
  await publishThroughApi(page, 'operation', operationId);
  await publishRecord(page, w, named, 'masculine', w.written('sims', operation.fr, 'published'));

  // Exported with its documents: a ZIP named by the server, holding the cited document's file and
  // the OpenDocument text, which holds the report's title, its codes, its territory, what it cites.
  const exportButton = toolbar.getByRole('button', { name: s.export });
  await activate(page, exportButton);
  const exporting = page.getByRole('dialog', { name: s.exportTitle });
  await expect(exporting).toContainText(s.withFiles);
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await activate(page, exporting.getByRole('button', { name: s.export, exact: true }));
  const download = await downloading;
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/\.zip$/);
  await expect(exporting.getByText(s.savedAs(fileName))).toBeVisible();
  const archive = await readFile(await download.path());
  expect(zipEntry(archive, new RegExp(`${file.name}$`)).equals(file.buffer)).toBe(true);
  const content = zipEntryText(zipEntry(archive, /\.odt$/), 'content.xml');
  for (const expected of [title, `Quality report: ${operation.en}`, 'Trimestrielle', 'Quarterly', contactFunction, territory, link.fr, document.fr]) {
    expect(content, `content.xml holds ${expected}`).toContain(expected);
  }
  // And as SDMX-ML reference metadata, for the European metadata handler: the report's rubrics, its codes.
  await tabTo(page, exporting.getByRole('radio', { name: s.documentFormat }));
  await page.keyboard.press('ArrowDown');
  await expect(exporting.getByRole('radio', { name: s.sdmxFormat })).toBeChecked();
  const downloadingSdmx = page.waitForEvent('download');
  await activate(page, exporting.getByRole('button', { name: s.export, exact: true }));
  const sdmxFile = await downloadingSdmx;
  expect(sdmxFile.suggestedFilename()).toMatch(/^\d+\.xml$/);
  await expect(exporting.getByText(s.savedAs(sdmxFile.suggestedFilename()))).toBeVisible();
  const sdmx = await readFile(await sdmxFile.path(), 'utf8');
  for (const expected of ['<mes:GenericMetadata', `Category=FR1:OPERATIONS(1.0).${operationId}`, contactFunction, 'xml:lang="fr"']) {
    expect(sdmx, `the SDMX-ML message holds ${expected}`).toContain(expected);
  }
  await page.keyboard.press('Escape');
  await expect(exporting).toBeHidden();
  await expectFocusOn(page, exportButton, 'Export, where the dialog was opened');

  // Back to the operation: its page now leads to the report.
  await activate(page, toolbar.getByRole('link', { name: s.backToOperation }));
  await expectPage(page, operation.fr);
  await expect(toolbar.getByRole('link', { name: s.viewReport })).toHaveAttribute('href', `/operations/sims/${reportId}`);
});

test('focus moves with each change, never through the body: the form opening, an organisation and a code chosen in their rubrics', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const s = simsWordsFor(testInfo);
  const run = runId(testInfo);
  const { seriesId } = await createFamilyAndSeries(page, run);
  const operation = { fr: `Enquête suivie ${run}`, en: `Followed survey ${run}` };
  const operationId = await createRecord(page, 'operation', { seriesId, prefLabelLg1: operation.fr, prefLabelLg2: operation.en, year: 2025, disseminationStatus: 'PublicGenerique' });
  await page.goto(`/operations/operation/${operationId}`);
  await expectOpenedPage(page, operation.fr);

  // From the link to the form's heading.
  const opening = await watchFocusOffBody(page);
  await activate(page, actionsOf(page).getByRole('link', { name: s.createReport }));
  await expectNewPage(page, `Rapport qualité : ${operation.fr}`);
  expect(await opening(), 'focus while the form opens').toEqual([]);

  // From the chosen option back to its select, in an organisation rubric and in a code rubric: the
  // whole form follows the choice (the outline, the counter), and focus does not wait for it.
  const outline = page.getByRole('treegrid', { name: s.outline });
  for (const idMas of ['S.1.1', 'I.6.3']) {
    await goThroughOutline(page, outline, idMas);
    const select = rubricSection(page, idMas).getByRole('button', { name: new RegExp(`${idMas.replaceAll('.', '\\.')} `) });
    await activate(page, select);
    const choosing = await watchFocusOffBody(page);
    await chooseOption(page, page.getByRole('listbox').getByRole('option').nth(1));
    await expectFocusOn(page, select, `the select of ${idMas}`);
    await expect(select).not.toContainText(s.none);
    expect(await choosing(), `focus as a value of ${idMas} is chosen`).toEqual([]);
  }
});

test('the report’s form keeps the keyboard close: from any rubric back to the outline, rubric to rubric through it, and Ctrl+S saves from anywhere', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const s = simsWordsFor(testInfo);
  const run = runId(testInfo);
  const { seriesId } = await createFamilyAndSeries(page, run);
  const operation = { fr: `Enquête parcourue ${run}`, en: `Travelled survey ${run}` };
  const operationId = await createRecord(page, 'operation', { seriesId, prefLabelLg1: operation.fr, prefLabelLg2: operation.en, year: 2025, disseminationStatus: 'PublicGenerique' });
  const title = `Rapport qualité : ${operation.fr}`;
  await page.goto(`/operations/operation/${operationId}`);
  await expectOpenedPage(page, operation.fr);
  await activate(page, actionsOf(page).getByRole('link', { name: s.createReport }));
  await expectNewPage(page, title);
  // The form says how, in the interface's language.
  await expect(page.getByText(s.keyboardHelp)).toBeVisible();
  const outline = page.getByRole('treegrid', { name: s.outline });

  // A contact typed in a text rubric.
  await goThroughOutline(page, outline, 'S.1.3');
  const contact = `Division parcourue ${run}`;
  await typeInto(page, rubricSection(page, 'S.1.3').getByRole('textbox').first(), contact);

  // A rubric far down: its first Tab stop is the way back to the outline, shown once focused.
  await goThroughOutline(page, outline, 'S.3.7');
  await waitForStillPage(page);
  await page.keyboard.press('Tab');
  const back = rubricSection(page, 'S.3.7').getByRole('link', { name: s.backToOutline });
  await expectFocusOn(page, back, 'the way back to the outline');
  await expect(back).toBeInViewport();
  expect((await back.boundingBox())?.width ?? 0, 'shown once focused').toBeGreaterThan(24);
  // From the rubric's field, a Shift+Tab or two reach it (it was 140 to 215 to the outline itself).
  const territoryField = rubricSection(page, 'S.3.7').getByRole('combobox');
  await tabTo(page, territoryField);
  let presses = 0;
  for (; presses < 10 && !(await back.evaluate((node) => node === document.activeElement)); presses += 1) await page.keyboard.press('Shift+Tab');
  expect(presses, 'Shift+Tab presses from the rubric’s field to its way back').toBeLessThanOrEqual(2);
  // Enter: focus on the rubric's row of the outline, said by its name.
  await page.keyboard.press('Enter');
  await expectFocusOn(page, outline.getByRole('row', { name: /^S\.3\.7 / }), 'the rubric’s row of the outline');
  // Rubric to rubric: the next is one arrow away, its heading one Enter.
  await page.keyboard.press('ArrowDown');
  const next = await page.evaluate(() => document.activeElement?.getAttribute('data-key') ?? '');
  expect(next, 'a rubric’s number').toMatch(/^[A-Z]\.\d+(\.\d+)*$/);
  expect(next).not.toBe('S.3.7');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, rubricHeading(page, next), `the heading of ${next}`);

  // The last rubric, through the outline's End key; from there Ctrl+S saves (it was 97 Shift+Tab to Save).
  await page.keyboard.press('Tab');
  await expectFocusOn(page, rubricSection(page, next).getByRole('link', { name: s.backToOutline }), 'the next rubric’s way back');
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  const last = await page.evaluate(() => document.activeElement?.id ?? '');
  expect(last, 'a rubric’s heading').toMatch(/^rubric-/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const created = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/operations/metadataReport');
  await page.keyboard.press('ControlOrMeta+s');
  const reportId = await (await created).text();
  await expect(page).toHaveURL(new RegExp(`/operations/sims/${reportId}$`));
  await expectPage(page, title);
  await expectWriteAnnounced(page, w.written('sims', operation.fr, 'saved'));
  await expect(rubricSection(page, 'S.1.3')).toContainText(contact);
});

test('a series’ report is deleted once confirmed: the series’ page opens, offering to create one again, and the report is gone (841)', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const w = wordsFor(testInfo);
  const s = simsWordsFor(testInfo);
  const run = runId(testInfo);
  const toolbar = actionsOf(page);

  // A series without operations, and its report (through the API).
  const { seriesId, series } = await createFamilyAndSeries(page, run);
  const reportId = await createReport(page, seriesId, [{ idAttribute: 'S.1.3', rangeType: 'TEXT', labelLg1: `Division des panels ${run}`, labelLg2: null }]);

  await page.goto(`/operations/sims/${reportId}`);
  await expectOpenedPage(page, `Rapport qualité : ${series.fr}`);
  await expect(toolbar.getByRole('link', { name: s.backToSeries })).toHaveAttribute('href', `/operations/series/${seriesId}`);
  await expect(rubricSection(page, 'S.1.3')).toContainText(`Division des panels ${run}`);
  await expectNoAxeViolationsLaidOut(page);

  // Delete: the confirmation names the report and starts on Cancel.
  await activate(page, toolbar.getByRole('button', { name: s.delete }));
  const dialog = page.getByRole('alertdialog', { name: s.delete });
  await expect(dialog).toContainText(s.deleteQuestion(s.named(series.fr)));
  await expectFocusOn(page, dialog.getByRole('button', { name: w.cancel }), 'Cancel, the safe choice');
  await expectNoAxeViolations(page);
  const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && new URL(response.url()).pathname === `/api/operations/metadataReport/${reportId}`);
  await activate(page, dialog.getByRole('button', { name: s.delete }));
  expect((await deleted).ok()).toBe(true);

  // The series' page, its heading focused, which offers to create a report again; the toast names
  // the report deleted; the report is gone.
  await expect(page).toHaveURL(new RegExp(`/operations/series/${seriesId}$`));
  await expectPage(page, series.fr);
  await expectWriteAnnounced(page, w.written('sims', series.fr, 'deleted'));
  await expect(toolbar.getByRole('link', { name: s.createReport })).toHaveAttribute('href', `/operations/series/${seriesId}/sims/create`);
  const gone = await page.request.get(`/api/operations/metadataReport/${reportId}`);
  expect(gone.status()).toBe(404);
  expect(await gone.json()).toEqual(expect.objectContaining({ code: '841' }));
});

/** The territories' search for exactly `q`, answered: the list the arrows then walk is its answer. */
function territoriesSearched(page: Page, q: string) {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/geo/territories') && url.searchParams.get('q') === q;
  });
}
