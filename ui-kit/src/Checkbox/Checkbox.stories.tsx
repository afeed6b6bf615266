import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { fieldArgTypes, narrow } from '../Field/story-helpers.tsx';
import { forcedColorsParameters } from '../utils/forced-colors-checks.ts';
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

/**
 * In a Windows contrast theme, dark: a ticked box in the system's highlight colours with its mark,
 * an unticked one empty (its mark drawn in the box's own colour: a transparent mark would turn
 * into text colour there, and every box would look ticked).
 */
export const ForcedColorsDark: Story = {
  tags: ['!autodocs'],
  parameters: forcedColorsParameters('dark'),
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Checkbox {...args} />
      <Checkbox {...args} label={<Trans>I have checked the translations</Trans>} defaultSelected />
    </div>
  ),
  play: async ({ canvas }) => {
    const [unticked, ticked] = canvas.getAllByRole('checkbox');
    await expect(unticked).not.toBeChecked();
    await expect(ticked).toBeChecked();
    // The box drawn around each mark: the mark is in the box's `color`, on its background.
    const boxes = [...canvas.getAllByRole('checkbox')].map((input) => input.closest('label')?.querySelector('svg')?.parentElement);
    const [emptyBox, tickedBox] = boxes.map((box) => (box ? getComputedStyle(box) : undefined));
    await expect(emptyBox?.color).toBe(emptyBox?.backgroundColor);
    await expect(tickedBox?.color).not.toBe(tickedBox?.backgroundColor);
  },
};

/** The same in a light contrast theme. */
export const ForcedColorsLight: Story = { ...ForcedColorsDark, parameters: forcedColorsParameters('light') };
