import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withShell } from '../mocks/ShellProviders.tsx';
import { ForbiddenPage, MaintenancePage, NotFoundPage } from './StatusPages.tsx';

/** Whole pages for an unknown address, a module under maintenance, a screen without the privilege. */
const meta = {
  title: 'Screens/Shell/StatusPages',
  component: NotFoundPage,
  decorators: [withShell],
} satisfies Meta<typeof NotFoundPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
  },
};

export const Maintenance: StoryObj<typeof MaintenancePage> = {
  render: () => <MaintenancePage moduleTitle="Concepts" />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      globals.locale === 'fr' ? 'En maintenance' : 'Under maintenance',
    );
  },
};

export const Forbidden: StoryObj<typeof ForbiddenPage> = {
  render: () => <ForbiddenPage page="Code lists" />,
};
