import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { fieldArgTypes, narrow } from '../Field/story-helpers.tsx';
import { Checkbox } from './Checkbox.tsx';

/** A yes-or-no answer in a form. Space toggles it. For a setting applied at once, use Switch. */
const meta = {
  title: 'Kit/Forms/Checkbox',
  component: Checkbox,
  args: { label: <Trans>Coded component</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const Selected: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { isIndeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    isInvalid: true,
    label: <Trans>I have checked the translations</Trans>,
    errorMessage: <Trans>Confirm that the translations were checked.</Trans>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const LongFrenchLabel: Story = {
  args: {
    label: <Trans>Include the documents and links attached to the quality report in the export</Trans>,
    description: <Trans>The export takes longer.</Trans>,
  },
  decorators: [narrow],
};
