import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { conceptHandlers } from '../mocks/concepts.ts';
import { SearchWithState } from '../mocks/record-screens.tsx';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { conceptUi } from './kinds.ts';

/** Each list request the page sent, as its query string. */
const requested = fn();

/**
 * `/concepts/search`: the shared filters of every kind (records/RecordSearchPage.stories.tsx) and
 * the concepts' own: an alternative label and words of the definition, either language, sent to
 * the server.
 */
const meta = {
  title: 'Screens/Concepts/ConceptSearchPage',
  component: SearchWithState,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts/search' } },
  args: { ui: conceptUi, search: {}, onSearch: fn() },
  beforeEach({ msw }) {
    requested.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.get('/api/concepts', ({ request }) => void requested(new URL(request.url).search)),
      ...conceptHandlers(),
    );
  },
} satisfies Meta<typeof SearchWithState>;
export default meta;

type Story = StoryObj<typeof meta>;

const results = () => screen.getByRole('grid', { name: 'Concepts' });
const resultCount = () => Number(results().getAttribute('aria-rowcount')) - 1;

/** Words of the definition and an alternative label typed with the keyboard: sent to the server, which finds « Chômage ». */
export const FiltersFilled: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Rechercher des concepts' : 'Search concepts' })).toBeVisible();
    await waitFor(() => expect(resultCount()).toBe(8));
    await tabTo(userEvent, canvas.getByRole('textbox', { name: fr ? 'Libellé alternatif' : 'Alternative label' }));
    await userEvent.keyboard('bit');
    await tabTo(userEvent, canvas.getByRole('textbox', { name: fr ? 'Définition' : 'Definition' }));
    await userEvent.keyboard('semaine de reference');
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Rechercher' : 'Search' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ altLabel: 'bit', definition: 'semaine de reference' }));
    await waitFor(() => expect(resultCount()).toBe(1));
    await expect(within(results()).getByRole('rowheader', { name: 'Chômage' })).toBeVisible();
    await expect(requested).toHaveBeenLastCalledWith(expect.stringContaining('altLabel=bit&definition=semaine+de+reference'));
  },
};

/** A search kept in the address that finds nothing: the table says so. */
export const NoResult: Story = {
  args: { ui: conceptUi, search: { definition: 'xylophone' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('textbox', { name: fr ? 'Définition' : 'Definition' })).toHaveValue('xylophone');
    await expect(await within(results()).findByText(fr ? 'Aucun résultat' : 'No results')).toBeVisible();
  },
};
