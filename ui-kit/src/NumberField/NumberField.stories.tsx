import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { NumberField } from './NumberField.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/**
 * A number in the interface's format. `isInteger` for counts (depth, number of observations).
 * The value is `null` when the field is empty, so that a schema can require it.
 */
const meta = {
  title: 'Kit/Forms/NumberField',
  component: NumberField,
  args: { label: <Trans>Number of observations</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof NumberField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 1234.5 },
  play: async ({ canvas, globals }) => {
    // Grouping and decimal separators follow the interface's locale.
    await expect(canvas.getByRole('textbox')).toHaveValue(globals.locale === 'fr' ? '1\u202f234,5' : '1,234.5');
  },
};

/** Whole numbers only: arrow keys step by one, decimals are refused. */
export const Integer: Story = {
  args: { isInteger: true, defaultValue: 2, minValue: 0 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** Emptying the field gives null, not NaN. */
export const Empty: Story = {
  args: { defaultValue: 12, isInteger: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: <Trans>The property Number of observations is required.</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 5 } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 5 } };
