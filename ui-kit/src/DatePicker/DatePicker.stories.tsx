import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/**
 * A date typed or picked in a calendar. The calendar opens from the button (or Alt+Arrow Down in
 * the field); arrow keys move by day, Enter picks, Escape closes and gives focus back.
 */
const meta = {
  title: 'Kit/Forms/DatePicker',
  component: DatePicker,
  args: { label: <Trans>Update date</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof DatePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2024-05-15' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: fr ? /calendrier/i : /calendar/i });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent(fr ? 'mai 2024' : 'May 2024');
    await waitFor(() => expect(dialog.querySelector('[role="gridcell"] [aria-selected], [aria-selected="true"]')).not.toBeNull());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-05-16');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Dates outside the range are struck through and cannot be picked. */
export const WithRange: Story = {
  args: { defaultValue: '2024-05-15', minValue: '2024-05-10', maxValue: '2024-05-20' },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: <Trans>The property Update date is required.</Trans> },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('spinbutton')[0]).toBeInvalid();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2024-05-15' } };
