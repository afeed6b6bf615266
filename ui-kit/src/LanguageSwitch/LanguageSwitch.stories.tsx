import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LanguageSwitch } from './LanguageSwitch.tsx';

const options = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
];

/** The visible choice of interface language, in the header. Each language is named in itself. */
const meta = {
  title: 'Kit/Navigation/LanguageSwitch',
  component: LanguageSwitch,
  args: { value: 'en', options, onChange: fn() },
  render: function SwitchDemo(args) {
    const [value, setValue] = useState(args.value);
    return (
      <LanguageSwitch
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitch>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const english = canvas.getByRole('button', { name: 'English' });
    const french = canvas.getByRole('button', { name: 'Français' });
    await expect(english).toHaveAttribute('aria-current', 'true');
    await expect(french).toHaveAttribute('lang', 'fr');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(french).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('fr');
    await expect(french).toHaveAttribute('aria-current', 'true');
    await expect(english).not.toHaveAttribute('aria-current');
  },
};
