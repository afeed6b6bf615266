import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { operationsHandlers } from '../mocks/operations.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { LayoutForm } from '../records/LayoutForm.tsx';
import { indicatorUi } from './kinds.ts';

/** The creation route's screen. */
function IndicatorFormAtRoute() {
  return <LayoutForm ui={indicatorUi} />;
}

/** What the mock API received: each created body. */
const created = fn();

/**
 * Creating an indicator: the series it is produced from are required (one at least); the form says
 * so before sending, and its link leads to their checklist. The frame has its stories in
 * records/RecordFormScreen.stories.tsx.
 */
const meta = {
  title: 'Screens/Operations/IndicatorForm',
  component: IndicatorFormAtRoute,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/indicator/create' } },
  beforeEach({ msw }) {
    created.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.post('/api/operations/indicator', async ({ request }) => void created(await request.clone().json())),
      ...operationsHandlers(),
    );
  },
} satisfies Meta<typeof IndicatorFormAtRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ProducedFromRequired: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Nouvel indicateur' : 'New indicator' })).toBeVisible();
    // Required: its name says so to screen readers, and its label shows the asterisk.
    const producedFrom = canvas.getByRole('group', { name: fr ? 'Produit à partir de obligatoire' : 'Produced from required' });
    await expect(within(producedFrom).getByText('*')).toBeVisible();
    await tabTo(userEvent, canvas.getByRole('textbox', { name: fr ? 'Intitulé (français)' : 'Title (French)' }), 40);
    await userEvent.keyboard('Indice des prix des services');
    const status = canvas.getByRole('button', { name: fr ? /Statut de diffusion$/ : /Dissemination status$/ });
    await tabTo(userEvent, status, 150);
    await userEvent.keyboard('{Enter}');
    const wanted = within(await screen.findByRole('listbox')).getByRole('option', { name: fr ? 'Public générique' : 'Public generic' });
    for (let press = 0; press < 5 && document.activeElement !== wanted; press += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent(fr ? 'Public générique' : 'Public generic'));
    const save = canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' });
    for (let press = 0; press < 150 && document.activeElement !== save; press += 1) await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    const section = summary.closest('section') as HTMLElement;
    await waitFor(() => expect(section).toHaveFocus());
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([fr ? 'La propriété Produit à partir de est obligatoire.' : 'The property Produced from is required.']);
    await expect(within(producedFrom).getByText(fr ? 'La propriété Produit à partir de est obligatoire.' : 'The property Produced from is required.')).toBeVisible();
    await expect(created).not.toHaveBeenCalled();
    // The link leads to the checklist, whose search takes focus.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(within(producedFrom).getByRole('searchbox')).toHaveFocus();
  },
};
