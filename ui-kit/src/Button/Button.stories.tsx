import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { Save } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { expectDistinctInForcedColors, expectLegibleInForcedColors, forcedColorsParameters } from '../utils/forced-colors-checks.ts';
import { Button } from './Button.tsx';

/**
 * The product's only button. Use `primary` for the main action of a screen (one per screen),
 * `secondary` for the others, `danger` for destructive actions (always behind a confirmation),
 * `quiet` inside dense toolbars. Links that look like buttons are not buttons: use a link.
 */
const meta = {
  title: 'Kit/Actions/Button',
  component: Button,
  args: { onPress: fn(), children: <Trans>Save</Trans> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: <Trans>Cancel</Trans> } };

export const Danger: Story = { args: { variant: 'danger', children: <Trans>Delete</Trans> } };

export const Quiet: Story = { args: { variant: 'quiet', children: <Trans>Back</Trans> } };

export const Small: Story = { args: { size: 'sm' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Save aria-hidden="true" className="size-4" />
        <Trans>Save</Trans>
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** While the action runs the button keeps its focus and size, and screen readers hear "Saving". */
export const Pending: Story = {
  args: { isPending: true, pendingLabel: 'Saving' },
  render: function PendingButton(args) {
    return <Button {...args} />;
  },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(canvas.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** French labels run about 20 % longer: the button grows and wraps, it never truncates. */
export const LongFrenchLabel: Story = {
  args: { children: <Trans>Save the changes and publish the classification</Trans> },
  decorators: [
    (Story) => (
      <div className="w-56">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

/** Every variant side by side, with a disabled one and the current one of a set (`aria-current`). */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} />
      <Button {...args} variant="secondary">
        <Trans>Cancel</Trans>
      </Button>
      <Button {...args} variant="danger">
        <Trans>Delete</Trans>
      </Button>
      <Button {...args} variant="quiet">
        <Trans>Back</Trans>
      </Button>
      <Button {...args} isDisabled />
      <Button {...args} variant="quiet" aria-current="page">
        2
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(6);
  },
};

/**
 * In a Windows contrast theme, dark: every variant is a system button, its words legible; the
 * current one of a set (`aria-current`, as the page shown among page numbers) takes the system's
 * highlight; a disabled one is greyed in the system's colour.
 */
export const ForcedColorsDark: Story = {
  ...AllVariants,
  tags: ['!autodocs'],
  parameters: forcedColorsParameters('dark'),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(6);
    for (const button of buttons) await expectLegibleInForcedColors(button);
    const current = canvas.getByRole('button', { current: 'page' });
    await expectDistinctInForcedColors(current, buttons[0] as HTMLElement, 'backgroundColor');
  },
};

/** The same in a light contrast theme. */
export const ForcedColorsLight: Story = { ...ForcedColorsDark, parameters: forcedColorsParameters('light') };
