import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { EditorPlaceholder, RichTextEditor } from './RichTextEditor.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/**
 * Formatted text: bold, italic, lists, links, undo and redo. Tab reaches the toolbar, arrow keys
 * move inside it, Tab again goes to the text. Shortcuts: Ctrl+B, Ctrl+I, Ctrl+Z, Ctrl+Shift+Z.
 * The value is HTML in a fixed subset (p, br, strong, em, ul, ol, li, a[href]); '' when empty.
 * The editor's code loads lazily, on first display.
 */
const meta = {
  title: 'Kit/Forms/RichTextEditor',
  component: RichTextEditor,
  args: { label: <Trans>Definition</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof RichTextEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The editor's code loads on first display, which in a development server takes a moment. */
const LOAD = { timeout: 10_000 };

const names = (fr: boolean) => ({
  definition: fr ? 'Définition' : 'Definition',
  bold: fr ? 'Gras' : 'Bold',
  italic: fr ? 'Italique' : 'Italic',
  link: fr ? 'Lien' : 'Link',
  undo: fr ? 'Annuler la dernière modification' : 'Undo',
});

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const name = names(fr);
    const text = await canvas.findByRole('textbox', { name: name.definition }, LOAD);
    // Its name says which field it formats: a form with an editor per language tells them apart.
    await expect(canvas.getByRole('toolbar', { name: `${fr ? 'Mise en forme' : 'Formatting'} ${name.definition}` })).toBeInTheDocument();
    // Tab reaches the toolbar; arrow keys move inside it.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: name.bold })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const italic = canvas.getByRole('button', { name: name.italic });
    await expect(italic).toHaveFocus();
    // react-aria's toolbar keeps every enabled button in the Tab order; undo and redo are disabled yet.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: name.link })).toHaveFocus();
    await userEvent.tab();
    await expect(text).toHaveFocus();
    await userEvent.keyboard('Price index');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Price index</p>');
    // Select the text, go back to the toolbar, make it italic.
    await userEvent.keyboard('{Control>}a{/Control}');
    // Back into the toolbar, focus returns to the button last used there; three steps left is Italic.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: name.link })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await expect(italic).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(italic).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p><em>Price index</em></p>');
  },
};

/**
 * Stored text as an older tool wrote it (the seeded labour force survey's abstract: a no-break
 * space, list items without paragraphs, a line break): the editor reads it into its own markup, yet
 * nothing was typed, so nothing is reported as a change and the form around it stays unmodified.
 */
export const StoredMarkupIsNoChange: Story = {
  args: {
    value:
      '<p>It is used to respond to the "Labour Forces" survey conducted by the Statistical Office of the\u00a0European Communities (EUROSTAT).</p><ul><li>monthly</li><li>annual<br></li></ul>Unwrapped text &amp; <b>bold</b>',
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const text = await canvas.findByRole('textbox', { name: names(globals.locale === 'fr').definition }, LOAD);
    await expect(text).toHaveTextContent('European Communities');
    // Focus in and out, as a person tabbing through the form does: still no change.
    await userEvent.click(text);
    await userEvent.tab();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(args.onChange).not.toHaveBeenCalled();
    // A real edit is still reported, in the editor's markup.
    await userEvent.click(canvas.getByText('monthly'));
    await userEvent.keyboard('!');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringContaining('!'));
  },
};

/** The link button opens a small dialog to type the address; only http, https and mailto are accepted. */
export const AddLink: Story = {
  args: { defaultValue: '<p>See the website</p>' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const name = names(fr);
    const text = await canvas.findByRole('textbox', { name: name.definition }, LOAD);
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}a{/Control}');
    const link = canvas.getByRole('button', { name: name.link });
    link.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const address = screen.getByRole('textbox', { name: fr ? 'Adresse' : 'Address' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.click(address);
    await userEvent.keyboard('javascript:alert(1){Enter}');
    await expect(address).toBeInvalid();
    await userEvent.keyboard('{Control>}a{/Control}https://www.insee.fr{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenLastCalledWith('<p><a href="https://www.insee.fr">See the website</a></p>');
    await expect(link).toHaveAttribute('aria-pressed', 'true');
  },
};

export const UndoRedo: Story = {
  args: { defaultValue: '<p>Index</p>' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const name = names(globals.locale === 'fr');
    const text = await canvas.findByRole('textbox', { name: name.definition }, LOAD);
    const undo = canvas.getByRole('button', { name: name.undo });
    await expect(undo).toBeDisabled();
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}a{/Control}Prices');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Prices</p>');
    await expect(undo).toBeEnabled();
    await userEvent.click(undo);
    await expect(args.onChange).toHaveBeenLastCalledWith('<p>Index</p>');
  },
};

/**
 * In a list, Tab indents the item and Shift+Tab outdents it, as in a word processor; Escape then Tab
 * (or Shift+Tab) leaves the editor. Its description says so.
 */
export const LeaveAList: Story = {
  args: { defaultValue: '<ul><li>monthly</li><li>annual</li></ul>' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const name = names(fr);
    const text = await canvas.findByRole('textbox', { name: name.definition }, LOAD);
    await expect(text).toHaveAccessibleDescription(
      fr
        ? 'Dans une liste, Tab met l’élément en retrait : appuyez sur Échap puis Tab pour quitter l’éditeur.'
        : 'In a list, Tab indents the item: press Escape then Tab to leave the editor.',
    );
    await userEvent.click(canvas.getByText('annual'));
    // Tab indents the second item under the first; focus stays in the text.
    await userEvent.tab();
    await expect(text).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('<ul><li><p>monthly</p><ul><li><p>annual</p></li></ul></li></ul>');
    // Escape then Tab leaves forwards, without touching the list.
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(text).not.toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Back in the list, Escape then Shift+Tab leaves backwards, to the toolbar.
    await userEvent.click(canvas.getByText('annual'));
    await userEvent.keyboard('{Escape}');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('toolbar')).toContainElement(document.activeElement as HTMLElement);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    // Escape is forgotten once another key comes: Tab indents again.
    await userEvent.click(canvas.getByText('annual'));
    await userEvent.keyboard('{Escape}{ArrowRight}');
    await userEvent.tab({ shift: true });
    await expect(text).toHaveFocus();
    // Shift+Tab outdented the item: the text is as loaded again, and so is the value.
    await expect(args.onChange).toHaveBeenLastCalledWith('<ul><li>monthly</li><li>annual</li></ul>');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Definition is required.</Trans> },
  play: async ({ canvas, globals }) => {
    const text = await canvas.findByRole('textbox', { name: names(globals.locale === 'fr').definition }, LOAD);
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription(
      globals.locale === 'fr'
        ? 'Erreur : La propriété Définition est obligatoire. Dans une liste, Tab met l’élément en retrait : appuyez sur Échap puis Tab pour quitter l’éditeur.'
        : 'Error: The property Definition is required. In a list, Tab indents the item: press Escape then Tab to leave the editor.',
    );
  },
};

export const WithCharacterLimit: Story = {
  args: { characterLimit: 350, defaultValue: '<p>Measure of the change in prices.</p>' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('32 / 350', {}, LOAD)).toBeVisible();
  },
};

/** Read-only: no toolbar, the text can be selected and copied. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '<p>Measure of the <strong>change</strong> in prices.</p><ul><li>monthly</li><li>annual</li></ul>' },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', {}, LOAD);
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '<p>Measure of the change in prices.</p>' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', {}, LOAD)).toHaveAttribute('contenteditable', 'false');
  },
};

/** While the editor's code loads: the label and a box of the same height. */
export const Loading: StoryObj<typeof EditorPlaceholder> = {
  render: () => <EditorPlaceholder label={<Trans>Definition</Trans>} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('progressbar', { name: globals.locale === 'fr' ? 'Chargement de l’éditeur' : 'Loading the editor' })).toBeInTheDocument();
  },
};
