import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { codeListHandlers } from '../mocks/codelists.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { codeListUi, partialCodeListUi } from './kinds.ts';
import { CodeListSearchPage } from './CodeListSearchPage.tsx';

/** The advanced search: the API's filters in a form, the results in a sortable table of links. */
const meta = {
  title: 'Screens/Code lists/CodeListSearchPage',
  component: CodeListSearchPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists/search' } },
  args: { ui: codeListUi, search: {}, onSearch: fn() },
  beforeEach({ msw }) {
    msw.use(...codeListHandlers());
  },
} satisfies Meta<typeof CodeListSearchPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Filters go to the address (the route), which sends them to the server. */
export const Filters: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const isFrench = isFrenchStory(globals);
    const label = await canvas.findByRole('textbox', { name: isFrench ? 'Libellé' : 'Label' });
    await tabTo(userEvent, label);
    await userEvent.keyboard('frequence');
    const state = canvas.getByRole('button', { name: isFrench ? /État de publication/ : /Publication state/ });
    await tabTo(userEvent, state);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: isFrench ? 'Publiée' : 'Published' }));
    await tabTo(userEvent, canvas.getByRole('button', { name: isFrench ? 'Rechercher' : 'Search' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ label: 'frequence', validationState: 'Validated' }));
  },
};

/** The results of the search in the address: links to the lists, sortable by label, identifier and date. */
export const Results: Story = {
  args: { search: { validationState: 'Validated' } },
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    const table = await canvas.findByRole('grid', { name: isFrench ? 'Listes de codes' : 'Code lists' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Fréquence'), expect.stringContaining('Liste de dix mille codes')]);
    const identifier = within(table).getByRole('columnheader', { name: isFrench ? 'Identifiant' : 'Identifier' });
    await userEvent.click(identifier);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('CL_BIG'));
    await expect(canvas.getByRole('textbox', { name: isFrench ? 'Libellé' : 'Label' })).toHaveValue('');
  },
};

/** Reset empties the form and the search. */
export const Reset: Story = {
  args: { search: { label: 'zzz' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const isFrench = isFrenchStory(globals);
    await expect(await canvas.findByRole('textbox', { name: isFrench ? 'Libellé' : 'Label' })).toHaveValue('zzz');
    await tabTo(userEvent, canvas.getByRole('button', { name: isFrench ? 'Réinitialiser' : 'Reset' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({});
  },
};

/** Partial lists also filter by parent list. */
export const PartialLists: Story = {
  args: { ui: partialCodeListUi, search: { parentId: 'CL_FREQ' } },
  parameters: { router: { path: '/codelists/partial/search' } },
  play: async ({ canvas, globals }) => {
    const isFrench = isFrenchStory(globals);
    const parent = await canvas.findByRole('button', { name: isFrench ? /Liste parente/ : /Parent list/ });
    await waitFor(() => expect(parent).toHaveTextContent('CL_FREQ – Fréquence'));
    const table = await canvas.findByRole('grid', { name: isFrench ? 'Listes de codes partielles' : 'Partial code lists' });
    await expect(await within(table).findByText('Fréquences courantes')).toBeVisible();
  },
};
