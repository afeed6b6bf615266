import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { conceptHandlers, createConceptPageStore, mailServer, unemploymentFixture } from '../mocks/concepts.ts';
import { errorResponse } from '../mocks/handlers.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { ConceptPage } from './ConceptPage.tsx';

/** Each file handed to the browser to save: its name. */
const saved = fn();
/** Each export asked for (its language) and each mail sent (its body). */
const exported = fn();
const sent = fn();

/**
 * A concept's page: general information (alternative labels in both languages, version, end of
 * validity, additional material), its links to other concepts by type and its equivalents
 * elsewhere, its four notes; Compare once it has several versions, Export (its ODT in either
 * language), Send by mail when the deployment has a mail server. Publish, Delete, Used by and
 * history are the frame's (records/RecordPage.stories.tsx).
 */
const meta = {
  title: 'Screens/Concepts/ConceptPage',
  component: ConceptPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts/c1001' } },
  args: { id: 'c1001' },
  beforeEach({ msw }) {
    saved.mockClear();
    exported.mockClear();
    sent.mockClear();
    // The temporary link's click would start a real download: the story records it instead.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download);
    });
    msw.use(...conceptHandlers({ onExport: exported, onSend: sent, onSkos: exported }));
    return () => click.mockRestore();
  },
} satisfies Meta<typeof ConceptPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A term's value in a list of terms. */
const valueOf = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/**
 * Every field filled: alternative labels, version, end of validity, additional material; links of
 * each type to the concepts by their labels (in their language), equivalents as external links; the
 * notes; Compare (three versions).
 */
export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(mailServer(true));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Chômage' })).toHaveAttribute('lang', 'fr');
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(valueOf(general, fr ? 'Identifiant' : 'Identifier')).toHaveTextContent('c1001');
    await expect(valueOf(general, fr ? 'Version des notes' : 'Version of the notes')).toHaveTextContent(/^3$/);
    await expect(valueOf(general, fr ? 'Date de fin de validité' : 'End of validity')).toHaveTextContent(fr ? '31 décembre 2030' : '31 December 2030');
    await expect(within(valueOf(general, fr ? 'Document lié' : 'Additional material')).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.insee.fr/fr/metadonnees/definition/c1129',
    );
    const altLabels = within(general).getByText('Chômage BIT');
    await expect(altLabels.closest('[lang]')).toHaveAttribute('lang', 'fr');

    const links = canvas.getByRole('region', { name: fr ? 'Liens' : 'Links' });
    const broader = within(valueOf(links, fr ? 'Concepts génériques' : 'Broader concepts')).getByRole('link', { name: 'Population active' });
    await expect(broader).toHaveAttribute('href', '/concepts/c1003');
    await expect(broader.querySelector('[lang]') ?? broader).toHaveAttribute('lang', 'fr');
    await expect(within(valueOf(links, fr ? 'Concepts spécifiques' : 'Narrower concepts')).getByRole('link', { name: 'Halo autour du chômage' })).toBeVisible();
    await expect(within(valueOf(links, fr ? 'Références' : 'References')).getByRole('link', { name: 'Emploi' })).toHaveAttribute('href', '/concepts/c1002');
    await expect(within(valueOf(links, fr ? 'Succède à' : 'Replaces')).getByRole('link', { name: 'Chômage (définition de 1982)' })).toBeVisible();
    const related = within(valueOf(links, fr ? 'Concepts liés' : 'Related concepts')).getAllByRole('link');
    await expect(related.map((link) => link.textContent)).toEqual(['Taux de chômage', 'Sous-emploi']);
    // No concept replaces it: no empty row.
    await expect(within(links).queryByText(fr ? 'Remplacé par' : 'Replaced by')).not.toBeInTheDocument();
    await expect(within(valueOf(links, fr ? 'Concepts équivalents' : 'Equivalent concepts')).getByRole('link')).toHaveAttribute(
      'href',
      'https://www.ilo.org/ilostat-files/Documents/description_UR_EN.pdf',
    );

    const notes = canvas.getByRole('region', { name: 'Notes' });
    await expect(within(notes).getByText(/15 à 74 ans/).closest('[lang]')).toHaveAttribute('lang', 'fr');
    await expect(within(notes).getByText(fr ? 'Définition courte' : 'Short definition')).toBeVisible();
    await expect(within(notes).getByText(/Limite d’âge de 74 ans/)).toBeVisible();

    await expect(canvas.getByRole('link', { name: fr ? 'Comparer les versions' : 'Compare the versions' })).toHaveAttribute('href', '/concepts/c1001/compare');
    await expect(canvas.getByRole('button', { name: fr ? 'Exporter' : 'Export' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: fr ? 'Envoyer par courriel' : 'Send by mail' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/concepts/c1001/modify');
    await expect(canvas.getByRole('link', { name: fr ? 'Retour aux concepts' : 'Back to the concepts' })).toHaveAttribute('href', '/concepts');
  },
};

/** A deployment without a mail server: no "Send by mail". */
export const MailHidden: Story = {
  beforeEach({ msw }) {
    msw.use(mailServer(false));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('button', { name: fr ? 'Exporter' : 'Export' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: fr ? 'Envoyer par courriel' : 'Send by mail' })).not.toBeInTheDocument();
  },
};

/** Only a label and a definition, never published, one version: no Compare, no links, nothing else said to be there. */
export const Minimal: Story = {
  args: { id: 'c1020' },
  parameters: { router: { path: '/concepts/c1020' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Inactivité' })).toBeVisible();
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(valueOf(general, fr ? 'Version des notes' : 'Version of the notes')).toHaveTextContent(/^1$/);
    await expect(valueOf(general, fr ? 'Date de fin de validité' : 'End of validity')).toHaveTextContent(fr ? 'Non renseigné' : 'Not specified');
    await expect(within(general).getByText(fr ? 'Provisoire, jamais publié' : 'Draft (never published)')).toBeVisible();
    const links = canvas.getByRole('region', { name: fr ? 'Liens' : 'Links' });
    await expect(links).toHaveTextContent(fr ? 'Ce concept n’est lié à aucun autre concept.' : 'This concept is linked to no other concept.');
    await expect(canvas.queryByRole('link', { name: fr ? 'Comparer les versions' : 'Compare the versions' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: fr ? 'Publier' : 'Publish' })).toBeVisible();
  },
};

/**
 * Not published as it stands, with an end of validity: the confirmation of Publish says until when
 * it is valid; once published, Publish goes and the state says so.
 */
export const UnpublishedWithEndOfValidity: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers({ store: createConceptPageStore(unemploymentFixture({ validationState: 'Modified' })) }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const publish = await canvas.findByRole('button', { name: fr ? 'Publier' : 'Publish' });
    await tabTo(userEvent, publish);
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: fr ? 'Publier' : 'Publish' });
    await expect(dialog).toHaveTextContent(fr ? 'Ce concept est valide jusqu’au 31 décembre 2030.' : 'This concept is valid until 31 December 2030.');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument());
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(await within(general).findByText(fr ? 'Publié' : 'Published')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
  },
};

/** Published as it stands: no Publish. */
export const Published: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const general = await canvas.findByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(within(general).getByText(fr ? 'Publié' : 'Published')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
  },
};

/** Other concepts are linked to it: the server refuses to delete it (112), said in the dialog. */
export const DeleteRefusedLinked: Story = {
  beforeEach({ msw }) {
    msw.use(http.delete('/api/concepts/concept/:id', () => errorResponse('112')));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Supprimer' : 'Delete' }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: fr ? 'Supprimer' : 'Delete' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      fr ? 'Ce concept ne peut pas être supprimé : d’autres concepts y sont liés.' : 'This concept cannot be deleted: other concepts are linked to it.',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'Chômage' })).toBeInTheDocument();
  },
};

/** Export in the second language: the ODT saved under the server's name, said in the dialog; Escape gives focus back to Export. */
export const ExportInTheSecondLanguage: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const trigger = await canvas.findByRole('button', { name: fr ? 'Exporter' : 'Export' });
    await tabTo(userEvent, trigger);
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Exporter le concept' : 'Export the concept' }));
    const english = dialog.getByRole('radio', { name: fr ? 'anglais' : 'English' });
    await tabTo(userEvent, dialog.getByRole('radio', { name: fr ? 'français' : 'French' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(english).toBeChecked();
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('c1001Unemployment.odt'));
    await expect(exported).toHaveBeenCalledWith('lg2');
    await expect(await dialog.findByRole('status')).toHaveTextContent(fr ? 'Enregistré sous c1001Unemployment.odt.' : 'Saved as c1001Unemployment.odt.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Export as SKOS in Turtle, chosen with the arrow keys: no language to choose; the file asked for by Accept, named by the server. */
export const ExportAsSkos: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Exporter le concept' : 'Export the concept' }));
    await expect(dialog.getByRole('radiogroup', { name: fr ? 'Langue du document' : 'Language of the document' })).toBeVisible();
    await tabTo(userEvent, dialog.getByRole('radio', { name: fr ? 'Document texte (ODT)' : 'Text document (ODT)' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: fr ? 'SKOS en Turtle (.ttl)' : 'SKOS in Turtle (.ttl)' })).toBeChecked();
    await expect(dialog.queryByRole('radiogroup', { name: fr ? 'Langue du document' : 'Language of the document' })).not.toBeInTheDocument();
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('c1001.ttl'));
    await expect(exported).toHaveBeenCalledOnce();
    await expect(exported).toHaveBeenCalledWith('text/turtle');
    await expect(await dialog.findByRole('status')).toHaveTextContent(fr ? 'Enregistré sous c1001.ttl.' : 'Saved as c1001.ttl.');
  },
};

/** The export fails: why, in words, in the dialog. */
export const ExportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...conceptHandlers({ exportAnswer: 'SERVICE_UNAVAILABLE' }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Exporter le concept' : 'Export the concept' }));
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(fr ? 'Le concept n’a pas pu être exporté.' : 'The concept could not be exported.');
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** With a mail server: "Send by mail" opens its dialog, the concept's label as subject; sent, it says to whom. */
export const SendByMail: Story = {
  beforeEach({ msw }) {
    msw.use(mailServer(true));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const trigger = await canvas.findByRole('button', { name: fr ? 'Envoyer par courriel' : 'Send by mail' });
    await tabTo(userEvent, trigger);
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Envoyer le concept par courriel' : 'Send the concept by mail' }));
    await expect(dialog.getByRole('textbox', { name: fr ? /^Objet/ : /^Subject/ })).toHaveValue('Chômage');
    await tabTo(userEvent, dialog.getByRole('textbox', { name: fr ? /^Destinataire/ : /^Recipient/ }));
    await userEvent.keyboard('comite@example.org');
    await tabTo(userEvent, dialog.getByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('Pour la réunion de lundi.');
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Envoyer' : 'Send' }));
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('status')).toHaveTextContent(fr ? 'Envoyé à comite@example.org.' : 'Sent to comite@example.org.');
    await expect(sent).toHaveBeenCalledWith({ recipient: 'comite@example.org', subject: 'Chômage', message: 'Pour la réunion de lundi.', langue: 'lg1' });
  },
};
