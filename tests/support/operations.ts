import type { Locator, Page, TestInfo } from '@playwright/test';
import type { FamilyCreate, IndicatorCreate, OperationCreate, SeriesCreate } from '@atelier/contracts';
import { expect } from './test.ts';
import { expectFirstPage, expectFocusOn, expectNewPage, expectWriteAnnounced } from './focus.ts';
import { chooseOption, tabTo, typeInto } from './keyboard.ts';
import { inLang, langOf } from './locale.ts';

// What the journeys of the operations module share: the interface's words in the project's language
// (from the catalogs, app/src/locales/fr/{operations,records,shell}.po), records made through the
// API for journeys about other screens, and the keyboard steps every record's screens have.

/**
 * A short identifier of this project's run, unique among journeys running at once on one server:
 * `en1k2j3h4gx7q` (titles are unique per kind and language, so two runs must never share one).
 */
export const runId = (testInfo: TestInfo) => `${langOf(testInfo)}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** One record of each kind as a noun, and its French gender (app/src/records/catalogue.ts). */
const NOUNS = {
  family: { en: 'Family', fr: 'Famille', gender: 'feminine' },
  series: { en: 'Series', fr: 'Série', gender: 'feminine' },
  operation: { en: 'Operation', fr: 'Opération', gender: 'feminine' },
  indicator: { en: 'Indicator', fr: 'Indicateur', gender: 'masculine' },
  document: { en: 'Document', fr: 'Document', gender: 'masculine' },
  link: { en: 'Link', fr: 'Lien', gender: 'masculine' },
  sims: { en: 'Quality report', fr: 'Rapport qualité', gender: 'masculine' },
} as const;

const OUTCOMES = {
  saved: { en: 'saved', fr: 'enregistré' },
  published: { en: 'published', fr: 'publié' },
  deleted: { en: 'deleted', fr: 'supprimé' },
} as const;

/** The interface's words the journeys look for, in the project's language. */
export function wordsFor(testInfo: TestInfo) {
  const say = (en: string, fr: string) => inLang(testInfo, { en, fr });
  return {
    /**
     * What a write says (its toast), naming the record by its noun and label: "Series “Panel…”
     * published.", « Série « Panel… » publiée. ».
     */
    written: (kind: keyof typeof NOUNS, label: string, outcome: keyof typeof OUTCOMES) => {
      const noun = NOUNS[kind];
      const agreed = `${OUTCOMES[outcome].fr}${noun.gender === 'feminine' ? 'e' : ''}`;
      return say(`${noun.en} “${label}” ${OUTCOMES[outcome].en}.`, `${noun.fr} « ${label} » ${agreed}.`);
    },
    // The module and its kinds (operations.po).
    operations: say('Operations', 'Opérations'),
    families: say('Families', 'Familles'),
    series: say('Series', 'Séries'),
    oneSeries: say('Series', 'Série'),
    indicators: say('Indicators', 'Indicateurs'),
    family: say('Family', 'Famille'),
    year: say('Year', 'Millésime'),
    operationType: say('Operation type', 'Type d’opération'),
    producedFrom: say('Produced from', 'Produit à partir de'),
    shortNameFr: say('Short name (French)', 'Nom court (français)'),
    titleFr: say('Title (French)', 'Intitulé (français)'),
    titleEn: say('Title (English)', 'Intitulé (anglais)'),
    relatedRecords: say('Related records', 'Éléments liés'),
    newFamily: say('New family', 'Nouvelle famille'),
    newSeries: say('New series', 'Nouvelle série'),
    newOperation: say('New operation', 'Nouvelle opération'),
    newIndicator: say('New indicator', 'Nouvel indicateur'),
    // The records framework and the kit (records.po).
    newFeminine: say('New', 'Nouvelle'),
    newMasculine: say('New', 'Nouveau'),
    owner: say('Owner', 'Propriétaire'),
    owners: say('Owners', 'Propriétaires'),
    status: say('Dissemination status', 'Statut de diffusion'),
    publicGeneric: say('Public generic', 'Public générique'),
    publicationState: say('Publication state', 'État de publication'),
    save: say('Save', 'Enregistrer'),
    cancel: say('Cancel', 'Annuler'),
    close: say('Close', 'Fermer'),
    modify: say('Modify', 'Modifier'),
    publish: say('Publish', 'Publier'),
    general: say('General information', 'Informations générales'),
    usedBy: say('Used by', 'Utilisé par'),
    nobodyUsesIt: say('No record uses it.', 'Aucun élément ne l’utilise.'),
    notPublished: say('Not published', 'Non publié'),
    notifications: say('Notifications', 'Notifications'),
    advancedSearch: say('Advanced search', 'Recherche avancée'),
    label: say('Label', 'Libellé'),
    search: say('Search', 'Rechercher'),
    notAllowed: say('Not allowed', 'Accès non autorisé'),
    formErrors: say('You have errors in this form.', 'Vous avez des erreurs dans ce formulaire.'),
    required: (name: string) => say(`The property ${name} is required.`, `La propriété ${name} est obligatoire.`),
    // French agrees the publication state with the record's noun (« une série », « un indicateur »).
    neverPublished: (gender: 'feminine' | 'masculine') =>
      say('Draft (never published)', gender === 'feminine' ? 'Provisoire, jamais publiée' : 'Provisoire, jamais publié'),
    published: (gender: 'feminine' | 'masculine') => say('Published', gender === 'feminine' ? 'Publiée' : 'Publié'),
  };
}

export type Words = ReturnType<typeof wordsFor>;

/** The value of one term of a record's facts ("Publication state" → "Published"). */
export function fact(region: Locator, term: string): Locator {
  return region.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');
}

/** The module's menu. */
export const moduleMenu = (page: Page, w: Words) => page.getByRole('navigation', { name: w.operations });

/** Follows a link (or any control) with Tab and Enter. */
export async function activate(page: Page, target: Locator, maxPresses?: number): Promise<void> {
  await tabTo(page, target, maxPresses);
  await page.keyboard.press('Enter');
}

/**
 * After a page change: the page's title and its document title are the new page's, its heading has
 * focus and its title is said; the keyboard goes on from the top of its content (the first Tab
 * reaches its first action, not the header).
 */
export async function expectPage(page: Page, title: string, firstAction?: Locator): Promise<void> {
  await expect(page).toHaveTitle(`${title} - Atelier`);
  await expectNewPage(page, title);
  if (firstAction) {
    await page.keyboard.press('Tab');
    await expectFocusOn(page, firstAction, 'the page’s first action');
  }
}

/** A page opened by its address, or reloaded: its title and heading; focus stays with the browser, nothing is said. */
export async function expectOpenedPage(page: Page, title: string): Promise<void> {
  await expect(page).toHaveTitle(`${title} - Atelier`);
  await expectFirstPage(page, title);
}

/** The actions of a record's page or form (Back, Modify, Publish…): a named group, each a Tab stop. */
export const actionsOf = (page: Page) => page.getByRole('group', { name: 'Actions' });

/** Chooses an option of a select (a button that opens a list box) with the keyboard. */
export async function selectOption(page: Page, select: Locator, option: string): Promise<void> {
  await activate(page, select);
  await chooseOption(page, page.getByRole('option', { name: option, exact: true }));
  await expect(select).toContainText(option);
}

/** The "Dissemination status" of every form: Public generic. */
export async function choosePublicStatus(page: Page, w: Words): Promise<void> {
  await selectOption(page, page.getByRole('button', { name: new RegExp(w.status) }), w.publicGeneric);
}

/** Types the titles of a record in both languages. */
export async function typeTitles(page: Page, w: Words, titles: { fr: string; en: string }): Promise<void> {
  await typeInto(page, page.getByRole('textbox', { name: w.titleFr }), titles.fr);
  await typeInto(page, page.getByRole('textbox', { name: w.titleEn }), titles.en);
}

/**
 * Saves the form and answers the identifier of the record whose page opens. Save is at the top: from
 * the last fields of a long form (a series'), Shift+Tab goes back through every one of them.
 */
export async function saveForm(page: Page, w: Words, itemPath: string): Promise<string> {
  await activate(page, page.getByRole('button', { name: w.save }), 100);
  await expect(page).toHaveURL(new RegExp(`${itemPath}/[sp]\\d+$`));
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/**
 * Publishes the record of the page: the confirmation names it and starts on Cancel; once done, its
 * state reads "Published", the toast says which record was published (`toast`), the button is gone
 * and the page starts again at its heading.
 */
export async function publishRecord(page: Page, w: Words, named: string, gender: 'feminine' | 'masculine', toast: string): Promise<void> {
  const dialog = await openPublishDialog(page, w, named);
  await activate(page, dialog.getByRole('button', { name: w.publish }));
  await expect(dialog).toBeHidden();
  const general = page.getByRole('region', { name: w.general });
  await expect(fact(general, w.publicationState)).toHaveText(w.published(gender));
  await expectFocusOn(page, page.getByRole('heading', { level: 1 }), 'the record’s heading');
  await expectWriteAnnounced(page, toast);
  await expect(actionsOf(page).getByRole('button', { name: w.publish })).toHaveCount(0);
}

/** Opens the confirmation of Publish: it names the record, and focus starts on the safe choice. */
export async function openPublishDialog(page: Page, w: Words, named: string): Promise<Locator> {
  await activate(page, actionsOf(page).getByRole('button', { name: w.publish }));
  const dialog = page.getByRole('alertdialog', { name: w.publish, exact: true });
  await expect(dialog).toContainText(named);
  await expectFocusOn(page, dialog.getByRole('button', { name: w.cancel }), 'Cancel, the safe choice');
  return dialog;
}

/** Where the API is, and who calls it: the demo server needs no token. */
export interface Caller {
  origin?: string;
  token?: string;
}

type Body = { family: FamilyCreate; series: SeriesCreate; operation: OperationCreate; indicator: IndicatorCreate };

/** Creates a record through the API, for journeys about other screens, and answers its identifier. */
export async function createRecord<K extends keyof Body>(page: Page, kind: K, body: Body[K], caller: Caller = {}): Promise<string> {
  const response = await page.request.post(`${caller.origin ?? ''}/api/operations/${kind}`, {
    data: body,
    headers: caller.token ? { authorization: caller.token } : {},
  });
  expect(response.status(), await response.text()).toBe(201);
  return response.text();
}

/**
 * A family and a series in it, made through the API; the series owned by `owners` (the user's
 * stamp, DG75-L201, by default).
 */
export async function createFamilyAndSeries(
  page: Page,
  run: string,
  options: { owners?: string[]; series?: Partial<SeriesCreate>; caller?: Caller } = {},
): Promise<{ familyId: string; seriesId: string; family: { fr: string; en: string }; series: { fr: string; en: string } }> {
  const family = { fr: `Famille éprouvée ${run}`, en: `Proven family ${run}` };
  // Its title starts with letters a keyboard types as keys (list boxes find options by them).
  const series = { fr: `Panel ${run} éprouvé`, en: `Proven panel ${run}` };
  const familyId = await createRecord(
    page,
    'family',
    { prefLabelLg1: family.fr, prefLabelLg2: family.en, disseminationStatus: 'PublicGenerique' },
    options.caller,
  );
  const seriesId = await createRecord(
    page,
    'series',
    {
      familyId,
      prefLabelLg1: series.fr,
      prefLabelLg2: series.en,
      creators: options.owners ?? ['DG75-L201'],
      disseminationStatus: 'PublicGenerique',
      ...options.series,
    },
    options.caller,
  );
  return { familyId, seriesId, family, series };
}
