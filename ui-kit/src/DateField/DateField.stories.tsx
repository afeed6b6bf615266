import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn, waitFor } from 'storybook/test';
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

const PRIMARY = 'rgb(31, 79, 160)';
const WHITE = 'rgb(255, 255, 255)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** The segment that arrow keys change shows it has focus: filled and outlined, empty or not (WCAG 2.4.7). */
export const FocusedSegment: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <DateField {...args} />
      <DateField {...args} label={<Trans>Valid from</Trans>} defaultValue="2024-05-31" />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { outline: `${style.outlineStyle} ${style.outlineWidth}`, background: style.backgroundColor, color: style.color };
    };
    // Day, month and year of the empty date (placeholders), then of the filled one.
    const segments = canvas.getAllByRole('spinbutton');
    for (const [index, segment] of segments.entries()) {
      if (index % 3 === 0) await userEvent.tab();
      else await userEvent.keyboard('{ArrowRight}');
      await expect(segment).toHaveFocus();
      const other = segments[index % 3 === 2 ? index - 1 : index + 1] as HTMLElement;
      // Light text on the fill, placeholder or not; the other segments plain.
      await waitFor(() => expect(look(segment)).toEqual({ outline: 'solid 2px', background: PRIMARY, color: WHITE }));
      await expect(look(other).outline).toMatch(/^none/);
      await expect(look(other).background).toBe(TRANSPARENT);
      await expect(look(other).color).not.toBe(WHITE);
    }
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
