import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectDistinctInForcedColors, expectLegibleInForcedColors, forcedColorsParameters } from '../utils/forced-colors-checks.ts';
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

/** French chosen: its button is the current one, and each button still speaks its own language. */
export const FrenchChosen: Story = {
  args: { value: 'fr' },
  play: async ({ canvas, globals }) => {
    const group = canvas.getByRole('group', { name: globals.locale === 'fr' ? 'Langue de l’interface' : 'Interface language' });
    const french = within(group).getByRole('button', { name: 'Français' });
    await expect(french).toHaveAttribute('aria-current', 'true');
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expect(within(group).getByRole('button', { name: 'English' })).not.toHaveAttribute('aria-current');
  },
};

/**
 * On a phone (390 px wide, where the header is narrowest): the switch keeps its two buttons side by
 * side, whole, each a target of at least 24 × 24 px (WCAG 2.5.8).
 */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 390 }} className="flex justify-end border border-dashed border-line p-2">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const [english, french] = [canvas.getByRole('button', { name: 'English' }), canvas.getByRole('button', { name: 'Français' })];
    for (const button of [english, french]) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
    // Side by side, on one line.
    await expect(Math.round(english.getBoundingClientRect().top)).toBe(Math.round(french.getBoundingClientRect().top));
  },
};

/**
 * In a Windows contrast theme, dark: the current language in the system's highlight colours, its
 * name legible on it (tested with forced colours emulated; in Storybook, emulate them in DevTools).
 */
export const ForcedColorsDark: Story = {
  tags: ['!autodocs'],
  parameters: forcedColorsParameters('dark'),
  play: async ({ canvas }) => {
    const english = canvas.getByRole('button', { name: 'English' });
    const french = canvas.getByRole('button', { name: 'Français' });
    await expectLegibleInForcedColors(english);
    await expectLegibleInForcedColors(french);
    await expectDistinctInForcedColors(english, french, 'backgroundColor');
  },
};

/** The same in a light contrast theme. */
export const ForcedColorsLight: Story = { ...ForcedColorsDark, parameters: forcedColorsParameters('light') };
