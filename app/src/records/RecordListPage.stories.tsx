import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { errorResponse, neverAnswered } from '../mocks/handlers.ts';
import { ListWithSearchState } from '../mocks/record-screens.tsx';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { sampleHandlers, sampleReaderPrivilegesFixture, sampleUi } from '../mocks/sample-kinds.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';

/**
 * Every record of a kind, shown with the story-only `sample` kind: searched as one types (accents
 * and case ignored), each a link to its page; "New" for those who may create, agreed in French with
 * the kind's noun; the advanced search. A module's list stories only cover how it describes items.
 */
const meta = {
  title: 'Screens/Records/RecordListPage',
  component: ListWithSearchState,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/samples' } },
  args: { ui: sampleUi, search: '', onSearchChange: fn() },
  beforeEach({ msw }) {
    msw.use(...sampleHandlers());
  },
} satisfies Meta<typeof ListWithSearchState>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Typed without its accents, "echantillon" finds « Échantillon » and « Sous-échantillon »; Enter follows a row's link. */
export const QuickSearch: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    const list = await canvas.findByRole('grid', { name: 'Samples' });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '5'));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Samples' })).toBeVisible();
    await tabTo(userEvent, canvas.getByRole('searchbox'));
    await userEvent.keyboard('ECHANTILLON');
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '2'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ECHANTILLON');
    await expect(canvas.getByRole('row', { name: /Échantillon maître/ })).toHaveTextContent('s1004');
    await expect(canvas.getByRole('row', { name: /Sous-échantillon régional/ })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: fr ? 'Recherche avancée' : 'Advanced search' })).toHaveAttribute('href', '/samples/search');
    // Into the list, then Enter opens the record.
    await userEvent.tab();
    for (let press = 0; press < 5 && !list.contains(document.activeElement); press += 1) await userEvent.tab();
    await expect(list).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent(/\/sample\/s100[45]/);
  },
};

/** "New" for someone who may create: « Nouveau » for the masculine sample (« Nouvelle » for a code list). */
export const NewForThoseWhoMayCreate: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const create = await canvas.findByRole('link', { name: fr ? 'Nouveau' : 'New' });
    await expect(create).toHaveAttribute('href', '/samples/create');
    await tabTo(userEvent, create);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/samples/create');
  },
};

/** Someone who may read but not create sees no "New". */
export const WithoutCreatePrivilege: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/info', () => HttpResponse.json(sampleReaderPrivilegesFixture)));
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('row', { name: /Panel des ménages/ });
    await expect(canvas.queryByRole('link', { name: /^(New|Nouveau)$/ })).not.toBeInTheDocument();
  },
};

/** The search kept in the address shows its results at once. */
export const WithSearch: Story = {
  args: { ui: sampleUi, search: 'menages' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '1'));
    await expect(canvas.getByRole('row', { name: /Panel des ménages/ })).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox')).toHaveValue('menages');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      neverAnswered('/api/samples'),
    );
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('progressbar', { name: isFrenchStory(globals) ? /Chargement/ : /Loading/ })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/samples', () => HttpResponse.json([], { headers: { 'x-total-count': '0' } })));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    // Nothing yet, before any search: the list says so and how to begin; no "No results" on screen
    // (screen readers hear the count), no pages.
    await expect(await canvas.findByText(fr ? 'Il n’y en a pas encore.' : 'There is none yet.')).toBeVisible();
    await expect(canvas.getByText(fr ? 'Créez le premier avec « Nouveau ».' : 'Create the first one with “New”.')).toBeVisible();
    // Said only by the count's live region, for screen readers.
    for (const said of canvas.getAllByText(fr ? 'Aucun résultat' : 'No results')) await expect(said).toHaveAttribute('role', 'status');
  },
};

/** A search that finds nothing: the list says so in its usual words. */
export const NoMatch: Story = {
  args: { ui: sampleUi, search: 'xylophone' },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await within(await canvas.findByRole('grid')).findByText(fr ? 'Aucun résultat' : 'No results')).toBeVisible();
    await expect(canvas.queryByText(fr ? 'Il n’y en a pas encore.' : 'There is none yet.')).not.toBeInTheDocument();
  },
};

/** The server cannot be reached: the failure says so, and Retry asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/samples', () => {
        calls += 1;
        return calls === 1 ? errorResponse('SERVICE_UNAVAILABLE') : undefined;
      }),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const retry = await canvas.findByRole('button', { name: fr ? 'Réessayer' : 'Retry' });
    await tabTo(userEvent, retry);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Samples' })).toHaveAttribute('aria-rowcount', '5'));
  },
};
