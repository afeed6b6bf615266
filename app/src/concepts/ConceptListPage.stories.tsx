import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { conceptHandlers } from '../mocks/concepts.ts';
import { errorResponse, neverAnswered, signedInAs } from '../mocks/handlers.ts';
import { readerOf } from '../mocks/fixtures.ts';
import { ListWithSearchState } from '../mocks/record-screens.tsx';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { conceptUi } from './kinds.ts';

/**
 * `/concepts`: every concept, searched as one types; New, Export and Publish (the bulk publication)
 * as the reader's privileges allow, and the advanced search. The list itself is the frame's
 * (records/RecordListPage.stories.tsx).
 */
const meta = {
  title: 'Screens/Concepts/ConceptListPage',
  component: ListWithSearchState,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts' } },
  args: { ui: conceptUi, search: '', onSearchChange: fn() },
  beforeEach({ msw }) {
    msw.use(...conceptHandlers());
  },
} satisfies Meta<typeof ListWithSearchState>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The concepts, searched without accents; the actions of a manager. */
export const Data: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const list = await canvas.findByRole('grid', { name: 'Concepts' });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '8'));
    await expect(canvas.getByRole('link', { name: fr ? 'Nouveau' : 'New' })).toHaveAttribute('href', '/concepts/create');
    await expect(canvas.getByRole('link', { name: fr ? 'Exporter' : 'Export' })).toHaveAttribute('href', '/concepts/export');
    await expect(canvas.getByRole('link', { name: fr ? 'Publier' : 'Publish' })).toHaveAttribute('href', '/concepts/validation');
    await expect(canvas.getByRole('link', { name: fr ? 'Recherche avancée' : 'Advanced search' })).toHaveAttribute('href', '/concepts/search');
    await tabTo(userEvent, canvas.getByRole('searchbox'));
    await userEvent.keyboard('chomage');
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '4'));
    await expect(canvas.getByRole('row', { name: /Halo autour du chômage/ })).toHaveTextContent('c1005');
  },
};

/** A reader: Export only, neither New nor Publish. */
export const Reader: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs([readerOf('CONCEPT_CONCEPT'), readerOf('CONCEPT_COLLECTION')]));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('row', { name: /Sous-emploi/ });
    await expect(canvas.getByRole('link', { name: fr ? 'Exporter' : 'Export' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: fr ? 'Nouveau' : 'New' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/concepts', () => HttpResponse.json([], { headers: { 'x-total-count': '0' } })));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByText(fr ? 'Il n’y en a pas encore.' : 'There is none yet.')).toBeVisible();
    await expect(canvas.getByText(fr ? 'Créez le premier avec « Nouveau ».' : 'Create the first one with “New”.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(neverAnswered('/api/concepts'));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('progressbar', { name: isFrenchStory(globals) ? /Chargement/ : /Loading/ })).toBeInTheDocument();
  },
};

/** The server fails: said, and Retry asks again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    let calls = 0;
    msw.use(
      http.get('/api/concepts', () => {
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
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Concepts' })).toHaveAttribute('aria-rowcount', '8'));
  },
};
