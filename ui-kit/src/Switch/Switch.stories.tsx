import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { Switch } from './Switch.tsx';
import { fieldArgTypes } from '../Field/story-helpers.tsx';

/** A setting applied at once, such as showing the second language. For a form answer, use Checkbox. */
const meta = {
  title: 'Kit/Forms/Switch',
  component: Switch,
  args: { label: <Trans>Display second language</Trans>, onChange: fn() },
  argTypes: fieldArgTypes,
} satisfies Meta<typeof Switch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultSelected: true } };

export const Disabled: Story = { args: { isDisabled: true } };
