import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect } from 'storybook/test';
import { LinkButton } from '../Link/Link.tsx';
import { ForbiddenPanel, MaintenancePanel, NotAvailableYetPanel, NotFoundPanel, StatusPanel } from './StatusPanel.tsx';

const home = (
  <LinkButton href="#home" variant="secondary">
    <Trans>Back to the home page</Trans>
  </LinkButton>
);

/**
 * Whole-page states that replace a screen. Use the presets: NotFoundPanel (unknown address),
 * MaintenancePanel (module switched off), ForbiddenPanel (missing privilege), NotAvailableYetPanel
 * (screen not built yet). Each carries the page's level-one heading.
 */
const meta = {
  title: 'Kit/Page/StatusPanel',
  component: StatusPanel,
  args: { kind: 'not-found', title: '' },
} satisfies Meta<typeof StatusPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundPanel actions={home} />,
  play: async ({ canvas, userEvent, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      globals.locale === 'fr' ? 'Page introuvable' : 'Page not found',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const Maintenance: Story = { render: () => <MaintenancePanel actions={home} /> };

export const Forbidden: Story = { render: () => <ForbiddenPanel actions={home} /> };

export const NotAvailableYet: Story = { render: () => <NotAvailableYetPanel /> };
