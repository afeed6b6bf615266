import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, waitFor } from 'storybook/test';
import { BilingualField } from './BilingualField.tsx';
import type { FocusHandle } from '../Field/focus-handle.ts';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/**
 * Every Lg1/Lg2 pair of every module. Languages come in as props (from `/api/init`), each side has
 * its own binding; with react-hook-form, one `useController` per side:
 * `lg1={{ lang: lg1, ...field, isInvalid: fieldState.invalid, errorMessage: fieldState.error?.message }}`.
 */
const meta = {
  title: 'Kit/Forms/BilingualField',
  component: BilingualField,
  args: {
    label: <Trans>Label</Trans>,
    lg1: { lang: 'fr', name: 'prefLabelLg1', isRequired: true, onChange: fn() },
    lg2: { lang: 'en', name: 'prefLabelLg2', onChange: fn() },
  },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof BilingualField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    const first = canvas.getByRole('textbox', { name: fr ? 'Libellé (français)' : 'Label (French)' });
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('lang', 'fr');
    await expect(first).toBeRequired();
    await userEvent.keyboard('Indice des prix');
    await userEvent.tab();
    const second = canvas.getByRole('textbox', { name: fr ? 'Libellé (anglais)' : 'Label (English)' });
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute('lang', 'en');
    await expect(second).not.toBeRequired();
    await userEvent.keyboard('Price index');
    await expect(args.lg1.onChange).toHaveBeenLastCalledWith('Indice des prix');
    await expect(args.lg2.onChange).toHaveBeenLastCalledWith('Price index');
  },
};

/** Each side is invalid on its own. */
export const Invalid: Story = {
  args: {
    lg1: { lang: 'fr', isRequired: true, isInvalid: true, errorMessage: <Trans>The property Label (French) is required.</Trans> },
    lg2: { lang: 'en', defaultValue: 'Price index' },
  },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('textbox');
    await expect(first).toBeInvalid();
    await expect(second).toBeValid();
  },
};

/** Notes and definitions: several lines per side, with the maximum length counted. */
export const MultilineWithLimit: Story = {
  args: {
    label: <Trans>Short definition</Trans>,
    multiline: true,
    characterLimit: 350,
    lg1: { lang: 'fr', defaultValue: 'Mesure de l’évolution des prix.' },
    lg2: { lang: 'en', defaultValue: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('31 / 350')).toBeVisible();
    await expect(canvas.getByText('0 / 350')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, lg1: { lang: 'fr', defaultValue: 'Indice des prix' }, lg2: { lang: 'en', defaultValue: 'Price index' } },
};

/** In a container narrower than 42 rem the sides stack, first language on top. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('textbox');
    if (!first || !second) throw new Error('Two inputs expected');
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

/** The editor's code loads on first display, which in a development server takes a moment. */
const LOAD = { timeout: 10_000 };

/** The accessible names of the rich-text sides and of their tools, in the story's interface language. */
const richNames = (fr: boolean) => ({
  lg1: fr ? 'Définition (français)' : 'Definition (French)',
  lg2: fr ? 'Définition (anglais)' : 'Definition (English)',
  bold: fr ? 'Gras' : 'Bold',
});

/**
 * Tabs from an editor's toolbar to its text: react-aria's toolbar keeps every enabled tool in the Tab order
 * (bold, italic, the two lists, link; undo and redo are disabled until the first change).
 */
const TOOLS_BEFORE_TEXT = 5;

/** Formatted text per side (notes, definitions): each side is a rich text editor with its own toolbar. */
export const RichText: Story = {
  args: {
    label: <Trans>Definition</Trans>,
    richText: true,
    lg1: { lang: 'fr', name: 'definitionLg1', isRequired: true, onChange: fn() },
    lg2: { lang: 'en', name: 'definitionLg2', onChange: fn() },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const name = richNames(globals.locale === 'fr');
    const first = await canvas.findByRole('textbox', { name: name.lg1 }, LOAD);
    const second = await canvas.findByRole('textbox', { name: name.lg2 }, LOAD);
    await expect(first).toHaveAttribute('lang', 'fr');
    await expect(second).toHaveAttribute('lang', 'en');
    await expect(first).toHaveAttribute('aria-required', 'true');
    await expect(second).not.toHaveAttribute('aria-required');
    // The first language comes first: its toolbar, then its text.
    const [bold1, bold2] = canvas.getAllByRole('button', { name: name.bold });
    await userEvent.tab();
    await expect(bold1).toHaveFocus();
    for (let i = 0; i < TOOLS_BEFORE_TEXT; i++) await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('Indice des prix');
    await expect(args.lg1.onChange).toHaveBeenLastCalledWith('<p>Indice des prix</p>');
    // Then the second language: bold with Ctrl+B, then the text.
    await userEvent.tab();
    await expect(bold2).toHaveFocus();
    for (let i = 0; i < TOOLS_BEFORE_TEXT; i++) await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Control>}b{/Control}Price index');
    await expect(bold2).toHaveAttribute('aria-pressed', 'true');
    await expect(args.lg2.onChange).toHaveBeenLastCalledWith('<p><strong>Price index</strong></p>');
    await expect(args.lg1.onChange).toHaveBeenLastCalledWith('<p>Indice des prix</p>');
  },
};

/** What react-hook-form holds: the first side's `focus()`, called on a refused submission. */
let lg1Handle: FocusHandle | null = null;

/** The first side is required and empty: invalid on its own, its error read with the editor's name. */
export const RichTextRequired: Story = {
  args: {
    label: <Trans>Definition</Trans>,
    richText: true,
    lg1: {
      lang: 'fr',
      isRequired: true,
      isInvalid: true,
      errorMessage: <Trans>The property Definition (French) is required.</Trans>,
      onChange: fn(),
      ref: (handle) => {
        lg1Handle = handle;
      },
    },
    lg2: { lang: 'en', defaultValue: '<p>Measure of the change in <strong>prices</strong>.</p>', onChange: fn() },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const name = richNames(fr);
    const first = await canvas.findByRole('textbox', { name: name.lg1 }, LOAD);
    const second = await canvas.findByRole('textbox', { name: name.lg2 }, LOAD);
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(first).toHaveAttribute('aria-required', 'true');
    // Every editor says how to leave a list; an invalid one says what is wrong first.
    const wayOut = fr
      ? 'Dans une liste, Tab met l’élément en retrait : appuyez sur Échap puis Tab pour quitter l’éditeur.'
      : 'In a list, Tab indents the item: press Escape then Tab to leave the editor.';
    await expect(first).toHaveAccessibleDescription(
      `${fr ? 'Erreur : La propriété Définition (français) est obligatoire.' : 'Error: The property Definition (French) is required.'} ${wayOut}`,
    );
    await expect(second).not.toHaveAttribute('aria-invalid');
    await expect(second).toHaveAccessibleDescription(wayOut);
    // The form puts the caret in the first side, through its ref; the text typed is sent as HTML.
    await waitFor(() => expect(lg1Handle).not.toBeNull());
    lg1Handle?.focus();
    // Tiptap moves the caret on the next frame.
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('Mesure des prix');
    await expect(args.lg1.onChange).toHaveBeenLastCalledWith('<p>Mesure des prix</p>');
    // Tab leaves the first side for the second side's toolbar.
    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: name.bold })[1]).toHaveFocus();
  },
};

/** Read-only: no toolbars, the formatted text of each side shown in its language. */
export const RichTextReadOnly: Story = {
  args: {
    label: <Trans>Definition</Trans>,
    richText: true,
    isReadOnly: true,
    lg1: { lang: 'fr', defaultValue: '<p>Mesure de l’évolution des <strong>prix</strong> :</p><ul><li>mensuelle</li><li>annuelle</li></ul>' },
    lg2: { lang: 'en', defaultValue: '<p>Measure of the change in <strong>prices</strong>:</p><ul><li>monthly</li><li>annual</li></ul>' },
  },
  play: async ({ canvas, globals }) => {
    const name = richNames(globals.locale === 'fr');
    const first = await canvas.findByRole('textbox', { name: name.lg1 }, LOAD);
    const second = await canvas.findByRole('textbox', { name: name.lg2 }, LOAD);
    await expect(canvas.queryByRole('toolbar')).not.toBeInTheDocument();
    for (const [text, lang] of [[first, 'fr'], [second, 'en']] as const) {
      await expect(text).toHaveAttribute('aria-readonly', 'true');
      await expect(text).toHaveAttribute('contenteditable', 'false');
      await expect(text).toHaveAttribute('lang', lang);
    }
    await expect(second).toHaveTextContent('Measure of the change in prices:monthlyannual');
  },
};
