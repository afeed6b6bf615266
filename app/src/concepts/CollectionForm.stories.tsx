import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { conceptHandlers, createConceptStore } from '../mocks/concept-collections.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { choose, shiftTabTo, tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { toasts } from '../shell/toasts.ts';
import { CollectionForm } from './CollectionForm.tsx';
import { ModifyForm } from '../records/screens/FormScreen.tsx';
import { collectionUi } from './kinds.ts';

/**
 * Creating and modifying a collection: its label (required in the first language), description in
 * both languages, stewardship, and its members picked from the concepts by a search on the server.
 */
const meta = {
  title: 'Screens/Concepts/CollectionForm',
  component: CollectionForm,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts/collections/create' } },
  beforeEach({ msw }) {
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    created.mockClear();
    updated.mockClear();
    msw.use(
      http.post('/api/concepts/collection', async ({ request }) => void created(await request.clone().json())),
      http.put('/api/concepts/collection/:id', async ({ request }) => void updated(await request.clone().json())),
      ...conceptHandlers(createConceptStore()),
    );
  },
} satisfies Meta<typeof CollectionForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const created = fn<(body: unknown) => void>();
const updated = fn<(body: unknown) => void>();

/** Saved without its label: the error summary names it, focus goes there, nothing is sent. */
export const Errors: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Nouvelle collection' : 'New collection' })).toBeVisible();
    const save = canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    await waitFor(() => expect(summary.closest('[tabindex="-1"]') ?? summary).toHaveFocus());
    await expect(canvas.getByRole('link', { name: fr ? /Libellé \(français\)/ : /Label \(French\)/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: fr ? 'Libellé (français)' : 'Label (French)' })).toHaveAttribute('aria-invalid', 'true');
    await expect(created).not.toHaveBeenCalled();
  },
};

/** Members are searched on the server and added with the keyboard, one removed; the body sends them in order. */
export const MembersPicked: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const label = await canvas.findByRole('textbox', { name: fr ? 'Libellé (français)' : 'Label (French)' });
    await typeInto(userEvent, label, 'Pauvreté');
    await choose(userEvent, canvas.getByRole('button', { name: fr ? /Statut de diffusion/ : /Dissemination status/ }), fr ? 'Public générique' : 'Public generic');
    const members = canvas.getByRole('group', { name: fr ? 'Membres' : 'Members' });
    const search = within(members).getByRole('searchbox');
    await typeInto(userEvent, search, 'pauvre');
    const poverty = await within(members).findByRole('button', { name: fr ? 'Ajouter Pauvreté monétaire' : 'Add Pauvreté monétaire' });
    await tabTo(userEvent, poverty);
    await userEvent.keyboard('{Enter}');
    const line = await within(members).findByRole('button', { name: fr ? 'Ajouter Seuil de pauvreté' : 'Add Seuil de pauvreté' });
    line.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.clear(search);
    await typeInto(userEvent, search, 'niveau');
    (await within(members).findByRole('button', { name: fr ? 'Ajouter Niveau de vie' : 'Add Niveau de vie' })).focus();
    await userEvent.keyboard('{Enter}');
    const chosen = within(members).getByRole('list', { name: fr ? 'Choisis (3)' : 'Chosen (3)' });
    await expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Pauvreté monétaire'),
      expect.stringContaining('Seuil de pauvreté'),
      expect.stringContaining('Niveau de vie'),
    ]);
    within(chosen).getByRole('button', { name: fr ? 'Retirer Seuil de pauvreté' : 'Remove Seuil de pauvreté' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(members).getByRole('list', { name: fr ? 'Choisis (2)' : 'Chosen (2)' })).toBeVisible());
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: new RegExp(`^${NAVIGATED_TO} /concepts/collections/`) })).toBeVisible();
    await expect(created).toHaveBeenCalledOnce();
    await expect(created).toHaveBeenCalledWith(expect.objectContaining({ prefLabelLg1: 'Pauvreté', disseminationStatus: 'PublicGenerique', members: ['c1013', 'c1012'] }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(fr ? 'Collection « Pauvreté » enregistrée.' : 'Collection “Pauvreté” saved.'));
  },
};

/** Modifying: the members it has are listed by their labels before any search. */
export const Modify: Story = {
  parameters: { router: { path: '/concepts/collections/a1b2c3d4-0000-4000-8000-000000000001/modify' } },
  render: () => <ModifyForm ui={collectionUi} id="a1b2c3d4-0000-4000-8000-000000000001" />,
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: fr ? 'Modifier la collection Marché du travail' : 'Modify the collection Marché du travail' }),
    ).toBeVisible();
    const members = canvas.getByRole('group', { name: fr ? 'Membres' : 'Members' });
    const chosen = within(members).getByRole('list', { name: fr ? 'Choisis (4)' : 'Chosen (4)' });
    await expect(within(chosen).getByText('Taux de chômage')).toBeVisible();
  },
};
