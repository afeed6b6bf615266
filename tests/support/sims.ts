import type { Locator, Page, TestInfo } from '@playwright/test';
import type { MsdRubric, SimsRubricInput } from '@atelier/contracts';
import { readZip } from '../../api/src/lib/odf/zip.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect } from './test.ts';
import { inLang, langOf } from './locale.ts';
import type { Caller } from './operations.ts';

// What the journeys of quality reports share: the screens' words in the project's language (from the
// catalogs, app/src/locales/fr/{sims,records}.po), reports made and published through the API for
// journeys about other steps, the outline and the rubrics found as a keyboard user finds them, and
// the OpenDocument an export saves, opened.

/** The words of the quality reports' screens, in the project's language. */
export function simsWordsFor(testInfo: TestInfo) {
  const fr = langOf(testInfo) === 'fr';
  const say = (en: string, frText: string) => inLang(testInfo, { en, fr: frText });
  // Languages as the screens name them (Intl.DisplayNames in the interface's language).
  const language = { fr: say('French', 'français'), en: say('English', 'anglais') };
  return {
    language,
    createReport: say('Create the quality report', 'Créer le rapport qualité'),
    viewReport: say('View the quality report', 'Voir le rapport qualité'),
    newReport: say('New quality report', 'Nouveau rapport qualité'),
    copyFrom: say('Create from an existing quality report', 'Créer à partir d’un rapport qualité existant'),
    copyNoLonger: say(
      'You have started filling in this report: copying another one is no longer offered.',
      'Vous avez commencé à remplir ce rapport : la copie d’un autre rapport n’est plus proposée.',
    ),
    /** How the counter's first sentence starts, whatever the counts. */
    counterOpening: new RegExp(say(`^In ${language.fr}, you have filled`, `^En ${language.fr}, \\d+ rubriques? essentielles? remplies? sur`)),
    /** The counter's sentence for one language (French: the plural follows the count filled, 0 and 1 singular). */
    counter: (lg: 'fr' | 'en', filled: number, total: number) =>
      fr
        ? `En ${language[lg]}, ${filled} ${filled < 2 ? 'rubrique essentielle remplie' : 'rubriques essentielles remplies'} sur ${total}.`
        : `In ${language[lg]}, you have filled ${filled} of ${total} essential ${total === 1 ? 'rubric' : 'rubrics'}.`,
    leftEmpty: (lg: 'fr' | 'en', count: number) =>
      fr
        ? `${count === 1 ? 'La rubrique essentielle non renseignée' : 'Les rubriques essentielles non renseignées'} en ${language[lg]} (${count})`
        : `The essential ${count === 1 ? 'rubric' : 'rubrics'} left empty in ${language[lg]} (${count})`,
    outline: say('Outline of the report', 'Sommaire du rapport'),
    rubrics: say('Rubrics', 'Rubriques'),
    links: (lg: 'fr' | 'en') => say(`Links (${language[lg]})`, `Liens (${language[lg]})`),
    newLink: say('New link', 'Nouveau lien'),
    documents: (lg: 'fr' | 'en') => say(`Documents (${language[lg]})`, `Documents (${language[lg]})`),
    newDocument: say('New document', 'Nouveau document'),
    documentAdded: (id: string) => say(`Document ${id} created and added.`, `Document ${id} créé et ajouté.`),
    chooseFile: say('Choose a file', 'Choisir un fichier'),
    withFiles: say(
      'The report is saved as an OpenDocument text (.odt), or in a ZIP archive with the files of the documents it cites.',
      'Le rapport est enregistré en texte OpenDocument (.odt), ou dans une archive ZIP avec les fichiers des documents qu’il cite.',
    ),
    linkAdded: (id: string) => say(`Link ${id} created and added.`, `Lien ${id} créé et ajouté.`),
    newTerritory: say('New statistical territory', 'Nouveau territoire statistique'),
    modifyTerritory: say('Modify this statistical territory', 'Modifier ce territoire statistique'),
    territoryName: say('Name (French)', 'Nom (français)'),
    included: say('Territories included', 'Territoires inclus'),
    includedChosen: (count: number) => say(`Territories included: ${count} chosen`, `Territoires inclus : ${count} ${count === 1 ? 'choisi' : 'choisis'}`),
    territoryCreated: (name: string) => say(`Statistical territory ${name} created and chosen.`, `Territoire statistique ${name} créé et choisi.`),
    documentedObject: say('Documented object', 'Objet documenté'),
    backToOperation: say('Back to the operation', 'Retour à l’opération'),
    backToSeries: say('Back to the series', 'Retour à la série'),
    /** The report as confirmations name it: by the title of what it documents, in quotes. */
    named: (title: string) => say(`the quality report “${title}”`, `le rapport qualité « ${title} »`),
    publishObjectFirst: say('Publish the object this quality report documents first.', 'Publiez d’abord l’objet que documente ce rapport qualité.'),
    export: say('Export', 'Exporter'),
    exportTitle: say('Export the quality report', 'Exporter le rapport qualité'),
    documentFormat: say('Document (.odt or .zip)', 'Document (.odt ou .zip)'),
    sdmxFormat: say('SDMX-ML 3.0 (reference metadata)', 'SDMX-ML 3.0 (métadonnées de référence)'),
    odtOnly: say('The report is saved as an OpenDocument text (.odt).', 'Le rapport est enregistré en texte OpenDocument (.odt).'),
    savedAs: (fileName: string) => say(`Saved as ${fileName}.`, `Enregistré sous ${fileName}.`),
    close: say('Close', 'Fermer'),
    none: say('None', 'Aucun'),
    backToOutline: say('Back to the outline', 'Retour au sommaire'),
    /** How the form's keyboard help starts. */
    keyboardHelp: say('Keyboard: each rubric starts with a “Back to the outline” link', 'Au clavier : chaque rubrique commence par un lien « Retour au sommaire »'),
    delete: say('Delete', 'Supprimer'),
    deleteQuestion: (name: string) =>
      say(`Do you really want to delete ${name} permanently? This cannot be undone.`, `Voulez-vous vraiment supprimer définitivement ${name} ? Cette action est irréversible.`),
  };
}

export type SimsWords = ReturnType<typeof simsWordsFor>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A rubric's heading, named by its number first ("S.3.7 Zone géographique de référence"). */
export const rubricHeading = (page: Page, idMas: string) => page.getByRole('heading', { name: new RegExp(`^${escaped(idMas)} `) });

/**
 * A rubric's section on a report's page or form: its heading and what follows it (sub-rubrics have
 * their own, after it: a rubric's section holds none).
 */
export const rubricSection = (page: Page, idMas: string) => page.locator('section:not(:has(section))').filter({ has: rubricHeading(page, idMas) });

/**
 * Goes to a rubric through the report's outline, as a keyboard user does: Tab (or Shift+Tab) into the
 * tree (one tab stop), the rubric's number typed to reach its row, Enter; focus is then on the
 * rubric's heading, and Tab goes on with its fields.
 */
export async function goThroughOutline(page: Page, outline: Locator, idMas: string): Promise<void> {
  const focusIn = (node: Element) => node.contains(document.activeElement);
  const focusAfter = await outline.evaluate((node) => Boolean(node.compareDocumentPosition(document.activeElement ?? document.body) & Node.DOCUMENT_POSITION_FOLLOWING));
  for (let press = 0; press < 40 && !(await outline.evaluate(focusIn)); press += 1) await page.keyboard.press(focusAfter ? 'Shift+Tab' : 'Tab');
  expect(await outline.evaluate(focusIn), 'the outline is reached with Tab').toBe(true);
  await page.keyboard.type(idMas);
  await expect(outline.getByRole('row', { name: new RegExp(`^${escaped(idMas)} `) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(rubricHeading(page, idMas)).toBeFocused();
}

/**
 * Waits until the page stops scrolling by itself. Focus reaching a rubric far down lays out the
 * rubrics around it (until then they skip layout, `content-visibility: auto`), and the browser's
 * scroll anchoring moves the page by their real height a frame or more later. A search list open
 * meanwhile is closed by that scroll (react-aria closes a combo box's list whenever the page
 * scrolls) and what was typed is erased: a person looks before typing; the journeys wait until the
 * page has kept still for a quarter of a second.
 */
export async function waitForStillPage(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let since = performance.now();
        let frames = 0;
        const look = (now: number) => {
          if (window.scrollY !== last) {
            last = window.scrollY;
            since = now;
            frames = 0;
          }
          frames += 1;
          if (frames >= 3 && now - since >= 250) resolve();
          else requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }),
  );
}

/** The number of essential rubrics of the metadata structure (the counter's total). */
export async function essentialTotal(page: Page): Promise<number> {
  const msd = (await (await page.request.get('/api/operations/metadataStructureDefinition')).json()) as MsdRubric[];
  return msd.filter((rubric) => rubric.minOccurs === 1 && !rubric.isPresentational).length;
}

/** Creates a report through the API, for journeys about other steps, and answers its identifier. */
export async function createReport(page: Page, target: string, rubrics: SimsRubricInput[], caller: Caller = {}): Promise<string> {
  const response = await page.request.post(`${caller.origin ?? ''}/api/operations/metadataReport`, {
    data: { target, rubrics },
    headers: caller.token ? { authorization: caller.token } : {},
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.text();
}

/** Publishes a record of the operations module through the API (`PUT …/validate`). */
export async function publishThroughApi(page: Page, kind: 'family' | 'series' | 'operation' | 'indicator' | 'metadataReport', id: string): Promise<void> {
  const response = await page.request.put(`/api/operations/${kind}/${id}/validate`);
  expect(response.status(), await response.text()).toBe(200);
}

/** One entry of a ZIP archive (an OpenDocument's `content.xml`, an export's `.odt`), read with the export's own reader (CRC checked). */
export function zipEntry(archive: Buffer, name: string | RegExp): Buffer {
  const entries = readZip(archive);
  const entry = entries.find((candidate) => (typeof name === 'string' ? candidate.name === name : name.test(candidate.name)));
  if (!entry) throw new Error(`no ${String(name)} in the archive, only ${entries.map((candidate) => candidate.name).join(', ')}`);
  return entry.data;
}

/** The text of one entry of a ZIP archive. */
export function zipEntryText(archive: Buffer, name: string | RegExp): string {
  return zipEntry(archive, name).toString('utf8');
}

/**
 * Axe over a report's page or form as it is once scrolled through. Off-screen rubrics skip layout and
 * paint (`content-visibility: auto`, RubricTreeLayout); axe's hit-testing misses what is not painted,
 * and would find every button there obscured (target-size, "1px by 32px"). Laid out whole for the
 * scan, they skip again afterwards.
 */
export async function expectNoAxeViolationsLaidOut(page: Page): Promise<void> {
  const layOut = (whole: boolean) =>
    page.evaluate((laidOut) => {
      document.querySelectorAll<HTMLElement>('section').forEach((section) => {
        if (laidOut && getComputedStyle(section).contentVisibility === 'auto') section.style.contentVisibility = 'visible';
        else if (!laidOut && section.style.contentVisibility === 'visible') section.style.contentVisibility = '';
      });
    }, whole);
  await layOut(true);
  try {
    await expectNoAxeViolations(page);
  } finally {
    await layOut(false);
  }
}
