import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { codeListHandlers } from '../mocks/codelists.ts';
import { readerOf } from '../mocks/fixtures.ts';
import { ListWithSearchState } from '../mocks/record-screens.tsx';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { codeListUi, partialCodeListUi } from './kinds.ts';

/**
 * The lists of a kind as the module describes them (identifier, number of codes, parent), and "New"
 * agreed with « une liste ». The frame (quick search, privilege guard, loading, empty, failure) has
 * its stories in records/RecordListPage.stories.tsx.
 */
const meta = {
  title: 'Screens/Code lists/CodeListsPage',
  component: ListWithSearchState,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists' } },
  args: { ui: codeListUi, search: '', onSearchChange: fn() },
  beforeEach({ msw }) {
    msw.use(...codeListHandlers());
  },
} satisfies Meta<typeof ListWithSearchState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CompleteLists: Story = {
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    const list = await canvas.findByRole('grid', { name: fr ? 'Listes de codes' : 'Code lists' });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '3'));
    await expect(canvas.getByRole('row', { name: /Fréquence/ })).toHaveTextContent('CL_FREQ · 8 codes');
    await expect(canvas.getByRole('row', { name: /Liste de dix mille codes/ })).toHaveTextContent(fr ? 'CL_BIG · 10 000 codes' : 'CL_BIG · 10,000 codes');
    // « Nouvelle », agreed with « une liste ».
    await expect(canvas.getByRole('link', { name: fr ? 'Nouvelle' : 'New' })).toHaveAttribute('href', '/codelists/create');
    await expect(canvas.getByRole('link', { name: fr ? 'Recherche avancée' : 'Advanced search' })).toHaveAttribute('href', '/codelists/search');
    // Lists imported from a file, for those who may create them.
    await expect(canvas.getByRole('link', { name: fr ? 'Importer' : 'Import' })).toHaveAttribute('href', '/codelists/import');
  },
};

/** A reader who may not create lists: neither "New" nor "Import". */
export const ReaderSeesNoImport: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/info', () => HttpResponse.json([readerOf('CODESLIST_CODESLIST'), readerOf('CODESLIST_PARTIALCODESLIST')])));
  },
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    const list = await canvas.findByRole('grid', { name: fr ? 'Listes de codes' : 'Code lists' });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '3'));
    await expect(canvas.getByRole('link', { name: fr ? 'Recherche avancée' : 'Advanced search' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: fr ? 'Importer' : 'Import' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: fr ? 'Nouvelle' : 'New' })).not.toBeInTheDocument();
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
