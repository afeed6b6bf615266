import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { documentsHandlers } from '../mocks/documents.ts';
import { errorResponse } from '../mocks/handlers.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { CataloguePage } from './CataloguePage.tsx';
import { documentUi, linkUi } from './kinds.ts';

/** Each file the page handed to the browser to save, by the name it is saved under. */
const saved = fn();

/**
 * A document or a link on the page every record has: its language and update date, its description
 * in both languages, a document's file (size, upload date, a download that carries the user's token)
 * or a link's address, the quality reports citing it in "Used by", its history; Modify for those who
 * may, and never Publish nor a publication state (they are published with the reports citing them).
 */
const meta = {
  title: 'Screens/Operations/DocumentPage',
  component: CataloguePage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/document/1302' } },
  args: { ui: documentUi, id: '1302' },
  beforeEach({ msw }) {
    saved.mockClear();
    // The temporary link's click would start a real download: the story records it instead.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download, this.href.startsWith('blob:'));
    });
    msw.use(...documentsHandlers());
    return () => click.mockRestore();
  },
} satisfies Meta<typeof CataloguePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A term's value in a list of terms. */
const valueOf = (region: HTMLElement, term: string) => within(region).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

/** A document with its file: its facts, its file downloaded with the keyboard, the quality report citing it. */
export const DocumentWithFile: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Note méthodologique EEC juillet 2021' })).toHaveAttribute('lang', 'fr');
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(valueOf(general, fr ? 'Identifiant' : 'Identifier')).toHaveTextContent('1302');
    await expect(valueOf(general, fr ? 'Langue' : 'Language')).toHaveTextContent(fr ? 'Français' : 'French');
    await expect(valueOf(general, fr ? 'Date de mise à jour' : 'Update date')).toHaveTextContent(fr ? '13 juillet 2021' : '13 July 2021');
    const file = valueOf(general, fr ? 'Fichier' : 'File');
    await expect(file).toHaveTextContent('EEC2021_Note-methodologique.pdf');
    await expect(file).toHaveTextContent(fr ? '1,2 Mo, déposé le 5 mars 2024' : '1.2 MB, uploaded on 5 March 2024');
    await expect(within(general).getByText(/Les changements de l’enquête Emploi/).closest('[lang]')).toHaveAttribute('lang', 'fr');
    // Never published on its own: no state, no dissemination status, no Publish.
    await expect(within(general).queryByText(fr ? 'État de publication' : 'Publication state')).not.toBeInTheDocument();
    await expect(within(general).queryByText(fr ? 'Statut de diffusion' : 'Dissemination status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/operations/document/1302/modify');
    await expect(canvas.getByRole('link', { name: fr ? 'Retour aux documents et liens' : 'Back to the documents and links' })).toHaveAttribute(
      'href',
      '/operations/documents',
    );

    const download = within(file).getByRole('button', { name: fr ? 'Télécharger le fichier' : 'Download the file' });
    await tabTo(userEvent, download, 40);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('EEC2021_Note-methodologique.pdf', true));

    const usedBy = await canvas.findByRole('region', { name: fr ? 'Utilisé par' : 'Used by' });
    await expect(await within(usedBy).findByText('Rapport qualité : Enquête emploi en continu')).toHaveAttribute('lang', 'fr');
  },
};

/** The download fails: the reason, in words, under the file. */
export const DownloadRefused: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/documents/document/:id/file', () => errorResponse('341')));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const download = await canvas.findByRole('button', { name: fr ? 'Télécharger le fichier' : 'Download the file' });
    await userEvent.click(download);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Le fichier n’a pas pu être téléchargé.' : 'The file could not be downloaded.');
    await expect(alert).toHaveTextContent(fr ? 'Ce document n’existe pas.' : 'This document does not exist.');
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** A document of the catalogue whose file is kept elsewhere: no file here, its web address as a link; no one cites it. */
export const DocumentWithoutFile: Story = {
  args: { id: '594' },
  parameters: { router: { path: '/operations/document/594' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Qualité de l’enquête relative à l’exercice 2010' })).toBeVisible();
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(valueOf(general, fr ? 'Fichier' : 'File')).toHaveTextContent(fr ? 'Aucun fichier' : 'No file');
    await expect(within(general).queryByRole('button', { name: fr ? 'Télécharger le fichier' : 'Download the file' })).not.toBeInTheDocument();
    const address = within(valueOf(general, fr ? 'Adresse web du fichier' : 'Web address of the file')).getByRole('link');
    await expect(address).toHaveAttribute('href', 'https://www.insee.fr/fr/metadonnees/source/fichier/Fiche_qualite_enquete_2010_acces_financement_PME.pdf');
    const usedBy = await canvas.findByRole('region', { name: fr ? 'Utilisé par' : 'Used by' });
    await expect(await within(usedBy).findByText(fr ? 'Aucun élément ne l’utilise.' : 'No record uses it.')).toBeVisible();
  },
};

/** A link: its address as a link, its language (English), its description; no file. */
export const Link: Story = {
  args: { ui: linkUi, id: '115' },
  parameters: { router: { path: '/operations/link/115' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Business and consumer surveys' })).toBeVisible();
    const general = canvas.getByRole('region', { name: fr ? 'Informations générales' : 'General information' });
    await expect(within(valueOf(general, 'URL')).getByRole('link')).toHaveAttribute(
      'href',
      'http://ec.europa.eu/economy_finance/db_indicators/surveys/method_guides/index_en.htm',
    );
    await expect(valueOf(general, fr ? 'Langue' : 'Language')).toHaveTextContent(fr ? 'Anglais' : 'English');
    await expect(within(general).queryByText(fr ? 'Fichier' : 'File', { selector: 'dt' })).not.toBeInTheDocument();
    await expect(within(general).getByText(/guides méthodologiques/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: fr ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/operations/link/115/modify');
    await expect(canvas.queryByRole('button', { name: fr ? 'Publier' : 'Publish' })).not.toBeInTheDocument();
  },
};
