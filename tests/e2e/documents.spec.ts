import { readFile } from 'node:fs/promises';
import type { Locator, Page, Request, TestInfo } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectAnnounced, expectFocusOn, expectNewPage, expectWriteAnnounced } from '../support/focus.ts';
import { chooseFile, tabTo, typeInto } from '../support/keyboard.ts';
import { inLang } from '../support/locale.ts';
import { actionsOf, activate, expectOpenedPage, expectPage, fact, moduleMenu, runId, selectOption, typeTitles, wordsFor } from '../support/operations.ts';

// Documents and links of the operations module, operated with the keyboard in the demo mode: a
// document created with its file, downloaded, its file replaced; a link; the one list of both,
// toggled and searched. Every title carries the project's run, so both projects share the server.
// Each page change leaves focus on the new page's heading with its title said; each write says what
// it did to which record.

/** The words of these screens (app/src/locales/fr/{operations,records}.po), in the project's language. */
function documentWords(testInfo: TestInfo) {
  const say = (en: string, fr: string) => inLang(testInfo, { en, fr });
  return {
    documentsAndLinks: say('Documents and links', 'Documents et liens'),
    documents: say('Documents', 'Documents'),
    links: say('Links', 'Liens'),
    show: say('Show', 'Afficher'),
    newDocument: say('New document', 'Nouveau document'),
    newLink: say('New link', 'Nouveau lien'),
    language: say('Language', 'Langue'),
    french: say('French', 'Français'),
    english: say('English', 'Anglais'),
    updateDate: say('Update date', 'Date de mise à jour'),
    file: say('File', 'Fichier'),
    url: 'URL',
    chooseFile: say('Choose a file', 'Choisir un fichier'),
    chosenLabel: say('Chosen file:', 'Fichier choisi :'),
    chosen: (name: string) => say(`Chosen file: ${name}`, `Fichier choisi : ${name}`),
    notTaken: (name: string) => say(`The file ${name} was not taken.`, `Le fichier ${name} n’a pas été retenu.`),
    badName: say(
      'The file name may only hold letters without accents, digits, dashes and underscores, then an extension (quality-report_2024.pdf).',
      'Le nom du fichier ne peut contenir que des lettres sans accents, des chiffres, des tirets et des tirets bas, puis une extension (rapport-qualite_2024.pdf).',
    ),
    refused: (name: string, reason: string) => say(`“${name}”: ${reason}`, `« ${name} » : ${reason}`),
    download: say('Download the file', 'Télécharger le fichier'),
    replaceFile: say('Replace the file', 'Remplacer le fichier'),
    replace: say('Replace', 'Remplacer'),
    replaceQuestion: (current: string, chosen: string) =>
      say(
        `Replace the file ${current} with ${chosen}? The current file cannot be recovered.`,
        `Remplacer le fichier ${current} par ${chosen} ? Le fichier actuel ne pourra pas être récupéré.`,
      ),
    currentFile: (name: string, size: string) => say(`Current file: ${name} (${size}).`, `Fichier actuel : ${name} (${size}).`),
    badUrl: say('Enter a web address that starts with http:// or https://.', 'Saisissez une adresse web qui commence par http:// ou https://.'),
    backToList: say('Back to the documents and links', 'Retour aux documents et liens'),
    modifyDocument: (label: string) => say(`Modify the document ${label}`, `Modifier le document ${label}`),
    // The day typed in the date field (day, month, year in both languages), and as the page shows it.
    day: { typed: '15032025', iso: '2025-03-15', shown: say('15 March 2025', '15 mars 2025') },
    kB: (size: string) => say(`${size} kB`, `${size.replace('.', ',')} ko`),
  };
}

/** A pattern matching the text, whatever spaces separate its words (French puts narrow no-break spaces before units). */
const loose = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*');

/** A file of `size` bytes of text, named `name`. */
function textFile(name: string, size: number, line: string) {
  const text = `${line}\n`.repeat(Math.ceil(size / (line.length + 1))).slice(0, size);
  return { name, mimeType: name.endsWith('.csv') ? 'text/csv' : 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

/** Types the day in the date field's segments (day, month, year: the interface's order in both languages). */
async function typeDay(page: Page, field: Locator, digits: string): Promise<void> {
  await tabTo(page, field.getByRole('spinbutton').first());
  await page.keyboard.type(digits);
}

/** Writes sent to the documents API: what the form sent, or did not. */
function recordWrites(page: Page): Request[] {
  const writes: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/documents')) writes.push(request);
  });
  return writes;
}

/**
 * Chooses one of a group of toggle buttons: Tab (or Shift+Tab) into the group, the arrow keys to the
 * button, Space to press it. The group is one tab stop.
 */
async function toggleTo(page: Page, group: Locator, target: Locator): Promise<void> {
  const focusIn = (node: Element) => node.contains(document.activeElement);
  // Focus after the group (the search box): Shift+Tab goes back to it.
  const focusAfter = await group.evaluate((node) => Boolean(node.compareDocumentPosition(document.activeElement ?? document.body) & Node.DOCUMENT_POSITION_FOLLOWING));
  for (let press = 0; press < 10 && !(await group.evaluate(focusIn)); press += 1) await page.keyboard.press(focusAfter ? 'Shift+Tab' : 'Tab');
  expect(await group.evaluate(focusIn), 'the group is reached with Tab').toBe(true);
  for (let press = 0; press < 3 && !(await target.evaluate((node) => node === document.activeElement)); press += 1) {
    const after = await target.evaluate((node) => Boolean(node.compareDocumentPosition(document.activeElement ?? node) & Node.DOCUMENT_POSITION_PRECEDING));
    await page.keyboard.press(after ? 'ArrowRight' : 'ArrowLeft');
  }
  await expect(target).toBeFocused();
  await page.keyboard.press('Space');
  await expect(target).toBeChecked();
}

test('a document is created with its file, downloaded, given a new file once confirmed; a bad name is refused before sending', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const d = documentWords(testInfo);
  const run = runId(testInfo);
  const titles = { fr: `Note de méthode ${run}`, en: `Method note ${run}` };
  const first = textFile(`note-${run}.csv`, 1536, `code;libelle;${run}`);
  const second = textFile(`note_${run}_v2.txt`, 2048, `seconde version ${run}`);
  const writes = recordWrites(page);
  const general = page.getByRole('region', { name: w.general });
  const toolbar = actionsOf(page);

  // From the module's menu, the documents and links, then a new document.
  await page.goto('/operations');
  await expectOpenedPage(page, w.series);
  await activate(page, moduleMenu(page, w).getByRole('link', { name: d.documentsAndLinks }));
  await expect(page).toHaveURL(/\/operations\/documents$/);
  await expectPage(page, d.documentsAndLinks);
  await expect(page.getByRole('radiogroup', { name: d.show }).getByRole('radio', { checked: true })).toHaveAccessibleName(d.documentsAndLinks);
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('link', { name: d.newDocument }));
  await expect(page).toHaveURL(/\/operations\/document\/create$/);
  await expectPage(page, d.newDocument);

  // A name with a space and an accent is refused as it is chosen, with the API's words (362), and
  // announced; nothing is sent.
  const fileGroup = page.getByRole('group', { name: d.file, exact: true });
  const chooseButton = fileGroup.getByRole('button', { name: d.chooseFile });
  const badName = `note de méthode ${run}.csv`;
  await chooseFile(page, chooseButton, textFile(badName, 100, 'x'));
  await expect(fileGroup).toContainText(d.refused(badName, d.badName));
  await expect(fileGroup.getByRole('status')).toHaveText(`${d.notTaken(badName)} ${d.refused(badName, d.badName)}`);
  await expect(chooseButton).toHaveAccessibleDescription(new RegExp(loose(d.badName)));
  await expect(chooseButton).toBeFocused();
  await expect(fileGroup.getByRole('button', { name: inLang(testInfo, { en: 'Remove the file', fr: 'Retirer le fichier' }) })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(writes, 'nothing sent for a refused file').toEqual([]);

  // Titles, language, date, and the file, chosen through the picker.
  await typeTitles(page, w, titles);
  await selectOption(page, page.getByRole('button', { name: new RegExp(d.language) }), d.french);
  await typeDay(page, page.getByRole('group', { name: d.updateDate }), d.day.typed);
  await chooseFile(page, chooseButton, first);
  await expect(fileGroup.getByRole('status')).toHaveText(d.chosen(first.name));
  await expect(fileGroup.locator('p:not([role])').filter({ hasText: d.chosenLabel })).toHaveText(new RegExp(`^${loose(`${d.chosenLabel} ${first.name} (${d.kB('1.5')})`)}`));
  await expect(fileGroup).not.toContainText(d.badName);
  await expectNoAxeViolations(page);

  // Saved: one multipart request with the fields and the file; the document's page opens, focused at
  // its heading, says which document was saved, and shows the file's name and size.
  const created = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/documents/document');
  await activate(page, page.getByRole('button', { name: w.save }), 100);
  const sent = await created;
  expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(page).toHaveURL(/\/operations\/document\/\d+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expectPage(page, titles.fr);
  await expectWriteAnnounced(page, w.written('document', titles.fr, 'saved'));
  await expect(fact(general, inLang(testInfo, { en: 'Identifier', fr: 'Identifiant' }))).toHaveText(id);
  await expect(fact(general, d.language)).toHaveText(d.french);
  await expect(fact(general, d.updateDate)).toHaveText(d.day.shown);
  const fileFact = fact(general, d.file);
  await expect(fileFact).toContainText(first.name);
  await expect(fileFact).toContainText(d.kB('1.5'));
  await expectNoAxeViolations(page);
  expect(writes.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual(['POST /api/documents/document']);
  // Stored as typed (the body the request's multipart carried: Chromium does not show it).
  expect(await (await page.request.get(`/api/documents/document/${id}`)).json()).toEqual(
    expect.objectContaining({ labelLg1: titles.fr, labelLg2: titles.en, lang: 'fr', updatedDate: d.day.iso, file: expect.objectContaining({ name: first.name, size: first.buffer.length }) }),
  );

  // Downloaded with the keyboard: the browser is handed the file under its name, as uploaded.
  const downloading = page.waitForEvent('download');
  const downloadButton = fileFact.getByRole('button', { name: d.download });
  await activate(page, downloadButton);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(first.name);
  await expectFocusOn(page, downloadButton, 'Download the file');
  expect(await readFile(await download.path())).toEqual(first.buffer);

  // Modified: only a new file, confirmed in a dialog that names both files and starts on Cancel.
  await activate(page, toolbar.getByRole('link', { name: w.modify }));
  await expect(page).toHaveURL(new RegExp(`/operations/document/${id}/modify$`));
  await expectNewPage(page, d.modifyDocument(titles.fr));
  await expect(chooseButton).toHaveAccessibleDescription(new RegExp(`^${loose(d.currentFile(first.name, d.kB('1.5')))}`));
  await chooseFile(page, chooseButton, second);
  await expect(fileGroup.getByRole('status')).toHaveText(d.chosen(second.name));
  await activate(page, page.getByRole('button', { name: w.save }), 100);
  const dialog = page.getByRole('alertdialog', { name: d.replaceFile });
  await expect(dialog).toContainText(d.replaceQuestion(first.name, second.name));
  await expectFocusOn(page, dialog.getByRole('button', { name: w.cancel }), 'Cancel, the safe choice');
  await expectNoAxeViolations(page);
  const replaced = page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname === `/api/documents/document/${id}/file`);
  await activate(page, dialog.getByRole('button', { name: d.replace, exact: true }));
  expect((await replaced).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/operations/document/${id}$`));
  await expectPage(page, titles.fr);
  await expectWriteAnnounced(page, w.written('document', titles.fr, 'saved'));
  await expect(fileFact).toContainText(second.name);
  await expect(fileFact).toContainText(d.kB('2'));
  await expect(fileFact).not.toContainText(first.name);
  // Only the file went: the fields were unchanged.
  expect(writes.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([
    'POST /api/documents/document',
    `PUT /api/documents/document/${id}/file`,
  ]);
  const stored = await page.request.get(`/api/documents/document/${id}/file`);
  expect(await stored.body()).toEqual(second.buffer);
  await expectNoAxeViolations(page);
});

test('a link is created once its URL is a web address; the list toggles documents and links and searches them, kept in the address', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const d = documentWords(testInfo);
  const run = runId(testInfo);
  const link = { fr: `Page de diffusion ${run}`, en: `Release page ${run}` };
  const address = `https://www.example.org/diffusion/${run}`;
  const general = page.getByRole('region', { name: w.general });

  // A document of the same run, made through the API, for the list.
  const documentTitle = `Note de diffusion ${run}`;
  const createdDocument = await page.request.post('/api/documents/document', {
    multipart: {
      body: JSON.stringify({ labelLg1: documentTitle, labelLg2: `Release note ${run}`, lang: 'fr', updatedDate: '2024-01-31' }),
      file: { name: `diffusion-${run}.txt`, mimeType: 'text/plain', buffer: Buffer.from(run) },
    },
  });
  expect(createdDocument.status(), await createdDocument.text()).toBe(201);

  // From the list, a new link.
  await page.goto('/operations/documents');
  await expectOpenedPage(page, d.documentsAndLinks);
  await activate(page, page.getByRole('link', { name: d.newLink }));
  await expect(page).toHaveURL(/\/operations\/link\/create$/);
  await expectPage(page, d.newLink);
  await typeTitles(page, w, link);
  await selectOption(page, page.getByRole('button', { name: new RegExp(d.language) }), d.english);
  await typeDay(page, page.getByRole('group', { name: d.updateDate }), d.day.typed);

  // An address without its scheme is refused when the field is left, in words tied to it.
  const urlField = page.getByRole('textbox', { name: d.url, exact: true });
  await typeInto(page, urlField, `www.example.org/diffusion/${run}`);
  await page.keyboard.press('Tab');
  await expect(urlField).toHaveAttribute('aria-invalid', 'true');
  await expect(urlField).toHaveAccessibleDescription(new RegExp(loose(d.badUrl)));
  await expectNoAxeViolations(page);
  // Saved anyway: the error summary takes focus, says what is wrong, leads to the field; nothing is sent.
  const writes = recordWrites(page);
  await activate(page, page.getByRole('button', { name: w.save }), 100);
  const summary = page.getByRole('region', { name: w.formErrors });
  await expectFocusOn(page, summary, 'the error summary');
  await expect(summary.getByRole('link')).toHaveText([
    inLang(testInfo, { en: 'URL: enter a web address that starts with http:// or https://.', fr: 'URL : saisissez une adresse web qui commence par http:// ou https://.' }),
  ]);
  await expectNoAxeViolations(page);
  expect(writes, 'nothing sent with a bad URL').toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, urlField, 'the URL field');
  // Corrected: the message goes as one types.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(address);
  await expect(urlField).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(d.badUrl)).toHaveCount(0);

  const created = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/documents/link');
  await activate(page, page.getByRole('button', { name: w.save }), 100);
  expect((await created).postDataJSON()).toEqual(expect.objectContaining({ labelLg1: link.fr, labelLg2: link.en, url: address, lang: 'en', updatedDate: d.day.iso }));
  await expect(page).toHaveURL(/\/operations\/link\/\d+$/);
  const linkId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expectPage(page, link.fr);
  await expectWriteAnnounced(page, w.written('link', link.fr, 'saved'));
  await expect(fact(general, d.url).getByRole('link', { name: address })).toHaveAttribute('href', address);
  await expect(fact(general, d.language)).toHaveText(d.english);
  await expectNoAxeViolations(page);

  // Back to the list: both kinds, searched on the server by words of the run.
  await activate(page, actionsOf(page).getByRole('link', { name: d.backToList }));
  await expectPage(page, d.documentsAndLinks);
  const listed = page.getByRole('grid', { name: d.documentsAndLinks }).getByRole('row');
  const searched = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/documents' && url.searchParams.get('q') === run && !url.searchParams.has('type');
  });
  const searchBox = page.getByRole('searchbox', { name: w.search });
  await typeInto(page, searchBox, run);
  await searched;
  await expect(page).toHaveURL(new RegExp(`/operations/documents\\?q=${run}$`));
  // The address keeps the search, the page stays: focus stays in the box.
  await expectFocusOn(page, searchBox, 'the search box');
  await expect(listed).toHaveCount(2);
  const documentRow = listed.filter({ hasText: documentTitle });
  const linkRow = listed.filter({ hasText: link.fr });
  await expect(documentRow).toContainText('Document (fr – ');
  await expect(linkRow).toContainText(inLang(testInfo, { en: 'Link (en – ', fr: 'Lien (en – ' }));
  await expectAnnounced(page, inLang(testInfo, { en: '2 results', fr: '2 résultats' }));
  await expectNoAxeViolations(page);

  // Documents only, then links only: the choice joins the search in the address.
  const show = page.getByRole('radiogroup', { name: d.show });
  const onlyDocuments = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/documents' && url.searchParams.get('type') === 'document' && url.searchParams.get('q') === run;
  });
  await toggleTo(page, show, show.getByRole('radio', { name: d.documents, exact: true }));
  await onlyDocuments;
  await expectFocusOn(page, show.getByRole('radio', { name: d.documents, exact: true }), 'the choice made');
  await expect(page).toHaveURL(new RegExp(`[?&]type=document(&|$)`));
  await expect(page).toHaveURL(new RegExp(`[?&]q=${run}(&|$)`));
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(documentTitle);
  const onlyLinks = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/documents' && url.searchParams.get('type') === 'link' && url.searchParams.get('q') === run;
  });
  await toggleTo(page, show, show.getByRole('radio', { name: d.links, exact: true }));
  await onlyLinks;
  await expect(page).toHaveURL(new RegExp(`[?&]type=link(&|$)`));
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(link.fr);
  await expectNoAxeViolations(page);

  // The address holds the list's state: a reload finds it as it was.
  await page.reload();
  await expectOpenedPage(page, d.documentsAndLinks);
  await expect(show.getByRole('radio', { checked: true })).toHaveAccessibleName(d.links);
  await expect(page.getByRole('searchbox', { name: w.search })).toHaveValue(run);
  await expect(listed).toHaveCount(1);

  // Enter on the row opens the link's page.
  await tabTo(page, listed.filter({ hasText: link.fr }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/operations/link/${linkId}$`));
  await expectPage(page, link.fr);
});
