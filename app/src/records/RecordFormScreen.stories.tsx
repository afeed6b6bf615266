import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSuspenseQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { CodeListStore } from '../mocks/codelists.ts';
import { signedInAs } from '../mocks/handlers.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { createSampleStore, sampleHandlers, sampleManagerPrivilegesFixture, sampleReaderPrivilegesFixture, sampleUi } from '../mocks/sample-kinds.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { choose, shiftTabTo, tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { ANNOUNCER_ID } from '../shell/Announcer.tsx';
import { toasts } from '../shell/toasts.ts';
import { LayoutForm } from './LayoutForm.tsx';
import { recordQueries } from './record-api.ts';

/** The modification route: the record read from the API (read again after a conflict). */
function ModifySample({ id }: { id: string }) {
  const record = useSuspenseQuery(recordQueries.detail(sampleUi, id)).data;
  return <LayoutForm ui={sampleUi} existing={record} />;
}

/** The sample's form is its layout's (mocks/sample-kinds.ts): every field by name, each getting its widget from the declaration. */
function SampleForm({ id }: { id?: string }) {
  return id ? <ModifySample id={id} /> : <LayoutForm ui={sampleUi} />;
}

/** What the mock API received: each created or updated body. */
const received = { created: fn(), updated: fn(), searched: fn() };
/** The store of the story being played, which a play may change (someone else's save). */
let store: CodeListStore = createSampleStore();

/**
 * Creating and modifying a record of any kind, shown with the story-only `sample` kind: one widget
 * per kind of field chosen from the declaration, the stewardship, the checks of the declaration in
 * the interface's words, the error summary, the server's refusals (never its English), the 409
 * conflict, and the privilege guard. A module's form stories only cover its own widgets.
 */
const meta = {
  title: 'Screens/Records/RecordFormScreen',
  component: SampleForm,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/samples/create' } },
  beforeEach({ msw }) {
    // No toast of a previous story is left in the application's one queue.
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    store = createSampleStore();
    for (const spy of Object.values(received)) spy.mockClear();
    msw.use(
      // Listens, then lets the store answer (a resolver that returns nothing passes the request on).
      http.post('/api/sample', async ({ request }) => void received.created(await request.clone().json())),
      http.put('/api/sample/:id', async ({ request }) => void received.updated(await request.clone().json())),
      http.get('/api/codeList', ({ request }) => void received.searched(new URL(request.url).search)),
      ...sampleHandlers(store),
    );
  },
} satisfies Meta<typeof SampleForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The toast that says what the save did: an alert in the notifications' region. */
async function expectToast(text: string) {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(text));
}

const names = (fr: boolean) => ({
  titleLg1: fr ? 'Title (français)' : 'Title (French)',
  titleLg2: fr ? 'Title (anglais)' : 'Title (English)',
  abstractLg1: fr ? 'Abstract (français)' : 'Abstract (French)',
  status: fr ? /Statut de diffusion/ : /Dissemination status/,
  save: fr ? 'Enregistrer' : 'Save',
});

/** Every widget filled with the keyboard, then saved: the body sent, and the new record's page. */
export const Create: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New sample' })).toBeVisible();
    // The server numbers the records of this kind: no identifier to type.
    await expect(canvas.queryByRole('textbox', { name: fr ? 'Identifiant' : 'Identifier' })).not.toBeInTheDocument();
    // A text pair, each side with its language.
    const titleLg1 = canvas.getByRole('textbox', { name: name.titleLg1 });
    await expect(titleLg1).toHaveAttribute('lang', 'fr');
    await typeInto(userEvent, titleLg1, 'Enquête pilote');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.titleLg2 }), 'Pilot survey');
    // Rich text: Ctrl+B makes what follows bold.
    await typeInto(userEvent, await canvas.findByRole('textbox', { name: name.abstractLg1 }, { timeout: 10_000 }), 'Enquête {Control>}b{/Control}pilote');
    // A tag list: Enter or a comma adds one.
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Keywords' }), 'santé{Enter}ménages,');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Year' }), '2026');
    // A date, typed in its segments (day, month, year in both interfaces).
    const [day] = within(canvas.getByRole('group', { name: 'Issue date' })).getAllByRole('spinbutton');
    await typeInto(userEvent, day as HTMLElement, '15032026');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Web page' }), 'https://example.org/sample');
    await choose(userEvent, canvas.getByRole('button', { name: /Frequency$/ }), 'Monthly');
    await tabTo(userEvent, canvas.getByRole('checkbox', { name: 'Archived' }));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Archived' })).toBeChecked();
    // A reference: the combo box asks the server as one types.
    const codeList = canvas.getByRole('combobox', { name: 'Code list of the answers' });
    await typeInto(userEvent, codeList, 'frequ');
    await waitFor(() => expect(received.searched).toHaveBeenCalledWith('?per_page=50&q=frequ'));
    const option = await screen.findByRole('option', { name: 'Fréquence (CL_FREQ)' });
    await userEvent.keyboard('{ArrowDown}');
    await expect(option).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(codeList).toHaveValue('Fréquence (CL_FREQ)');
    // References: a searchable checklist of the lists of both kinds.
    const seeAlso = canvas.getByRole('group', { name: 'See also' });
    await typeInto(userEvent, within(seeAlso).getByRole('searchbox'), 'courantes');
    const row = await within(seeAlso).findByRole('row', { name: /Fréquences courantes/ });
    await waitFor(() => expect(within(seeAlso).getAllByRole('row')).toHaveLength(1));
    await tabTo(userEvent, row);
    await userEvent.keyboard(' ');
    await expect(row).toHaveAttribute('aria-selected', 'true');
    // Owner and contributor are given; the dissemination status is chosen.
    await expect(canvas.getByRole('button', { name: fr ? /Propriétaire/ : /Owner/ })).toHaveTextContent('DG75-L201');
    await choose(userEvent, canvas.getByRole('button', { name: name.status }), fr ? 'Public générique' : 'Public generic');
    // Save is above the form.
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    // The new record's page: its heading takes focus (the Save button is gone), and a toast says
    // what was saved, by its noun and label.
    const page = await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /sample/s1006` });
    await waitFor(() => expect(page).toHaveFocus());
    await expectToast(fr ? 'Sample « Enquête pilote » enregistré.' : 'Sample “Enquête pilote” saved.');
    await expect(received.created).toHaveBeenCalledOnce();
    await expect(received.created).toHaveBeenCalledWith({
      prefLabelLg1: 'Enquête pilote',
      prefLabelLg2: 'Pilot survey',
      abstractLg1: '<p>Enquête <strong>pilote</strong></p>',
      abstractLg2: null,
      keywords: ['santé', 'ménages'],
      year: 2026,
      issued: '2026-03-15',
      homepage: 'https://example.org/sample',
      frequency: 'monthly',
      archived: true,
      codeListId: 'CL_FREQ',
      seeAlso: ['CL_FREQ_COURTE'],
      creators: ['DG75-L201'],
      contributors: ['DG75-L201'],
      disseminationStatus: 'PublicGenerique',
    });
    // The store took it as the server would: unpublished, with the references' labels.
    await expect(store.records.get('sample/s1006')?.record).toMatchObject({ validationState: 'Unpublished', year: 2026 });
  },
};

/** Checked before sending: the summary takes focus and lists each issue in the interface's words, in the form's order. */
export const Invalid: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await typeInto(userEvent, await canvas.findByRole('textbox', { name: name.titleLg2 }), 'No French title');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Year' }), '1800');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Web page' }), 'www.example.org');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const summary = await canvas.findByRole('heading', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    const section = summary.closest('section') as HTMLElement;
    await waitFor(() => expect(section).toHaveFocus());
    const links = within(section).getAllByRole('link');
    await expect(links.map((link) => link.textContent?.replace(/\s+/g, ' '))).toEqual(
      fr
        ? [
            'La propriété Title (français) est obligatoire.',
            'Year : au moins 1900.',
            'Web page : saisissez une adresse web qui commence par http:// ou https://.',
            'La propriété Statut de diffusion est obligatoire.',
          ]
        : [
            'The property Title (French) is required.',
            'Year: at least 1900.',
            'Web page: enter a web address that starts with http:// or https://.',
            'The property Dissemination status is required.',
          ],
    );
    await expect(received.created).not.toHaveBeenCalled();
    // A link leads to its field.
    await tabTo(userEvent, links[1] as HTMLElement);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toBeInvalid();
  },
};

/** Modifying: every widget shows the record's value, the reference its label; the body carries the version edited. */
export const Modify: Story = {
  args: { id: 's1001' },
  parameters: { router: { path: '/sample/s1001/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Modify the sample Enquête annuelle de production' })).toBeVisible();
    await expect(canvas.getByText('Enquête annuelle de production', { selector: 'h1 span' })).toHaveAttribute('lang', 'fr');
    await expect(canvas.queryByRole('textbox', { name: fr ? 'Identifiant' : 'Identifier' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: name.titleLg1 })).toHaveValue('Enquête annuelle de production');
    await expect(canvas.getByRole('textbox', { name: name.titleLg2 })).toHaveValue('Annual production survey');
    await expect(await canvas.findByRole('textbox', { name: name.abstractLg1 }, { timeout: 10_000 })).toHaveTextContent('Production des entreprises industrielles.');
    const keywords = canvas.getByRole('grid', { name: 'Keywords' });
    await expect(within(keywords).getAllByRole('row').map((row) => row.textContent)).toEqual([expect.stringContaining('industrie'), expect.stringContaining('production')]);
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveValue('2024');
    await expect(within(canvas.getByRole('group', { name: 'Issue date' })).getAllByRole('spinbutton').map((segment) => segment.textContent)).toEqual(['15', '03', '2024']);
    await expect(canvas.getByRole('textbox', { name: 'Web page' })).toHaveValue('https://www.insee.fr/fr/metadonnees/source/serie/s1001');
    await expect(canvas.getByRole('button', { name: /Frequency$/ })).toHaveTextContent('Annual');
    await expect(canvas.getByRole('checkbox', { name: 'Archived' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Code list of the answers' })).toHaveValue('Fréquence (CL_FREQ)');
    const seeAlso = canvas.getByRole('group', { name: 'See also' });
    await expect(await within(seeAlso).findByText(fr ? '1 sélectionné sur 4' : '1 of 4 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: fr ? /Propriétaire/ : /Owner/ })).toHaveTextContent('DG75-L201');
    await expect(canvas.getByRole('button', { name: name.status })).toHaveTextContent(fr ? 'Public générique' : 'Public generic');
    // Change the year with the arrow keys, and save.
    await tabTo(userEvent, canvas.getByRole('textbox', { name: 'Year' }), 40);
    await userEvent.keyboard('{ArrowUp}');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const page = await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /sample/s1001` });
    await waitFor(() => expect(page).toHaveFocus());
    await expectToast(fr ? 'Sample « Enquête annuelle de production » enregistré.' : 'Sample “Enquête annuelle de production” saved.');
    await waitFor(() => expect(document.getElementById(ANNOUNCER_ID)?.textContent).toBe(document.title));
    await expect(received.updated).toHaveBeenCalledWith(
      expect.objectContaining({ version: 3, year: 2025, codeListId: 'CL_FREQ', seeAlso: ['CL_FREQ_COURTE'], keywords: ['industrie', 'production'] }),
    );
    // A published record that is modified is published no more as it is.
    await expect(store.records.get('sample/s1001')?.record).toMatchObject({ validationState: 'Modified', year: 2025, version: 4 });
  },
};

/**
 * Someone else saved meanwhile (409 STALE_VERSION): nothing is lost, the alert says so and offers
 * the current version, which replaces the form's values.
 */
export const Conflict: Story = {
  args: { id: 's1001' },
  parameters: { router: { path: '/sample/s1001/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    const titleLg2 = await canvas.findByRole('textbox', { name: name.titleLg2 });
    // Someone else saves the record while the form is open.
    const entry = store.records.get('sample/s1001');
    if (entry) entry.record = { ...entry.record, prefLabelLg2: 'Annual survey of production', version: entry.record.version + 1 };
    // Tab selects the field's text: End, then type after it.
    await typeInto(userEvent, titleLg2, '{End} (mine)');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Quelqu’un d’autre a enregistré cet élément entre-temps' : 'Someone else saved this record meanwhile');
    await expect(titleLg2).toHaveValue('Annual production survey (mine)');
    const reload = within(alert).getByRole('button', {
      name: fr ? 'Abandonner mes modifications et charger la version actuelle' : 'Discard my changes and load the current version',
    });
    await tabTo(userEvent, reload);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: name.titleLg2 })).toHaveValue('Annual survey of production'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(received.updated).toHaveBeenCalledWith(expect.objectContaining({ version: 3, prefLabelLg2: 'Annual production survey (mine)' }));
  },
};

/**
 * The server refuses a field (400 VALIDATION_FAILED): the page names the field and tells the issue
 * in the interface's words, never in the server's English; what was typed stays.
 */
export const ServerRefusesAField: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/sample', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'The request does not match the expected schema.',
            details: [{ path: ['body', 'year'], code: 'too_big', message: 'English server text' }],
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await typeInto(userEvent, await canvas.findByRole('textbox', { name: name.titleLg1 }), 'Enquête refusée');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: 'Year' }), '2099');
    await choose(userEvent, canvas.getByRole('button', { name: name.status }), fr ? 'Privé' : 'Private');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Non enregistré' : 'Not saved');
    await expect(alert).toHaveTextContent(
      fr ? 'Certaines valeurs ont été refusées par le serveur. Vérifiez le formulaire et réessayez.' : 'Some values were refused by the server. Check the form and try again.',
    );
    await expect(within(alert).getByRole('listitem')).toHaveTextContent(
      fr ? 'Year : cette valeur est trop longue ou trop grande.' : 'Year: this value is too long or too large.',
    );
    await expect(alert).not.toHaveTextContent('English server text');
    await expect(alert).not.toHaveTextContent('does not match');
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveValue('2099');
    await expect(canvas.queryByText(NAVIGATED_TO, { exact: false })).not.toBeInTheDocument();
  },
};

/** Opened by its address without the CREATE privilege: a clear "not allowed" page, no form. */
export const NotAllowed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/users/info', () => HttpResponse.json(sampleReaderPrivilegesFixture)));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Accès non autorisé' : 'Not allowed' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`${fr ? 'Accès non autorisé' : 'Not allowed'} - New sample - Atelier`));
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: names(fr).save })).not.toBeInTheDocument();
  },
};

/** Modifying someone else's record with STAMP privileges only: not allowed either. */
export const NotAllowedToModify: Story = {
  args: { id: 's1001' },
  parameters: { router: { path: '/sample/s1001/modify' } },
  beforeEach({ msw }) {
    msw.use(...signedInAs(sampleManagerPrivilegesFixture, 'DG57-C003'));
  },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Accès non autorisé' : 'Not allowed' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
