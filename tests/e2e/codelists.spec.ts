import { readFile } from 'node:fs/promises';
import type { APIResponse, Page, TestInfo } from '@playwright/test';
import type { CodeListCreate, PartialCodeListCreate } from '@atelier/contracts';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectAnnounced, expectFirstPage, expectFocusOn, expectNewPage, expectWriteAnnounced } from '../support/focus.ts';
import { chooseFile, chooseOption, tabTo, typeInto } from '../support/keyboard.ts';
import { inLang, langOf } from '../support/locale.ts';
import { signInForToken, startSignInStack, type SignInStack } from '../support/oidc.ts';
import { activate, expectPage } from '../support/operations.ts';

// The code lists module, operated with the keyboard. Both projects run at once against one server:
// every list a journey creates carries the project's language and the time in its identifier. At
// each step, the journeys check where focus is (the new page's heading after a page change, a
// sensible control after an action) and what screen readers are told (the page's title, what a
// write did to which record).

/** A short identifier of this project's run: `en1k2j3h4g`. */
const runId = (testInfo: TestInfo) => `${langOf(testInfo)}${Date.now().toString(36)}`;

/** The interface's words the journeys look for, in the project's language. */
function wordsFor(testInfo: TestInfo) {
  const say = (en: string, fr: string) => inLang(testInfo, { en, fr });
  return {
    codeLists: say('Code lists', 'Listes de codes'),
    identifier: say('Identifier', 'Identifiant'),
    labelFr: say('Label (French)', 'Libellé (français)'),
    labelEn: say('Label (English)', 'Libellé (anglais)'),
    status: say('Dissemination status', 'Statut de diffusion'),
    publicGeneric: say('Public generic', 'Public générique'),
    save: say('Save', 'Enregistrer'),
    cancel: say('Cancel', 'Annuler'),
    general: say('General information', 'Informations générales'),
    neverPublished: say('Draft (never published)', 'Provisoire, jamais publiée'),
    published: say('Published', 'Publiée'),
    publish: say('Publish', 'Publier'),
    delete: say('Delete', 'Supprimer'),
    modify: say('Modify', 'Modifier'),
    newList: say('New', 'Nouvelle'),
    addCode: say('Add a code', 'Ajouter un code'),
    notAllowed: say('Not allowed', 'Accès non autorisé'),
    newListTitle: say('New code list', 'Nouvelle liste de codes'),
    newPartialTitle: say('New partial code list', 'Nouvelle liste de codes partielle'),
    /** What a write says, by the list's noun and identifier (French agrees with « liste »). */
    saved: (id: string) => say(`Code list ${id} saved.`, `Liste de codes ${id} enregistrée.`),
    partialSaved: (id: string) => say(`Partial code list ${id} saved.`, `Liste de codes partielle ${id} enregistrée.`),
    publishedToast: (id: string) => say(`Code list ${id} published.`, `Liste de codes ${id} publiée.`),
    deleted: (id: string) => say(`Code list ${id} deleted.`, `Liste de codes ${id} supprimée.`),
  };
}

/** A list's codes on its page: a grid (rows to read, sorted on the server). */
const codesGrid = (page: Page) => page.getByRole('grid', { name: 'Codes' });
/** A list's codes in its form: a plain table whose Modify and Remove buttons Tab reaches. */
const codesTable = (page: Page) => page.getByRole('table', { name: 'Codes' });

/** Fills what every list's form asks: identifier, labels, dissemination status (the owner is prefilled). */
async function fillListFields(page: Page, testInfo: TestInfo, values: { id: string; labelFr: string; labelEn?: string }) {
  const w = wordsFor(testInfo);
  await typeInto(page, page.getByRole('textbox', { name: w.identifier, exact: true }), values.id);
  await typeInto(page, page.getByRole('textbox', { name: w.labelFr }), values.labelFr);
  if (values.labelEn !== undefined) await typeInto(page, page.getByRole('textbox', { name: w.labelEn }), values.labelEn);
  const status = page.getByRole('button', { name: new RegExp(w.status) });
  await tabTo(page, status);
  await page.keyboard.press('Enter');
  await chooseOption(page, page.getByRole('option', { name: w.publicGeneric }));
  await expect(status).toContainText(w.publicGeneric);
}

interface NewCode {
  code: string;
  labelFr: string;
  labelEn: string;
  /** Typed in the broader-code combo box, then the option chosen with the arrow keys. */
  broader?: { search: string; option: string };
}

/** Adds a code through the "Add a code" dialog. */
async function addCode(page: Page, testInfo: TestInfo, code: NewCode) {
  const w = wordsFor(testInfo);
  await tabTo(page, page.getByRole('button', { name: w.addCode }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: w.addCode });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByRole('textbox', { name: 'Code' }), code.code);
  await typeInto(page, dialog.getByRole('textbox', { name: w.labelFr }), code.labelFr);
  await typeInto(page, dialog.getByRole('textbox', { name: w.labelEn }), code.labelEn);
  if (code.broader) {
    const broader = dialog.getByRole('combobox', { name: inLang(testInfo, { en: 'Broader code', fr: 'Code parent' }) });
    await typeInto(page, broader, code.broader.search);
    // The dialog, filled in, with the suggestions open: they open inside the dialog, not outside
    // every landmark (axe's `region` rule).
    const option = page.getByRole('option', { name: code.broader.option, exact: true });
    await expect(option).toBeVisible();
    await expect(dialog.getByRole('listbox')).toBeVisible();
    await expectNoAxeViolations(page);
    await chooseOption(page, option);
    await expect(broader).toHaveValue(code.broader.option);
  }
  await tabTo(page, dialog.getByRole('button', { name: inLang(testInfo, { en: 'Add the code', fr: 'Ajouter le code' }) }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Back on Add a code, ready for the next one (also without animations: the French project), and told.
  await expectFocusOn(page, page.getByRole('button', { name: w.addCode }), 'Add a code');
  await expectAnnounced(page, inLang(testInfo, { en: `The code ${code.code} was added.`, fr: `Le code ${code.code} a été ajouté.` }));
}

/**
 * Creates a complete list of two codes through the API, for journeys about other screens. The demo
 * server needs no token; a server with sign-in gets the user's (`origin` and `token`).
 */
async function createList(page: Page, list: Pick<CodeListCreate, 'id' | 'labelLg1' | 'labelLg2'>, signedIn?: { origin: string; token: string }) {
  const body: CodeListCreate = {
    ...list,
    disseminationStatus: 'PublicGenerique',
    codes: [
      { code: 'A', labelLg1: 'Annuelle', labelLg2: 'Annual' },
      { code: 'M', labelLg1: 'Mensuelle', labelLg2: 'Monthly' },
    ],
  };
  const response = await page.request.post(`${signedIn?.origin ?? ''}/api/codeList`, {
    data: body,
    headers: signedIn ? { authorization: signedIn.token } : {},
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a code list is created with its codes, shown as their hierarchy, published, kept from deletion, and a partial list drawn from it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  const id = `CL_${run}`;
  const labelFr = `Fréquences ${run}`;

  await page.goto('/');
  await tabTo(page, page.getByRole('link', { name: new RegExp(w.codeLists) }));
  await page.keyboard.press('Enter');
  await expectNewPage(page, w.codeLists);
  await tabTo(page, page.getByRole('link', { name: w.newList, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/codelists\/create$/);
  await expectNewPage(page, w.newListTitle);

  // Everything but the English label; the owner stays the one proposed, the user's stamp.
  await fillListFields(page, testInfo, { id, labelFr });
  await expect(page.getByRole('button', { name: new RegExp(inLang(testInfo, { en: 'Owner', fr: 'Propriétaire' })) })).toContainText('DG75-L201');
  await addCode(page, testInfo, { code: 'A', labelFr: 'Annuelle', labelEn: 'Annual' });
  await addCode(page, testInfo, { code: 'M', labelFr: 'Mensuelle', labelEn: 'Monthly' });
  await addCode(page, testInfo, { code: 'M1', labelFr: 'Janvier', labelEn: 'January', broader: { search: 'mens', option: 'M – Mensuelle' } });
  await addCode(page, testInfo, { code: 'X', labelFr: 'De trop', labelEn: 'One too many' });
  await expect(codesTable(page).getByRole('row')).toHaveCount(5);

  // Each row's Modify and Remove are reached with Tab, as any button (no arrow keys in a grid).
  const modifyA = codesTable(page).getByRole('button', { name: inLang(testInfo, { en: 'Modify the code A', fr: 'Modifier le code A' }), exact: true });
  await tabTo(page, modifyA);
  await page.keyboard.press('Tab');
  await expectFocusOn(page, codesTable(page).getByRole('button', { name: inLang(testInfo, { en: 'Remove the code A', fr: 'Retirer le code A' }), exact: true }));
  await page.keyboard.press('Tab');
  await expectFocusOn(page, codesTable(page).getByRole('button', { name: inLang(testInfo, { en: 'Modify the code M', fr: 'Modifier le code M' }), exact: true }));
  // Modifying a code in its dialog: focus comes back to its Modify.
  await tabTo(page, modifyA);
  await page.keyboard.press('Enter');
  const modifyDialog = page.getByRole('dialog', { name: inLang(testInfo, { en: 'Modify the code A', fr: 'Modifier le code A' }) });
  const labelEnOfA = modifyDialog.getByRole('textbox', { name: w.labelEn });
  await tabTo(page, labelEnOfA);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Yearly');
  await tabTo(page, modifyDialog.getByRole('button', { name: inLang(testInfo, { en: 'Apply the changes', fr: 'Appliquer les modifications' }) }));
  await page.keyboard.press('Enter');
  await expect(modifyDialog).toBeHidden();
  await expectFocusOn(page, modifyA, 'Modify the code A');
  await expectAnnounced(page, inLang(testInfo, { en: 'The code A was modified.', fr: 'Le code A a été modifié.' }));
  await expect(codesTable(page).getByRole('row', { name: /^A\b/ })).toContainText('Yearly');
  // Removing the last row: focus goes to the row now last, on the same button.
  await tabTo(page, codesTable(page).getByRole('button', { name: inLang(testInfo, { en: 'Remove the code X', fr: 'Retirer le code X' }), exact: true }));
  await page.keyboard.press('Enter');
  await expectFocusOn(page, codesTable(page).getByRole('button', { name: inLang(testInfo, { en: 'Remove the code M1', fr: 'Retirer le code M1' }), exact: true }), 'the next row’s Remove');
  await expectAnnounced(page, inLang(testInfo, { en: 'The code X was removed.', fr: 'Le code X a été retiré.' }));
  await expect(codesTable(page).getByRole('row')).toHaveCount(4);

  // Saving without the English label: the error summary takes focus and leads to the field.
  await tabTo(page, page.getByRole('button', { name: w.save }));
  await page.keyboard.press('Enter');
  const summary = page.getByRole('region', { name: inLang(testInfo, { en: 'You have errors in this form.', fr: 'Vous avez des erreurs dans ce formulaire.' }) });
  await expect(summary).toBeFocused();
  const missing = summary.getByRole('link');
  await expect(missing).toHaveText([
    inLang(testInfo, { en: 'The property Label (English) is required.', fr: 'La propriété Libellé (anglais) est obligatoire.' }),
  ]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(missing).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: w.labelEn })).toBeFocused();
  await page.keyboard.type(`Frequencies ${run}`);
  await tabTo(page, page.getByRole('button', { name: w.save }));
  await page.keyboard.press('Enter');

  // The list's page, its heading focused, the save said: its codes, M1 under M, never published.
  await expect(page).toHaveURL(new RegExp(`/codelists/${id}$`));
  await expectNewPage(page, labelFr);
  await expectWriteAnnounced(page, w.saved(id));
  const general = page.getByRole('region', { name: w.general });
  await expect(general).toContainText(w.neverPublished);
  const codes = codesGrid(page);
  await expect(codes.getByRole('row')).toHaveCount(4);
  await expect(codes.getByRole('row', { name: 'A', exact: true })).toContainText('Annuelle');
  await expect(codes.getByRole('row', { name: 'X', exact: true })).toHaveCount(0);
  await expect(codes.getByRole('row', { name: 'M', exact: true })).toContainText('Mensuelle');
  await expect(codes.getByRole('row', { name: 'M1', exact: true }).getByRole('gridcell')).toHaveText(['Janvier', 'M']);
  await expectNoAxeViolations(page);

  // M1 under M: the codes also show as their hierarchy, a tree read a level at a time, by keyboard.
  await tabTo(page, page.getByRole('radio', { name: inLang(testInfo, { en: 'As a table', fr: 'En tableau' }) }));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const tree = page.getByRole('treegrid', { name: 'Codes' });
  await expect(tree.getByRole('row')).toHaveCount(2);
  await tabTo(page, tree.getByRole('row').first());
  await page.keyboard.press('ArrowDown');
  await expectFocusOn(page, tree.getByRole('row', { name: inLang(testInfo, { en: 'M – Monthly', fr: 'M – Mensuelle' }) }), 'the code M');
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('row', { name: inLang(testInfo, { en: 'M1 – January', fr: 'M1 – Janvier' }) })).toHaveAttribute('aria-level', '2');
  await expectNoAxeViolations(page);

  // Publish, once confirmed.
  await tabTo(page, page.getByRole('button', { name: w.publish }));
  await page.keyboard.press('Enter');
  const publishDialog = page.getByRole('alertdialog', { name: w.publish, exact: true });
  await expect(publishDialog).toContainText(inLang(testInfo, { en: `the code list ${id}`, fr: `la liste de codes ${id}` }));
  await expect(publishDialog.getByRole('button', { name: w.cancel })).toBeFocused();
  await tabTo(page, publishDialog.getByRole('button', { name: w.publish }));
  await page.keyboard.press('Enter');
  await expect(publishDialog).toBeHidden();
  await expect(general).toContainText(w.published);
  await expect(general).not.toContainText(w.neverPublished);
  await expect(page.getByRole('button', { name: w.publish })).toHaveCount(0);
  // Its button gone, the page starts again at its heading; the toast names the list.
  await expectFocusOn(page, page.getByRole('heading', { level: 1, name: labelFr }), 'the list’s heading');
  await expectWriteAnnounced(page, w.publishedToast(id));

  // A published list cannot be deleted: no Delete is offered that would be refused, the reason is
  // said under the actions, and the server still refuses it (1103); the list stays.
  await expect(page.getByRole('button', { name: w.delete })).toHaveCount(0);
  await expect(page.getByText(inLang(testInfo, { en: 'A published code list cannot be deleted.', fr: 'Une liste de codes publiée ne peut pas être supprimée.' }))).toBeVisible();
  await expectNoAxeViolations(page);
  const deletion = await page.request.delete(`/api/codeList/${encodeURIComponent(id)}`);
  expect(deletion.status()).toBe(409);
  expect(await deletion.json()).toEqual(expect.objectContaining({ code: '1103' }));
  await page.reload();
  await expectFirstPage(page, labelFr);
  await expect(general).toContainText(w.published);

  // A partial list from this one keeps two of its three codes, found by the picker's search.
  const partialId = `CL_${run}_P`;
  await tabTo(page, page.getByRole('link', { name: inLang(testInfo, { en: 'New partial list from this one', fr: 'Nouvelle liste partielle à partir de celle-ci' }) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/codelists/partial/create\\?parent=${id}$`));
  await expectNewPage(page, w.newPartialTitle);
  // The parent, searched on the server like any reference, shows chosen by its label.
  await expect(page.getByRole('combobox', { name: inLang(testInfo, { en: 'Parent list', fr: 'Liste parente' }) })).toHaveValue(`${labelFr} (${id})`);
  await fillListFields(page, testInfo, { id: partialId, labelFr: `Partielle ${run}`, labelEn: `Partial ${run}` });
  const picker = page.getByRole('group', { name: inLang(testInfo, { en: 'Codes kept from the parent list', fr: 'Codes repris de la liste parente' }) });
  const choices = picker.getByRole('grid');
  for (const [search, code] of [['annuelle', 'A'], ['janvier', 'M1']] as const) {
    await tabTo(page, picker.getByRole('searchbox'));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(search);
    const row = choices.getByRole('row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(code);
    await tabTo(page, row);
    await page.keyboard.press('Space');
    await expect(row).toHaveAttribute('aria-selected', 'true');
  }
  await expect(picker.getByRole('status').filter({ hasText: /selected|sélectionnés/ })).toHaveText(
    inLang(testInfo, { en: '2 of 3 selected', fr: '2 sélectionnés sur 3' }),
  );
  await tabTo(page, page.getByRole('button', { name: w.save }));
  await page.keyboard.press('Enter');

  // The partial list's page names its parent, with a link, and holds the two codes.
  await expect(page).toHaveURL(new RegExp(`/codelists/partial/${partialId}$`));
  await expectNewPage(page, `Partielle ${run}`);
  await expectWriteAnnounced(page, w.partialSaved(partialId));
  await expect(general.getByRole('link', { name: `${id} – ${labelFr}` })).toHaveAttribute('href', `/codelists/${id}`);
  await expect(codes.getByRole('row')).toHaveCount(3);
  await expect(codes.getByRole('row', { name: 'A', exact: true })).toBeVisible();
  await expect(codes.getByRole('row', { name: 'M1', exact: true })).toBeVisible();
});

test('the quick search and the advanced search find lists, and Enter opens them', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  const id = `CL_${run}`;
  const partialId = `CL_${run}_P`;
  const labelFr = `Catégories éprouvées ${run}`;
  await createList(page, { id, labelLg1: labelFr, labelLg2: `Proven categories ${run}` });
  const partial: PartialCodeListCreate = {
    id: partialId,
    parentId: id,
    labelLg1: `Sélection ${run}`,
    labelLg2: `Selection ${run}`,
    disseminationStatus: 'PublicGenerique',
    codes: ['A'],
  };
  expect((await page.request.post('/api/codeList/partial', { data: partial })).status()).toBe(201);

  // Quick search: words of the label typed without their accents.
  await page.goto('/codelists');
  await expectFirstPage(page, w.codeLists);
  const searchBox = page.getByRole('searchbox', { name: inLang(testInfo, { en: 'Search', fr: 'Rechercher' }) });
  await typeInto(page, searchBox, `eprouvees ${run}`);
  const lists = page.getByRole('grid', { name: w.codeLists });
  await expect(lists.getByRole('row')).toHaveCount(1);
  const found = lists.getByRole('row', { name: labelFr });
  await expect(found).toContainText(id);
  await expect(page).toHaveURL(/\?q=eprouvees/);
  // The address keeps the search, the page stays: focus stays in the box, and the count is said.
  await expectFocusOn(page, searchBox, 'the search box');
  await expectAnnounced(page, inLang(testInfo, { en: '1 result', fr: '1 résultat' }));
  await expectNoAxeViolations(page);
  await tabTo(page, found);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/codelists/${id}$`));
  await expectNewPage(page, labelFr);

  // Advanced search of the partial lists, by label.
  await page.goto('/codelists/partial/search');
  await expectFirstPage(page, inLang(testInfo, { en: 'Search partial code lists', fr: 'Rechercher des listes de codes partielles' }));
  await typeInto(page, page.getByRole('textbox', { name: inLang(testInfo, { en: 'Label', fr: 'Libellé' }) }), `selection ${run}`);
  const searchButton = page.getByRole('button', { name: inLang(testInfo, { en: 'Search', fr: 'Rechercher' }), exact: true });
  await tabTo(page, searchButton);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/label=selection/);
  // Only the query changed: focus stays on Search.
  await expectFocusOn(page, searchButton, 'Search');
  const results = page.getByRole('grid', { name: inLang(testInfo, { en: 'Partial code lists', fr: 'Listes de codes partielles' }) });
  const result = results.getByRole('row', { name: new RegExp(`Sélection ${run}`) });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(result).toContainText(partialId);
  await expectNoAxeViolations(page);
  await tabTo(page, result);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/codelists/partial/${partialId}$`));
  await expectNewPage(page, `Sélection ${run}`);
});

test('a list never published is deleted: the toast names it, and the lists take focus at their heading', async ({ page }, testInfo) => {
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  const id = `CL_${run}`;
  const labelFr = `Éphémère ${run}`;
  await createList(page, { id, labelLg1: labelFr, labelLg2: `Short-lived ${run}` });

  await page.goto(`/codelists/${id}`);
  await expectFirstPage(page, labelFr);
  const remove = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: w.delete });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: w.delete, exact: true });
  await expect(dialog).toContainText(inLang(testInfo, { en: `the code list ${id}`, fr: `la liste de codes ${id}` }));
  await expectFocusOn(page, dialog.getByRole('button', { name: w.cancel }), 'Cancel, the safe choice');
  await tabTo(page, dialog.getByRole('button', { name: w.delete }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/codelists$/);
  await expectNewPage(page, w.codeLists);
  await expectWriteAnnounced(page, w.deleted(id));
  await expectNoAxeViolations(page);
  expect((await page.request.get(`/api/codeList/${id}`)).status()).toBe(404);
});

test('a list is exported as SDMX-ML, SDMX-JSON and SKOS with the keyboard; each file reads back with its codes', async ({ page }, testInfo) => {
  const say = (en: string, fr: string) => inLang(testInfo, { en, fr });
  await page.goto('/codelists/CL_FREQ');
  await expectFirstPage(page, 'Fréquence');
  const exportButton = page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: say('Export', 'Exporter'), exact: true });
  await tabTo(page, exportButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: say('Export the code list', 'Exporter la liste de codes') });
  const confirm = dialog.getByRole('button', { name: say('Export', 'Exporter'), exact: true });
  await expect(dialog.getByRole('radio', { name: 'SDMX-ML 3.0 (.xml)' })).toBeChecked();
  await expectNoAxeViolations(page);

  /** Export pressed with the keyboard: the file saved, its name said in the dialog, its text. */
  const exported = async (fileName: string) => {
    const downloading = page.waitForEvent('download');
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(fileName);
    await expectAnnounced(page, say(`Saved as ${fileName}.`, `Enregistré sous ${fileName}.`));
    return readFile(await download.path(), 'utf8');
  };

  const xml = await exported('CL_FREQ.xml');
  expect(xml).toContain('<str:Codelist urn="urn:sdmx:org.sdmx.infomodel.codelist.Codelist=FR1:CL_FREQ(1.0)"');
  expect(xml).toContain('<com:Name xml:lang="fr">Fréquence</com:Name>');
  expect(xml.match(/<str:Code /g)).toHaveLength(15);

  await tabTo(page, dialog.getByRole('radio', { name: 'SDMX-ML 3.0 (.xml)' }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'SDMX-JSON 2.0 (.json)' })).toBeChecked();
  const json = JSON.parse(await exported('CL_FREQ.json')) as { data: { codelists: { id: string; names: Record<string, string>; codes: unknown[] }[] } };
  expect(json.data.codelists[0]).toMatchObject({ id: 'CL_FREQ', names: { fr: 'Fréquence' } });
  expect(json.data.codelists[0]?.codes).toHaveLength(15);

  await tabTo(page, dialog.getByRole('radio', { name: 'SDMX-JSON 2.0 (.json)' }));
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: say('SKOS in Turtle (.ttl)', 'SKOS en Turtle (.ttl)') })).toBeChecked();
  const turtle = await exported('CL_FREQ.ttl');
  expect(turtle).toContain('<http://id.insee.fr/codes/CL_FREQ>\n    a skos:ConceptScheme');
  expect(turtle).toContain('"Fréquence"@fr');
  expect(turtle.match(/ a skos:Concept ;/g)).toHaveLength(15);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, exportButton, 'Export');
});

test('a list is imported from a CSV file with the keyboard: previewed first, a problem found and fixed, then written', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const say = (en: string, fr: string) => inLang(testInfo, { en, fr });
  const id = `CL_IMP_${runId(testInfo).toUpperCase()}`;
  const csv = (rows: string) => ({ name: `${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFFcode;labelLg1;labelLg2;parentCode\n${rows}`, 'utf8') });
  const chooseButton = () => page.getByRole('button', { name: new RegExp(say('Choose a file', 'Choisir un fichier')) });

  // From the lists, Import.
  await page.goto('/codelists');
  await expectFirstPage(page, w.codeLists);
  await activate(page, page.getByRole('group', { name: 'Actions' }).getByRole('link', { name: say('Import', 'Importer'), exact: true }));
  await expect(page).toHaveURL(/\/codelists\/import$/);
  await expectNewPage(page, say('Import code lists', 'Importer des listes de codes'));

  // A CSV whose code points to a broader code it does not hold: the preview says so, nothing is offered to write.
  await chooseFile(page, chooseButton(), csv('T;Total;Total;\nH;Hommes;Men;X\n'));
  await typeInto(page, page.getByRole('textbox', { name: say('Identifier', 'Identifiant'), exact: true }), id);
  await typeInto(page, page.getByRole('textbox', { name: say('Label (first language)', 'Libellé (première langue)') }), `Sexe ${id}`);
  await typeInto(page, page.getByRole('textbox', { name: say('Label (second language)', 'Libellé (seconde langue)') }), `Sex ${id}`);
  const previewButton = page.getByRole('button', { name: say('Preview', 'Aperçu'), exact: true });
  await activate(page, previewButton);
  const previewHeading = page.getByRole('heading', { level: 2, name: say('Preview', 'Aperçu') });
  await expectFocusOn(page, previewHeading, 'the preview');
  await expect(page.getByRole('main')).toContainText(say('New list', 'Nouvelle liste'));
  await expect(page.getByRole('button', { name: say('Import', 'Importer'), exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Fixed: the preview is clean, Import writes the list, and leads to it.
  await chooseFile(page, chooseButton(), csv('T;Total;Total;\nH;Hommes;Men;T\nF;Femmes;Women;T\n'));
  await activate(page, previewButton);
  await expectFocusOn(page, previewHeading, 'the preview');
  await expect(page.getByRole('main')).toContainText(say('No problem found: press Import to write these lists.', 'Aucun problème trouvé\u00a0: appuyez sur Importer pour enregistrer ces listes.'));
  await activate(page, page.getByRole('button', { name: say('Import', 'Importer'), exact: true }));
  await expectWriteAnnounced(page, say('1 code list imported.', '1 liste de codes importée.'));
  await expectFocusOn(page, page.getByRole('heading', { level: 2, name: say('Imported lists', 'Listes importées') }), 'the imported lists');
  await activate(page, page.getByRole('link', { name: new RegExp(id) }));
  await expectPage(page, `Sexe ${id}`);
  await expect(codesGrid(page).getByRole('row')).toHaveCount(4);
  const imported = await page.request.get(`/api/codeList/${id}/codes?per_page=0`);
  expect((await imported.json()).items).toEqual([
    expect.objectContaining({ code: 'T', labelLg1: 'Total', parentCode: null }),
    expect.objectContaining({ code: 'H', labelLg1: 'Hommes', labelLg2: 'Men', parentCode: 'T' }),
    expect.objectContaining({ code: 'F', labelLg1: 'Femmes', labelLg2: 'Women', parentCode: 'T' }),
  ]);
});

test('leaving a form with unsaved changes asks first; staying keeps them', async ({ page }, testInfo) => {
  test.setTimeout(60_000);
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  const id = `CL_${run}`;
  await createList(page, { id, labelLg1: `Modes ${run}`, labelLg2: `Modes ${run}` });

  await page.goto(`/codelists/${id}/modify`);
  const label = page.getByRole('textbox', { name: w.labelEn });
  await expect(label).toHaveValue(`Modes ${run}`);
  await tabTo(page, label);
  await page.keyboard.press('End');
  await page.keyboard.type(' (edited)');
  const menuLink = page.getByRole('navigation', { name: w.codeLists }).getByRole('link', { name: w.codeLists, exact: true });
  const question = page.getByRole('alertdialog', { name: inLang(testInfo, { en: 'Unsaved changes', fr: 'Modifications non enregistrées' }) });
  const stay = question.getByRole('button', { name: inLang(testInfo, { en: 'Stay on this page', fr: 'Rester sur cette page' }) });

  await tabTo(page, menuLink);
  await page.keyboard.press('Enter');
  await expect(question).toBeVisible();
  await expectFocusOn(page, stay, 'Stay on this page');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/codelists/${id}/modify$`));
  await expect(label).toHaveValue(`Modes ${run} (edited)`);
  // Staying: focus goes back to the link that asked to leave.
  await expectFocusOn(page, menuLink, 'the menu link');

  await tabTo(page, menuLink);
  await page.keyboard.press('Enter');
  await expect(stay).toBeFocused();
  await tabTo(page, question.getByRole('button', { name: inLang(testInfo, { en: 'Leave without saving', fr: 'Quitter sans enregistrer' }) }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/codelists$/);
  await expectNewPage(page, w.codeLists);
  // Nothing was saved.
  const saved = (await (await page.request.get(`/api/codeList/${id}`)).json()) as { labelLg2: string };
  expect(saved.labelLg2).toBe(`Modes ${run}`);
});

test.describe('permissions, signed in with OpenID Connect (default role matrix)', () => {
  // One provider and one application for both journeys: they run one after the other.
  test.describe.configure({ mode: 'serial' });
  let stack: SignInStack;
  test.beforeAll(async () => {
    // Starting a server migrates and seeds a fresh database: slow on a busy machine.
    test.setTimeout(90_000);
    stack = await startSignInStack();
  });
  test.afterAll(async () => {
    await stack?.stop();
  });

  const signIn = (page: Page, login: string) => signInForToken(page, stack, login);
  /** A 403 with the API's error body: `{code, message}`, in words. */
  const expectRefusal = async (response: Pick<APIResponse, 'status' | 'json'>) => {
    expect(response.status()).toBe(403);
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    expect(body).toEqual(expect.objectContaining({ code: expect.any(String), message: expect.stringMatching(/\w+ \w+/) }));
  };

  test('a reader is offered no write, only Export, is not allowed on the forms, and the server refuses their writes', async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    const w = wordsFor(testInfo);
    const token = await signIn(page, 'reader');
    // A seeded list never published: Modify, Publish and Delete would all be offered to a manager.
    await page.goto(`${stack.app.url}/codelists/CL_ACCESS_RIGHTS`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Droits d'accès");
    await expect(page.getByRole('region', { name: w.general })).toContainText(w.neverPublished);
    await expect(codesGrid(page).getByRole('row')).toHaveCount(2);
    const actions = page.getByRole('group', { name: 'Actions' });
    const back = actions.getByRole('link', { name: inLang(testInfo, { en: 'Back to the lists', fr: 'Retour aux listes' }) });
    await expect(back).toBeVisible();
    await expect(actions.getByRole('link', { name: w.modify })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: inLang(testInfo, { en: 'New partial list from this one', fr: 'Nouvelle liste partielle à partir de celle-ci' }) })).toHaveCount(0);
    // Reading is all they may do: Export, which only reads, is their one button.
    await expect(actions.getByRole('button')).toHaveText([inLang(testInfo, { en: 'Export', fr: 'Exporter' })]);

    // The server refuses the reader's writes, whatever the page shows.
    await expectRefusal(await page.request.put(`${stack.app.url}/api/codeList/CL_FREQ/validate`, { headers: { authorization: token } }));
    const deletion = await page.evaluate(async (authorization) => {
      const response = await fetch('/api/codeList/CL_FREQ', { method: 'DELETE', headers: { authorization } });
      return { status: response.status, body: (await response.json()) as unknown };
    }, token);
    await expectRefusal({ status: () => deletion.status, json: () => Promise.resolve(deletion.body) });

    await tabTo(page, back);
    await page.keyboard.press('Enter');
    await expectNewPage(page, w.codeLists);
    await expect(page.getByRole('grid', { name: w.codeLists }).getByRole('row', { name: 'Fréquence' })).toBeVisible();
    await expect(page.getByRole('link', { name: w.newList, exact: true })).toHaveCount(0);

    for (const screen of ['/codelists/CL_FREQ/modify', '/codelists/create']) {
      await page.goto(`${stack.app.url}${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.notAllowed);
      await expect(page.getByRole('textbox')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    // And the list is still there.
    expect((await page.request.get(`${stack.app.url}/api/codeList/CL_FREQ`, { headers: { authorization: token } })).status()).toBe(200);
  });

  test('a code list manager may modify their own lists, and (UPDATE is ALL for the role) the others too', async ({ page }, testInfo) => {
    const w = wordsFor(testInfo);
    const run = runId(testInfo);
    const id = `CL_${run}`;
    const token = await signIn(page, 'codelists');
    // Created without owner: the server makes the user's stamp its owner.
    await createList(page, { id, labelLg1: `Liste ${run}`, labelLg2: `List ${run}` }, { origin: stack.app.url, token });

    await page.goto(`${stack.app.url}/codelists/${id}`);
    await expect(page.getByRole('region', { name: w.general })).toContainText('DG75-H250');
    await expect(page.getByRole('link', { name: w.modify })).toBeVisible();
    // Owned by DG75-L201; the committed matrix grants the role UPDATE on every list, so Modify shows.
    await page.goto(`${stack.app.url}/codelists/CL_ACCESS_RIGHTS`);
    await expect(page.getByRole('region', { name: w.general })).toContainText('DG75-L201');
    await expect(page.getByRole('link', { name: w.modify })).toBeVisible();
  });
});
