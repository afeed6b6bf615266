import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { codeListHandlers } from '../mocks/codelists.ts';
import { SearchWithState } from '../mocks/record-screens.tsx';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { codeListUi, partialCodeListUi } from './kinds.ts';

/**
 * The advanced search of lists: the module's own filters (a code; the parent list of partial lists)
 * besides the shared ones. The frame (shared filters, server sort, paging, reset) has its stories in
 * records/RecordSearchPage.stories.tsx.
 */
const meta = {
  title: 'Screens/Code lists/CodeListSearchPage',
  component: SearchWithState,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists/search' } },
  args: { ui: codeListUi, search: {}, onSearch: fn() },
  beforeEach({ msw }) {
    msw.use(...codeListHandlers());
  },
} satisfies Meta<typeof SearchWithState>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A code or words of its label, with the shared filters (the state agreed with « une liste »): all go to the address. */
export const CodeFilter: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const isFrench = isFrenchStory(globals);
    const code = await canvas.findByRole('textbox', { name: 'Code' });
    await expect(code).toHaveAccessibleDescription(isFrench ? 'Un code, ou des mots de son libellé' : 'A code, or words of its label');
    await tabTo(userEvent, code);
    await userEvent.keyboard('annuelle');
    const state = canvas.getByRole('button', { name: isFrench ? /État de publication/ : /Publication state/ });
    await tabTo(userEvent, state);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: isFrench ? 'Publiée' : 'Published' }));
    await tabTo(userEvent, canvas.getByRole('button', { name: isFrench ? 'Rechercher' : 'Search' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ code: 'annuelle', validationState: 'Validated' }));
    // Complete lists have no parent filter.
    await expect(canvas.queryByRole('button', { name: isFrench ? /Liste parente/ : /Parent list/ })).not.toBeInTheDocument();
  },
};

/** Partial lists also filter by parent list. */
export const PartialLists: Story = {
  args: { ui: partialCodeListUi, search: { parentId: 'CL_FREQ' } },
  parameters: { router: { path: '/codelists/partial/search' } },
  play: async ({ canvas, globals }) => {
    const isFrench = isFrenchStory(globals);
    // The list the address names, by its label.
    const parent = await canvas.findByRole('combobox', { name: isFrench ? 'Liste parente' : 'Parent list' });
    await waitFor(() => expect(parent).toHaveValue('Fréquence (CL_FREQ)'));
    const table = await canvas.findByRole('grid', { name: isFrench ? 'Listes de codes partielles' : 'Partial code lists' });
    await expect(await within(table).findByText('Fréquences courantes')).toBeVisible();
  },
};
