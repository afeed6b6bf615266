import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { conceptHandlers, createConceptStore } from '../mocks/concept-collections.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { shiftTabTo, tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { toasts } from '../shell/toasts.ts';
import { CollectionsExportScreen, CollectionsPublishScreen, ConceptsExportScreen, ConceptsPublishScreen } from './BulkScreens.tsx';

/**
 * The bulk publication and export of concepts and collections: one picker (the records selected,
 * and the candidates searched and paged on the server), Publish or Export. Nothing selected is
 * refused before any call; a publication in progress elsewhere (423) is waited for.
 */
const meta = {
  title: 'Screens/Concepts/Bulk publication and export',
  component: ConceptsPublishScreen,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts/validation' } },
  beforeEach() {
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    published.mockClear();
    exported.mockClear();
  },
} satisfies Meta<typeof ConceptsPublishScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const published = fn<(ids: string[]) => void>();
const exported = fn<(path: string, query: Record<string, string>, selection?: string[]) => void>();

const words = (fr: boolean) => ({
  publish: fr ? 'Publier' : 'Publish',
  export: fr ? 'Exporter' : 'Export',
  toPublish: fr ? 'Concepts à publier' : 'Concepts to publish',
  unpublished: fr ? 'Concepts non publiés' : 'Unpublished concepts',
  search: fr ? 'Rechercher par libellé ou identifiant' : 'Search by label or identifier',
  add: (label: string) => (fr ? `Ajouter ${label}` : `Add ${label}`),
  remove: (label: string) => (fr ? `Retirer ${label}` : `Remove ${label}`),
});

/** The toast that says what the publication did. */
async function expectToast(text: string) {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(text));
}

/** Publish with nothing selected: the page says to add one, and nothing is sent. */
export const NothingSelected: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore(), { onPublish: published }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Publier des concepts' : 'Publish concepts' })).toBeVisible();
    const candidates = await canvas.findByRole('region', { name: word.unpublished }, { timeout: 5000 });
    await within(candidates).findByRole('button', { name: word.add('Halo autour du chômage') });
    await tabTo(userEvent, canvas.getByRole('button', { name: word.publish }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(fr ? 'Ajoutez au moins un concept à publier.' : 'Add at least one concept to publish.');
    await expect(published).not.toHaveBeenCalled();
    await expect(canvas.getByRole('region', { name: `${word.toPublish} (0)` })).toHaveTextContent(
      fr ? 'Rien n’est encore sélectionné : ajoutez des éléments depuis la liste.' : 'Nothing selected yet: add records from the list.',
    );
  },
};

/**
 * Only the concepts not published as they stand are offered; some are added and one removed with
 * the keyboard, the count said as it changes; Publish sends them in one call, a toast says how
 * many were published, and the list of concepts is shown.
 */
export const SomeSelected: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore(), { onPublish: published }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const candidates = await canvas.findByRole('region', { name: word.unpublished }, { timeout: 5000 });
    const halo = await within(candidates).findByRole('button', { name: word.add('Halo autour du chômage') });
    // Published concepts are not candidates.
    await expect(within(candidates).queryByText('Chômage')).not.toBeInTheDocument();
    await expect(within(candidates).getAllByRole('listitem')).toHaveLength(4);
    await tabTo(userEvent, halo);
    await userEvent.keyboard('{Enter}');
    // It leaves the candidates for the selection; focus moves to the next candidate's Add.
    await waitFor(() => expect(within(candidates).getByRole('button', { name: word.add('Inactivité') })).toHaveFocus());
    await expect(within(candidates).queryByRole('button', { name: word.add('Halo autour du chômage') })).not.toBeInTheDocument();
    await tabTo(userEvent, within(candidates).getByRole('button', { name: word.add('Sous-emploi') }));
    await userEvent.keyboard('{Enter}');
    // The last candidate added: focus moves to the previous one.
    await waitFor(() => expect(within(candidates).getByRole('button', { name: word.add('Pauvreté monétaire') })).toHaveFocus());
    await shiftTabTo(userEvent, within(candidates).getByRole('button', { name: word.add('Inactivité') }));
    await userEvent.keyboard('{Enter}');
    const selected = canvas.getByRole('region', { name: `${word.toPublish} (3)` });
    await expect(within(selected).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(canvas.getByText(fr ? '3 sélectionnés' : '3 selected')).toHaveAttribute('role', 'status'));
    // Removing one moves focus to the next.
    const removeSousEmploi = within(selected).getByRole('button', { name: word.remove('Sous-emploi') });
    removeSousEmploi.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(canvas.getByRole('region', { name: `${word.toPublish} (2)` })).getByRole('button', { name: word.remove('Inactivité') })).toHaveFocus());
    // Removed, it is a candidate again.
    await expect(within(candidates).getByRole('button', { name: word.add('Sous-emploi') })).toBeVisible();
    canvas.getByRole('button', { name: word.publish }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /concepts` })).toBeVisible();
    await expectToast(fr ? '2 concepts publiés.' : '2 concepts published.');
    await expect(published).toHaveBeenCalledOnce();
    await expect(published).toHaveBeenCalledWith(['c1005', 'c1007']);
  },
};

/** A search on the server that finds nothing says so. */
export const SearchNoResult: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers());
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const candidates = await canvas.findByRole('region', { name: word.unpublished }, { timeout: 5000 });
    await within(candidates).findByRole('button', { name: word.add('Sous-emploi') });
    await typeInto(userEvent, within(candidates).getByRole('searchbox', { name: word.search }), 'zzz');
    await expect(await within(candidates).findByText(fr ? 'Rien ne correspond à cette recherche.' : 'Nothing matches this search.')).toBeVisible();
    await expect(within(candidates).queryAllByRole('listitem')).toHaveLength(0);
    // Accents and case ignored, on the server.
    await userEvent.clear(within(candidates).getByRole('searchbox', { name: word.search }));
    await typeInto(userEvent, within(candidates).getByRole('searchbox', { name: word.search }), 'INACTIVITE');
    await waitFor(() => expect(within(candidates).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(candidates).getByRole('button', { name: word.add('Inactivité') })).toBeVisible();
  },
};

/** Many candidates come a page at a time; "Add all on this page" takes one page's. */
export const Paging: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore({ extra: 26 }), { onPublish: published }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const candidates = await canvas.findByRole('region', { name: word.unpublished }, { timeout: 5000 });
    await within(candidates).findByRole('button', { name: word.add('Concept numéro 001') });
    await expect(within(within(candidates).getByRole('list', { name: word.unpublished })).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(candidates).getByText(fr ? '30 résultats' : '30 results')).toBeVisible();
    const pages = within(candidates).getByRole('navigation', { name: fr ? 'Pagination' : 'Pagination' });
    await tabTo(userEvent, within(pages).getByRole('button', { name: fr ? 'Suivant' : 'Next' }));
    await userEvent.keyboard('{Enter}');
    await within(candidates).findByRole('button', { name: word.add('Concept numéro 011') });
    await tabTo(userEvent, within(candidates).getByRole('button', { name: fr ? 'Tout ajouter sur cette page' : 'Add all on this page' }), 40);
    await userEvent.keyboard('{Enter}');
    const selected = await canvas.findByRole('region', { name: `${word.toPublish} (10)` });
    // The button went with the page's last candidate: focus is on the selection's heading, which counts them.
    await waitFor(() => expect(within(selected).getByRole('heading', { level: 2 })).toHaveFocus());
    await expect(within(candidates).queryByRole('button', { name: fr ? 'Tout ajouter sur cette page' : 'Add all on this page' })).not.toBeInTheDocument();
    await expect(within(candidates).getByText(fr ? 'Tout est sélectionné sur cette page.' : 'Everything on this page is selected.')).toBeVisible();
  },
};

/**
 * Someone else is publishing some of them (423): the page says so and tries again every 2 seconds;
 * once it goes through, the toast and the list.
 */
export const WaitingThenDone: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore(), { onPublish: published, busyTimes: 1 }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const candidates = await canvas.findByRole('region', { name: word.unpublished }, { timeout: 5000 });
    (await within(candidates).findByRole('button', { name: word.add('Sous-emploi') })).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: word.publish }).focus();
    await userEvent.keyboard('{Enter}');
    const waiting = await canvas.findByText(
      fr
        ? 'Quelqu’un d’autre publie certains de ces éléments. La publication sera retentée toutes les 2 secondes jusqu’à ce qu’elle aboutisse.'
        : 'Someone else is publishing some of these records. Publication will be tried again every 2 seconds until it goes through.',
    );
    await expect(waiting.closest('[role="status"]')).not.toBeNull();
    await expect(canvas.getByRole('button', { name: fr ? 'Annuler' : 'Cancel' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /concepts` }, { timeout: 6000 })).toBeVisible();
    await expectToast(fr ? '1 concept publié.' : '1 concept published.');
    await expect(published).toHaveBeenCalledTimes(2);
  },
};

/** Waiting can be cancelled: nothing more is sent, and the selection stays. */
export const WaitingCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore(), { onPublish: published, busyTimes: 100 }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const candidates = await canvas.findByRole('region', { name: word.unpublished }, { timeout: 5000 });
    (await within(candidates).findByRole('button', { name: word.add('Sous-emploi') })).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: word.publish }).focus();
    await userEvent.keyboard('{Enter}');
    const cancel = await canvas.findByRole('button', { name: fr ? 'Annuler' : 'Cancel' });
    cancel.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('button', { name: fr ? 'Annuler' : 'Cancel' })).not.toBeInTheDocument());
    const calls = published.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(published).toHaveBeenCalledTimes(calls);
    await expect(canvas.getByRole('region', { name: `${word.toPublish} (1)` })).toBeVisible();
  },
};

/** The collections' publication: the same picker, in the collections' words. */
export const Collections: Story = {
  render: () => <CollectionsPublishScreen />,
  parameters: { router: { path: '/concepts/collections/validation' } },
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore(), { onPublish: published }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const candidates = await canvas.findByRole('region', { name: fr ? 'Collections non publiées' : 'Unpublished collections' }, { timeout: 5000 });
    (await within(candidates).findByRole('button', { name: fr ? 'Ajouter Conditions de vie' : 'Add Conditions de vie' })).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: fr ? 'Publier' : 'Publish' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /concepts/collections` })).toBeVisible();
    await expectToast(fr ? '1 collection publiée.' : '1 collection published.');
    await expect(published).toHaveBeenCalledOnce();
    await expect(published).toHaveBeenCalledWith(['a1b2c3d4-0000-4000-8000-000000000002']);
  },
};

/**
 * Export: every concept is a candidate; the format (ODT in either language, ODS) and one document
 * or one per concept; the file is saved under the name the server gives. Nothing selected is refused first.
 */
export const ExportChoices: Story = {
  render: () => <ConceptsExportScreen />,
  parameters: { router: { path: '/concepts/export' } },
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore(), { onExport: exported }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Exporter des concepts' : 'Export concepts' })).toBeVisible();
    const exportButton = canvas.getByRole('button', { name: word.export });
    exportButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(fr ? 'Ajoutez au moins un concept à exporter.' : 'Add at least one concept to export.');
    await expect(exported).not.toHaveBeenCalled();
    const candidates = await canvas.findByRole('region', { name: fr ? 'Tous les concepts' : 'All concepts' }, { timeout: 5000 });
    // Published ones too.
    (await within(candidates).findByRole('button', { name: word.add('Chômage') })).focus();
    await userEvent.keyboard('{Enter}');
    within(candidates).getByRole('button', { name: word.add('Emploi') }).focus();
    await userEvent.keyboard('{Enter}');
    const formats = canvas.getByRole('radiogroup', { name: 'Format' });
    await expect(within(formats).getByRole('radio', { name: fr ? 'Document texte (ODT) en français' : 'Text document (ODT) in French' })).toBeChecked();
    within(formats).getByRole('radio', { name: fr ? 'Document texte (ODT) en français' : 'Text document (ODT) in French' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(formats).getByRole('radio', { name: fr ? 'Document texte (ODT) en anglais' : 'Text document (ODT) in English' })).toBeChecked();
    const documents = canvas.getByRole('radiogroup', { name: 'Documents' });
    within(documents).getByRole('radio', { name: fr ? 'Un document pour la sélection' : 'One document for the selection' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(documents).getByRole('radio', { name: fr ? 'Un document par concept (ZIP)' : 'One document per concept (ZIP)' })).toBeChecked();
    exportButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(fr ? 'Enregistré sous Concepts.zip.' : 'Saved as Concepts.zip.')).toBeVisible();
    await expect(exported).toHaveBeenCalledOnce();
    // The selection in the body: a path of joined identifiers outgrows what servers read (issue 27, item 4).
    await expect(exported).toHaveBeenCalledWith('/api/concepts/concept/export-zip/odt', { langue: 'lg2', withConcepts: 'true' }, ['c1001', 'c1002']);
  },
};

/** The selection as SKOS in RDF/XML: no documents to choose; the concepts' identifiers in the body, as for documents. */
export const ExportAsSkos: Story = {
  render: () => <ConceptsExportScreen />,
  parameters: { router: { path: '/concepts/export' } },
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore(), { onExport: exported }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const candidates = await canvas.findByRole('region', { name: fr ? 'Tous les concepts' : 'All concepts' }, { timeout: 5000 });
    (await within(candidates).findByRole('button', { name: word.add('Chômage') })).focus();
    await userEvent.keyboard('{Enter}');
    within(candidates).getByRole('button', { name: word.add('Emploi') }).focus();
    await userEvent.keyboard('{Enter}');
    const rdfXml = canvas.getByRole('radio', { name: fr ? 'SKOS en RDF/XML (.rdf)' : 'SKOS in RDF/XML (.rdf)' });
    rdfXml.focus();
    await userEvent.keyboard(' ');
    await expect(rdfXml).toBeChecked();
    await expect(canvas.queryByRole('radiogroup', { name: 'Documents' })).not.toBeInTheDocument();
    canvas.getByRole('button', { name: word.export }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(fr ? 'Enregistré sous concepts.rdf.' : 'Saved as concepts.rdf.')).toBeVisible();
    await expect(exported).toHaveBeenCalledOnce();
    await expect(exported).toHaveBeenCalledWith('/api/concepts/selection', { accept: 'application/rdf+xml' }, ['c1001', 'c1002']);
  },
};

/** The collections' export: a spreadsheet of the selected collections. */
export const ExportCollections: Story = {
  render: () => <CollectionsExportScreen />,
  parameters: { router: { path: '/concepts/collections/export' } },
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore(), { onExport: exported }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const candidates = await canvas.findByRole('region', { name: fr ? 'Toutes les collections' : 'All collections' }, { timeout: 5000 });
    (await within(candidates).findByRole('button', { name: fr ? 'Ajouter Marché du travail' : 'Add Marché du travail' })).focus();
    await userEvent.keyboard('{Enter}');
    const ods = canvas.getByRole('radio', { name: fr ? 'Tableur (ODS), les deux langues' : 'Spreadsheet (ODS), both languages' });
    ods.focus();
    await userEvent.keyboard(' ');
    await expect(ods).toBeChecked();
    canvas.getByRole('button', { name: fr ? 'Exporter' : 'Export' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(fr ? 'Enregistré sous Collections.zip.' : 'Saved as Collections.zip.')).toBeVisible();
    await expect(exported).toHaveBeenCalledOnce();
    await expect(exported).toHaveBeenCalledWith('/api/concepts-collections/export-zip/ods', { langue: 'lg1', withConcepts: 'false' }, [
      'a1b2c3d4-0000-4000-8000-000000000001',
    ]);
  },
};

/** A refusal other than waiting (here: not allowed) is said in the page's words; nothing is published, the selection stays. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers(createConceptStore(), { onPublish: published, publishRefusal: '103' }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const candidates = await canvas.findByRole('region', { name: word.unpublished }, { timeout: 5000 });
    (await within(candidates).findByRole('button', { name: word.add('Sous-emploi') })).focus();
    await userEvent.keyboard('{Enter}');
    canvas.getByRole('button', { name: word.publish }).focus();
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Non publié' : 'Not published');
    await expect(published).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('heading', { level: 1, name: fr ? 'Publier des concepts' : 'Publish concepts' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: `${word.toPublish} (1)` })).toBeVisible();
  },
};
