import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/**
 * Several lines of plain text (a note without formatting). Enter makes a new line. For formatted
 * text, use RichTextEditor; for a pair of languages, BilingualField with `multiline`.
 */
const meta = {
  title: 'Kit/Forms/TextArea',
  component: TextArea,
  args: { label: <Trans>Editorial note</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof TextArea>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await userEvent.keyboard('First line{Enter}Second line');
    await expect(args.onChange).toHaveBeenLastCalledWith('First line\nSecond line');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Editorial note is required.</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Text' } };

export const WithCharacterLimit: Story = {
  args: { characterLimit: 350, defaultValue: 'Statistical unit observed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('26 / 350')).toBeVisible();
  },
};
