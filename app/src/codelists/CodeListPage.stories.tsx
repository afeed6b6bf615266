import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { codeListHandlers, createCodeListStore } from '../mocks/codelists.ts';
import { errorResponse } from '../mocks/handlers.ts';
import { codeListManagerPrivilegesFixture } from '../mocks/fixtures.ts';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { codeListUi, partialCodeListUi } from './kinds.ts';
import { CodeListPage } from './CodeListPage.tsx';

/**
 * One list: what the module adds to the page every record has (its identifier, IRI, number of
 * codes, description, codes paged and searched on the server, "New partial list from this one") and
 * its own rules of publication and deletion. The frame itself (actions and their guards, publish and
 * delete flows, Used by, history) has its stories in records/RecordPage.stories.tsx.
 */
const meta = {
  title: 'Screens/Code lists/CodeListPage',
  component: CodeListPage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists/CL_FREQ' } },
  args: { ui: codeListUi, id: 'CL_FREQ' },
  beforeEach({ msw }) {
    saved.mockClear();
    // The temporary link's click would start a real download: the story records it instead.
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download);
    });
    msw.use(...codeListHandlers());
    return () => click.mockRestore();
  },
} satisfies Meta<typeof CodeListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The files the page saved, by name. */
const saved = fn();

export const Published: Story = {
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Fréquence' })).toHaveAttribute('lang', 'fr');
    const general = canvas.getByRole('region', { name: isFrenchStory(globals) ? 'Informations générales' : 'General information' });
    await expect(within(general).getByText(isFrenchStory(globals) ? 'Publiée' : 'Published')).toBeVisible();
    await expect(within(general).getByText('http://id.insee.fr/codes/frequence')).toBeVisible();
    // Its own facts first: identifier and number of codes.
    await expect(within(general).getByText(isFrenchStory(globals) ? 'Identifiant' : 'Identifier').nextElementSibling).toHaveTextContent('CL_FREQ');
    await expect(within(general).getByText(isFrenchStory(globals) ? 'Nombre de codes' : 'Number of codes').nextElementSibling).toHaveTextContent('8');
    // The module's pages: back to its lists, its modification form, a new partial list from this one.
    await expect(canvas.getByRole('link', { name: isFrenchStory(globals) ? 'Retour aux listes' : 'Back to the lists' })).toHaveAttribute('href', '/codelists');
    await expect(canvas.getByRole('link', { name: isFrenchStory(globals) ? 'Modifier' : 'Modify' })).toHaveAttribute('href', '/codelists/CL_FREQ/modify');
    await expect(canvas.getByRole('link', { name: isFrenchStory(globals) ? 'Nouvelle liste partielle à partir de celle-ci' : 'New partial list from this one' })).toHaveAttribute(
      'href',
      '/codelists/partial/create?parent=CL_FREQ',
    );
    const codes = await canvas.findByRole('grid', { name: 'Codes' });
    await waitFor(() => expect(within(codes).getAllByRole('row')).toHaveLength(9));
    // B's broader code is D.
    await expect(within(codes).getByRole('row', { name: /^B/ })).toHaveTextContent('D');
  },
};

/**
 * A list without any code yet: its codes' table says so and how to add some, with neither a "No
 * results" count on screen nor pages (the search and the count's live region stay).
 */
export const NoCodeYet: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/codeList/CL_FREQ/codes', () => HttpResponse.json({ total: 0, page: 1, perPage: 25, items: [] })));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const codes = await canvas.findByRole('grid', { name: 'Codes' });
    await expect(await within(codes).findByText(fr ? 'Cette liste n’a pas encore de code.' : 'This list has no code yet.')).toBeVisible();
    await expect(within(codes).getByText(fr ? 'Les codes s’ajoutent en modifiant la liste.' : 'Codes are added by modifying the list.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    for (const said of canvas.queryAllByText(fr ? 'Aucun résultat' : 'No results')) await expect(said).toHaveAttribute('role', 'status');
  },
};

/** The second language shows beside the first in the module's sections too (description, codes), each with its `lang`. */
export const SecondLanguage: Story = {
  parameters: { shell: { showSecondLanguage: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Frequency of collection or dissemination.')).toHaveAttribute('lang', 'en');
    const codes = await canvas.findByRole('grid', { name: 'Codes' });
    await expect(await within(codes).findByText('Quarterly')).toHaveAttribute('lang', 'en');
  },
};

/** 10,000 codes: a page at a time; the search asks the server and starts again from page 1. */
/**
 * A list whose codes hold others (« Quotidienne » holds « jours ouvrés »): shown as their hierarchy
 * on demand, a tree read a level at a time, expanded with the arrow keys; its search opens the tree
 * at the code found.
 */
export const Hierarchy: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const asTable = await canvas.findByRole('radio', { name: fr ? 'En tableau' : 'As a table' });
    await expect(asTable).toBeChecked();
    // Tab enters the choice on its first button; the arrow moves on, Space shows the hierarchy.
    await tabTo(userEvent, asTable);
    await userEvent.keyboard('{ArrowRight} ');
    await expect(canvas.getByRole('radio', { name: fr ? 'En hiérarchie' : 'As a hierarchy' })).toBeChecked();
    const tree = await canvas.findByRole('treegrid', { name: 'Codes' });
    const daily = await within(tree).findByRole('row', { name: fr ? 'D – Quotidienne' : 'D – Daily' });
    // The top-level codes only, in the list's order: B is under D.
    await waitFor(() => expect(within(tree).getAllByRole('row')).toHaveLength(7));
    await expect(daily).toHaveAttribute('aria-posinset', '5');
    await tabTo(userEvent, within(tree).getAllByRole('row')[0]!);
    for (let press = 0; press < 4; press += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(daily).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const business = await within(tree).findByRole('row', { name: fr ? 'B – Quotidienne – jours ouvrés' : 'B – Daily – business week' });
    await expect(business).toHaveAttribute('aria-level', '2');
  },
};

/** A list with no code under another: no choice of view, the table only. */
export const FlatList: Story = {
  args: { id: 'CL_BIG' },
  parameters: { router: { path: '/codelists/CL_BIG' } },
  play: async ({ canvas, globals }) => {
    await canvas.findByRole('grid', { name: 'Codes' });
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Codes' })).toHaveAttribute('aria-rowcount'));
    await expect(canvas.queryByRole('radio', { name: isFrenchStory(globals) ? 'En hiérarchie' : 'As a hierarchy' })).not.toBeInTheDocument();
  },
};

export const TenThousandCodes: Story = {
  args: { id: 'CL_BIG' },
  parameters: { router: { path: '/codelists/CL_BIG' } },
  play: async ({ canvas, userEvent, globals }) => {
    const codes = await canvas.findByRole('grid', { name: 'Codes' });
    await waitFor(() => expect(within(codes).getByRole('row', { name: /C00001/ })).toBeInTheDocument());
    await expect(canvas.getAllByText(isFrenchStory(globals) ? '10 000 résultats' : '10,000 results')[0]).toBeVisible();
    const next = canvas.getByRole('button', { name: isFrenchStory(globals) ? /Suivant/ : /Next/ });
    await tabTo(userEvent, next);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(codes).getByRole('row', { name: /C00026/ })).toBeInTheDocument());
    const search = canvas.getByRole('searchbox', { name: isFrenchStory(globals) ? 'Rechercher dans les codes' : 'Search the codes' });
    await tabTo(userEvent, search);
    await userEvent.keyboard('09999');
    await waitFor(() => expect(within(codes).getAllByRole('row')).toHaveLength(2));
    await expect(within(codes).getByRole('row', { name: /C09999/ })).toBeInTheDocument();
  },
};

/** A list needs a dissemination status to be published (1005, the module's rule): the dialog names the list and says why. */
export const PublishRefused: Story = {
  args: { id: 'CL_SURVEY_STATUS' },
  parameters: { router: { path: '/codelists/CL_SURVEY_STATUS' } },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: isFrenchStory(globals) ? 'Publier' : 'Publish' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(isFrenchStory(globals) ? 'la liste de codes CL_SURVEY_STATUS' : 'the code list CL_SURVEY_STATUS');
    await userEvent.click(within(dialog).getByRole('button', { name: isFrenchStory(globals) ? 'Publier' : 'Publish' }));
    await expect(
      await within(dialog).findByText(isFrenchStory(globals) ? 'Le statut de diffusion n’est pas défini.' : 'The dissemination status is not defined.'),
    ).toBeVisible();
  },
};

/**
 * A published list cannot be deleted (1103, the module's rule): no Delete is offered that would be
 * refused; its manager reads why under the actions.
 */
export const PublishedOffersNoDelete: Story = {
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('link', { name: isFrenchStory(globals) ? 'Modifier' : 'Modify' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: isFrenchStory(globals) ? 'Supprimer' : 'Delete' })).not.toBeInTheDocument();
    await expect(
      canvas.getByText(isFrenchStory(globals) ? 'Une liste de codes publiée ne peut pas être supprimée.' : 'A published code list cannot be deleted.'),
    ).toBeVisible();
  },
};

/** A list never published, but a partial list draws its codes from it (1104, the module's rule). */
export const DeleteRefusedPartialListDependsOnIt: Story = {
  beforeEach({ msw }) {
    const store = createCodeListStore();
    const entry = store.records.get('codeList/CL_FREQ');
    if (entry) entry.record = { ...entry.record, validationState: 'Unpublished' };
    msw.use(...codeListHandlers(store));
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(await canvas.findByRole('button', { name: isFrenchStory(globals) ? 'Supprimer' : 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(isFrenchStory(globals) ? 'la liste de codes CL_FREQ' : 'the code list CL_FREQ');
    await userEvent.click(within(dialog).getByRole('button', { name: isFrenchStory(globals) ? 'Supprimer' : 'Delete' }));
    await expect(
      await within(dialog).findByText(
        isFrenchStory(globals)
          ? 'Cette liste de codes ne peut pas être supprimée : une liste de codes partielle en dépend.'
          : 'This code list cannot be deleted: a partial code list depends on it.',
      ),
    ).toBeVisible();
  },
};

/** A partial list names its parent, with a link to it. */
export const PartialList: Story = {
  args: { ui: partialCodeListUi, id: 'CL_FREQ_COURTE' },
  parameters: { router: { path: '/codelists/partial/CL_FREQ_COURTE' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /CL_FREQ – Fréquence/ })).toHaveAttribute('href', '/codelists/CL_FREQ');
    const codes = await canvas.findByRole('grid', { name: 'Codes' });
    await waitFor(() => expect(within(codes).getAllByRole('row')).toHaveLength(4));
    await expect(canvas.queryByRole('link', { name: /partial list from|liste partielle à partir/ })).not.toBeInTheDocument();
  },
};

/**
 * A code list manager on a list of their stamp may modify and delete it (published, it is kept: they
 * read why there is no Delete), but holds no privilege on partial lists: no "New partial list from
 * this one" (a guard on the other kind of the module).
 */
export const ManagerWithoutPartialListPrivilege: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/info', () => HttpResponse.json(codeListManagerPrivilegesFixture)));
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByRole('link', { name: isFrenchStory(globals) ? 'Modifier' : 'Modify' })).toBeVisible();
    await expect(
      canvas.getByText(isFrenchStory(globals) ? 'Une liste de codes publiée ne peut pas être supprimée.' : 'A published code list cannot be deleted.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /partial list from|liste partielle à partir/ })).not.toBeInTheDocument();
  },
};

/**
 * Export, with the keyboard: the list as SDMX-JSON (the format chosen with the arrow keys), saved
 * under the server's name and said in the dialog; choosing another format hides that result;
 * Escape gives focus back to Export.
 */
export const ExportAsSdmx: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const trigger = await canvas.findByRole('button', { name: fr ? 'Exporter' : 'Export' });
    await tabTo(userEvent, trigger);
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Exporter la liste de codes' : 'Export the code list' }));
    await expect(dialog.getByText(fr ? /avec ses codes et leur hiérarchie, comme message de structure SDMX 3\.0 ou comme schéma de concepts SKOS/ : /with its codes and their hierarchy, as an SDMX 3\.0 structure message or as a SKOS concept scheme/)).toBeVisible();
    const ml = dialog.getByRole('radio', { name: 'SDMX-ML 3.0 (.xml)' });
    await expect(ml).toBeChecked();
    await tabTo(userEvent, ml);
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'SDMX-JSON 2.0 (.json)' })).toBeChecked();
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('CL_FREQ.json'));
    await expect(await dialog.findByRole('status')).toHaveTextContent(fr ? 'Enregistré sous CL_FREQ.json.' : 'Saved as CL_FREQ.json.');
    // The result stands for the format it was made in.
    await tabTo(userEvent, dialog.getByRole('radio', { name: 'SDMX-JSON 2.0 (.json)' }));
    await userEvent.keyboard('{ArrowUp}');
    await expect(ml).toBeChecked();
    await waitFor(() => expect(dialog.queryByRole('status')).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A partial list exports too, said as the codes it keeps from its parent: in SDMX-ML by default, then as SKOS in Turtle. */
export const PartialListExport: Story = {
  args: { ui: partialCodeListUi, id: 'CL_FREQ_COURTE' },
  parameters: { router: { path: '/codelists/partial/CL_FREQ_COURTE' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Exporter la liste partielle' : 'Export the partial list' }));
    await expect(dialog.getByText(fr ? /les codes qu’elle retient de sa liste parente/ : /the codes it keeps from its parent list/)).toBeVisible();
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('CL_FREQ_COURTE.xml'));
    // SKOS in Turtle, three formats down.
    await tabTo(userEvent, dialog.getByRole('radio', { name: 'SDMX-ML 3.0 (.xml)' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: fr ? 'SKOS en Turtle (.ttl)' : 'SKOS in Turtle (.ttl)' })).toBeChecked();
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(saved).toHaveBeenCalledWith('CL_FREQ_COURTE.ttl'));
  },
};

/** The export fails: why, in words, in the dialog; nothing is saved. */
export const ExportFailed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/codeList/:id', ({ request }) => (request.headers.get('accept')?.startsWith('application/vnd.sdmx') ? errorResponse('SERVICE_UNAVAILABLE') : undefined)),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await tabTo(userEvent, await canvas.findByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Exporter la liste de codes' : 'Export the code list' }));
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Exporter' : 'Export' }));
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('alert')).toHaveTextContent(fr ? 'La liste n’a pas pu être exportée.' : 'The list could not be exported.');
    await expect(saved).not.toHaveBeenCalled();
  },
};
