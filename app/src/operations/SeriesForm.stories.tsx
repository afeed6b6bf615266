import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { AppContextSchema } from '@atelier/contracts';
import { appContextFixture } from '../mocks/fixtures.ts';
import { operationsHandlers } from '../mocks/operations.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { choose, shiftTabTo, tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { seriesUi } from './kinds.ts';
import { ModifyForm } from '../records/screens/FormScreen.tsx';
import { LayoutForm } from '../records/LayoutForm.tsx';

/** The form as its routes show it: a new series, or one read from the API (the labour force survey, every field filled). */
function SeriesFormAtRoute({ id }: { id?: string }) {
  return id ? <ModifyForm ui={seriesUi} id={id} /> : <LayoutForm ui={seriesUi} />;
}

/** What the mock API received: each created or updated body. */
const received = { created: fn(), updated: fn() };

/**
 * Creating or modifying a series: its family, chosen once; its operation type and frequency, codes
 * of their lists; the organisations that publish it, take part in it and collect its data; the
 * records it replaces and relates to; its owners, one at least; and the fields a deployment makes
 * mandatory. The frame (widgets, error summary, server refusals, 409 conflict, privilege guard) has
 * its stories in records/RecordFormScreen.stories.tsx.
 */
const meta = {
  title: 'Screens/Operations/SeriesForm',
  component: SeriesFormAtRoute,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/series/create' } },
  beforeEach({ msw }) {
    for (const spy of Object.values(received)) spy.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.post('/api/operations/series', async ({ request }) => void received.created(await request.clone().json())),
      http.put('/api/operations/series/:id', async ({ request }) => void received.updated(await request.clone().json())),
      ...operationsHandlers(),
    );
  },
} satisfies Meta<typeof SeriesFormAtRoute>;
export default meta;

type Story = StoryObj<typeof meta>;

const names = (fr: boolean) => ({
  family: fr ? 'Famille' : 'Family',
  titleLg1: fr ? 'Intitulé (français)' : 'Title (French)',
  titleLg2: fr ? 'Intitulé (anglais)' : 'Title (English)',
  shortNameLg1: fr ? 'Nom court (français)' : 'Short name (French)',
  type: fr ? /Type d’opération$/ : /Operation type$/,
  frequency: fr ? /Fréquence de collecte$/ : /Frequency of collection$/,
  status: fr ? /Statut de diffusion$/ : /Dissemination status$/,
  publishers: fr ? 'Organismes responsables' : 'Publishers',
  stakeholders: fr ? 'Partenaires' : 'Stakeholders',
  dataCollectors: fr ? 'Services collecteurs' : 'Data collectors',
  replaces: fr ? 'Succède à' : 'Replaces',
  isReplacedBy: fr ? 'A pour successeur' : 'Replaced by',
  seeAlso: fr ? 'Voir aussi' : 'See also',
  owners: fr ? 'Propriétaires' : 'Owners',
  save: fr ? 'Enregistrer' : 'Save',
});

/** "3 of 5 selected", as a checklist counts its selected items. */
const selected = (fr: boolean, count: number, total: number) =>
  fr ? `${count} sélectionné${count > 1 ? 's' : ''} sur ${total}` : `${count} of ${total} selected`;

/** Modifying: every field shows the series' value, codes and organisations by their names; the body carries them all. */
export const Modify: Story = {
  args: { id: 's1223' },
  parameters: { router: { path: '/operations/series/s1223/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Modifier la série Enquête emploi en continu' : 'Modify the series Enquête emploi en continu' })).toBeVisible();
    // The family is chosen once: shown, never changed.
    const family = canvas.getByRole('textbox', { name: name.family });
    await expect(family).toHaveValue('s23 – Enquête Emploi');
    await expect(family).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: name.titleLg1 })).toHaveValue('Enquête emploi en continu');
    await expect(canvas.getByRole('textbox', { name: name.titleLg2 })).toHaveValue('Labour force survey');
    await expect(canvas.getByRole('textbox', { name: name.shortNameLg1 })).toHaveValue('EEC');
    // Codes by their labels, in the interface's data language, with its `lang`.
    const type = canvas.getByRole('button', { name: name.type });
    await waitFor(() => expect(type).toHaveTextContent(fr ? 'Enquête' : 'Survey'));
    await expect(within(type).getByText(fr ? 'Enquête' : 'Survey')).toHaveAttribute('lang', fr ? 'fr' : 'en');
    // Its code list arrives on its own: on a busy machine, after the type's.
    await waitFor(() => expect(canvas.getByRole('button', { name: name.frequency })).toHaveTextContent(fr ? 'Trimestrielle' : 'Quarterly'));
    await expect(await canvas.findByRole('textbox', { name: fr ? 'Résumé (français)' : 'Summary (French)' }, { timeout: 10_000 })).toHaveTextContent(
      /structurelle et conjoncturelle/,
    );
    // Organisations and records, each a searchable checklist with the record's choices.
    const checklist = (label: string) => canvas.getByRole('group', { name: label });
    await expect(await within(checklist(name.publishers)).findByText(selected(fr, 1, 5))).toBeVisible();
    await expect(within(checklist(name.stakeholders)).getByText(selected(fr, 2, 5))).toBeVisible();
    await expect(within(checklist(name.dataCollectors)).getByText(selected(fr, 1, 5))).toBeVisible();
    await expect(await within(checklist(name.replaces)).findByText(selected(fr, 1, 7))).toBeVisible();
    await expect(within(checklist(name.isReplacedBy)).getByText(selected(fr, 0, 7))).toBeVisible();
    await expect(await within(checklist(name.seeAlso)).findByText(selected(fr, 1, 13))).toBeVisible();
    const owners = canvas.getByRole('grid', { name: name.owners });
    await expect(within(owners).getAllByRole('row').map((row) => row.textContent)).toEqual([expect.stringContaining('DG75-L201')]);
    // Another frequency, and save.
    await choose(userEvent, canvas.getByRole('button', { name: name.frequency }), fr ? 'Mensuelle' : 'Monthly');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/series/s1223');
    await expect(received.updated).toHaveBeenCalledOnce();
    const [body] = received.updated.mock.calls[0] as [Record<string, unknown>];
    await expect(body).toMatchObject({
      version: 1,
      prefLabelLg1: 'Enquête emploi en continu',
      altLabelLg2: 'LFS',
      typeCode: 'S',
      accrualPeriodicityCode: 'M',
      publishers: ['HIE2000006'],
      stakeholders: ['dares', 'drees'],
      dataCollectors: ['HIE2000006'],
      replaces: ['s1281'],
      isReplacedBy: [],
      seeAlso: ['s1041'],
      creators: ['DG75-L201'],
    });
    // The family is not sent again: it never changes.
    await expect(body).not.toHaveProperty('familyId');
  },
};

/**
 * Opened, gone through and left without typing anything: no "Unsaved changes" question, although the rich text
 * editors write the stored abstract in their own markup on load (the annual survey's, as seeded).
 */
export const LeftUnchanged: Story = {
  args: { id: 's1281' },
  parameters: { router: { path: '/operations/series/s1281/modify' } },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await canvas.findByRole('heading', { level: 1, name: fr ? 'Modifier la série Enquête emploi annuelle' : 'Modify the series Enquête emploi annuelle' });
    // Every rich text editor loaded, the abstracts in them.
    await waitFor(() => expect(canvasElement.querySelectorAll('[contenteditable="true"]').length).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
    await waitFor(() => expect(canvasElement.textContent).toContain('European Communities (EUROSTAT)'), { timeout: 10_000 });
    // Into each editor and out again, as one going through the form does, typing nothing.
    for (const editor of canvasElement.querySelectorAll<HTMLElement>('[contenteditable="true"]')) await userEvent.click(editor);
    await userEvent.click(canvas.getByRole('link', { name: fr ? 'Annuler' : 'Cancel' }));
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/series/s1281');
    // No question before leaving (a toast of an earlier story may still be on the page: it is not asked about).
    await expect(screen.queryByRole('alertdialog', { name: fr ? 'Modifications non enregistrées' : 'Unsaved changes' })).not.toBeInTheDocument();
    await expect(received.updated).not.toHaveBeenCalled();
  },
};

/** A new series, filled with the keyboard: its family found as one types, codes and an organisation chosen in their lists. */
export const Create: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Nouvelle série' : 'New series' })).toBeVisible();
    const family = canvas.getByRole('combobox', { name: name.family });
    await typeInto(userEvent, family, 'emploi');
    // The list may still be settling on the search's answer: arrow down until the option is on.
    await waitFor(async () => {
      const option = await screen.findByRole('option', { name: 'Enquête Emploi (s23)' });
      if (option.dataset.focused !== 'true') await userEvent.keyboard('{ArrowDown}');
      await expect(option).toHaveAttribute('data-focused', 'true');
    });
    await userEvent.keyboard('{Enter}');
    await expect(family).toHaveValue('Enquête Emploi (s23)');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.titleLg1 }), 'Enquête Formation et qualification professionnelle');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.titleLg2 }), 'Training and occupational skills survey');
    await choose(userEvent, canvas.getByRole('button', { name: name.type }), fr ? 'Enquête' : 'Survey');
    await choose(userEvent, canvas.getByRole('button', { name: name.frequency }), fr ? 'Ponctuelle ou apériodique' : 'Punctual or aperiodic');
    // An organisation, found by its identifier in its checklist.
    const publishers = canvas.getByRole('group', { name: name.publishers });
    await typeInto(userEvent, within(publishers).getByRole('searchbox'), 'HIE2000006');
    await waitFor(() => expect(within(publishers).getAllByRole('row')).toHaveLength(1));
    const row = within(publishers).getByRole('row');
    await tabTo(userEvent, row);
    await userEvent.keyboard(' ');
    await expect(row).toHaveAttribute('aria-selected', 'true');
    // Owned by the user to begin with.
    await expect(within(canvas.getByRole('grid', { name: name.owners })).getByRole('row')).toHaveTextContent('DG75-L201');
    await choose(userEvent, canvas.getByRole('button', { name: name.status }), fr ? 'Public générique' : 'Public generic');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/series/s1285');
    await expect(received.created).toHaveBeenCalledWith({
      familyId: 's23',
      prefLabelLg1: 'Enquête Formation et qualification professionnelle',
      prefLabelLg2: 'Training and occupational skills survey',
      altLabelLg1: null,
      altLabelLg2: null,
      abstractLg1: null,
      abstractLg2: null,
      historyNoteLg1: null,
      historyNoteLg2: null,
      accrualPeriodicityCode: 'P',
      publishers: ['HIE2000006'],
      stakeholders: [],
      replaces: [],
      isReplacedBy: [],
      seeAlso: [],
      typeCode: 'S',
      dataCollectors: [],
      creators: ['DG75-L201'],
      contributors: ['DG75-L201'],
      disseminationStatus: 'PublicGenerique',
    });
  },
};

/**
 * A deployment that makes the operation type and the frequency mandatory (`EXTRA_MANDATORY_FIELDS`):
 * both show as required, and the form refuses to send them empty. A field of that name that series
 * do not have changes nothing.
 */
export const ExtraMandatoryFields: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/init', () =>
        HttpResponse.json(AppContextSchema.parse({ ...appContextFixture, extraMandatoryFields: ['typeCode', 'accrualPeriodicityCode', 'unknownField'] })),
      ),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    const type = await canvas.findByRole('button', { name: name.type });
    // Required: the asterisk after their names, and no "None" to choose.
    // (A select's label is a span: it labels a button, not an input.)
    await expect(canvas.getByText(fr ? /^Type d’opération/ : /^Operation type/, { selector: 'span' })).toHaveTextContent(/\*$/);
    await expect(canvas.getByText(fr ? /^Fréquence de collecte/ : /^Frequency of collection/, { selector: 'span' })).toHaveTextContent(/\*$/);
    await tabTo(userEvent, type, 80);
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).queryByRole('option', { name: fr ? 'Aucun' : 'None' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    const links = within(summary.closest('section') as HTMLElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      fr
        ? [
            'La propriété Famille est obligatoire.',
            'La propriété Intitulé (français) est obligatoire.',
            'La propriété Fréquence de collecte est obligatoire.',
            'La propriété Type d’opération est obligatoire.',
            'La propriété Statut de diffusion est obligatoire.',
          ]
        : [
            'The property Family is required.',
            'The property Title (French) is required.',
            'The property Frequency of collection is required.',
            'The property Operation type is required.',
            'The property Dissemination status is required.',
          ],
    );
    await expect(received.created).not.toHaveBeenCalled();
  },
};

/** A series keeps one owner at least: its last one removed (Delete on its tag), the form refuses to send it. */
export const OwnersRequired: Story = {
  args: { id: 's1223' },
  parameters: { router: { path: '/operations/series/s1223/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    const owners = await canvas.findByRole('grid', { name: name.owners });
    await expect(canvas.getByText(fr ? /^Propriétaires/ : /^Owners/, { selector: 'label' })).toHaveTextContent(/\*$/);
    await tabTo(userEvent, within(owners).getByRole('row'), 150);
    await userEvent.keyboard('{Delete}');
    await waitFor(() => expect(canvas.queryByRole('grid', { name: name.owners })).not.toBeInTheDocument());
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    const links = within(summary.closest('section') as HTMLElement).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([fr ? 'La propriété Propriétaires est obligatoire.' : 'The property Owners is required.']);
    await expect(received.updated).not.toHaveBeenCalled();
  },
};
