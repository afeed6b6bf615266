import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { collectionFixture, conceptHandlers, createConceptStore, usualCollections } from '../mocks/concept-collections.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { toasts } from '../shell/toasts.ts';
import { CollectionPage } from './CollectionPage.tsx';

/**
 * A collection: what the module adds to the page every record has (its number of members, its
 * description in both languages, its members as links to their concepts, its export). Publish and
 * Delete are the frame's (records/RecordPage.stories.tsx); Delete is offered, with its confirmation.
 */
const meta = {
  title: 'Screens/Concepts/CollectionPage',
  component: CollectionPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts/collections/a1b2c3d4-0000-4000-8000-000000000001' } },
  args: { id: 'a1b2c3d4-0000-4000-8000-000000000001' },
  beforeEach({ msw }) {
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    exported.mockClear();
    msw.use(...conceptHandlers(createConceptStore(), { onExport: exported }));
  },
} satisfies Meta<typeof CollectionPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const exported = fn<(path: string, query: Record<string, string>) => void>();

/** A published collection: its members in its order, each a link to its concept; no Publish; Export, Modify, Delete. */
export const Published: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Marché du travail' })).toHaveAttribute('lang', 'fr');
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(within(general).getByText(fr ? 'Nombre de membres' : 'Number of members').nextElementSibling).toHaveTextContent('4');
    await expect(within(general).getByText('Les concepts de l’enquête Emploi.')).toHaveAttribute('lang', 'fr');
    const members = canvas.getByRole('region', { name: fr ? 'Membres (4)' : 'Members (4)' });
    const links = within(members).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Chômage', 'Emploi', 'Population active', 'Taux de chômage']);
    await expect(links[0]).toHaveAttribute('href', '/concepts/c1001');
    await expect(within(links[0]!).getByText('Chômage')).toHaveAttribute('lang', 'fr');
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/concepts/collections/a1b2c3d4-0000-4000-8000-000000000001/modify');
    await expect(canvas.getByRole('link', { name: fr ? 'Retour aux collections' : 'Back to the collections' })).toHaveAttribute('href', '/concepts/collections');
    await expect(canvas.getByRole('button', { name: fr ? 'Supprimer' : 'Delete' })).toBeVisible();
  },
};

/** The second language beside the first: the description and the members' labels, each with its `lang`. */
export const SecondLanguage: Story = {
  parameters: { shell: { showSecondLanguage: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The concepts of the Labour Force Survey.')).toHaveAttribute('lang', 'en');
    await expect(await canvas.findByText(/Unemployment rate/)).toHaveAttribute('lang', 'en');
  },
};

/** A collection without members says so; its count is 0. Unpublished, it offers Publish. */
export const NoMembers: Story = {
  args: { id: 'a1b2c3d4-0000-4000-8000-000000000003' },
  parameters: { router: { path: '/concepts/collections/a1b2c3d4-0000-4000-8000-000000000003' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Logement' })).toBeVisible();
    const members = canvas.getByRole('region', { name: fr ? 'Membres (0)' : 'Members (0)' });
    await expect(members).toHaveTextContent(fr ? 'Cette collection n’a pas encore de membre.' : 'This collection has no members yet.');
    await expect(within(members).queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: fr ? 'Publier' : 'Publish' })).toBeVisible();
  },
};

/** Export with the keyboard: ODT in the second language with the concepts' documents; the file named by the server. */
export const Export: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 1, name: 'Marché du travail' });
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: fr ? 'Exporter la collection' : 'Export the collection' });
    const lg2 = within(dialog).getByRole('radio', { name: fr ? 'Document texte (ODT) en anglais' : 'Text document (ODT) in English' });
    within(dialog).getByRole('radio', { name: fr ? 'Document texte (ODT) en français' : 'Text document (ODT) in French' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(lg2).toBeChecked();
    within(dialog).getByRole('radio', { name: fr ? 'La collection seule' : 'The collection only' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: fr ? 'Avec les documents de ses concepts (ZIP)' : 'Also the documents of its concepts (ZIP)' })).toBeChecked();
    await tabTo(userEvent, within(dialog).getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByText(fr ? 'Enregistré sous MarcheDuTravail.zip.' : 'Saved as MarcheDuTravail.zip.')).toBeVisible();
    await expect(exported).toHaveBeenCalledOnce();
    await expect(exported).toHaveBeenCalledWith('/api/concepts-collections/export/a1b2c3d4-0000-4000-8000-000000000001/odt', { langue: 'lg2', withConcepts: 'true' });
  },
};

/** Export as SKOS in JSON-LD: no documents to choose; the collection asked for by Accept on its read path. */
export const ExportAsSkos: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 1, name: 'Marché du travail' });
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Exporter la collection' : 'Export the collection' }));
    const jsonLd = dialog.getByRole('radio', { name: fr ? 'SKOS en JSON-LD (.jsonld)' : 'SKOS in JSON-LD (.jsonld)' });
    await tabTo(userEvent, dialog.getByRole('radio', { name: fr ? 'Document texte (ODT) en français' : 'Text document (ODT) in French' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(jsonLd).toBeChecked();
    await expect(dialog.queryByRole('radio', { name: fr ? 'La collection seule' : 'The collection only' })).not.toBeInTheDocument();
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText(fr ? 'Enregistré sous a1b2c3d4-0000-4000-8000-000000000001.jsonld.' : 'Saved as a1b2c3d4-0000-4000-8000-000000000001.jsonld.')).toBeVisible();
    await expect(exported).toHaveBeenCalledOnce();
    await expect(exported).toHaveBeenCalledWith('/api/concepts/collection/a1b2c3d4-0000-4000-8000-000000000001', { accept: 'application/ld+json' });
  },
};

/** Delete asks first, then says so and returns to the collections (the system it replaces could not delete one). */
export const Delete: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore({ collections: [...usualCollections(), collectionFixture({ id: 'a1b2c3d4-0000-4000-8000-000000000009', prefLabelLg1: 'Essai' })] })));
  },
  args: { id: 'a1b2c3d4-0000-4000-8000-000000000009' },
  parameters: { router: { path: '/concepts/collections/a1b2c3d4-0000-4000-8000-000000000009' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 1, name: 'Essai' });
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Supprimer' : 'Delete' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await tabTo(userEvent, within(dialog).getByRole('button', { name: fr ? 'Supprimer' : 'Delete' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /concepts/collections` })).toBeVisible();
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(fr ? 'Collection « Essai » supprimée.' : 'Collection “Essai” deleted.'));
  },
};
