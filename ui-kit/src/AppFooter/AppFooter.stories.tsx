import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, fn } from 'storybook/test';
import { AppFooter } from './AppFooter.tsx';

const uiVersion = '1.4.0';
const apiVersion = '1.4.2';

/** The content information of every page: application facts as a list, and an optional action. */
const meta = {
  title: 'Kit/Page/AppFooter',
  component: AppFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    items: ['Atelier', <Trans key="ui">Interface {uiVersion}</Trans>, <Trans key="api">API {apiVersion}</Trans>],
  },
  argTypes: { items: { control: false }, logout: { control: false } },
} satisfies Meta<typeof AppFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WithLogout: Story = {
  args: { logout: { label: <Trans>Logout</Trans>, onLogout: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.logout?.onLogout).toHaveBeenCalledOnce();
  },
};
