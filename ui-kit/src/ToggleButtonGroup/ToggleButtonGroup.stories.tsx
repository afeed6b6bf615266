import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { ToggleButtonGroup } from './ToggleButtonGroup.tsx';

/**
 * One view among a few, applied at once: the documents of a list, its links, or both. Exactly one
 * button is pressed; Tab enters the group, arrow keys move between its buttons and Space chooses.
 */
const meta = {
  title: 'Kit/Navigation/ToggleButtonGroup',
  component: ToggleButtonGroup,
  args: {
    label: <Trans>Show</Trans>,
    items: [
      { id: 'document', label: <Trans>Documents</Trans> },
      { id: 'all', label: <Trans>Documents and links</Trans> },
      { id: 'link', label: <Trans>Links</Trans> },
    ],
    value: 'all',
    onChange: fn(),
  },
  argTypes: { items: { control: false } },
  render: function ToggleDemo(args) {
    const [value, setValue] = useState(args.value);
    const change = (next: string) => {
      setValue(next);
      args.onChange(next);
    };
    return <ToggleButtonGroup {...args} value={value} onChange={change} />;
  },
} satisfies Meta<typeof ToggleButtonGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Named by its label; the pressed button says so; arrows and Space choose another. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const group = canvas.getByRole('radiogroup', { name: fr ? 'Afficher' : 'Show' });
    await expect(group).toBeVisible();
    const both = canvas.getByRole('radio', { name: fr ? 'Documents et liens' : 'Documents and links' });
    await expect(both).toBeChecked();
    // Tab enters the group on its first button; the arrows move on.
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Documents' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const links = canvas.getByRole('radio', { name: fr ? 'Liens' : 'Links' });
    await expect(links).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('link');
    await expect(links).toBeChecked();
    await expect(both).not.toBeChecked();
    // The pressed button stays pressed: one view is always shown.
    await userEvent.keyboard(' ');
    await expect(links).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
