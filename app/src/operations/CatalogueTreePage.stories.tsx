import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { familyKind, operationKind, seriesKind, type AnyKind, type RecordListItem } from '@atelier/contracts';
import { errorResponse, neverAnswered } from '../mocks/handlers.ts';
import { operationsHandlers } from '../mocks/operations.ts';
import { recordFixture } from '../mocks/records.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { CatalogueTreePage } from './CatalogueTreePage.tsx';

/**
 * The families, their series and the series' operations, each level read when its parent is first
 * expanded, from the catalogue of `mocks/operations.ts`: three families; « Enquête Emploi » (s23)
 * holds three series, the labour force survey (s1223) two operations; « Logement » (s60) one series
 * with one operation; « Activité, production et chiffre d’affaires » (s82) one series without any.
 * The route keeps the expanded nodes in the address (`?expanded=`); here, `expanded` gives them.
 */
const meta = {
  title: 'Screens/Operations/CatalogueTreePage',
  component: CatalogueTreePage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/tree' } },
  args: { expanded: [], onExpandedChange: fn() },
  beforeEach({ msw }) {
    msw.use(...operationsHandlers());
  },
} satisfies Meta<typeof CatalogueTreePage>;
export default meta;

type Story = StoryObj<typeof meta>;

const treeName = (fr: boolean) => (fr ? 'Familles, séries et opérations' : 'Families, series and operations');

/** The rows in the page (the tree renders those in sight only). */
const rowsOf = (tree: HTMLElement) => within(tree).queryAllByRole('row');

/** The label of the row that has focus. */
const focusedLabel = () => (document.activeElement?.getAttribute('role') === 'row' ? document.activeElement.textContent : null);

interface Keys {
  keyboard: (text: string) => Promise<void>;
}

/** Presses Down until the row labelled `label` has focus, as a keyboard user goes down to it. */
async function downTo(userEvent: Keys, label: string, maxPresses = 10) {
  for (let press = 0; press < maxPresses && focusedLabel() !== label; press += 1) await userEvent.keyboard('{ArrowDown}');
  await expect(focusedLabel()).toBe(label);
}

/**
 * Driven by the keyboard: Tab enters the tree, End and Home reach its last and first rows, Right
 * expands a family (its series are read then), Down moves, Enter opens an operation's page. Labels
 * are in the interface's language, with their `lang`, sorted as shown.
 */
export const Loaded: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(canvas.getByRole('heading', { level: 1, name: fr ? 'Arborescence des opérations' : 'Operations tree' })).toBeVisible();
    await expect(document.title).toBe(fr ? 'Arborescence des opérations - Atelier' : 'Operations tree - Atelier');
    const tree = await canvas.findByRole('treegrid', { name: treeName(fr) });
    await waitFor(() => expect(rowsOf(tree)).toHaveLength(3));
    await expect(rowsOf(tree).map((row) => row.textContent)).toEqual(
      fr ? ['Activité, production et chiffre d’affaires', 'Enquête Emploi', 'Logement'] : ['Activity, production and turnover', 'Employment survey', 'Housing'],
    );
    await expect(within(tree).getByText(fr ? 'Enquête Emploi' : 'Employment survey')).toHaveAttribute('lang', fr ? 'fr' : 'en');

    await tabTo(userEvent, rowsOf(tree)[0] ?? tree);
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedLabel()).toBe(fr ? 'Logement' : 'Housing'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedLabel()).toBe(fr ? 'Activité, production et chiffre d’affaires' : 'Activity, production and turnover'));

    // A family's series come when it is first expanded.
    await downTo(userEvent, fr ? 'Enquête Emploi' : 'Employment survey');
    await expect(document.activeElement).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(rowsOf(tree)).toHaveLength(3 + 3));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['s23']);
    await expect(within(tree).getByText(fr ? 'Enquête emploi en continu' : 'Labour force survey')).toHaveAttribute('lang', fr ? 'fr' : 'en');

    // Then a series' operations; Enter opens one.
    await downTo(userEvent, fr ? 'Enquête emploi en continu' : 'Labour force survey');
    await expect(document.activeElement).toHaveAttribute('aria-level', '2');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(rowsOf(tree)).toHaveLength(3 + 3 + 2));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['s23', 's1223']);
    await downTo(userEvent, fr ? 'Enquête emploi en continu 2014' : 'Labour force survey 2014');
    await expect(document.activeElement).toHaveAttribute('aria-level', '3');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/operation/s1083');
  },
};

/** Opened from an address that kept two families and a series expanded: their levels are read again at once. */
export const ExpandedFromTheAddress: Story = {
  args: { expanded: ['s23', 's1223', 's60'] },
  play: async ({ canvas, args, globals }) => {
    const fr = isFrenchStory(globals);
    const tree = await canvas.findByRole('treegrid', { name: treeName(fr) });
    // Three families, s23's three series and s1223's two operations, s60's one series.
    await waitFor(() => expect(rowsOf(tree)).toHaveLength(3 + 3 + 2 + 1));
    const operation = within(tree).getByRole('row', { name: fr ? 'Enquête emploi en continu 2015' : 'Labour force survey 2015' });
    await expect(operation).toHaveAttribute('aria-level', '3');
    await expect(within(tree).getByRole('row', { name: fr ? 'Enquête Logement' : 'Housing survey' })).toHaveAttribute('aria-expanded', 'false');
    // The tree reports what the reader changes, not what it was given.
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

/** A series without operations: its chevron goes once that is known, and a status says so. */
export const SeriesWithoutOperations: Story = {
  args: { expanded: ['s82'] },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    const tree = await canvas.findByRole('treegrid', { name: treeName(fr) });
    const label = fr ? 'Élaboration des indicateurs d’activité et de chiffre d’affaires' : 'Computation of activity and turnover indices';
    const series = await within(tree).findByRole('row', { name: label });
    await tabTo(userEvent, rowsOf(tree)[0] ?? tree);
    await downTo(userEvent, label);
    await userEvent.keyboard('{ArrowRight}');
    // The tree's own status (the screen has a live region of its own too).
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(fr ? `« ${label} » ne contient rien.` : `“${label}” contains nothing.`),
    );
    await expect(series).not.toHaveAttribute('aria-expanded');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['s82']);
  },
};

/**
 * A search over the three kinds finds an operation; chosen, the tree opens at it: its family and
 * series (read from the operation and its series) expanded, its row focused.
 */
export const SearchOpensAtAnOperation: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const tree = await canvas.findByRole('treegrid', { name: treeName(fr) });
    await waitFor(() => expect(rowsOf(tree)).toHaveLength(3));
    await typeInto(userEvent, canvas.getByRole('combobox', { name: fr ? 'Trouver dans l’arbre' : 'Find in the tree' }), 'continu 2014');
    const label = fr ? 'Enquête emploi en continu 2014' : 'Labour force survey 2014';
    await screen.findByRole('option', { name: `${label} (${fr ? 'Opération' : 'Operation'})` }, { timeout: 5000 });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const row = await within(tree).findByRole('row', { name: label }, { timeout: 5000 });
    await waitFor(() => expect(row).toHaveFocus());
    await expect(row).toHaveAttribute('aria-level', '3');
    await expect(within(tree).getByRole('row', { name: fr ? 'Enquête Emploi' : 'Employment survey' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The families on their way. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      neverAnswered('/api/operations/families'),
    );
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const tree = await canvas.findByRole('treegrid', { name: treeName(fr) });
    await expect(await within(tree).findByRole('progressbar', { name: fr ? 'Chargement…' : 'Loading…' })).toBeInTheDocument();
  },
};

/** A family's series on their way: a loading row under it. */
export const LoadingAFamily: Story = {
  args: { expanded: ['s23'] },
  beforeEach({ msw }) {
    msw.use(
      neverAnswered('/api/operations/series'),
    );
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const tree = await canvas.findByRole('treegrid', { name: treeName(fr) });
    const name = fr ? 'Chargement du contenu de « Enquête Emploi »…' : 'Loading the contents of “Employment survey”…';
    await expect(await within(tree).findByRole('progressbar', { name })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/operations/families', () => HttpResponse.json([], { headers: { 'x-total-count': '0' } })));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const tree = await canvas.findByRole('treegrid', { name: treeName(fr) });
    await waitFor(() => expect(tree).toHaveTextContent(fr ? 'Aucune famille pour l’instant' : 'No family yet'));
  },
};

/** The families could not be read: the failure says so, and Retry asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/operations/families', () => {
        calls += 1;
        return calls === 1 ? errorResponse('SERVICE_UNAVAILABLE') : undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(fr ? 'Les données n’ont pas pu être chargées.' : 'The data could not be loaded.');
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Réessayer' : 'Retry' }));
    await userEvent.keyboard('{Enter}');
    const tree = await canvas.findByRole('treegrid', { name: treeName(fr) });
    await waitFor(() => expect(rowsOf(tree)).toHaveLength(3));
  },
};

/** A list item of a kind: one parsed with the kind's schema, the others made from it. */
function listItemOf(kind: AnyKind, fields: Record<string, unknown>): RecordListItem {
  const record = recordFixture(kind, { id: 's1', prefLabelLg1: '-', ...fields });
  return kind.schemas.listItem.parse({ ...record, labelLg1: '-', labelLg2: '-' }) as RecordListItem;
}

/**
 * 100 families of 10 series each; the first family's first series (s1011) holds 10,000
 * operations, the others 3. Answered without the generic store, which would build 10,000 records.
 */
function bigCatalogueHandlers() {
  const family = listItemOf(familyKind, {});
  const series = listItemOf(seriesKind, { familyId: 's1' });
  const operation = listItemOf(operationKind, { seriesId: 's1011', year: 2024 });
  const answer = (items: RecordListItem[]) => HttpResponse.json(items, { headers: { 'x-total-count': String(items.length) } });
  const param = (request: Request, name: string) => new URL(request.url).searchParams.get(name) ?? '';
  const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
  return [
    http.get('/api/operations/families', () =>
      answer(range(100).map((number) => ({ ...family, id: `s${number}`, labelLg1: `Famille ${number}`, labelLg2: `Family ${number}` }))),
    ),
    http.get('/api/operations/series', ({ request }) => {
      const familyNumber = Number(param(request, 'familyId').slice(1));
      return answer(
        range(10).map((number) => ({
          ...series,
          id: `s${1000 + familyNumber * 10 + number}`,
          familyId: `s${familyNumber}`,
          labelLg1: `Série ${familyNumber}.${number}`,
          labelLg2: `Series ${familyNumber}.${number}`,
        })),
      );
    }),
    http.get('/api/operations/operations', ({ request }) => {
      const seriesId = param(request, 'seriesId');
      const base = Number(seriesId.slice(1)) * 10_000;
      return answer(
        range(seriesId === 's1011' ? 10_000 : 3).map((number) => ({
          ...operation,
          id: `s${base + number}`,
          seriesId,
          labelLg1: `Opération ${number}`,
          labelLg2: `Operation ${number}`,
        })),
      );
    }),
  ];
}

/**
 * 10,110 nodes at once (100 families, 10 series, 10,000 operations under one of them): only the
 * rows in sight are in the page, and End and Home still go straight to the last and first rows.
 */
export const TenThousandNodes: Story = {
  args: { expanded: ['s1', 's1011'] },
  beforeEach({ msw }) {
    msw.use(...bigCatalogueHandlers());
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const tree = await canvas.findByRole('treegrid', { name: treeName(fr) });
    // 10,000 operations read, sorted and laid out: given time on a busy machine.
    await within(tree).findByRole('row', { name: fr ? 'Opération 1' : 'Operation 1' }, { timeout: 15_000 });
    await expect(rowsOf(tree).length).toBeLessThan(80);
    await tabTo(userEvent, rowsOf(tree)[0] ?? tree);
    await expect(focusedLabel()).toBe(fr ? 'Famille 1' : 'Family 1');
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedLabel()).toBe(fr ? 'Famille 100' : 'Family 100'));
    await expect(rowsOf(tree).length).toBeLessThan(80);
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedLabel()).toBe(fr ? 'Famille 1' : 'Family 1'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(focusedLabel()).toBe(fr ? 'Opération 2' : 'Operation 2'));
  },
};
