import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { UrlField } from './UrlField.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/** A web address. Checked when the person leaves the field: it must start with http:// or https://. */
const meta = {
  title: 'Kit/Forms/UrlField',
  component: UrlField,
  args: { label: <Trans>Homepage</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof UrlField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('https://www.example.org');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toBeValid();
    await expect(args.onChange).toHaveBeenLastCalledWith('https://www.example.org');
  },
};

/** A wrong address is refused when the field is left, and accepted as soon as it is corrected. */
export const Malformed: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.tab();
    await userEvent.keyboard('www.example.org');
    await expect(input).toBeValid();
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(canvas.getByText(globals.locale === 'fr' ? /commence par http:\/\/ ou https:\/\// : /starts with http:\/\/ or https:\/\//)).toBeVisible();
    await userEvent.click(input);
    await userEvent.keyboard('{Control>}a{/Control}https://www.example.org');
    await expect(input).toBeValid();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Homepage is required.</Trans> },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'https://www.example.org' } };
