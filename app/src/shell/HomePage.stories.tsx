import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { codeListManagerPrivilegesFixture } from '../mocks/fixtures.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { HomePage } from './HomePage.tsx';

/** The home page: one tile per configured module in which the user holds a privilege. */
const meta = {
  title: 'Screens/Shell/HomePage',
  component: HomePage,
  decorators: [withShell],
} satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The demo administrator sees all six modules; those without screens yet say so in words on their
 * tile (and in the link's name), not only by their subdued look.
 */
export const EveryModule: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const tiles = await canvas.findAllByRole('link');
    await expect(tiles).toHaveLength(6);
    const notYet = fr ? 'Pas encore disponible' : 'Not available yet';
    const unavailable = tiles.filter((tile) => tile.textContent?.includes(notYet)).map((tile) => tile.getAttribute('href'));
    await expect(unavailable).toEqual(['/classifications', '/structures', '/datasets']);
    await expect(canvas.getByRole('link', { name: new RegExp(fr ? '^Nomenclatures.*Pas encore disponible$' : '^Classifications.*Not available yet$') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: new RegExp(fr ? '^Listes de codes' : '^Code lists') })).not.toHaveTextContent(notYet);
    await userEvent.tab();
    await expect(tiles[0]).toHaveFocus();
  },
};

/** A code list manager sees only the code lists. */
export const CodeListManager: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/info', () => HttpResponse.json(codeListManagerPrivilegesFixture)));
  },
  play: async ({ canvas, globals }) => {
    const tiles = await canvas.findAllByRole('link');
    await expect(tiles).toHaveLength(1);
    await expect(tiles[0]).toHaveAccessibleName(new RegExp(globals.locale === 'fr' ? 'Listes de codes' : 'Code lists'));
  },
};

/** Someone without any privilege is told so, with whom to ask. */
export const NoPrivilege: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/info', () => HttpResponse.json([])));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(globals.locale === 'fr' ? 'Aucun module disponible' : 'No module available')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
