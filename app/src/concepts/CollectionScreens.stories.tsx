import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { conceptHandlers, createConceptStore } from '../mocks/concept-collections.ts';
import { readerOf } from '../mocks/fixtures.ts';
import { signedInAs } from '../mocks/handlers.ts';
import { ListWithSearchState } from '../mocks/record-screens.tsx';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { collectionUi } from './kinds.ts';

/** The collections' list: searched as one types, each a link to its page; New, Export and Publish as the reader's rights allow. */
const meta = {
  title: 'Screens/Concepts/CollectionsList',
  component: ListWithSearchState,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts/collections' } },
  args: { ui: collectionUi, search: '', onSearchChange: () => undefined },
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore()));
  },
} satisfies Meta<typeof ListWithSearchState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
    const list = await canvas.findByRole('grid', { name: 'Collections' });
    await expect(await within(list).findByRole('row', { name: /Marché du travail/ })).toBeVisible();
    await expect(within(list).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: fr ? 'Nouvelle' : 'New' })).toHaveAttribute('href', '/concepts/collections/create');
    await expect(canvas.getByRole('link', { name: fr ? 'Exporter' : 'Export' })).toHaveAttribute('href', '/concepts/collections/export');
    await expect(canvas.getByRole('link', { name: fr ? 'Publier' : 'Publish' })).toHaveAttribute('href', '/concepts/collections/validation');
  },
};

/** A reader exports, but neither creates nor publishes. */
export const Reader: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs([readerOf('CONCEPT_COLLECTION'), readerOf('CONCEPT_CONCEPT')]));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await within(await canvas.findByRole('grid', { name: 'Collections' })).findByRole('row', { name: /Marché du travail/ });
    await expect(canvas.getByRole('link', { name: fr ? 'Exporter' : 'Export' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: fr ? 'Nouvelle' : 'New' })).not.toBeInTheDocument();
  },
};
