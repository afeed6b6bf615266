import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { codeListHandlers, createCodeListStore } from '../mocks/codelists.ts';
import { errorResponse } from '../mocks/handlers.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { dropFile, fileInput } from '../mocks/story-files.ts';
import { toasts } from '../shell/toasts.ts';
import { CodeListImportPage } from './CodeListImportPage.tsx';

/** Each import the mock API received: its query and its Content-Type. */
const received = fn();

/**
 * Code lists imported from a file: its format by its extension (another refused before any call), a
 * CSV's list named in three fields, a preview (a dry run: each list, what will happen to it, its
 * first codes, every problem in words), then Import, offered only without problems, announced, and
 * the imported lists as links. Focus goes to the preview's heading, then to the result's.
 */
const meta = {
  title: 'Screens/Code lists/CodeListImportPage',
  component: CodeListImportPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists/import' } },
  beforeEach({ msw }) {
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    received.mockClear();
    msw.use(
      // Listens, then lets the store's handler answer.
      http.post('/api/codeList/import', ({ request }) => {
        const url = new URL(request.url);
        received(Object.fromEntries(url.searchParams), request.headers.get('content-type'));
      }),
      ...codeListHandlers(createCodeListStore()),
    );
  },
} satisfies Meta<typeof CodeListImportPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const csv = new File(['code;labelLg1;labelLg2;parentCode\nT;Total;Total;\nH;Hommes;Men;T\nF;Femmes;Women;T\n'], 'sexe.csv', { type: 'text/csv' });

const sdmx = new File(
  [
    `<?xml version="1.0" encoding="UTF-8"?>
<mes:Structure xmlns:mes="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/message" xmlns:str="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/structure" xmlns:com="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/common">
  <mes:Structures><str:Codelists>
    <str:Codelist id="CL_AGE" agencyID="FR1" version="1.0">
      <com:Name xml:lang="fr">Tranche d’âge</com:Name><com:Name xml:lang="en">Age group</com:Name>
      <str:Code id="Y_LT15"><com:Name xml:lang="fr">Moins de 15 ans</com:Name><com:Name xml:lang="en">Under 15</com:Name></str:Code>
      <str:Code id="Y15T64"><com:Name xml:lang="en">15 to 64</com:Name></str:Code>
      <str:Code id="Y15T24"><com:Name xml:lang="fr">15 à 24 ans</com:Name><str:Parent>Y15T29</str:Parent></str:Code>
    </str:Codelist>
  </str:Codelists></mes:Structures>
</mes:Structure>`,
  ],
  'tranches.xml',
  { type: 'text/xml' },
);

const names = (fr: boolean) => ({
  title: fr ? 'Importer des listes de codes' : 'Import code lists',
  file: fr ? 'Fichier Choisir un fichier' : 'File Choose a file',
  id: fr ? 'Identifiant' : 'Identifier',
  labelLg1: fr ? 'Libellé (première langue)' : 'Label (first language)',
  labelLg2: fr ? 'Libellé (seconde langue)' : 'Label (second language)',
  preview: fr ? 'Aperçu' : 'Preview',
  import: fr ? 'Importer' : 'Import',
});

const toastSays = async (text: string) => {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(text));
};

/** As it opens: the formats said, nothing to preview until a file is chosen, no CSV fields, no Import. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: name.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: name.file })).toHaveAccessibleDescription(
      fr ? /^Acceptés\s: CSV \(\.csv\), SDMX-ML \(\.xml\), SKOS en Turtle \(\.ttl\)\.$/ : 'Accepted: CSV (.csv), SDMX-ML (.xml), SKOS in Turtle (.ttl).',
    );
    await expect(canvas.getByRole('button', { name: name.preview })).toBeDisabled();
    await expect(canvas.queryByRole('textbox', { name: name.id })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: name.import })).not.toBeInTheDocument();
  },
};

/**
 * A CSV file: its list's identifier and labels asked (required: Preview without them says so and
 * focuses the first), the preview (a new list, 3 codes, its codes), then Import with the keyboard:
 * announced, the new list as a link, the focus on the result.
 */
export const CsvPreviewedThenImported: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await canvas.findByRole('heading', { level: 1, name: name.title });
    await userEvent.upload(fileInput(canvasElement), csv);
    const id = await canvas.findByRole('textbox', { name: name.id });
    await expect(id).toBeRequired();
    // Preview without the list's names: refused in words, the first field focused.
    await tabTo(userEvent, canvas.getByRole('button', { name: name.preview }));
    await userEvent.keyboard('{Enter}');
    await expect(id).toHaveFocus();
    await expect(id).toHaveAccessibleDescription(fr ? /Identifiant\s: ce champ est obligatoire\./ : /Identifier: this field is required\./);
    await expect(received).not.toHaveBeenCalled();
    await userEvent.keyboard('CL_SEXE');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.labelLg1 }), 'Sexe');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.labelLg2 }), 'Sex');
    await tabTo(userEvent, canvas.getByRole('button', { name: name.preview }));
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 2, name: name.preview });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(received).toHaveBeenLastCalledWith({ dryRun: 'true', id: 'CL_SEXE', labelLg1: 'Sexe', labelLg2: 'Sex' }, 'text/csv');
    const list = canvas.getByRole('article', { name: 'CL_SEXE' });
    await expect(list).toHaveTextContent(fr ? 'Nombre de codes3' : 'Number of codes3');
    await expect(list).toHaveTextContent(fr ? 'Ce qui sera faitNouvelle liste' : 'What will happenNew list');
    const codes = within(list).getByRole('table', { name: fr ? 'Les codes de CL_SEXE' : 'The codes of CL_SEXE' });
    await expect(within(codes).getByRole('row', { name: /^H Hommes Men T$/ })).toBeVisible();
    await expect(canvas.getByText(fr ? 'Aucun problème trouvé : appuyez sur Importer pour enregistrer ces listes.' : 'No problem found: press Import to write these lists.')).toBeVisible();
    // Import, reached with Tab from the preview's heading? It is above: Shift+Tab back to it.
    const importButton = canvas.getByRole('button', { name: name.import });
    for (let press = 0; press < 10 && document.activeElement !== importButton; press += 1) await userEvent.tab({ shift: true });
    await expect(importButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await toastSays(fr ? '1 liste de codes importée.' : '1 code list imported.');
    const result = await canvas.findByRole('heading', { level: 2, name: fr ? 'Listes importées' : 'Imported lists' });
    await waitFor(() => expect(result).toHaveFocus());
    await expect(received).toHaveBeenLastCalledWith({ dryRun: 'false', id: 'CL_SEXE', labelLg1: 'Sexe', labelLg2: 'Sex' }, 'text/csv');
    await expect(canvas.getByRole('link', { name: 'CL_SEXE · Sexe' })).toHaveAttribute('href', '/codelists/CL_SEXE');
  },
};

/** An SDMX-ML file with problems: no CSV fields, the preview, every problem in words, and no Import. */
export const SdmxWithIssues: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await canvas.findByRole('heading', { level: 1, name: name.title });
    await userEvent.upload(fileInput(canvasElement), sdmx);
    await expect(canvas.queryByRole('textbox', { name: name.id })).not.toBeInTheDocument();
    await tabTo(userEvent, canvas.getByRole('button', { name: name.preview }));
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 2, name: name.preview });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(received).toHaveBeenCalledWith({ dryRun: 'true' }, 'application/vnd.sdmx.structure+xml');
    await expect(canvas.getByRole('article', { name: 'CL_AGE' })).toHaveTextContent(fr ? 'Nombre de codes3' : 'Number of codes3');
    const problems = canvas.getByText(fr ? 'Le fichier contient 2 problèmes : rien ne peut être importé.' : 'The file holds 2 problems: nothing can be imported.');
    await expect(problems).toBeVisible();
    const items = within(canvas.getByRole('region', { name: name.preview })).getAllByRole('listitem');
    // A French « : » follows a non-breaking space.
    await expect(items.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual(
      fr
        ? ['Liste CL_AGE, code nº 2, libellé (première langue) : un libellé manque.', 'Liste CL_AGE, code nº 3, code supérieur : ce code supérieur ne fait pas partie des codes de la liste.']
        : ['List CL_AGE, code no. 2, label (first language): a label is missing.', 'List CL_AGE, code no. 3, broader code: this broader code is not among the list’s codes.'],
    );
    await expect(canvas.queryByRole('button', { name: name.import })).not.toBeInTheDocument();
  },
};

/** A file of another type, dropped: refused in words at once, nothing sent, nothing to preview. */
export const RefusedFileType: Story = {
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    const button = await canvas.findByRole('button', { name: name.file });
    dropFile(button.parentElement as HTMLElement, new File(['{}'], 'codes.json', { type: 'application/json' }));
    const reason = fr
      ? 'Le fichier codes.json ne peut pas être importé : choisissez un fichier CSV (.csv), SDMX-ML (.xml) ou Turtle (.ttl).'
      : 'The file codes.json cannot be imported: choose a CSV (.csv), SDMX-ML (.xml) or Turtle (.ttl) file.';
    await waitFor(() => expect(button.getAttribute('aria-describedby')).toBeTruthy());
    await expect(canvas.getByText(reason)).toBeVisible();
    await expect(canvas.getByRole('button', { name: name.preview })).toBeDisabled();
    await expect(received).not.toHaveBeenCalled();
  },
};

/** The server refuses (the privilege withdrawn meanwhile): said in words, nothing previewed, no Import. */
export const ApiError: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/codeList/import', () => errorResponse('FORBIDDEN')));
  },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await canvas.findByRole('heading', { level: 1, name: name.title });
    await userEvent.upload(fileInput(canvasElement), sdmx);
    await tabTo(userEvent, canvas.getByRole('button', { name: name.preview }));
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Le fichier n’a pas été importé.' : 'The file was not imported.');
    await expect(alert).toHaveTextContent(fr ? 'Vous ne disposez pas du droit nécessaire pour cette action.' : 'You do not hold the privilege this action needs.');
    await expect(canvas.queryByRole('heading', { level: 2, name: name.preview })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: name.import })).not.toBeInTheDocument();
  },
};
