import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { codeListHandlers, frequencyCodes, partialListFixture } from '../mocks/codelists.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { shiftTabTo, tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { PartialCodeListForm } from './PartialCodeListForm.tsx';

/** A partial list: a parent list, then the subset of its codes it keeps, picked from a searchable list. */
const meta = {
  title: 'Screens/Code lists/PartialCodeListForm',
  component: PartialCodeListForm,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists/partial/create' } },
  beforeEach({ msw }) {
    msw.use(...codeListHandlers());
  },
} satisfies Meta<typeof PartialCodeListForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opened from a complete list's page: its parent is chosen; pick codes and save. */
export const CreateFromParent: Story = {
  args: { parentId: 'CL_FREQ' },
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    const type = async (name: string, text: string) => {
      await tabTo(userEvent, canvas.getByRole('textbox', { name }));
      await userEvent.keyboard(text);
    };
    await canvas.findByRole('textbox', { name: isFrench ? 'Identifiant' : 'Identifier' });
    // The parent chosen beforehand shows by its label, read from the server.
    await expect(await canvas.findByRole('combobox', { name: isFrench ? 'Liste parente' : 'Parent list' })).toHaveValue('Fréquence (CL_FREQ)');
    await type(isFrench ? 'Identifiant' : 'Identifier', 'CL_FREQ_ANNUELLE');
    await type(isFrench ? 'Libellé (français)' : 'Label (French)', 'Fréquences longues');
    await type(isFrench ? 'Libellé (anglais)' : 'Label (English)', 'Long frequencies');
    await userEvent.click(canvas.getByRole('button', { name: isFrench ? /Statut de diffusion/ : /Dissemination status/ }));
    await userEvent.click(await screen.findByRole('option', { name: isFrench ? 'Privé' : 'Private' }));
    const picker = await canvas.findByRole('grid', { name: isFrench ? /Codes repris de la liste parente/ : /Codes kept from the parent list/ });
    await waitFor(() => expect(within(picker).getAllByRole('row')).toHaveLength(frequencyCodes.length));
    const search = canvas.getByRole('searchbox');
    await tabTo(userEvent, search);
    await userEvent.keyboard('annuelle');
    await waitFor(() => expect(within(picker).getAllByRole('row')).toHaveLength(1));
    await userEvent.click(within(picker).getByRole('row', { name: /Annuelle/ }));
    await userEvent.click(canvas.getByRole('button', { name: isFrench ? 'Enregistrer' : 'Save' }));
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/codelists/partial/CL_FREQ_ANNUELLE');
  },
};

/** Opened from the list of lists: the parent is searched on the server; another parent empties the codes chosen. */
export const ChooseParent: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    const parent = await canvas.findByRole('combobox', { name: isFrench ? 'Liste parente' : 'Parent list' });
    await expect(parent).toHaveAccessibleDescription(
      isFrench ? 'La liste complète dont cette liste reprend des codes. Elle ne pourra plus changer.' : 'The complete list whose codes this list keeps. It cannot change later.',
    );
    const chooseParent = async (search: string, option: string) => {
      await typeInto(userEvent, parent, search);
      const offered = await screen.findByRole('option', { name: option });
      for (let press = 0; press < 5 && offered.dataset.focused !== 'true'; press += 1) await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard('{Enter}');
      await expect(parent).toHaveValue(option);
    };
    await chooseParent('statut', 'Statut de l’enquête (CL_SURVEY_STATUS)');
    const picker = await canvas.findByRole('grid', { name: isFrench ? /Codes repris de la liste parente/ : /Codes kept from the parent list/ });
    await waitFor(() => expect(within(picker).getAllByRole('row')).toHaveLength(2));
    await tabTo(userEvent, within(picker).getByRole('row', { name: /Active/ }));
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText(isFrench ? '1 sélectionné sur 2' : '1 of 2 selected')).toBeVisible();

    await shiftTabTo(userEvent, parent);
    await userEvent.keyboard('{Control>}a{/Control}');
    await chooseParent('fréq', 'Fréquence (CL_FREQ)');
    await waitFor(() => expect(within(picker).getAllByRole('row')).toHaveLength(frequencyCodes.length));
    await expect(await canvas.findByText(isFrench ? '0 sélectionné sur 8' : '0 of 8 selected')).toBeVisible();
    // The code kept from the first parent is gone from what would be sent, not only from sight.
    await tabTo(userEvent, canvas.getByRole('button', { name: isFrench ? 'Enregistrer' : 'Save' }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: isFrench ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    await expect(within(summary.closest('section') as HTMLElement).getAllByRole('link').at(-1)).toHaveTextContent(
      isFrench ? 'Choisissez au moins un code de la liste parente.' : 'Choose at least one code of the parent list.',
    );
  },
};

/** No parent yet: the code picker waits for one; saving lists what is missing. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: isFrench ? 'Enregistrer' : 'Save' }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: isFrench ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    const links = within(summary.closest('section') as HTMLElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toContain(
      isFrench ? 'La propriété Liste parente est obligatoire.' : 'The property Parent list is required.',
    );
    await expect(links.at(-1)).toHaveTextContent(isFrench ? 'Choisissez au moins un code de la liste parente.' : 'Choose at least one code of the parent list.');
  },
};

/** Modifying: the parent is fixed; the codes kept are checked. */
export const Modify: Story = {
  args: {
    existing: {
      list: partialListFixture({
        id: 'CL_FREQ_COURTE',
        labelLg1: 'Fréquences courantes',
        labelLg2: 'Usual frequencies',
        parentId: 'CL_FREQ',
        references: { parentId: [{ kind: 'codeList', id: 'CL_FREQ', labelLg1: 'Fréquence', labelLg2: 'Frequency', validationState: 'Validated' }] },
      }),
      codes: ['A', 'Q', 'M'],
    },
  },
  parameters: { router: { path: '/codelists/partial/CL_FREQ_COURTE/modify' } },
  play: async ({ canvas, globals }) => {
    const isFrench = isFrenchStory(globals);
    await expect(await canvas.findByRole('textbox', { name: isFrench ? 'Liste parente' : 'Parent list' })).toHaveValue('CL_FREQ – Fréquence');
    await expect(await canvas.findByText(isFrench ? '3 sélectionnés sur 8' : '3 of 8 selected')).toBeVisible();
  },
};
