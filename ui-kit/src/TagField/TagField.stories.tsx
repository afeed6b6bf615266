import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { TagField } from './TagField.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/**
 * Several short values (alternative labels, keywords). Enter or a comma adds; duplicates are
 * refused with a message; Delete or Backspace on a focused tag removes it. With react-hook-form the
 * value is an array of strings.
 */
const meta = {
  title: 'Kit/Forms/TagField',
  component: TagField,
  args: { label: <Trans>Keywords</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof TagField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('economy{Enter}prices,employment,');
    await expect(args.onChange).toHaveBeenLastCalledWith(['economy', 'prices', 'employment']);
    await expect(input).toHaveValue('');
    await userEvent.keyboard('prices{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent(fr ? 'Déjà dans la liste : prices.' : 'Already in the list: prices.');
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

export const WithValues: Story = {
  args: { defaultValue: ['economy', 'prices'] },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    // Each remove button names its value.
    await expect(canvas.getByRole('button', { name: fr ? 'Supprimer economy' : 'Remove economy' })).toBeInTheDocument();
    // Tab reaches the tags, arrow keys move between them, Delete removes the focused one.
    await userEvent.tab();
    await expect(canvas.getAllByRole('row')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['economy']);
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Keywords is required.</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['economy'] } };
