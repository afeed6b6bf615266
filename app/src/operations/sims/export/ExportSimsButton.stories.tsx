import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { readerOf, stampsFixture } from '../../../mocks/fixtures.ts';
import { signedInAs } from '../../../mocks/handlers.ts';
import { simsExportHandlers } from '../../../mocks/sims-export.ts';
import { withShell } from '../../../mocks/ShellProviders.tsx';
import { tabTo } from '../../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../../mocks/story-locale.ts';
import { ExportSimsButton } from './ExportSimsButton.tsx';

/** Each file handed to the browser to save: its name, and whether it came as a Blob (with the user's token). */
const saved = fn();
/** Each export the API was asked for, with its query. */
const requests = fn();

/** The documents of report 1979 whose files are kept elsewhere (the demo data). */
const MISSING = ['Questionnaire EEC 2020', 'Questionnaire module complémentaire EEC 2020', 'Note méthodologique, juillet 2021'];

/**
 * "Export" on a quality report's page and its dialog: empty rubrics, first language, second language,
 * documents (only when the report cites files the user may read); at least one language, said
 * inline and out loud; the file saved under the server's name; the documents whose file could not
 * be included listed; failures in words. Operated with the keyboard.
 */
const meta = {
  title: 'Screens/Sims/ExportSimsButton',
  component: ExportSimsButton,
  decorators: [withShell],
  args: { simsId: '1979', hasDocuments: true },
  beforeEach({ msw }) {
    saved.mockClear();
    requests.mockClear();
    // The temporary link's click would start a real download: the story records it instead.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download, this.href.startsWith('blob:'));
    });
    msw.use(...simsExportHandlers({ onRequest: requests }));
    return () => click.mockRestore();
  },
} satisfies Meta<typeof ExportSimsButton>;
export default meta;

type Story = StoryObj<typeof meta>;

const words = ({ fr }: { fr: boolean }) => ({
  open: fr ? 'Exporter' : 'Export',
  title: fr ? 'Exporter le rapport qualité' : 'Export the quality report',
  first: fr ? 'Inclure la première langue (français)' : 'Include the first language (French)',
  second: fr ? 'Inclure la seconde langue (anglais)' : 'Include the second language (English)',
  empty: fr ? 'Inclure les rubriques vides' : 'Include empty rubrics',
  documents: fr ? 'Inclure les documents' : 'Include documents',
  oneAtLeast: fr ? 'Choisissez au moins une langue à exporter.' : 'Choose at least one language to export.',
  document: fr ? 'Document (.odt ou .zip)' : 'Document (.odt or .zip)',
  sdmx: fr ? 'SDMX-ML 3.0 (métadonnées de référence)' : 'SDMX-ML 3.0 (reference metadata)',
});

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Opens the dialog from its button with the keyboard: the button, and queries within the dialog. */
async function openWithKeyboard({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>, w: ReturnType<typeof words>) {
  const trigger = await canvas.findByRole('button', { name: w.open });
  await tabTo(userEvent, trigger);
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: w.title });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return { trigger, dialog: within(dialog) };
}

/** Every choice on by default; the report and its documents' files saved as a ZIP; Escape closes, focus back on "Export". */
export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const w = words({ fr: isFrenchStory(globals) });
    const { trigger, dialog } = await openWithKeyboard({ canvas, userEvent }, w);
    for (const name of [w.first, w.second, w.empty, w.documents]) await expect(dialog.getByRole('checkbox', { name })).toBeChecked();
    await expect(dialog.queryByText(w.oneAtLeast)).not.toBeInTheDocument();

    const exportButton = dialog.getByRole('button', { name: w.open });
    await tabTo(userEvent, exportButton);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('RapportQualitéEnquêteEmploiEnContinu2020.zip', true));
    await expect(requests).toHaveBeenCalledWith({ emptyMas: 'true', lg1: 'true', lg2: 'true', document: 'true' });
    const status = await dialog.findByRole('status');
    await expect(status).toHaveTextContent(
      isFrenchStory(globals) ? 'Enregistré sous RapportQualitéEnquêteEmploiEnContinu2020.zip.' : 'Saved as RapportQualitéEnquêteEmploiEnContinu2020.zip.',
    );

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // Opened again, it starts afresh.
    await userEvent.keyboard('{Enter}');
    const again = within(await screen.findByRole('dialog', { name: w.title }));
    await expect(again.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The second language and the documents unchecked with Space: an ODT in the first language only. */
export const OneLanguageUnchecked: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const w = words({ fr: isFrenchStory(globals) });
    const { dialog } = await openWithKeyboard({ canvas, userEvent }, w);
    const second = dialog.getByRole('checkbox', { name: w.second });
    await tabTo(userEvent, second);
    await userEvent.keyboard(' ');
    await expect(second).not.toBeChecked();
    const documents = dialog.getByRole('checkbox', { name: w.documents });
    await tabTo(userEvent, documents);
    await userEvent.keyboard(' ');
    await expect(documents).not.toBeChecked();
    // One language is enough: nothing to say.
    await expect(dialog.queryByText(w.oneAtLeast)).not.toBeInTheDocument();

    await tabTo(userEvent, dialog.getByRole('button', { name: w.open }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('RapportQualitéEnquêteEmploiEnContinu2020.odt', true));
    await expect(requests).toHaveBeenCalledWith({ emptyMas: 'true', lg1: 'true', lg2: 'false', document: 'false' });
  },
};

/** Both languages unchecked: said beside them at once; "Export" then refuses, out loud, and asks nothing of the server. */
export const NoLanguageChecked: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const w = words({ fr });
    const { dialog } = await openWithKeyboard({ canvas, userEvent }, w);
    for (const name of [w.first, w.second]) {
      await tabTo(userEvent, dialog.getByRole('checkbox', { name }));
      await userEvent.keyboard(' ');
    }
    const group = dialog.getByRole('group', { name: fr ? 'Langues' : 'Languages' });
    await expect(group).toHaveTextContent(w.oneAtLeast);

    const exportButton = dialog.getByRole('button', { name: w.open });
    await tabTo(userEvent, exportButton);
    await userEvent.keyboard('{Enter}');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Rien n’a été exporté.' : 'Nothing was exported.');
    await expect(alert).toHaveTextContent(w.oneAtLeast);
    await expect(exportButton).toHaveFocus();
    await expect(requests).not.toHaveBeenCalled();
    await expect(saved).not.toHaveBeenCalled();

    // One language again: the refusal goes.
    await tabTo(userEvent, dialog.getByRole('checkbox', { name: w.first }), 10);
    await userEvent.keyboard(' ');
    await waitFor(() => expect(dialog.queryByRole('alert')).not.toBeInTheDocument());
    await expect(group).not.toHaveTextContent(w.oneAtLeast);
  },
};

/** While the server prepares the file, "Export" keeps the focus and says it is at work. */
export const Exporting: Story = {
  beforeEach({ msw }) {
    msw.use(...simsExportHandlers({ answer: 'pending', onRequest: requests }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const w = words({ fr });
    const { dialog } = await openWithKeyboard({ canvas, userEvent }, w);
    const exportButton = dialog.getByRole('button', { name: w.open });
    await tabTo(userEvent, exportButton);
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('progressbar', { name: fr ? 'Export en cours' : 'Exporting' })).toBeInTheDocument();
    await expect(exportButton).toHaveFocus();
    await expect(requests).toHaveBeenCalledTimes(1);
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** Saved, but some cited documents have no file here: a warning lists them by title. */
export const MissingDocuments: Story = {
  beforeEach({ msw }) {
    msw.use(...simsExportHandlers({ missing: MISSING, onRequest: requests }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const w = words({ fr });
    const { dialog } = await openWithKeyboard({ canvas, userEvent }, w);
    await tabTo(userEvent, dialog.getByRole('button', { name: w.open }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('RapportQualitéEnquêteEmploiEnContinu2020.zip', true));
    const warning = await dialog.findByRole('status');
    await expect(warning).toHaveTextContent(
      fr
        ? 'Enregistré sous RapportQualitéEnquêteEmploiEnContinu2020.zip, sans les fichiers de ces documents :'
        : 'Saved as RapportQualitéEnquêteEmploiEnContinu2020.zip, without the files of these documents:',
    );
    const items = within(warning).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(MISSING);
    await expect(items[0]).toHaveAttribute('lang', 'fr');
  },
};

/** The server fails: the reason, in words, announced; nothing saved. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(...simsExportHandlers({ answer: 'INTERNAL', onRequest: requests }));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const w = words({ fr });
    const { dialog } = await openWithKeyboard({ canvas, userEvent }, w);
    await tabTo(userEvent, dialog.getByRole('button', { name: w.open }));
    await userEvent.keyboard('{Enter}');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Le rapport n’a pas pu être exporté.' : 'The report could not be exported.');
    await expect(alert).toHaveTextContent(fr ? /administration/ : /administration team/);
    await expect(saved).not.toHaveBeenCalled();
  },
};

/** A report citing no document with a file, or a user who may not read documents: no "Include documents", an ODT. */
export const WithoutDocuments: Story = {
  args: { hasDocuments: false },
  play: async ({ canvas, userEvent, globals }) => {
    const w = words({ fr: isFrenchStory(globals) });
    const { dialog } = await openWithKeyboard({ canvas, userEvent }, w);
    await expect(dialog.queryByRole('checkbox', { name: w.documents })).not.toBeInTheDocument();
    await tabTo(userEvent, dialog.getByRole('button', { name: w.open }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('RapportQualitéEnquêteEmploiEnContinu2020.odt', true));
    await expect(requests).toHaveBeenCalledWith({ emptyMas: 'true', lg1: 'true', lg2: 'true', document: 'false' });
  },
};

/** Someone who reads reports but not documents is not offered their files (the server would refuse them). */
export const ReaderOfReportsOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs([readerOf('OPERATION_SIMS')], stampsFixture[0]!.stamp));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const w = words({ fr: isFrenchStory(globals) });
    const { dialog } = await openWithKeyboard({ canvas, userEvent }, w);
    await expect(dialog.getByRole('checkbox', { name: w.empty })).toBeChecked();
    await expect(dialog.queryByRole('checkbox', { name: w.documents })).not.toBeInTheDocument();
  },
};

/**
 * SDMX-ML chosen with the arrow keys: the document's choices go (the message holds both languages
 * and the rubrics filled in); the report's read path asked for SDMX-ML reference metadata, the file
 * saved under the server's name.
 */
export const SdmxMetadata: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const w = words({ fr });
    const { dialog } = await openWithKeyboard({ canvas, userEvent }, w);
    const document = dialog.getByRole('radio', { name: w.document });
    await expect(document).toBeChecked();
    await tabTo(userEvent, document);
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: w.sdmx })).toBeChecked();
    for (const name of [w.first, w.second, w.empty, w.documents]) await expect(dialog.queryByRole('checkbox', { name })).not.toBeInTheDocument();
    await expect(dialog.getByText(fr ? /^Le rapport est enregistré en métadonnées de référence SDMX-ML \(\.xml\)/ : /^The report is saved as SDMX-ML reference metadata \(\.xml\)/)).toBeVisible();

    await tabTo(userEvent, dialog.getByRole('button', { name: w.open }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('1979.xml', true));
    await expect(requests).toHaveBeenCalledWith({ accept: 'application/vnd.sdmx.genericmetadata+xml;version=3.0.0' });
    await expect(requests).toHaveBeenCalledTimes(1);
    await expect(await dialog.findByRole('status')).toHaveTextContent(fr ? 'Enregistré sous 1979.xml.' : 'Saved as 1979.xml.');
  },
};
