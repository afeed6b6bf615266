import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { operationsHandlers } from '../mocks/operations.ts';
import { ListWithSearchState } from '../mocks/record-screens.tsx';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { indicatorUi, operationUi } from './kinds.ts';

/**
 * The records of a kind as the module describes them (an operation by its year), and "New" agreed
 * with the kind's noun in French. The frame (quick search, privilege guard, loading, empty, failure)
 * has its stories in records/RecordListPage.stories.tsx.
 */
const meta = {
  title: 'Screens/Operations/CatalogueListPage',
  component: ListWithSearchState,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/operations' } },
  args: { ui: operationUi, search: '', onSearchChange: fn() },
  beforeEach({ msw }) {
    msw.use(...operationsHandlers());
  },
} satisfies Meta<typeof ListWithSearchState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Operations: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const list = await canvas.findByRole('grid', { name: fr ? 'Opérations' : 'Operations' });
    await waitFor(() => expect(list).toHaveAttribute('aria-rowcount', '3'));
    await expect(canvas.getByRole('row', { name: /Enquête emploi en continu 2015/ })).toHaveTextContent('s1082 · 2015');
    // « Nouvelle », agreed with « une opération ».
    await expect(canvas.getByRole('link', { name: fr ? 'Nouvelle' : 'New' })).toHaveAttribute('href', '/operations/operation/create');
    await expect(canvas.getByRole('link', { name: fr ? 'Recherche avancée' : 'Advanced search' })).toHaveAttribute('href', '/operations/operations/search');
  },
};

export const Indicators: Story = {
  args: { ui: indicatorUi },
  parameters: { router: { path: '/operations/indicators' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('row', { name: /Taux de chômage localisés/ })).toHaveTextContent('p1660');
    // « Nouveau », agreed with « un indicateur ».
    await expect(canvas.getByRole('link', { name: fr ? 'Nouveau' : 'New' })).toHaveAttribute('href', '/operations/indicator/create');
  },
};
