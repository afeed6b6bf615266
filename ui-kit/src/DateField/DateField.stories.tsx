import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { DateField } from './DateField.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/**
 * A date typed segment by segment, day/month/year in both languages (locales fr-FR and en-GB from
 * react-aria's I18nProvider). Values are ISO strings, `YYYY-MM-DD`, or null.
 */
const meta = {
  title: 'Kit/Forms/DateField',
  component: DateField,
  args: { label: <Trans>Valid until</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof DateField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.tab();
    const [day, month, year] = canvas.getAllByRole('spinbutton');
    await expect(day).toHaveFocus();
    await expect(day).toHaveAccessibleName(globals.locale === 'fr' ? /jour/i : /day/i);
    await userEvent.keyboard('31052024');
    await expect(month).toHaveTextContent('05');
    await expect(year).toHaveTextContent('2024');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-05-31');
  },
};

export const WithValue: Story = {
  args: { defaultValue: '2024-05-31' },
  play: async ({ userEvent, args }) => {
    await userEvent.tab();
    // A segment wraps within its own range: day 31 goes up to day 1 of the same month.
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-05-01');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Valid until is required.</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('spinbutton')[0]).toBeInvalid();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2024-05-31' } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: '2024-05-31' } };
