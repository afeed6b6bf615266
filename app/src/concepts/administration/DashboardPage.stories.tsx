import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { dashboardHandlers } from '../../mocks/concept-dashboard.ts';
import { readerOf } from '../../mocks/fixtures.ts';
import { signedInAs } from '../../mocks/handlers.ts';
import { withRouter } from '../../mocks/RouterDecorator.tsx';
import { withShell } from '../../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../mocks/story-locale.ts';
import { AdministrationPage } from './AdministrationPage.tsx';
import { dayBefore } from './dashboard-api.ts';
import { DashboardPage } from './DashboardPage.tsx';

/**
 * The concepts administration's dashboard: for concepts and for collections, the counts as of
 * today (by dissemination status, by owner) and the records created or modified since a day
 * (yesterday by default), searched, filtered, sorted and paged on the server. Loading, empty and
 * failed states, and the page refused to those without the administration privilege.
 */
const meta = {
  title: 'Screens/Concepts/Administration dashboard',
  component: DashboardPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts/administration/dashboard' } },
  beforeEach() {
    requested.mockClear();
  },
} satisfies Meta<typeof DashboardPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const requested = fn<(search: string) => void>();

const words = (fr: boolean) => ({
  title: fr ? 'Tableau de bord' : 'Dashboard',
  byStatus: fr ? 'Par statut de diffusion' : 'By dissemination status',
  byOwner: fr ? 'Par propriétaire' : 'By owner',
  modifiedConcepts: fr ? 'Concepts modifiés depuis le jour choisi' : 'Concepts modified since the day chosen',
  createdConcepts: fr ? 'Concepts créés depuis le jour choisi' : 'Concepts created since the day chosen',
  modifiedCollections: fr ? 'Collections modifiées depuis le jour choisi' : 'Collections modified since the day chosen',
  creations: fr ? 'Créations' : 'Creations',
  modifications: 'Modifications',
  filter: fr ? 'Le libellé ou l’identifiant contient' : 'Label or identifier contains',
  collections: 'Collections',
});

/** The data rows of a table (the header row left out). */
const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const rowHeaders = (table: HTMLElement) => dataRows(table).map((row) => within(row).getByRole('rowheader').textContent);

/** The counts in words and numbers, the statuses by their labels; the concepts modified since yesterday, last first. */
export const Concepts: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ onList: requested }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: word.title })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: fr ? /^Bilan au / : /^Summary as of / })).toBeVisible();
    const statuses = await canvas.findByRole('table', { name: word.byStatus });
    const statusRows = () => within(statuses).getAllByRole('row').slice(1).map((row) => row.textContent?.replace(/\s/g, ' '));
    // The statuses by their labels, once their vocabulary is read.
    await waitFor(() => expect(statusRows()[0]).toMatch(fr ? /^Public générique1 102$/ : /^Public generic1,102$/));
    await expect(statusRows()[3]).toBe(fr ? 'Non renseigné5' : 'Not specified5');
    await expect(canvas.queryByText(/PublicGenerique/)).not.toBeInTheDocument();
    const owners = canvas.getByRole('table', { name: word.byOwner });
    await expect(within(owners).getByRole('rowheader', { name: 'DG57-C003' })).toBeVisible();

    // Modified since yesterday (by default), last first, asked of the server.
    const table = await canvas.findByRole('grid', { name: word.modifiedConcepts });
    await waitFor(() => expect(rowHeaders(table)).toEqual(fr ? ['Chômage', 'Emploi', 'Population active'] : ['Unemployment', 'Employment', 'Labour force']));
    await expect(requested).toHaveBeenCalledWith(expect.stringContaining(`modifiedFrom=${dayBefore()}`));
    await expect(requested).toHaveBeenCalledWith(expect.stringContaining('sort=-modified'));
    await expect(within(dataRows(table)[1]!).getByText(fr ? 'Privé' : 'Private')).toBeVisible();

    // Creations instead, with the keyboard: only the concept created today.
    // Tab reaches the chosen radio; the arrows choose another.
    await tabTo(userEvent, canvas.getByRole('radio', { name: word.modifications }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: word.creations })).toBeChecked();
    const created = await canvas.findByRole('grid', { name: word.createdConcepts });
    await waitFor(() => expect(rowHeaders(created)).toEqual([fr ? 'Emploi' : 'Employment']));
    await expect(requested).toHaveBeenCalledWith(expect.stringContaining('sort=-created'));
  },
};

/** The search box and the dissemination status filter reach the server; the table shows what it answers. */
export const Filtered: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ onList: requested }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const table = await canvas.findByRole('grid', { name: word.modifiedConcepts });
    await waitFor(() => expect(dataRows(table)).toHaveLength(3));
    await typeInto(userEvent, canvas.getByRole('textbox', { name: word.filter }), 'emploi');
    await waitFor(() => expect(requested).toHaveBeenCalledWith(expect.stringContaining('q=emploi')));
    await waitFor(() => expect(rowHeaders(table)).toEqual([fr ? 'Emploi' : 'Employment']));
  },
};

/** Many modifications: twenty a page, the next asked of the server. */
export const Paged: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ extra: 45, onList: requested }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const table = await canvas.findByRole('grid', { name: words(fr).modifiedConcepts });
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe('21'));
    const pages = canvas.getByRole('navigation', { name: 'Pagination' });
    await tabTo(userEvent, within(pages).getByRole('button', { name: 'Page 2' }), 80);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(requested).toHaveBeenCalledWith(expect.stringContaining('page=2')));
  },
};

/** The collections' tab, reached with the arrow keys: their counts and those modified since yesterday. */
export const Collections: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers());
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    await canvas.findByRole('grid', { name: word.modifiedConcepts });
    await tabTo(userEvent, canvas.getByRole('tab', { name: 'Concepts' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: word.collections })).toHaveAttribute('aria-selected', 'true');
    const table = await canvas.findByRole('grid', { name: word.modifiedCollections });
    await waitFor(() => expect(rowHeaders(table)).toEqual([fr ? 'Marché du travail' : 'Labour market']));
    const panel = canvas.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getByRole('table', { name: word.byOwner })).toHaveTextContent('42'));
  },
};

/** Nothing yet: said in words, in the summary and in the table. */
export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ state: 'empty' }));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByText(fr ? 'Il n’y a encore aucun concept.' : 'There is no concept yet.')).toBeVisible();
    await expect(await canvas.findByText(fr ? 'Rien n’a été modifié depuis le jour choisi.' : 'Nothing was modified since the day chosen.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: words(fr).byStatus })).not.toBeInTheDocument();
  },
};

/** While the counts and the table load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ state: 'pending' }));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('progressbar', { name: fr ? 'Chargement des chiffres' : 'Loading the counts' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: words(fr).byStatus })).not.toBeInTheDocument();
  },
};

/** The server fails: the page says so in words and offers to try again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers({ state: 'error' }));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByText(fr ? 'Les chiffres n’ont pas pu être chargés.' : 'The counts could not be loaded.', {}, { timeout: 5000 })).toBeVisible();
    const summary = canvas.getByRole('heading', { level: 2, name: fr ? /^Bilan au / : /^Summary as of / }).closest('section')!;
    await expect(within(summary).getByRole('button', { name: fr ? 'Réessayer' : 'Retry' })).toBeVisible();
  },
};

/** A reader without the administration privilege, by the address: not allowed. */
export const NotAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs([readerOf('CONCEPT_CONCEPT'), readerOf('CONCEPT_COLLECTION')]), ...dashboardHandlers());
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Accès non autorisé' : 'Not allowed' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** The administration's landing page: a link to the dashboard, which it opens. */
export const Administration: Story = {
  render: () => <AdministrationPage />,
  parameters: { router: { path: '/concepts/administration' } },
  beforeEach({ msw }) {
    msw.use(...dashboardHandlers());
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Administration des concepts' : 'Concepts administration' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: words(fr).title })).toHaveAttribute('href', '/concepts/administration/dashboard');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
