import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
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
