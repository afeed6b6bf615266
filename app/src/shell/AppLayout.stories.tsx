import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { appContextFixture } from '../mocks/fixtures.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { AppLayout } from './AppLayout.tsx';
import { HomePage } from './HomePage.tsx';

/** The frame of every page: header with the language switch, footer with versions and logout. */
const meta = {
  title: 'Screens/Shell/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell],
  args: { children: <HomePage /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof AppLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const footer = await canvas.findByRole('contentinfo');
    await expect(footer).toHaveTextContent(`API ${appContextFixture.version}`);
    await expect(canvas.getByRole('button', { name: globals.locale === 'fr' ? 'Se déconnecter' : 'Logout' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: globals.locale === 'fr' ? 'Français' : 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A newer API answers with its own version; the footer shows both. */
export const OtherApiVersion: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/init', () => HttpResponse.json({ ...appContextFixture, version: '2.3.1' })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('contentinfo')).toHaveTextContent('API 2.3.1');
  },
};

/** On the logout page there is nobody to log out. */
export const WithoutLogout: Story = {
  args: { showLogout: false },
  play: async ({ canvas }) => {
    await canvas.findByRole('contentinfo');
    await expect(canvas.queryByRole('button', { name: /logout|se déconnecter/i })).not.toBeInTheDocument();
  },
};
