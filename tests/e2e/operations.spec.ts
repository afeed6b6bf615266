import type { Page } from '@playwright/test';
import type { Operation } from '@atelier/contracts';
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expectAnnounced, expectFocusOn, expectWriteAnnounced } from '../support/focus.ts';
import { chooseOption, tabTo, typeInto } from '../support/keyboard.ts';
import { inLang } from '../support/locale.ts';
import {
  actionsOf,
  activate,
  choosePublicStatus,
  createFamilyAndSeries,
  createRecord,
  expectOpenedPage,
  expectPage,
  fact,
  moduleMenu,
  openPublishDialog,
  publishRecord,
  runId,
  saveForm,
  selectOption,
  typeTitles,
  wordsFor,
  type Words,
} from '../support/operations.ts';

// The operations module (families, series, operations, indicators), operated with the keyboard, in
// the demo mode (every visitor is the administrator, stamp DG75-L201). Both projects run at once
// against one server: every record a journey creates carries the project's language and the time
// in its titles. Each page change leaves focus on the new page's heading with its title said, and
// each write says what it did to which record.

/** Opens a list of the module from its menu (a link outside the page's content: focus moves on to the list's heading). */
async function openFromMenu(page: Page, w: Words, link: string): Promise<void> {
  await activate(page, moduleMenu(page, w).getByRole('link', { name: link, exact: true }));
  await expectPage(page, link);
}

test('an admin creates a family and a series in it, is told to publish the family first, then publishes both', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  const family = { fr: `Famille ${run}`, en: `Family ${run}` };
  const series = { fr: `Série ${run}`, en: `Series ${run}` };

  // From the home page to the module, which opens on its series, then to its families.
  await page.goto('/');
  await activate(page, page.getByRole('link', { name: new RegExp(`^${w.operations}`) }));
  await expect(page).toHaveURL(/\/operations\/series$/);
  await expectPage(page, w.series);
  await openFromMenu(page, w, w.families);
  await expectNoAxeViolations(page);

  // A new family: its titles and dissemination status; its owner is the user's stamp.
  await activate(page, page.getByRole('link', { name: w.newFeminine, exact: true }));
  await expect(page).toHaveURL(/\/operations\/families\/create$/);
  await expectPage(page, w.newFamily);
  await typeTitles(page, w, family);
  await choosePublicStatus(page, w);
  await expect(page.getByRole('button', { name: new RegExp(w.owner) })).toContainText('DG75-L201');
  await expectNoAxeViolations(page);
  const familyId = await saveForm(page, w, '/operations/family');

  const general = page.getByRole('region', { name: w.general });
  const toolbar = actionsOf(page);
  await expectWriteAnnounced(page, w.written('family', family.fr, 'saved'));
  await expectPage(page, family.fr, toolbar.getByRole('link', { name: inLang(testInfo, { en: 'Back to the families', fr: 'Retour aux familles' }) }));
  await expect(fact(general, inLang(testInfo, { en: 'Identifier', fr: 'Identifiant' }))).toHaveText(familyId);
  await expect(fact(general, w.publicationState)).toHaveText(w.neverPublished('feminine'));
  await expect(fact(general, w.owner)).toHaveText('DG75-L201');
  await expect(page.getByRole('region', { name: w.usedBy })).toContainText(w.nobodyUsesIt);
  await expectNoAxeViolations(page);

  // A new series: saved empty first, the error summary takes focus and leads to the family.
  await openFromMenu(page, w, w.series);
  await activate(page, page.getByRole('link', { name: w.newFeminine, exact: true }));
  await expect(page).toHaveURL(/\/operations\/series\/create$/);
  await expectPage(page, w.newSeries);
  await activate(page, page.getByRole('button', { name: w.save }));
  const summary = page.getByRole('region', { name: w.formErrors });
  await expectFocusOn(page, summary, 'the error summary');
  await expect(summary.getByRole('link')).toHaveText([w.required(w.family), w.required(w.titleFr), w.required(w.status)]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Enter');
  const familyField = page.getByRole('combobox', { name: w.family });
  await expectFocusOn(page, familyField, 'the family field');
  // The family, found on the server by words of its title. Escape closes the list and keeps the
  // search; the arrow reopens it.
  await page.keyboard.type(run);
  const familyOption = `${family.fr} (${familyId})`;
  await expect(page.getByRole('option', { name: familyOption, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(familyField).toHaveAttribute('aria-expanded', 'false');
  await expect(familyField).toHaveValue(run);
  await page.keyboard.press('ArrowDown');
  await expect(familyField).toHaveAttribute('aria-expanded', 'true');
  await chooseOption(page, page.getByRole('option', { name: familyOption, exact: true }));
  await expect(familyField).toHaveValue(familyOption);
  await typeTitles(page, w, series);
  const survey = inLang(testInfo, { en: 'Survey', fr: 'Enquête' });
  await selectOption(page, page.getByRole('button', { name: new RegExp(w.operationType) }), survey);
  await choosePublicStatus(page, w);
  await expect(page.getByRole('grid', { name: w.owners })).toContainText('DG75-L201');
  await expect(summary).toBeHidden();
  const seriesId = await saveForm(page, w, '/operations/series');

  await expectWriteAnnounced(page, w.written('series', series.fr, 'saved'));
  await expectPage(page, series.fr, toolbar.getByRole('link', { name: inLang(testInfo, { en: 'Back to the series', fr: 'Retour aux séries' }) }));
  const familyLink = general.getByRole('link', { name: family.fr });
  await expect(familyLink).toHaveAttribute('href', `/operations/family/${familyId}`);
  await expect(fact(general, w.operationType)).toHaveText(survey);
  await expect(fact(general, w.publicationState)).toHaveText(w.neverPublished('feminine'));
  await expectNoAxeViolations(page);

  // Publishing the series before its family is refused: the dialog says why (604), as an alert.
  const seriesNamed = inLang(testInfo, { en: `the series “${series.fr}”`, fr: `la série « ${series.fr} »` });
  const refused = await openPublishDialog(page, w, seriesNamed);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === `/api/operations/series/${seriesId}/validate`);
  await activate(page, refused.getByRole('button', { name: w.publish }));
  expect((await answer).status()).toBe(409);
  expect(await (await answer).json()).toEqual(expect.objectContaining({ code: '604' }));
  const refusal = refused.getByRole('alert');
  await expect(refusal).toContainText(w.notPublished);
  await expect(refusal).toContainText(
    inLang(testInfo, { en: 'Publish the family of this series first.', fr: 'Publiez d’abord la famille de cette série.' }),
  );
  // Publishing again would be refused the same way: the dialog links to the family and offers only
  // Close, which takes focus in place of Publish.
  await expect(refusal.getByRole('link', { name: inLang(testInfo, { en: `Family ${familyId}`, fr: `Famille ${familyId}` }) })).toHaveAttribute(
    'href',
    `/operations/family/${familyId}`,
  );
  await expect(refused.getByRole('button', { name: w.publish })).toHaveCount(0);
  await expectFocusOn(page, refused.getByRole('button', { name: w.close }).last(), 'Close, in place of Publish');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(refused).toBeHidden();
  await expectFocusOn(page, toolbar.getByRole('button', { name: w.publish }), 'Publish, where the dialog was opened');
  await expect(fact(general, w.publicationState)).toHaveText(w.neverPublished('feminine'));

  // The family, from the series' page: its "Used by" lists the series; published.
  await activate(page, familyLink);
  await expect(page).toHaveURL(new RegExp(`/operations/family/${familyId}$`));
  await expectPage(page, family.fr);
  const usedBy = page.getByRole('region', { name: w.usedBy });
  const seriesItem = usedBy.getByRole('listitem').filter({ hasText: seriesId });
  await expect(seriesItem).toContainText(w.neverPublished('feminine'));
  await publishRecord(
    page,
    w,
    inLang(testInfo, { en: `the family “${family.fr}”`, fr: `la famille « ${family.fr} »` }),
    'feminine',
    w.written('family', family.fr, 'published'),
  );

  // Then the series, from the family's "Used by".
  await activate(page, seriesItem.getByRole('link', { name: series.fr }));
  await expect(page).toHaveURL(new RegExp(`/operations/series/${seriesId}$`));
  await expectPage(page, series.fr);
  await publishRecord(page, w, seriesNamed, 'feminine', w.written('series', series.fr, 'published'));

  // Both published, as the family's page tells too.
  await activate(page, familyLink);
  await expectPage(page, family.fr);
  await expect(fact(general, w.publicationState)).toHaveText(w.published('feminine'));
  await expect(seriesItem).toContainText(w.published('feminine'));
  await expect(seriesItem).not.toContainText(w.neverPublished('feminine'));
  await expectNoAxeViolations(page);
});

test('an operation of a series (its year an integer) and an indicator produced from it show on the series’ page', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  const { seriesId, series } = await createFamilyAndSeries(page, run);
  const operation = { fr: `Opération ${run}`, en: `Operation ${run}` };
  const indicator = { fr: `Indicateur ${run}`, en: `Indicator ${run}` };
  const general = page.getByRole('region', { name: w.general });
  const toolbar = actionsOf(page);

  // A new operation: its series (found on the server as one types), titles and year; no owner of its own.
  await page.goto('/operations/operations');
  await expectOpenedPage(page, w.operations);
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('link', { name: w.newFeminine, exact: true }));
  await expect(page).toHaveURL(/\/operations\/operation\/create$/);
  await expectPage(page, w.newOperation);
  const seriesField = page.getByRole('combobox', { name: w.oneSeries });
  await typeInto(page, seriesField, `${run} eprouve`);
  const seriesOption = `${series.fr} (${seriesId})`;
  await chooseOption(page, page.getByRole('option', { name: seriesOption, exact: true }));
  await expect(seriesField).toHaveValue(seriesOption);
  await typeTitles(page, w, operation);
  await typeInto(page, page.getByRole('textbox', { name: w.year }), '2025');
  await choosePublicStatus(page, w);
  await expect(page.getByRole('group', { name: inLang(testInfo, { en: 'Management and dissemination', fr: 'Gestion et diffusion' }) })).toContainText(
    inLang(testInfo, {
      en: 'It has no owner of its own: the owners of the records chosen in “Series” manage it.',
      fr: 'Pas de propriétaire propre : ce sont les propriétaires des éléments choisis dans « Série » qui en ont la charge.',
    }),
  );
  await expectNoAxeViolations(page);
  const operationId = await saveForm(page, w, '/operations/operation');

  await expectWriteAnnounced(page, w.written('operation', operation.fr, 'saved'));
  await expectPage(page, operation.fr, toolbar.getByRole('link', { name: inLang(testInfo, { en: 'Back to the operations', fr: 'Retour aux opérations' }) }));
  await expect(general.getByRole('link', { name: series.fr })).toHaveAttribute('href', `/operations/series/${seriesId}`);
  await expect(fact(general, w.year)).toHaveText('2025');
  await expect(fact(general, w.publicationState)).toHaveText(w.neverPublished('feminine'));
  await expectNoAxeViolations(page);
  // Stored as a number, not as text.
  const stored = (await (await page.request.get(`/api/operations/operation/${operationId}`)).json()) as Operation;
  expect(stored.year).toBe(2025);

  // A new indicator, produced from the series, picked in its searchable list.
  await openFromMenu(page, w, w.indicators);
  await expectNoAxeViolations(page);
  await activate(page, page.getByRole('link', { name: w.newMasculine, exact: true }));
  await expect(page).toHaveURL(/\/operations\/indicator\/create$/);
  await expectPage(page, w.newIndicator);
  await typeTitles(page, w, indicator);
  const picker = page.getByRole('group', { name: w.producedFrom });
  await typeInto(page, picker.getByRole('searchbox'), `${run} eprouve`);
  const row = picker.getByRole('grid').getByRole('row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(seriesId);
  await tabTo(page, row);
  await page.keyboard.press('Space');
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expectFocusOn(page, row, 'the chosen series');
  await choosePublicStatus(page, w);
  await expect(page.getByRole('grid', { name: w.owners })).toContainText('DG75-L201');
  await expectNoAxeViolations(page);
  const indicatorId = await saveForm(page, w, '/operations/indicator');

  await expectWriteAnnounced(page, w.written('indicator', indicator.fr, 'saved'));
  await expectPage(page, indicator.fr, toolbar.getByRole('link', { name: inLang(testInfo, { en: 'Back to the indicators', fr: 'Retour aux indicateurs' }) }));
  await expect(fact(general, w.publicationState)).toHaveText(w.neverPublished('masculine'));
  const related = page.getByRole('region', { name: w.relatedRecords });
  const producedFrom = fact(related, w.producedFrom).getByRole('link', { name: series.fr });
  await expect(producedFrom).toHaveAttribute('href', `/operations/series/${seriesId}`);
  await expectNoAxeViolations(page);

  // The series' page lists both under "Used by", each a link to its page.
  await activate(page, producedFrom);
  await expect(page).toHaveURL(new RegExp(`/operations/series/${seriesId}$`));
  await expectPage(page, series.fr);
  const usedBy = page.getByRole('region', { name: w.usedBy });
  const operationItem = usedBy.getByRole('listitem').filter({ hasText: operationId });
  const indicatorItem = usedBy.getByRole('listitem').filter({ hasText: indicatorId });
  await expect(usedBy.getByRole('listitem')).toHaveCount(2);
  await expect(operationItem).toContainText(inLang(testInfo, { en: 'Operation', fr: 'Opération' }));
  await expect(operationItem.getByRole('link', { name: operation.fr })).toHaveAttribute('href', `/operations/operation/${operationId}`);
  await expect(indicatorItem).toContainText(inLang(testInfo, { en: 'Indicator', fr: 'Indicateur' }));
  await expect(indicatorItem.getByRole('link', { name: indicator.fr })).toHaveAttribute('href', `/operations/indicator/${indicatorId}`);
  await expectNoAxeViolations(page);
  await activate(page, operationItem.getByRole('link', { name: operation.fr }));
  await expectPage(page, operation.fr);
});

test('a series just created in its form is offered by an indicator’s “Produced from” at once, without reloading the page', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  const { familyId, family, seriesId } = await createFamilyAndSeries(page, run);
  const series = { fr: `Série nouvelle ${run}`, en: `New series ${run}` };
  const producedFrom = () => page.getByRole('group', { name: w.producedFrom });
  const answers = () => producedFrom().getByRole('grid').getByRole('row');

  // The indicator's form searched first: it offers the series made through the API, and keeps the answer.
  await page.goto('/operations/indicator/create');
  await expectOpenedPage(page, w.newIndicator);
  await typeInto(page, producedFrom().getByRole('searchbox'), run);
  await expect(answers()).toHaveCount(1);
  await expect(answers()).toContainText(seriesId);

  // A new series of the same words, made in its form in the same page (no reload).
  await openFromMenu(page, w, w.series);
  await activate(page, page.getByRole('link', { name: w.newFeminine, exact: true }));
  await expectPage(page, w.newSeries);
  await typeInto(page, page.getByRole('combobox', { name: w.family }), run);
  await chooseOption(page, page.getByRole('option', { name: `${family.fr} (${familyId})`, exact: true }));
  await typeTitles(page, w, series);
  await choosePublicStatus(page, w);
  const newSeriesId = await saveForm(page, w, '/operations/series');
  await expectPage(page, series.fr);

  // The same search in a new indicator's form offers it: the write made the picker's answers stale.
  await openFromMenu(page, w, w.indicators);
  await activate(page, page.getByRole('link', { name: w.newMasculine, exact: true }));
  await expectPage(page, w.newIndicator);
  await typeInto(page, producedFrom().getByRole('searchbox'), run);
  await expect(answers()).toHaveCount(2);
  await expect(answers().filter({ hasText: newSeriesId })).toContainText(series.fr);
});

test('the advanced searches find families, series, operations and indicators on the server, and Enter opens them', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const w = wordsFor(testInfo);
  const run = runId(testInfo);
  const { familyId, seriesId, family, series } = await createFamilyAndSeries(page, run, { series: { typeCode: 'S' } });
  const operation = `Opération éprouvée ${run}`;
  const operationId = await createRecord(page, 'operation', {
    seriesId,
    prefLabelLg1: operation,
    prefLabelLg2: `Proven operation ${run}`,
    year: 2024,
    disseminationStatus: 'PublicGenerique',
  });
  const indicator = `Indicateur éprouvé ${run}`;
  const indicatorId = await createRecord(page, 'indicator', {
    wasGeneratedBy: [seriesId],
    prefLabelLg1: indicator,
    prefLabelLg2: `Proven indicator ${run}`,
    creators: ['DG75-L201'],
    disseminationStatus: 'PublicGenerique',
  });

  /**
   * From a kind's list, its advanced search: the search is sent to the server with the filters
   * (`expected`), kept in the address, and its one result opens with Enter.
   */
  const search = async (
    list: string,
    heading: string,
    fill: () => Promise<void>,
    expected: { path: string; params: Record<string, string>; label: string; id: string; item: string },
  ) => {
    await openFromMenu(page, w, list);
    await activate(page, page.getByRole('link', { name: w.advancedSearch }));
    await expect(page).toHaveURL(new RegExp(`${expected.path}/search$`));
    await expectPage(page, heading);
    await fill();
    const sent = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === `/api${expected.path}` && Object.entries(expected.params).every(([key, value]) => url.searchParams.get(key) === value);
    });
    const searchButton = page.getByRole('form', { name: heading }).getByRole('button', { name: w.search, exact: true });
    await activate(page, searchButton);
    await sent;
    // Only the address's query changed: focus stays on Search, and the count of results is said.
    await expectFocusOn(page, searchButton, 'Search');
    await expectAnnounced(page, inLang(testInfo, { en: '1 result', fr: '1 résultat' }));
    for (const [key, value] of Object.entries(expected.params)) {
      await expect(page).toHaveURL(new RegExp(`[?&]${key}=${encodeURIComponent(value).replace(/%20/g, '(%20|\\+)')}`));
    }
    const results = page.getByRole('region', { name: inLang(testInfo, { en: 'Results', fr: 'Résultats' }) }).getByRole('grid', { name: list });
    const result = results.getByRole('row', { name: new RegExp(expected.label) });
    // The header row, and the one record.
    await expect(results.getByRole('row')).toHaveCount(2);
    await expect(result).toContainText(expected.id);
    await expectNoAxeViolations(page);
    await tabTo(page, result);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${expected.item}/${expected.id}$`));
    await expectPage(page, expected.label);
  };

  // Families, by words of their label typed without accents nor capitals (from the series, the
  // module's first page: the menu then leads to another page).
  await page.goto('/operations');
  await expectOpenedPage(page, w.series);
  await search(
    w.families,
    inLang(testInfo, { en: 'Search families', fr: 'Rechercher des familles' }),
    () => typeInto(page, page.getByRole('textbox', { name: w.label }), `FAMILLE EPROUVEE ${run}`),
    { path: '/operations/families', params: { label: `FAMILLE EPROUVEE ${run}` }, label: family.fr, id: familyId, item: '/operations/family' },
  );

  // Series, by label (in the other language) and operation type.
  await search(
    w.series,
    inLang(testInfo, { en: 'Search series', fr: 'Rechercher des séries' }),
    async () => {
      await typeInto(page, page.getByRole('textbox', { name: w.label }), series.en);
      await selectOption(page, page.getByRole('button', { name: new RegExp(w.operationType) }), inLang(testInfo, { en: 'Survey', fr: 'Enquête' }));
    },
    { path: '/operations/series', params: { label: series.en, typeCode: 'S' }, label: series.fr, id: seriesId, item: '/operations/series' },
  );

  // Operations, by their series, chosen by typing the start of its title in the list.
  await search(
    w.operations,
    inLang(testInfo, { en: 'Search operations', fr: 'Rechercher des opérations' }),
    () => chooseSeries(page, w.oneSeries, series.fr),
    { path: '/operations/operations', params: { seriesId }, label: operation, id: operationId, item: '/operations/operation' },
  );

  // Indicators, by the series they are produced from.
  await search(
    w.indicators,
    inLang(testInfo, { en: 'Search indicators', fr: 'Rechercher des indicateurs' }),
    () => chooseSeries(page, w.producedFrom, series.fr),
    { path: '/operations/indicators', params: { wasGeneratedBy: seriesId }, label: indicator, id: indicatorId, item: '/operations/indicator' },
  );
});

/**
 * In a search form, a series found on the server by words of its title typed in the field (a kind may
 * hold thousands), reached with the arrow keys and chosen with Enter.
 */
async function chooseSeries(page: Page, label: string, title: string): Promise<void> {
  const field = page.getByRole('combobox', { name: label, exact: true });
  await typeInto(page, field, title);
  await chooseOption(page, page.getByRole('option', { name: new RegExp(`^${title} \\(`) }));
  await expect(field).toHaveValue(new RegExp(`^${title} \\(`));
}
