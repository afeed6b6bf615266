import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { codeListManagerPrivilegesFixture } from '../mocks/fixtures.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { ModuleLayout } from './ModuleLayout.tsx';
import { MODULES } from './modules.ts';
import { NotAvailableYetContent, NotFoundContent } from './StatusPages.tsx';

/** A module's menu above its screen; screens not built yet say so plainly. */
const meta = {
  title: 'Screens/Shell/ModuleLayout',
  component: ModuleLayout,
  decorators: [withShell],
  parameters: { layout: 'fullscreen' },
  args: { module: MODULES.codelists, path: '/partial', children: <NotAvailableYetContent page="Code lists" /> },
  argTypes: { module: { control: false }, children: { control: false } },
} satisfies Meta<typeof ModuleLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CodeLists: Story = {
  play: async ({ canvas, globals }) => {
    const nav = await canvas.findByRole('navigation');
    const current = nav.querySelector('[aria-current="page"]');
    await expect(current).toHaveTextContent(globals.locale === 'fr' ? 'Listes de codes partielles' : 'Partial code lists');
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};

/** The administrator sees the concepts' Administration entry… */
export const ConceptsForAnAdministrator: Story = {
  args: { module: MODULES.concepts, path: '/collections/c1000' },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link')).toHaveLength(4);
  },
};

/** …someone without the ADMINISTRATION privilege does not. */
export const ConceptsForSomeoneElse: Story = {
  args: { module: MODULES.concepts, path: '' },
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/info', () => HttpResponse.json(codeListManagerPrivilegesFixture)));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link')).toHaveLength(3);
  },
};

/** An address inside the module that is none of its screens. */
export const UnknownScreen: Story = {
  args: { module: MODULES.operations, path: '/sims/1817/unknown', children: <NotFoundContent /> },
};
