import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { codeListFixture, codeListHandlers, frequencyCodes } from '../mocks/codelists.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { CodeListForm } from './CodeListForm.tsx';

/**
 * Creating or modifying a complete list: what is the module's own in the form every record has (the
 * identifier its author chooses, the codes, each added or modified in a dialog, and their checks).
 * The frame (widgets, stewardship, error summary, server refusals, 409 conflict, privilege guard)
 * has its stories in records/RecordFormScreen.stories.tsx.
 */
const meta = {
  title: 'Screens/Code lists/CodeListForm',
  component: CodeListForm,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists/create' } },
  beforeEach({ msw }) {
    msw.use(...codeListHandlers());
  },
} satisfies Meta<typeof CodeListForm>;
export default meta;

type Story = StoryObj<typeof meta>;

type Keyboard = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Adds a code through the dialog, with the keyboard. */
async function addCode(userEvent: Keyboard, isFrench: boolean, code: string, label: string) {
  const add = screen.getByRole('button', { name: isFrench ? 'Ajouter un code' : 'Add a code' });
  await tabTo(userEvent, add);
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  await typeInto(userEvent, within(dialog).getByRole('textbox', { name: 'Code' }), code);
  await typeInto(userEvent, within(dialog).getByRole('textbox', { name: isFrench ? 'Libellé (français)' : 'Label (French)' }), label);
  await tabTo(userEvent, within(dialog).getByRole('button', { name: isFrench ? 'Ajouter le code' : 'Add the code' }));
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  // Back on Add a code, ready for the next one; the addition is said.
  await waitFor(() => expect(add).toHaveFocus());
  await expect(screen.getByText(isFrench ? `Le code ${code} a été ajouté.` : `The code ${code} was added.`)).toHaveAttribute('role', 'status');
}

/**
 * A new list: its codes' table first says that it has none yet and how to add one (no "No results",
 * no pages); then the fields, two codes added in the dialog, and Save.
 */
export const Create: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    const identifier = await canvas.findByRole('textbox', { name: isFrench ? 'Identifiant' : 'Identifier' });
    await expect(canvas.getByText(isFrench ? 'Cette liste n’a pas encore de code.' : 'This list has no code yet.')).toBeVisible();
    await expect(canvas.getByText(isFrench ? /Ajoutez le premier avec « Ajouter un code »/ : /Add the first one with “Add a code”/)).toBeVisible();
    // "No results" only for screen readers (the count's live region), never on screen.
    for (const said of canvas.queryAllByText(isFrench ? 'Aucun résultat' : 'No results')) await expect(said).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await typeInto(userEvent, identifier, 'CL_TEST');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: isFrench ? 'Libellé (français)' : 'Label (French)' }), 'Essai');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: isFrench ? 'Libellé (anglais)' : 'Label (English)' }), 'Test');
    const status = canvas.getByRole('button', { name: isFrench ? /Statut de diffusion/ : /Dissemination status/ });
    await tabTo(userEvent, status);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('option', { name: isFrench ? 'Public générique' : 'Public generic' }));
    await addCode(userEvent, isFrench, 'A', 'Alpha');
    await addCode(userEvent, isFrench, 'B', 'Bêta');
    await expect(canvas.getByRole('table', { name: 'Codes' })).toHaveTextContent('Bêta');
    await tabTo(userEvent, canvas.getByRole('button', { name: isFrench ? 'Enregistrer' : 'Save' }));
    await userEvent.keyboard('{Enter}');
    // The list's page, its heading focused; the toast names the list by its identifier.
    const page = await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /codelists/CL_TEST` });
    await waitFor(() => expect(page).toHaveFocus());
    const notifications = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() =>
      expect(within(notifications).getByRole('alert')).toHaveTextContent(isFrench ? 'Liste de codes CL_TEST enregistrée.' : 'Code list CL_TEST saved.'),
    );
  },
};

/** Nothing filled: the summary takes focus and links to each invalid field, codes included. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: isFrench ? 'Enregistrer' : 'Save' }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: isFrench ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    await waitFor(() => expect(summary.closest('section')).toHaveFocus());
    const links = within(summary.closest('section') as HTMLElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      isFrench
        ? [
            'La propriété Identifiant est obligatoire.',
            'La propriété Libellé (français) est obligatoire.',
            'La propriété Libellé (anglais) est obligatoire.',
            'La propriété Statut de diffusion est obligatoire.',
            'Une liste de codes doit comporter au moins un code.',
          ]
        : [
            'The property Identifier is required.',
            'The property Label (French) is required.',
            'The property Label (English) is required.',
            'The property Dissemination status is required.',
            'A code list needs at least one code.',
          ],
    );
    // The first link leads to its field.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: isFrench ? 'Identifiant' : 'Identifier' })).toHaveFocus();
  },
};

/** A code that is already in the list is refused in the dialog. */
export const DuplicateCode: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    await canvas.findByRole('textbox', { name: isFrench ? 'Identifiant' : 'Identifier' });
    await addCode(userEvent, isFrench, 'A', 'Alpha');
    await userEvent.click(screen.getByRole('button', { name: isFrench ? 'Ajouter un code' : 'Add a code' }));
    const dialog = await screen.findByRole('dialog');
    await typeInto(userEvent, within(dialog).getByRole('textbox', { name: 'Code' }), 'A');
    await typeInto(userEvent, within(dialog).getByRole('textbox', { name: isFrench ? 'Libellé (français)' : 'Label (French)' }), 'Encore');
    await tabTo(userEvent, within(dialog).getByRole('button', { name: isFrench ? 'Ajouter le code' : 'Add the code' }));
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findAllByText(isFrench ? 'Ce code est déjà dans la liste.' : 'This code is already in the list.')).not.toHaveLength(0);
    await expect(within(dialog).getByRole('textbox', { name: 'Code' })).toBeInvalid();
  },
};

const existing = {
  list: codeListFixture({ id: 'CL_FREQ', labelLg1: 'Fréquence', labelLg2: 'Frequency', codeCount: frequencyCodes.length }),
  codes: frequencyCodes,
};

/** Modifying: the identifier is fixed, the codes are there; renaming a code, its narrower codes follow. */
export const Modify: Story = {
  args: { existing },
  parameters: { router: { path: '/codelists/CL_FREQ/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    await expect(await canvas.findByRole('textbox', { name: isFrench ? 'Identifiant' : 'Identifier' })).toHaveAttribute('readonly');
    const grid = canvas.getByRole('table', { name: 'Codes' });
    await tabTo(userEvent, within(grid).getByRole('button', { name: isFrench ? 'Modifier le code D' : 'Modify the code D' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await expect(code).toHaveValue('D');
    await userEvent.clear(code);
    await userEvent.type(code, 'J');
    await tabTo(userEvent, within(dialog).getByRole('button', { name: isFrench ? 'Appliquer les modifications' : 'Apply the changes' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(grid).getByRole('row', { name: /^B/ })).toHaveTextContent('J'));
    // Focus goes back to the code's Modify, under its new notation.
    await waitFor(() => expect(within(grid).getByRole('button', { name: isFrench ? 'Modifier le code J' : 'Modify the code J' })).toHaveFocus());
  },
};

/** Removed from its row with Tab and Enter: focus goes to the Remove of the row that takes its place. */
export const RemoveACode: Story = {
  args: { existing },
  parameters: { router: { path: '/codelists/CL_FREQ/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    await canvas.findByRole('textbox', { name: isFrench ? 'Identifiant' : 'Identifier' });
    const table = canvas.getByRole('table', { name: 'Codes' });
    const removeButton = (code: string) => within(table).queryByRole('button', { name: isFrench ? `Retirer le code ${code}` : `Remove the code ${code}` });
    // A, then S below it: Tab goes from A's Remove to S's Modify, then S's Remove (no arrow keys).
    await tabTo(userEvent, removeButton('A') as HTMLElement, 60);
    await userEvent.tab();
    await expect(within(table).getByRole('button', { name: isFrench ? 'Modifier le code S' : 'Modify the code S' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(removeButton('A')).not.toBeInTheDocument());
    await waitFor(() => expect(removeButton('S')).toHaveFocus());
    await expect(canvas.getByText(isFrench ? 'Le code A a été retiré.' : 'The code A was removed.')).toHaveAttribute('role', 'status');
  },
};

/** An identifier already used (1101): the server's refusal, in words, above the form. */
export const IdentifierTaken: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const isFrench = isFrenchStory(globals);
    await typeInto(userEvent, await canvas.findByRole('textbox', { name: isFrench ? 'Identifiant' : 'Identifier' }), 'CL_FREQ');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: isFrench ? 'Libellé (français)' : 'Label (French)' }), 'Doublon');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: isFrench ? 'Libellé (anglais)' : 'Label (English)' }), 'Duplicate');
    await userEvent.click(canvas.getByRole('button', { name: isFrench ? /Statut de diffusion/ : /Dissemination status/ }));
    await userEvent.click(await screen.findByRole('option', { name: isFrench ? 'Privé' : 'Private' }));
    await addCode(userEvent, isFrench, 'X', 'Un code');
    await userEvent.click(canvas.getByRole('button', { name: isFrench ? 'Enregistrer' : 'Save' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      isFrench ? 'Une liste de codes avec cet identifiant existe déjà.' : 'A code list with this identifier already exists.',
    );
  },
};
