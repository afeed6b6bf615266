import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SecondLanguageSwitch, type SecondLanguageSwitchProps } from './SecondLanguageSwitch.tsx';

function SwitchWithState(args: SecondLanguageSwitchProps) {
  const [isSelected, setSelected] = useState(args.isSelected);
  return (
    <SecondLanguageSwitch
      {...args}
      isSelected={isSelected}
      onChange={(next) => {
        args.onChange(next);
        setSelected(next);
      }}
    />
  );
}

/**
 * "Display second language" on view pages. The application keeps the state (off by default) and
 * passes it to `DataLanguagesProvider`, so that every `BilingualText` and `PageTitle` follows.
 */
const meta = {
  title: 'Kit/Data/SecondLanguageSwitch',
  component: SecondLanguageSwitch,
  args: { isSelected: false, onChange: fn() },
  render: SwitchWithState,
} satisfies Meta<typeof SecondLanguageSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const toggle = canvas.getByRole('switch', { name: globals.locale === 'fr' ? 'Afficher la seconde langue' : 'Display second language' });
    await expect(toggle).not.toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};

export const On: Story = {
  args: { isSelected: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
    await userEvent.click(canvas.getByRole('switch'));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};
