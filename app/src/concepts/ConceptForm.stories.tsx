import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ERROR_CATALOGUE, StampListSchema, collectionKind, conceptKind, type ConceptView, type RecordView } from '@atelier/contracts';
import { appContextFixture } from '../mocks/fixtures.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { createRecordStore, recordFixture, recordHandlers, type RecordStore } from '../mocks/records.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { choose, shiftTabTo, tabTo, typeInto, writeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { toasts } from '../shell/toasts.ts';
import { ModifyForm } from '../records/screens/FormScreen.tsx';
import { conceptUi } from './kinds.ts';
import { ConceptForm } from './ConceptForm.tsx';

/** The form as its routes show it: a new concept, or one read from the API. */
function ConceptFormStory({ id }: { id?: string }) {
  return id ? <ModifyForm ui={conceptUi} id={id} /> : <ConceptForm />;
}

const concept = (fields: Partial<ConceptView> & Pick<ConceptView, 'id' | 'prefLabelLg1'>): RecordView =>
  recordFixture(conceptKind, { conceptVersion: 1, definitionLg1: '<p>Définition.</p>', ...fields });

/** « Chômage », published, with notes and links; the concepts it may link to; one never published. */
function createStore(): RecordStore {
  return createRecordStore(
    [conceptKind, collectionKind],
    [
      concept({
        id: 'c1001',
        prefLabelLg1: 'Chômage',
        prefLabelLg2: 'Unemployment',
        altLabelLg1: ['Chômage BIT'],
        scopeNoteLg1: '<p>Personne sans emploi qui en recherche un.</p>',
        definitionLg1: '<p>Un chômeur est une personne sans emploi qui en recherche un.</p>',
        definitionLg2: '<p>An unemployed person is a person without work seeking work.</p>',
        changeNoteLg1: '<p>Définition alignée sur celle du BIT.</p>',
        broader: ['c1003'],
        related: ['c1004'],
        closeMatch: ['https://www.ilo.org/unemployment'],
      }),
      concept({ id: 'c1002', prefLabelLg1: 'Emploi', prefLabelLg2: 'Employment' }),
      concept({ id: 'c1003', prefLabelLg1: 'Population active', prefLabelLg2: 'Labour force' }),
      concept({ id: 'c1004', prefLabelLg1: 'Taux de chômage', prefLabelLg2: 'Unemployment rate' }),
      concept({ id: 'c1005', prefLabelLg1: 'Halo autour du chômage', prefLabelLg2: 'Halo around unemployment' }),
      concept({ id: 'c1006', prefLabelLg1: 'Chômage de longue durée', prefLabelLg2: 'Long-term unemployment', validationState: 'Modified' }),
      concept({ id: 'c1020', prefLabelLg1: 'Inactivité', prefLabelLg2: 'Inactivity', validationState: 'Unpublished', disseminationStatus: 'Prive' }),
    ].map((record) => ({ kind: conceptKind, record })),
  );
}

/** What the mock API received: each created or updated body, each search of the pickers. */
const received = { created: fn(), updated: fn(), searched: fn() };
let store = createStore();

/**
 * Creating or modifying a concept, in three tabs (general information, notes, links): the notes'
 * rules of the contracts checked as one types, a tab holding errors named so, the short
 * definition's counter, the alternative labels as tags, the links picked by a search on the
 * server, and the versioning question when a published concept's notes changed. The frame
 * (widgets, summary, refusals, conflicts, privileges) has its stories in records/.
 */
const meta = {
  title: 'Screens/Concepts/ConceptForm',
  component: ConceptFormStory,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/concepts/create' } },
  beforeEach({ msw }) {
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    store = createStore();
    for (const spy of Object.values(received)) spy.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.post('/api/concepts/concept', async ({ request }) => void received.created(await request.clone().json())),
      http.put('/api/concepts/concept/:id', async ({ request }) => void received.updated(await request.clone().json())),
      http.get('/api/concepts', ({ request }) => void received.searched(new URL(request.url).search)),
      http.get('/api/stamps', () => HttpResponse.json(StampListSchema.parse(['DG75-C001', 'DG75-L201']))),
      ...recordHandlers(store, { concept: { computed: () => ({ conceptVersion: 1 }) } }),
    );
  },
} satisfies Meta<typeof ConceptFormStory>;
export default meta;

type Story = StoryObj<typeof meta>;

const names = (fr: boolean) => ({
  labelLg1: fr ? 'Libellé (français)' : 'Label (French)',
  labelLg2: fr ? 'Libellé (anglais)' : 'Label (English)',
  altLabelLg1: fr ? 'Libellés alternatifs (français)' : 'Alternative labels (French)',
  status: fr ? /Statut de diffusion/ : /Dissemination status/,
  contributors: fr ? 'Gestionnaires' : 'Contributors',
  scopeNoteLg1: fr ? 'Définition courte (français)' : 'Short definition (French)',
  definitionLg1: fr ? 'Définition (français)' : 'Definition (French)',
  changeNoteLg1: fr ? 'Note de changement (français)' : 'Change note (French)',
  closeMatch: fr ? 'Concepts équivalents (adresses web)' : 'Equivalent concepts (web addresses)',
  broader: fr ? 'Concepts génériques' : 'Broader concepts',
  general: fr ? 'Informations générales' : 'General information',
  notes: 'Notes',
  links: fr ? 'Liens' : 'Links',
  save: fr ? 'Enregistrer' : 'Save',
});

/** Selects a tab with the keyboard: Tab to the selected one, then the arrows. */
async function openTab(userEvent: Parameters<typeof tabTo>[0] & { keyboard: (text: string) => Promise<void> }, name: RegExp | string) {
  const tabs = screen.getAllByRole('tab');
  const selected = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') as HTMLElement;
  if (!(typeof name === 'string' ? selected.textContent === name : name.test(selected.textContent ?? ''))) {
    await shiftTabTo(userEvent, selected);
    const wanted = screen.getByRole('tab', { name });
    for (let press = 0; press < 3 && wanted.getAttribute('aria-selected') !== 'true'; press += 1) await userEvent.keyboard('{ArrowRight}');
    await expect(wanted).toHaveAttribute('aria-selected', 'true');
  }
}

/** The toast that says what the save did. */
async function expectToast(text: string) {
  const region = await screen.findByRole('region', { name: 'Notifications' });
  await waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(text));
}

/**
 * A new concept, filled with the keyboard: labels, alternative labels as tags (Enter or a comma
 * adds one, a duplicate is refused and said, Delete removes the focused one), the contributor
 * shown, the status chosen, then its definition in the Notes tab; the body sent.
 */
export const Create: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Nouveau concept' : 'New concept' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: name.general })).toHaveAttribute('aria-selected', 'true');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.labelLg1 }), 'Sous-emploi');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.labelLg2 }), 'Underemployment');
    // Tags: Enter, a comma, and a duplicate refused with a word of why.
    const tags = canvas.getByRole('textbox', { name: name.altLabelLg1 });
    await typeInto(userEvent, tags, 'Temps partiel subi{Enter}Sous-emploi BIT,Temps partiel subi{Enter}');
    const list = canvas.getByRole('grid', { name: name.altLabelLg1 });
    await waitFor(() => expect(within(list).getAllByRole('row').map((row) => row.textContent)).toEqual(['Temps partiel subi', 'Sous-emploi BIT']));
    await expect(await canvas.findByText(fr ? /^Déjà dans la liste.*Temps partiel subi\.$/ : 'Already in the list: Temps partiel subi.')).toBeVisible();
    // The second tag removed with the keyboard.
    const [first, second] = within(list).getAllByRole('row') as [HTMLElement, HTMLElement];
    // Shift+Tab reaches the tags (the one focused last), the arrows move between them.
    for (let press = 0; press < 4 && !list.contains(document.activeElement); press += 1) await userEvent.tab({ shift: true });
    if (first.contains(document.activeElement)) await userEvent.keyboard('{ArrowRight}');
    await expect(second.contains(document.activeElement)).toBe(true);
    // Delete on the tag, Enter on its remove button.
    await userEvent.keyboard(document.activeElement === second ? '{Delete}' : '{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('row').map((row) => row.textContent)).toEqual(['Temps partiel subi']));
    // The contributor is the deployment's, shown, not edited; the owner is the user's stamp.
    const contributors = canvas.getByRole('textbox', { name: name.contributors });
    await expect(contributors).toHaveValue(appContextFixture.defaultContributor);
    await expect(contributors).toHaveAttribute('readonly');
    await choose(userEvent, canvas.getByRole('button', { name: name.status }), fr ? 'Privé' : 'Private');
    // The definition, in the Notes tab.
    await openTab(userEvent, name.notes);
    await writeInto(userEvent, await canvas.findByRole('textbox', { name: name.definitionLg1 }, { timeout: 10_000 }), 'Personnes qui travaillent moins qu’elles ne le souhaitent.');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /concepts/c1021` })).toBeVisible();
    await expectToast(fr ? '« Sous-emploi »' : '“Sous-emploi”');
    await expect(received.created).toHaveBeenCalledOnce();
    await expect(received.created).toHaveBeenCalledWith(
      expect.objectContaining({
        prefLabelLg1: 'Sous-emploi',
        prefLabelLg2: 'Underemployment',
        altLabelLg1: ['Temps partiel subi'],
        definitionLg1: '<p>Personnes qui travaillent moins qu’elles ne le souhaitent.</p>',
        creators: ['DG75-L201'],
        contributors: [appContextFixture.defaultContributor],
        disseminationStatus: 'Prive',
        broader: [],
      }),
    );
    await expect(received.created.mock.calls[0]?.[0]).not.toHaveProperty('versioning');
  },
};

/**
 * Nothing filled: each tab holding errors says how many in its name; focus goes to the error
 * summary, as in every form, whose links open the tab of their field and focus it (the
 * definition, in Notes, once the general information is right).
 */
export const ErrorsOnEachTab: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    const labelLg1 = await canvas.findByRole('textbox', { name: name.labelLg1 });
    // An address that is not one, among the equivalents.
    await openTab(userEvent, name.links);
    await typeInto(userEvent, canvas.getByRole('textbox', { name: name.closeMatch }), 'www.ilo.org{Enter}');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('tab', { name: fr ? `${name.general} (2 erreurs)` : `${name.general} (2 errors)` })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: fr ? 'Notes (1 erreur)' : 'Notes (1 error)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: fr ? `${name.links} (1 erreur)` : `${name.links} (1 error)` })).toBeVisible();
    // The summary has focus, and lists them all, in the tabs' order.
    const summary = canvas.getByRole('region', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    await waitFor(() => expect(summary).toHaveFocus());
    // The tab shown stays (Links, where the address was typed) until a link of the summary opens another.
    await expect(canvas.getByRole('tab', { name: /^(Links|Liens)/ })).toHaveAttribute('aria-selected', 'true');
    await expect(labelLg1).toHaveAccessibleDescription(fr ? /La propriété Libellé \(français\) est obligatoire/ : /The property Label \(French\) is required/);
    const links = within(summary).getAllByRole('link');
    await expect(links).toHaveLength(4);
    await expect(links[1]).toHaveTextContent(fr ? 'Statut de diffusion' : 'Dissemination status');
    await expect(links[2]).toHaveTextContent(fr ? 'Le concept doit nécessairement comporter une définition.' : 'The concept must have a definition.');
    await expect(links[3]).toHaveTextContent(name.closeMatch);
    // The summary's first link opens the general information at the label.
    within(summary).getAllByRole('link')[0]?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(labelLg1).toHaveFocus());
    await typeInto(userEvent, labelLg1, 'Sous-emploi', 5);
    await choose(userEvent, canvas.getByRole('button', { name: name.status }), fr ? 'Privé' : 'Private');
    await expect(await canvas.findByRole('tab', { name: name.general })).toBeVisible();
    // The next save: the summary again, whose first link opens the Notes tab at the definition.
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(summary).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const definition = await canvas.findByRole('textbox', { name: name.definitionLg1 }, { timeout: 10_000 });
    await waitFor(() => expect(definition).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: /^Notes/ })).toHaveAttribute('aria-selected', 'true');
    // A link of the summary opens its field's tab: the web address, in Links.
    const address = within(summary).getByRole('link', { name: new RegExp(name.closeMatch.replace(/[()]/g, '\\$&')) });
    await shiftTabTo(userEvent, address);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: name.closeMatch })).toHaveFocus());
    await expect(canvas.getByRole('tab', { name: /^(Links|Liens)/ })).toHaveAttribute('aria-selected', 'true');
    await expect(received.created).not.toHaveBeenCalled();
  },
};

/** `GET /init` of a deployment whose short definitions hold 40 characters at most. */
const shortLimit = http.get('/api/init', () => HttpResponse.json({ ...appContextFixture, maxLengthScopeNote: 40 }));

/** The short definition's counter: "n / 40" under the limit; over it, how many too many, and the rule's message at the field on saving. */
export const ShortDefinitionCounter: Story = {
  beforeEach({ msw }) {
    msw.use(shortLimit);
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await typeInto(userEvent, await canvas.findByRole('textbox', { name: name.labelLg1 }), 'Halo');
    await choose(userEvent, canvas.getByRole('button', { name: name.status }), fr ? 'Public générique' : 'Public generic');
    await openTab(userEvent, name.notes);
    const scopeNote = await canvas.findByRole('textbox', { name: name.scopeNoteLg1 }, { timeout: 10_000 });
    // Public: the short definition is required in the first language.
    await expect(scopeNote).toHaveAttribute('aria-required', 'true');
    await writeInto(userEvent, scopeNote, 'Personnes proches du chômage.');
    await waitFor(() => expect(canvas.getByText('29 / 40')).toBeVisible());
    await userEvent.paste(' Sans emploi, souhaitant travailler');
    await userEvent.keyboard('.');
    await waitFor(() => expect(canvas.getByText(fr ? /65 \/ 40 \(25 caractères en trop\)/ : /65 \/ 40 \(25 characters too many\)/)).toBeVisible());
    // Announced politely, after a pause in typing.
    const over = fr ? '25 caractères en trop' : '25 characters too many';
    await waitFor(() => expect(canvas.getAllByRole('status').some((status) => status.textContent === over)).toBe(true));
    await writeInto(userEvent, await canvas.findByRole('textbox', { name: name.definitionLg1 }), 'Personnes sans emploi qui souhaitent travailler.');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('region', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' })).toHaveFocus());
    await expect(scopeNote).toHaveAccessibleDescription(fr ? /La définition courte est limitée à 40 caractères\./ : /The short definition is limited to 40 characters\./);
    await expect(canvas.getByRole('tab', { name: fr ? 'Notes (1 erreur)' : 'Notes (1 error)' })).toHaveAttribute('aria-selected', 'true');
    await expect(received.created).not.toHaveBeenCalled();
  },
};

/** A note in the second language only is refused at its first-language side, before sending. */
export const SecondLanguageOnly: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await typeInto(userEvent, await canvas.findByRole('textbox', { name: name.labelLg1 }), 'Halo');
    await choose(userEvent, canvas.getByRole('button', { name: name.status }), fr ? 'Privé' : 'Private');
    await openTab(userEvent, name.notes);
    await writeInto(userEvent, await canvas.findByRole('textbox', { name: name.definitionLg1 }, { timeout: 10_000 }), 'Personnes sans emploi.');
    await writeInto(userEvent, canvas.getByRole('textbox', { name: fr ? 'Note éditoriale (anglais)' : 'Editorial note (English)' }), 'English only.');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    const editorialLg1 = canvas.getByRole('textbox', { name: fr ? 'Note éditoriale (français)' : 'Editorial note (French)' });
    await waitFor(() => expect(canvas.getByRole('region', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' })).toHaveFocus());
    await expect(editorialLg1).toHaveAccessibleDescription(
      fr ? /Cette note ne peut pas être renseignée en seconde langue seulement/ : /This note cannot be given in the second language only/,
    );
    await expect(received.created).not.toHaveBeenCalled();
  },
};

/**
 * The links of « Chômage »: each kind a picker. The broader concept shown with its label; a search
 * on the server (20 answers at most) offers the others, never the concept itself nor those chosen;
 * one added (focus moves to the next answer), one removed (focus to the search); a search without
 * answer says so. The body carries the new links.
 */
export const LinkPicker: Story = {
  args: { id: 'c1001' },
  parameters: { router: { path: '/concepts/c1001/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Modifier le concept Chômage' : 'Modify the concept Chômage' })).toBeVisible();
    await openTab(userEvent, name.links);
    const broader = canvas.getByRole('group', { name: name.broader });
    const chosen = within(broader).getByRole('list', { name: fr ? 'Choisis (1)' : 'Chosen (1)' });
    await expect(within(chosen).getByText('Population active')).toHaveAttribute('lang', 'fr');
    const search = within(broader).getByRole('searchbox');
    await typeInto(userEvent, search, 'chôm');
    await waitFor(() => expect(received.searched).toHaveBeenCalledWith('?per_page=20&q=ch%C3%B4m'));
    const answers = await within(broader).findByRole('list', { name: fr ? 'Réponses' : 'Answers' });
    // « Chômage » itself is not offered.
    await waitFor(() =>
      expect(within(answers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Chômage de longue durée'),
        expect.stringContaining('Halo autour du chômage'),
        expect.stringContaining('Taux de chômage'),
      ]),
    );
    await expect(within(broader).getByRole('status')).toHaveTextContent(fr ? '3 réponses.' : '3 answers.');
    const halo = within(answers).getByRole('button', { name: fr ? 'Ajouter Halo autour du chômage' : 'Add Halo autour du chômage' });
    await tabTo(userEvent, halo);
    await userEvent.keyboard('{Enter}');
    // Added: among those chosen, no longer offered; focus on the next answer; said.
    await waitFor(() => expect(within(chosen).getByText('Halo autour du chômage')).toBeVisible());
    await expect(within(broader).getByRole('button', { name: fr ? 'Ajouter Taux de chômage' : 'Add Taux de chômage' })).toHaveFocus();
    await expect(within(broader).getByRole('status')).toHaveTextContent(fr ? 'Ajouté à la liste : Halo autour du chômage.' : 'Halo autour du chômage added.');
    // The first one removed with the keyboard: focus goes to the one after it.
    const remove = within(chosen).getByRole('button', { name: fr ? 'Retirer Population active' : 'Remove Population active' });
    await shiftTabTo(userEvent, remove);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(chosen).queryByText('Population active')).not.toBeInTheDocument());
    await expect(within(chosen).getByRole('button', { name: fr ? 'Retirer Halo autour du chômage' : 'Remove Halo autour du chômage' })).toHaveFocus();
    // No answer.
    await tabTo(userEvent, search);
    await userEvent.keyboard('{Control>}a{/Control}zzz');
    await waitFor(() => expect(within(broader).getByRole('status')).toHaveTextContent(fr ? 'Aucun élément ne correspond' : 'No record matches'));
    // Saved: the links as chosen. Only links changed: no question about versions.
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /concepts/c1001` })).toBeVisible();
    await expect(received.updated).toHaveBeenCalledOnce();
    await expect(received.updated).toHaveBeenCalledWith(expect.objectContaining({ broader: ['c1005'], related: ['c1004'], version: 1 }));
    await expect(received.updated.mock.calls[0]?.[0]).not.toHaveProperty('versioning');
  },
};

/** Modifies the definition of « Chômage » in the Notes tab, then saves: the versioning question opens. */
async function changeDefinitionAndSave(
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<typeof writeInto>[0],
  fr: boolean,
  changeNote?: string,
): Promise<HTMLElement> {
  const name = names(fr);
  await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Modifier le concept Chômage' : 'Modify the concept Chômage' })).toBeVisible();
  await openTab(userEvent, name.notes);
  // Tab puts the caret at the start of the text.
  await writeInto(userEvent, await canvas.findByRole('textbox', { name: name.definitionLg1 }, { timeout: 10_000 }), 'Au sens du BIT : ');
  if (changeNote) await writeInto(userEvent, canvas.getByRole('textbox', { name: name.changeNoteLg1 }), changeNote);
  await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
  await userEvent.keyboard('{Enter}');
  return screen.findByRole('alertdialog', { name: fr ? 'Nouvelle version ou écrasement\u00a0?' : 'New version or overwrite?' });
}

/** A published concept's definition changed, with a new change note: "New version" is offered, and sent as `versioning: true`. */
export const VersioningNewVersion: Story = {
  args: { id: 'c1001' },
  parameters: { router: { path: '/concepts/c1001/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const dialog = await changeDefinitionAndSave(canvas, userEvent, fr, 'Précision : au sens du BIT. ');
    const newVersion = within(dialog).getByRole('button', { name: fr ? 'Nouvelle version' : 'New version' });
    await expect(newVersion).toBeEnabled();
    await tabTo(userEvent, newVersion);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /concepts/c1001` })).toBeVisible();
    await expect(received.updated).toHaveBeenCalledOnce();
    await expect(received.updated).toHaveBeenCalledWith(
      expect.objectContaining({
        versioning: true,
        definitionLg1: '<p>Au sens du BIT : Un chômeur est une personne sans emploi qui en recherche un.</p>',
        changeNoteLg1: '<p>Précision : au sens du BIT. Définition alignée sur celle du BIT.</p>',
      }),
    );
  },
};

/**
 * The definition changed without a new change note: "New version" is disabled and the dialog says
 * why; "Overwrite the current version" sends `versioning: false`. Cancel first leaves the form as it was.
 */
export const VersioningOverwrite: Story = {
  args: { id: 'c1001' },
  parameters: { router: { path: '/concepts/c1001/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    let dialog = await changeDefinitionAndSave(canvas, userEvent, fr);
    const newVersion = within(dialog).getByRole('button', { name: fr ? 'Nouvelle version' : 'New version' });
    await expect(newVersion).toBeDisabled();
    await expect(newVersion).toHaveAccessibleDescription(fr ? /nécessite une note de changement/ : /needs a change note/);
    // Cancel: nothing sent, back to the form.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: /^(New version|Nouvelle version)/ })).not.toBeInTheDocument());
    await expect(received.updated).not.toHaveBeenCalled();
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: names(fr).save }));
    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('alertdialog');
    const overwrite = within(dialog).getByRole('button', { name: fr ? 'Écraser la version actuelle' : 'Overwrite the current version' });
    await tabTo(userEvent, overwrite);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /concepts/c1001` })).toBeVisible();
    await expect(received.updated).toHaveBeenCalledOnce();
    await expect(received.updated).toHaveBeenCalledWith(expect.objectContaining({ versioning: false }));
  },
};

/**
 * The server refuses the new version (CONCEPT_CHANGE_NOTE_REQUIRED, at changeNoteLg1): its words
 * above the form and at the change note, whose tab says it holds an error. Nothing changed.
 */
export const ServerRefusalAtItsField: Story = {
  args: { id: 'c1001' },
  parameters: { router: { path: '/concepts/c1001/modify' } },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/concepts/concept/:id', () =>
        HttpResponse.json(
          {
            code: 'CONCEPT_CHANGE_NOTE_REQUIRED',
            message: ERROR_CATALOGUE.CONCEPT_CHANGE_NOTE_REQUIRED.message,
            details: [{ path: ['body', 'changeNoteLg1'], code: 'CONCEPT_CHANGE_NOTE_REQUIRED', message: ERROR_CATALOGUE.CONCEPT_CHANGE_NOTE_REQUIRED.message }],
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    const dialog = await changeDefinitionAndSave(canvas, userEvent, fr, 'Précision.');
    await tabTo(userEvent, within(dialog).getByRole('button', { name: fr ? 'Nouvelle version' : 'New version' }));
    await userEvent.keyboard('{Enter}');
    const words = fr ? /Une nouvelle version demande une note de changement/ : /A new version needs a change note \(first language\)/;
    await expect(await canvas.findByRole('alert')).toHaveTextContent(words);
    await expect(canvas.getByRole('textbox', { name: name.changeNoteLg1 })).toHaveAccessibleDescription(words);
    await expect(canvas.getByRole('tab', { name: fr ? 'Notes (1 erreur)' : 'Notes (1 error)' })).toHaveAttribute('aria-selected', 'true');
    await expect(store.records.get('concept/c1001')?.record.version).toBe(1);
  },
};

/** A concept never published: its notes are overwritten without a question, and no versioning is sent. */
export const UnpublishedNoQuestion: Story = {
  args: { id: 'c1020' },
  parameters: { router: { path: '/concepts/c1020/modify' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const name = names(fr);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Modifier le concept Inactivité' : 'Modify the concept Inactivité' })).toBeVisible();
    await openTab(userEvent, name.notes);
    await writeInto(userEvent, await canvas.findByRole('textbox', { name: name.definitionLg1 }, { timeout: 10_000 }), 'Ni en emploi. ');
    await shiftTabTo(userEvent, canvas.getByRole('button', { name: name.save }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /concepts/c1020` })).toBeVisible();
    await expect(screen.queryByRole('alertdialog', { name: /^(New version|Nouvelle version)/ })).not.toBeInTheDocument();
    await expect(received.updated).toHaveBeenCalledOnce();
    await expect(received.updated.mock.calls[0]?.[0]).not.toHaveProperty('versioning');
  },
};
