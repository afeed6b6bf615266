import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch.tsx';
import { expectDistinctInForcedColors, expectLegibleInForcedColors, forcedColorsParameters } from '../utils/forced-colors-checks.ts';
import { AppHeader } from './AppHeader.tsx';

/** The banner of every page: logo, product name and title leading home, and optional controls. */
const meta = {
  title: 'Kit/Page/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logoSrc: '/img/logo.svg',
    productName: 'Atelier',
    title: <Trans>Metadata management application</Trans>,
    homeHref: '#home',
  },
  argTypes: { title: { control: false }, actions: { control: false } },
} satisfies Meta<typeof AppHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Atelier/ })).toHaveFocus();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="secondary" size="sm">
        <Trans>Logout</Trans>
      </Button>
    ),
  },
};

/** At 320 px wide the controls wrap under the title: nothing is cut (WCAG 1.4.10 reflow). */
export const Narrow: Story = {
  ...WithActions,
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
  },
};

/** As in the application: the interface language's switch among the controls, the current one marked. */
export const WithLanguageSwitch: Story = {
  args: {
    actions: (
      <LanguageSwitch
        value="en"
        options={[
          { value: 'en', label: 'English' },
          { value: 'fr', label: 'Français' },
        ]}
        onChange={() => undefined}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  },
};

/**
 * In a Windows contrast theme, dark: the product name a link in the system's link colour, the
 * current language in its highlight colours, every word legible.
 */
export const ForcedColorsDark: Story = {
  ...WithLanguageSwitch,
  tags: ['!autodocs'],
  parameters: forcedColorsParameters('dark'),
  play: async ({ canvas }) => {
    const english = canvas.getByRole('button', { name: 'English' });
    const french = canvas.getByRole('button', { name: 'Français' });
    await expectLegibleInForcedColors(english);
    await expectLegibleInForcedColors(french);
    await expectDistinctInForcedColors(english, french, 'backgroundColor');
    await expectLegibleInForcedColors(canvas.getByRole('link', { name: /Atelier/ }));
  },
};

/** The same in a light contrast theme. */
export const ForcedColorsLight: Story = { ...ForcedColorsDark, parameters: forcedColorsParameters('light') };
