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

/**
 * The calendar button is a target of 40 × 40 px, never less than 24 (WCAG 2.5.8), and nothing
 * covers it, whatever the date's state: empty, filled, refused, read-only, disabled, focused, and
 * in a column as narrow as a phone's.
 */
export const CalendarButtonTarget: Story = {
  render: (args) => (
    <div className="flex max-w-56 flex-col gap-4">
      <DatePicker {...args} />
      <DatePicker {...args} defaultValue="2024-12-17" />
      <DatePicker {...args} defaultValue="2024-12-17" isInvalid errorMessage={<Trans>The property Update date is required.</Trans>} />
      <DatePicker {...args} defaultValue="2024-12-17" isReadOnly />
      <DatePicker {...args} defaultValue="2024-12-17" isDisabled />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    /** What is wrong with each calendar button's target, if anything. */
    const targetProblems = () => {
      const buttons = Array.from(canvasElement.querySelectorAll('[role="group"] > button'));
      const problems = buttons.length === 5 ? [] : [`${buttons.length} calendar buttons`];
      for (const [index, button] of buttons.entries()) {
        const box = button.getBoundingClientRect();
        if (Math.min(box.width, box.height) < 24) problems.push(`date ${index + 1}: ${box.width} × ${box.height} px`);
        // A square of 24 px around its centre is its own: no segment or neighbour lies over it.
        const [x0, y0] = [box.left + box.width / 2, box.top + box.height / 2];
        for (const [x, y] of [
          [x0, y0],
          [x0 - 11.5, y0 - 11.5],
          [x0 + 11.5, y0 - 11.5],
          [x0 - 11.5, y0 + 11.5],
          [x0 + 11.5, y0 + 11.5],
        ] as const) {
          const hit = document.elementFromPoint(x, y);
          if (!button.contains(hit)) problems.push(`date ${index + 1}: ${hit?.outerHTML.slice(0, 80)} lies over its button`);
        }
      }
      return problems;
    };
    await expect(targetProblems()).toEqual([]);
    // Focus in a filled date's segments, then on its button.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(targetProblems()).toEqual([]);
    await userEvent.tab();
    await userEvent.tab();
    await expect(targetProblems()).toEqual([]);
  },
};

