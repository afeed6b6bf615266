import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConfigErrorPage } from './ConfigErrorPage.tsx';

/** Replaces the whole application when `config.json` or `GET /api/init` cannot be read. */
const meta = {
  title: 'Screens/Shell/ConfigErrorPage',
  component: ConfigErrorPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConfigErrorPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      globals.locale === 'fr' ? 'L’application n’a pas pu démarrer' : 'The application could not start',
    );
    await expect(document.documentElement.lang).toBe(globals.locale);
  },
};
