import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, waitFor, within } from 'storybook/test';
import { codeListHandlers, createCodeListStore } from '../mocks/codelists.ts';
import { codeListManagerPrivilegesFixture } from '../mocks/fixtures.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { codeListUi, partialCodeListUi } from './kinds.ts';
import { CodeListPage } from './CodeListPage.tsx';

/**
 * One list: general information, description, codes (paged and searched on the server), history,
 * and the guarded actions: modify, publish, delete, new partial list from it.
 */
const meta = {
  title: 'Screens/Code lists/CodeListPage',
  component: CodeListPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists/CL_FREQ' } },
  args: { ui: codeListUi, id: 'CL_FREQ' },
  beforeEach({ msw }) {
    msw.use(...codeListHandlers());
  },
} satisfies Meta<typeof CodeListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fréquence' })).toHaveAttribute('lang', 'fr');
    const general = canvas.getByRole('region', { name: isFrenchStory(globals) ? 'Informations générales' : 'General information' });
    await expect(within(general).getByText(isFrenchStory(globals) ? 'Publiée' : 'Published')).toBeVisible();
    await expect(within(general).getByText('http://id.insee.fr/codes/frequence')).toBeVisible();
    // Already published: no Publish; Modify, Delete and a new partial list are offered.
    await expect(canvas.queryByRole('button', { name: isFrenchStory(globals) ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: isFrenchStory(globals) ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/codelists/CL_FREQ/modify');
    await expect(canvas.getByRole('link', { name: isFrenchStory(globals) ? 'Nouvelle liste partielle à partir de celle-ci' : 'New partial list from this one' })).toHaveAttribute(
      'href',
      '/codelists/partial/create?parent=CL_FREQ',
    );
    const codes = await canvas.findByRole('grid', { name: 'Codes' });
    await waitFor(() => expect(within(codes).getAllByRole('row')).toHaveLength(9));
    // B's broader code is D.
    await expect(within(codes).getByRole('row', { name: /^B/ })).toHaveTextContent('D');
    await expect(await canvas.findByRole('heading', { name: isFrenchStory(globals) ? 'Historique' : 'History' })).toBeVisible();
  },
};

/** The second language shows beside the first, each with its `lang`. */
export const SecondLanguage: Story = {
  parameters: { shell: { showSecondLanguage: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Frequency')).toHaveAttribute('lang', 'en');
    await expect(await canvas.findByText('Frequency of collection or dissemination.')).toHaveAttribute('lang', 'en');
    const codes = await canvas.findByRole('grid', { name: 'Codes' });
    await expect(await within(codes).findByText('Quarterly')).toHaveAttribute('lang', 'en');
  },
};

/** 10,000 codes: a page at a time; the search asks the server and starts again from page 1. */
export const TenThousandCodes: Story = {
  args: { id: 'CL_BIG' },
  parameters: { router: { path: '/codelists/CL_BIG' } },
  play: async ({ canvas, userEvent, globals }) => {
    const codes = await canvas.findByRole('grid', { name: 'Codes' });
    await waitFor(() => expect(within(codes).getByRole('row', { name: /C00001/ })).toBeInTheDocument());
    await expect(canvas.getAllByText(isFrenchStory(globals) ? '10 000 résultats' : '10,000 results')[0]).toBeVisible();
    const next = canvas.getByRole('button', { name: isFrenchStory(globals) ? /Suivant/ : /Next/ });
    await tabTo(userEvent, next);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(codes).getByRole('row', { name: /C00026/ })).toBeInTheDocument());
    const search = canvas.getByRole('searchbox', { name: isFrenchStory(globals) ? 'Rechercher dans les codes' : 'Search the codes' });
    await tabTo(userEvent, search);
    await userEvent.keyboard('09999');
    await waitFor(() => expect(within(codes).getAllByRole('row')).toHaveLength(2));
    await expect(within(codes).getByRole('row', { name: /C09999/ })).toBeInTheDocument();
  },
};

/** A list never published: Publish asks for confirmation, then the state changes. */
export const PublishFlow: Story = {
  args: { id: 'CL_SURVEY_STATUS' },
  parameters: { router: { path: '/codelists/CL_SURVEY_STATUS' } },
  beforeEach({ msw }) {
    // This list has a dissemination status to publish with.
    const store = createCodeListStore();
    const entry = store.records.get('codeList/CL_SURVEY_STATUS');
    if (entry) entry.record = { ...entry.record, disseminationStatus: 'Prive' };
    msw.use(...codeListHandlers(store));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const publish = await canvas.findByRole('button', { name: isFrenchStory(globals) ? 'Publier' : 'Publish' });
    await tabTo(userEvent, publish);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(isFrenchStory(globals) ? 'la liste de codes CL_SURVEY_STATUS' : 'the code list CL_SURVEY_STATUS');
    await userEvent.click(within(dialog).getByRole('button', { name: isFrenchStory(globals) ? 'Publier' : 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Published: the state says so, and Publish is no longer offered.
    const general = canvas.getByRole('region', { name: isFrenchStory(globals) ? 'Informations générales' : 'General information' });
    await expect(await within(general).findByText(isFrenchStory(globals) ? 'Publiée' : 'Published')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: isFrenchStory(globals) ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
  },
};

/** Publishing without a dissemination status is refused (1005): the dialog says why. */
export const PublishRefused: Story = {
  args: { id: 'CL_SURVEY_STATUS' },
  parameters: { router: { path: '/codelists/CL_SURVEY_STATUS' } },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: isFrenchStory(globals) ? 'Publier' : 'Publish' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: isFrenchStory(globals) ? 'Publier' : 'Publish' }));
    await expect(
      await within(dialog).findByText(isFrenchStory(globals) ? 'Le statut de diffusion n’est pas défini.' : 'The dissemination status is not defined.'),
    ).toBeVisible();
  },
};

/** A published list cannot be deleted (1103): the refusal is read in the dialog. */
export const DeleteRefused: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const remove = await canvas.findByRole('button', { name: isFrenchStory(globals) ? 'Supprimer' : 'Delete' });
    await tabTo(userEvent, remove);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    // The safe answer has focus; Tab reaches Delete.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      await within(dialog).findByText(isFrenchStory(globals) ? 'Une liste de codes publiée ne peut pas être supprimée.' : 'A published code list cannot be deleted.'),
    ).toBeVisible();
  },
};

/** An unpublished list is deleted after confirmation, and the reader goes back to the lists. */
export const Deleted: Story = {
  args: { id: 'CL_SURVEY_STATUS' },
  parameters: { router: { path: '/codelists/CL_SURVEY_STATUS' } },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: isFrenchStory(globals) ? 'Supprimer' : 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: isFrenchStory(globals) ? 'Supprimer' : 'Delete' }));
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/codelists');
  },
};

/** A partial list names its parent, with a link to it. */
export const PartialList: Story = {
  args: { ui: partialCodeListUi, id: 'CL_FREQ_COURTE' },
  parameters: { router: { path: '/codelists/partial/CL_FREQ_COURTE' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /CL_FREQ – Fréquence/ })).toHaveAttribute('href', '/codelists/CL_FREQ');
    const codes = await canvas.findByRole('grid', { name: 'Codes' });
    await waitFor(() => expect(within(codes).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.queryByRole('link', { name: /partial list from|liste partielle à partir/ })).not.toBeInTheDocument();
  },
};

/**
 * A code list manager whose stamp is not among the list's stewards: STAMP privileges do not reach
 * it, so no Modify, Publish or Delete.
 */
export const SomeoneElsesList: Story = {
  parameters: { router: { path: '/codelists/CL_FREQ' } },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/users/info', () => HttpResponse.json(codeListManagerPrivilegesFixture)),
      http.get('/api/users/stamp', () => HttpResponse.json([{ stamp: 'DG75-H250' }])),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Fréquence' });
    await expect(canvas.queryByRole('link', { name: /Modify|Modifier/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Publish|Publier|Delete|Supprimer/ })).not.toBeInTheDocument();
  },
};

/** The history could not be read: the rest of the page stays, with a way to try again. */
export const HistoryFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/codeList/CL_FREQ/history', () => HttpResponse.error()));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(isFrenchStory(globals) ? 'L’historique n’a pas pu être chargé.' : 'The history could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Fréquence' })).toBeVisible();
  },
};
