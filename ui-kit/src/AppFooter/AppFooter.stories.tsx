import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
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
  argTypes: { items: { control: false }, actions: { control: false } },
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
  args: {
    actions: (
      <Button variant="secondary" size="sm">
        <Trans>Logout</Trans>
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};
