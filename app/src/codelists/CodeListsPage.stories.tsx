import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { codeListHandlers } from '../mocks/codelists.ts';
import { codeListManagerPrivilegesFixture } from '../mocks/fixtures.ts';
import { errorResponse } from '../mocks/handlers.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { CodeListsPage, type CodeListsPageProps } from './CodeListsPage.tsx';
import { codeListUi, partialCodeListUi } from './kinds.ts';

/** The route keeps the search in the address; here, in state. */
function WithSearchState(args: CodeListsPageProps) {
  const [search, setSearch] = useState(args.search);
  const change = (next: string) => {
    setSearch(next);
    args.onSearchChange(next);
  };
  return <CodeListsPage {...args} search={search} onSearchChange={change} />;
}

/** The lists of a kind: searched as one types, each a link to its page; "New" for those who may create. */
const meta = {
  title: 'Screens/Code lists/CodeListsPage',
  component: CodeListsPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists' } },
  args: { ui: codeListUi, search: '', onSearchChange: fn() },
  render: WithSearchState,
  beforeEach({ msw }) {
    msw.use(...codeListHandlers());
  },
} satisfies Meta<typeof CodeListsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CompleteLists: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const list = await canvas.findByRole('grid', { name: fr ? 'Listes de codes' : 'Code lists' });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '3'));
    // Keyboard first: the search field, without the accent of "Fréquence".
    await tabTo(userEvent, canvas.getByRole('searchbox'));
    await userEvent.keyboard('frequence');
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '1'));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('frequence');
    const row = canvas.getByRole('row', { name: /Fréquence/ });
    await expect(row).toHaveTextContent(fr ? 'CL_FREQ · 8 codes' : 'CL_FREQ · 8 codes');
    await expect(canvas.getByRole('link', { name: fr ? 'Nouvelle' : 'New' })).toHaveAttribute('href', '/codelists/create');
    await expect(canvas.getByRole('link', { name: fr ? 'Recherche avancée' : 'Advanced search' })).toHaveAttribute('href', '/codelists/search');
  },
};

export const PartialLists: Story = {
  args: { ui: partialCodeListUi },
  parameters: { router: { path: '/codelists/partial' } },
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    const row = await canvas.findByRole('row', { name: /Fréquences courantes/ });
    await expect(row).toHaveTextContent(fr ? 'CL_FREQ_COURTE · 3 codes · de CL_FREQ' : 'CL_FREQ_COURTE · 3 codes · from CL_FREQ');
  },
};

/** The search kept in the address shows its results at once. */
export const WithSearch: Story = {
  args: { search: 'dix mille' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '1'));
    await expect(canvas.getByRole('row', { name: /Liste de dix mille codes/ })).toBeInTheDocument();
  },
};

/** Someone who may read but not create sees no "New". */
export const WithoutCreatePrivilege: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/users/info', () =>
        HttpResponse.json(codeListManagerPrivilegesFixture.map((entry) => ({ ...entry, privileges: entry.privileges.filter((p) => p.privilege !== 'CREATE') }))),
      ),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('row', { name: /Fréquence/ });
    await expect(canvas.queryByRole('link', { name: /New|Nouvelle/ })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/codeList', async () => {
      await delay('infinite');
      return HttpResponse.json([]);
    }));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('progressbar', { name: globals.locale === 'fr' ? /Chargement/ : /Loading/ })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/codeList', () => HttpResponse.json([])));
  },
  play: async ({ canvas, globals }) => {
    // The count and the list itself both say so.
    await waitFor(() => expect(canvas.getAllByText(globals.locale === 'fr' ? 'Aucun résultat' : 'No results').length).toBeGreaterThanOrEqual(2));
  },
};

/** The server cannot be reached: the failure says so and offers to try again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/codeList', () => errorResponse('SERVICE_UNAVAILABLE')));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('button', { name: globals.locale === 'fr' ? 'Réessayer' : 'Retry' })).toBeVisible();
  },
};
