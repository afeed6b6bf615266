import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { MAX_DOCUMENT_FILE_BYTES } from '@atelier/contracts';
import { createDocumentsStore, documentsHandlers, type DocumentsStore } from '../mocks/documents.ts';
import { errorResponse } from '../mocks/handlers.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { choose, shiftTabTo, tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { dropFile, fileInput } from '../mocks/story-files.ts';
import { documentUi } from './kinds.ts';
import { ModifyForm } from '../records/screens/FormScreen.tsx';
import { DocumentForm } from './DocumentForm.tsx';

/** The form as its routes show it: a new document, or one read from the API. */
function DocumentFormAtRoute({ id }: { id?: string }) {
  return id ? <ModifyForm ui={documentUi} id={id} /> : <DocumentForm />;
}

/** What the mock API received: each created document (its body part and its file's name), each update, each new file. */
const received = { created: fn(), updated: fn(), replaced: fn() };
/** The store of the story being played. */
let store: DocumentsStore = createDocumentsStore();

/**
 * Creating or modifying a document: its titles, language, update date and description, and its file,
 * dropped or chosen, checked before anything is sent (name, type, size, with the API's words). A new
 * document goes with its file (multipart); a new file replaces the current one once confirmed, and
 * not while a quality report cites the document. The frame (widgets, error summary, 409 conflict,
 * privilege guard) has its stories in records/RecordFormScreen.stories.tsx.
 */
const meta = {
  title: 'Screens/Operations/DocumentForm',
  component: DocumentFormAtRoute,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/document/create' } },
  beforeEach({ msw }) {
    store = createDocumentsStore();
    for (const spy of Object.values(received)) spy.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.post('/api/documents/document', async ({ request }) => {
        const parts = await request.clone().formData();
        const file = parts.get('file');
        received.created(JSON.parse(parts.get('body') as string), file instanceof File ? file.name : null);
      }),
      http.put('/api/documents/document/:id', async ({ request }) => void received.updated(await request.clone().json())),
      http.put('/api/documents/document/:id/file', async ({ request }) => {
        const file = (await request.clone().formData()).get('file');
        received.replaced(file instanceof File ? file.name : null);
      }),
      ...documentsHandlers(store),
    );
  },
} satisfies Meta<typeof DocumentFormAtRoute>;
export default meta;

type Story = StoryObj<typeof meta>;
type Keyboard = Parameters<NonNullable<Story['play']>>[0]['userEvent'];
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const pdf = (name: string) => new File(['%PDF-1.7 story'], name, { type: 'application/pdf' });

const names = (fr: boolean) => ({
  titleLg1: fr ? 'Intitulé (français)' : 'Title (French)',
  titleLg2: fr ? 'Intitulé (anglais)' : 'Title (English)',
  language: fr ? /Langue$/ : /Language$/,
  date: fr ? 'Date de mise à jour' : 'Update date',
  file: fr ? 'Fichier Choisir un fichier' : 'File Choose a file',
  save: fr ? 'Enregistrer' : 'Save',
});

/** A new document, as it opens: empty, its file required, what the file may be said beforehand. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Nouveau document' : 'New document' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: name.titleLg1 })).toHaveValue('');
    const file = canvas.getByRole('button', { name: name.file });
    await expect(file).toHaveAccessibleDescription(fr ? /Acceptés : PDF, ODT, .*ZIP ; 40\sMo au maximum\./ : /Accepted: PDF, ODT, .*ZIP; 40\sMB at most\./);
    // Published with the quality reports citing it: no dissemination status to choose.
    await expect(canvas.queryByRole('button', { name: fr ? /Statut de diffusion/ : /Dissemination status/ })).not.toBeInTheDocument();
  },
};

/** Every field filled with the keyboard, a file chosen: sent as multipart, then the new document's page. */
export const Create: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await typeInto(userEvent, await canvas.findByRole('textbox', { name: name.titleLg1 }), 'Questionnaire EEC 2025');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.titleLg2 }), 'LFS questionnaire 2025');
    await choose(userEvent, canvas.getByRole('button', { name: name.language }), fr ? 'Français' : 'French');
    const [day] = within(canvas.getByRole('group', { name: name.date })).getAllByRole('spinbutton');
    await typeInto(userEvent, day as HTMLElement, '02012025');
    await userEvent.upload(fileInput(canvasElement), pdf('EEC2025_Questionnaire.pdf'));
    await expect(canvas.getByText('EEC2025_Questionnaire.pdf')).toBeVisible();
    // Said to screen readers too: the system's picker gives no feedback.
    await expect(canvas.getByText(fr ? 'Fichier choisi : EEC2025_Questionnaire.pdf' : 'Chosen file: EEC2025_Questionnaire.pdf')).toBeInTheDocument();
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/document/1303');
    await expect(received.created).toHaveBeenCalledWith(
      expect.objectContaining({
        labelLg1: 'Questionnaire EEC 2025',
        labelLg2: 'LFS questionnaire 2025',
        lang: 'fr',
        updatedDate: '2025-01-02',
        url: null,
        descriptionLg1: null,
        creators: ['DG75-L201'],
        disseminationStatus: null,
      }),
      'EEC2025_Questionnaire.pdf',
    );
    await expect(store.files.get('1303')?.file).toMatchObject({ name: 'EEC2025_Questionnaire.pdf', mediaType: 'application/pdf' });
  },
};

/** Checked before sending: the summary takes focus and lists what is missing, the file among them. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await shiftTabTo(userEvent, await canvas.findByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    const section = summary.closest('section') as HTMLElement;
    await waitFor(() => expect(section).toHaveFocus());
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      fr
        ? [
            'La propriété Intitulé (français) est obligatoire.',
            'La propriété Langue est obligatoire.',
            'La propriété Date de mise à jour est obligatoire.',
            'La propriété Fichier est obligatoire.',
          ]
        : [
            'The property Title (French) is required.',
            'The property Language is required.',
            'The property Update date is required.',
            'The property File is required.',
          ],
    );
    // The last link leads to the file's button.
    await tabTo(userEvent, links[3] as HTMLElement);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: name.file })).toHaveFocus();
    await expect(received.created).not.toHaveBeenCalled();
  },
};

/**
 * A file the API would refuse is refused at once, in the API's words, and not taken: a name with
 * accents or spaces (362), a type documents do not hold (415), more than 40 MB (413).
 */
export const FileRefusedBeforeSending: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const button = await canvas.findByRole('button', { name: names(fr).file });
    const input = fileInput(canvasElement);
    await userEvent.upload(input, pdf('rapport qualité.pdf'));
    await expect(button).toHaveAccessibleDescription(
      fr ? /« rapport qualité\.pdf » : Le nom du fichier ne peut contenir que/ : /“rapport qualité\.pdf”: The file name may only hold letters without accents/,
    );
    // A type the picker does not offer, dropped on the zone.
    dropFile(button.parentElement as HTMLElement, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(fr ? /« setup\.exe » : Ce type de fichier/ : /“setup\.exe”: This type of file or content is not accepted\./),
    );
    const large = pdf('census-2021.pdf');
    Object.defineProperty(large, 'size', { value: MAX_DOCUMENT_FILE_BYTES + 1 });
    await userEvent.upload(input, large);
    await waitFor(() => expect(button).toHaveAccessibleDescription(fr ? /« census-2021\.pdf » : C’est trop volumineux/ : /“census-2021\.pdf”: This is too large/));
    // None was taken.
    await expect(canvas.queryByText(fr ? 'Fichier choisi :' : 'Chosen file:')).not.toBeInTheDocument();
  },
};

/** Fills what a new document needs, with the pointer (the keyboard has its stories above). */
async function fillNewDocument(canvas: Canvas, canvasElement: HTMLElement, userEvent: Keyboard, fr: boolean, fileName: string) {
  const name = names(fr);
  await userEvent.type(await canvas.findByRole('textbox', { name: name.titleLg1 }), 'Note méthodologique 2025');
  await choose(userEvent, canvas.getByRole('button', { name: name.language }), fr ? 'Français' : 'French');
  const [day] = within(canvas.getByRole('group', { name: name.date })).getAllByRole('spinbutton');
  await typeInto(userEvent, day as HTMLElement, '02012025');
  await userEvent.upload(fileInput(canvasElement), pdf(fileName));
  await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
  await userEvent.keyboard('{Enter}');
}

/** Another document holds a file of that name (302): nothing is created, the form keeps its values. */
export const FileNameTaken: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await fillNewDocument(canvas, canvasElement, userEvent, fr, 'EEC2021_Note-methodologique.pdf');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Non enregistré' : 'Not saved');
    await expect(alert).toHaveTextContent(fr ? 'Un document avec ce nom de fichier existe déjà.' : 'A document with this file name already exists.');
    await expect(canvas.getByRole('textbox', { name: names(fr).titleLg1 })).toHaveValue('Note méthodologique 2025');
    await expect(canvas.queryByText(NAVIGATED_TO, { exact: false })).not.toBeInTheDocument();
  },
};

/** The server refuses the file's name (362), whatever the form let through: said in words. */
export const FileNameRefusedByServer: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/documents/document', () => errorResponse('362')));
  },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await fillNewDocument(canvas, canvasElement, userEvent, fr, 'note_2025.pdf');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      fr ? 'Le nom du fichier ne peut contenir que des lettres sans accents' : 'The file name may only hold letters without accents, digits, dashes and underscores',
    );
  },
};

/** Modifying a document with a file: the current file is named; a new one replaces it only once confirmed. */
export const ReplaceTheFile: Story = {
  args: { id: '1301' },
  parameters: { router: { path: '/operations/document/1301/modify' } },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: fr ? 'Modifier le document Questionnaire module complémentaire EEC 2020' : 'Modify the document Questionnaire module complémentaire EEC 2020' }),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: name.file });
    await expect(button).toHaveAccessibleDescription(fr ? /Fichier actuel : QuestionnaireFR-MAD2020\.pdf \(347,7\sko\)/ : /Current file: QuestionnaireFR-MAD2020\.pdf \(347\.7\skB\)/);
    await userEvent.upload(fileInput(canvasElement), pdf('QuestionnaireFR-MAD2020-v2.pdf'));
    const save = canvas.getByRole('button', { name: name.save });
    await shiftTabTo(userEvent, save);
    await userEvent.keyboard('{Enter}');
    // Asked first, the safe answer focused: Cancel sends nothing.
    const dialog = await screen.findByRole('alertdialog', { name: fr ? 'Remplacer le fichier' : 'Replace the file' });
    await expect(dialog).toHaveTextContent(
      fr
        ? 'Remplacer le fichier QuestionnaireFR-MAD2020.pdf par QuestionnaireFR-MAD2020-v2.pdf ? Le fichier actuel ne pourra pas être récupéré.'
        : 'Replace the file QuestionnaireFR-MAD2020.pdf with QuestionnaireFR-MAD2020-v2.pdf? The current file cannot be recovered.',
    );
    const cancel = within(dialog).getByRole('button', { name: fr ? 'Annuler' : 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(received.replaced).not.toHaveBeenCalled();
    await expect(canvas.getByText('QuestionnaireFR-MAD2020-v2.pdf')).toBeVisible();
    // Again, and confirmed: only the file is sent, its fields being unchanged.
    await shiftTabTo(userEvent, save);
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog');
    await waitFor(() => expect(within(again).getByRole('button', { name: fr ? 'Annuler' : 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/document/1301');
    await expect(received.replaced).toHaveBeenCalledWith('QuestionnaireFR-MAD2020-v2.pdf');
    await expect(received.updated).not.toHaveBeenCalled();
  },
};

/**
 * Fields changed and a new file, which the server refuses (302): the fields are saved, the page says
 * that the file was not, and why; the form now holds the saved version.
 */
export const FileRefusedAfterTheFields: Story = {
  args: { id: '1301' },
  parameters: { router: { path: '/operations/document/1301/modify' } },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    const titleLg2 = await canvas.findByRole('textbox', { name: name.titleLg2 });
    await userEvent.clear(titleLg2);
    await userEvent.type(titleLg2, 'LFS ad-hoc module 2020');
    await userEvent.upload(fileInput(canvasElement), pdf('EEC2021_Note-methodologique.pdf'));
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: fr ? 'Remplacer' : 'Replace' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Enregistré en partie' : 'Partly saved');
    await expect(alert).toHaveTextContent(fr ? 'Les autres modifications ont été enregistrées, mais le fichier n’a pas été remplacé.' : 'The other changes were saved, but the file was not replaced.');
    await expect(alert).toHaveTextContent(fr ? 'Un document avec ce nom de fichier existe déjà.' : 'A document with this file name already exists.');
    await expect(received.updated).toHaveBeenCalledWith(expect.objectContaining({ version: 1, labelLg2: 'LFS ad-hoc module 2020' }));
    await expect(store.records.get('document/1301')?.record).toMatchObject({ labelLg2: 'LFS ad-hoc module 2020', version: 2 });
    await expect(canvas.queryByText(NAVIGATED_TO, { exact: false })).not.toBeInTheDocument();
  },
};

/** A quality report cites the document: its file cannot be replaced, and the form says so beforehand. */
export const CitedDocument: Story = {
  args: { id: '1302' },
  parameters: { router: { path: '/operations/document/1302/modify' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const button = await canvas.findByRole('button', { name: names(fr).file });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAccessibleDescription(
      fr ? 'D’autres éléments citent ce document : son fichier ne peut pas être remplacé tant qu’ils le citent.' : 'Other records cite this document: its file cannot be replaced while they do.',
    );
    await expect(canvas.getByRole('textbox', { name: names(fr).titleLg1 })).toHaveValue('Note méthodologique EEC juillet 2021');
  },
};
