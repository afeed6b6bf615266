import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLingui } from '@lingui/react/macro';
import { delay, http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { createGeographyStore, geographyHandlers, geographyReaderPrivileges } from '../../../mocks/geography.ts';
import { errorResponse, signedInAs } from '../../../mocks/handlers.ts';
import type { RecordStore } from '../../../mocks/records.ts';
import { withShell } from '../../../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../../mocks/story-locale.ts';
import { toasts } from '../../../shell/toasts.ts';
import { TerritoryPicker } from './TerritoryPicker.tsx';

/** What the picker told its form, and what the mock API received. */
const spies = { changed: fn(), created: fn(), updated: fn() };
let store: RecordStore = createGeographyStore();

/** The picker in a quality report's form: the rubric keeps the chosen identifier. */
function Picker({ initial = null, isDisabled, isInvalid }: { initial?: string | null; isDisabled?: boolean; isInvalid?: boolean }) {
  const { t } = useLingui();
  const [value, setValue] = useState(initial);
  return (
    <TerritoryPicker
      label={t`Reference area`}
      description={t`The territory the statistics describe.`}
      value={value}
      onChange={(id) => {
        spies.changed(id);
        setValue(id);
      }}
      {...(isDisabled === undefined ? {} : { isDisabled })}
      {...(isInvalid ? { errorMessage: t`Choose the territory the report covers.` } : {})}
    />
  );
}

/**
 * The territory of a GEOGRAPHY rubric (S.3.7 Reference area): one among the whole geography,
 * searched on the server; territories sharing a label told apart by their type, code and dates;
 * "New statistical territory", "Modify" or "View" opening the territory's panel for those who may.
 * Fixtures: the real regions, départements and communes of the demo seed.
 */
const meta = {
  title: 'Screens/Operations/Sims/TerritoryPicker',
  component: Picker,
  decorators: [withShell],
  beforeEach({ msw }) {
    store = createGeographyStore();
    for (const toast of toasts.visibleToasts) toasts.close(toast.key);
    for (const spy of Object.values(spies)) spy.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.post('/api/geo/territory', async ({ request }) => void spies.created(await request.clone().json())),
      http.put('/api/geo/territory/:id', async ({ request }) => void spies.updated(await request.clone().json())),
      ...geographyHandlers(store),
    );
  },
} satisfies Meta<typeof Picker>;
export default meta;

type Story = StoryObj<typeof meta>;

const words = (fr: boolean) => ({
  field: fr ? 'Zone géographique de référence' : 'Reference area',
  create: fr ? 'Nouveau territoire statistique' : 'New statistical territory',
  modify: fr ? 'Modifier ce territoire statistique' : 'Modify this statistical territory',
  view: fr ? 'Voir ce territoire statistique' : 'View this statistical territory',
  save: fr ? 'Enregistrer' : 'Save',
});

/** Nothing chosen yet: the search, and "New statistical territory" for those who may create one. */
export const Empty: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const word = words(isFrenchStory(globals));
    const input = await canvas.findByRole('combobox', { name: word.field });
    await tabTo(userEvent, input);
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription(isFrenchStory(globals) ? 'Le territoire que décrivent les statistiques.' : 'The territory the statistics describe.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: word.create })).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: word.modify })).not.toBeInTheDocument();
  },
};

/** A commune chosen: its name told apart from the two other Antony by its code and dates, in French (the data's language). */
export const Chosen: Story = {
  args: { initial: 'commune-92002' },
  play: async ({ canvas, globals }) => {
    const word = words(isFrenchStory(globals));
    // Built again once the territory is read: look for the field anew each time.
    const input = () => canvas.getByRole('combobox', { name: word.field });
    await waitFor(() => expect(input()).toHaveValue('Antony (commune 92002, depuis le 1er janvier 1968)'));
    // Enabled once every read it waits for is answered (a busy run answers later).
    await waitFor(() => expect(input()).toBeEnabled());
    // An official territory: nothing to modify.
    await expect(canvas.queryByRole('button', { name: word.modify })).not.toBeInTheDocument();
  },
};

/**
 * Typing searches the server (a spinner while it answers): the three Évry, past and present, each
 * with its code and dates; one is chosen with the arrows and Enter.
 */
export const Searching: Story = {
  beforeEach({ msw }) {
    const answered = geographyHandlers(store);
    msw.use(
      http.get('/api/geo/territories', async ({ request }) => {
        // The first searches answer at once; the one typed waits a little, to be seen waiting.
        if (new URL(request.url).searchParams.get('q')) await delay(400);
        return undefined;
      }),
      ...answered,
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const input = await canvas.findByRole('combobox', { name: words(fr).field });
    await typeInto(userEvent, input, 'evry');
    // Beside the field; the open list hides it from screen readers while it shows (its name is not computed then).
    await waitFor(() => expect(canvas.getByRole('progressbar', { hidden: true })).toHaveAttribute('aria-label', fr ? 'Recherche en cours' : 'Searching'));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Évry (commune 78228, du 30 juin 1965 au 1er janvier 1968)',
        'Évry (commune 89162, depuis le 1er janvier 1943)',
        'Évry (commune 91228, du 1er janvier 1968 au 1er janvier 2019)',
      ]),
    );
    // Each option carries its language: a French name, French dates.
    await expect(screen.getByRole('option', { name: /78228/ }).querySelector('[lang="fr"]')).not.toBeNull();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const option = screen.getByRole('option', { name: /89162/ });
    await waitFor(() => expect(option).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(spies.changed).toHaveBeenLastCalledWith('commune-89162');
    await expect(input).toHaveValue('Évry (commune 89162, depuis le 1er janvier 1943)');
    await expect(input).toHaveFocus();
  },
};

/** Nothing matches: said in the list. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await typeInto(userEvent, await canvas.findByRole('combobox', { name: words(fr).field }), 'Atlantide');
    await waitFor(() => expect(screen.getByText(fr ? 'Aucun résultat' : 'No results')).toBeVisible());
    await expect(spies.changed).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/**
 * "New statistical territory": the panel, filled with the keyboard (a name, a region included, a
 * département excluded), saved; the new territory is chosen, a toast says so, and focus is back on
 * the button that opened the panel.
 */
export const PanelCreate: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const create = await canvas.findByRole('button', { name: word.create });
    await tabTo(userEvent, create);
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: word.create }));
    await typeInto(userEvent, dialog.getByRole('textbox', { name: fr ? 'Nom (français)' : 'Name (French)' }), 'Île-de-France sans les Hauts-de-Seine');
    await typeInto(userEvent, dialog.getByRole('combobox', { name: fr ? 'Territoires inclus' : 'Territories included' }), 'île-de');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Île-de-France' })).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByRole('list', { name: fr ? 'Territoires inclus : 1 choisi' : 'Territories included: 1 chosen' })).toHaveTextContent('Île-de-France');
    // Back in an empty search, for the next one.
    await waitFor(() => expect(dialog.getByRole('combobox', { name: fr ? 'Territoires inclus' : 'Territories included' })).toHaveFocus());
    await expect(dialog.getByRole('combobox', { name: fr ? 'Territoires inclus' : 'Territories included' })).toHaveValue('');
    await typeInto(userEvent, dialog.getByRole('combobox', { name: fr ? 'Territoires exclus' : 'Territories excluded' }), 'hauts-de-s');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Hauts-de-Seine' })).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await tabTo(userEvent, dialog.getByRole('button', { name: word.save }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(spies.created).toHaveBeenCalledWith({
      labelLg1: 'Île-de-France sans les Hauts-de-Seine',
      labelLg2: null,
      descriptionLg1: null,
      descriptionLg2: null,
      unions: ['region-11'],
      difference: ['departement-92'],
    });
    await waitFor(() => expect(canvas.getByRole('combobox', { name: word.field })).toHaveValue('Île-de-France sans les Hauts-de-Seine'));
    await expect(spies.changed).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f-]{36}$/));
    await expect(toasts.visibleToasts.map((toast) => toast.content.title)).toContain(
      fr ? 'Territoire statistique Île-de-France sans les Hauts-de-Seine créé et choisi.' : 'Statistical territory Île-de-France sans les Hauts-de-Seine created and chosen.',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: word.create })).toHaveFocus());
    // Now chosen, it may be modified.
    await expect(await canvas.findByRole('button', { name: word.modify })).toBeVisible();
  },
};

/** "Modify this statistical territory": France hors Mayotte, its English name added, saved with the version it was read at. */
export const PanelEdit: Story = {
  args: { initial: 'franceHorsMayotte' },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const modify = await canvas.findByRole('button', { name: word.modify });
    await tabTo(userEvent, modify);
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Modifier le territoire statistique France hors Mayotte' : 'Modify the statistical territory France hors Mayotte' }));
    await expect(await dialog.findByRole('textbox', { name: fr ? 'Nom (français)' : 'Name (French)' })).toHaveValue('France hors Mayotte');
    await expect(dialog.getByRole('list', { name: fr ? 'Territoires inclus : 18 choisis' : 'Territories included: 18 chosen' })).toHaveTextContent('Provence-Alpes-Côte d\'Azur');
    await expect(dialog.getByRole('list', { name: fr ? 'Territoires exclus : 1 choisi' : 'Territories excluded: 1 chosen' })).toHaveTextContent('Mayotte');
    await typeInto(userEvent, dialog.getByRole('textbox', { name: fr ? 'Nom (français)' : 'Name (French)' }), '{End} (2026)');
    await typeInto(userEvent, dialog.getByRole('textbox', { name: fr ? 'Nom (anglais)' : 'Name (English)' }), 'France excluding Mayotte');
    await tabTo(userEvent, dialog.getByRole('button', { name: word.save }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(spies.updated).toHaveBeenCalledWith(
      expect.objectContaining({ labelLg1: 'France hors Mayotte (2026)', labelLg2: 'France excluding Mayotte', difference: ['departement-976'], version: 1 }),
    );
    await expect(toasts.visibleToasts.map((toast) => toast.content.title)).toContain(
      fr ? 'Territoire statistique France hors Mayotte (2026) enregistré.' : 'Statistical territory France hors Mayotte (2026) saved.',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: word.modify })).toHaveFocus());
    // The field shows the new name.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: word.field })).toHaveValue('France hors Mayotte (2026)'));
    await expect(spies.changed).not.toHaveBeenCalled();
  },
};

/** Someone saved the territory meanwhile (409): said in words, the panel stays open with what was typed, the current version offered. */
export const ApiError: Story = {
  args: { initial: 'franceHorsMayotte' },
  beforeEach({ msw }) {
    msw.use(http.put('/api/geo/territory/:id', () => errorResponse('STALE_VERSION')));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    await tabTo(userEvent, await canvas.findByRole('button', { name: word.modify }));
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog'));
    const english = await dialog.findByRole('textbox', { name: fr ? 'Nom (anglais)' : 'Name (English)' });
    await typeInto(userEvent, english, 'Mainland and overseas France');
    await tabTo(userEvent, dialog.getByRole('button', { name: word.save }));
    await userEvent.keyboard('{Enter}');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Quelqu’un d’autre a enregistré cet élément entre-temps' : 'Someone else saved this record meanwhile');
    await expect(english).toHaveValue('Mainland and overseas France');
    await expect(toasts.visibleToasts).toHaveLength(0);
    // The current version, instead of what was typed.
    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Abandonner mes modifications et charger la version actuelle' : 'Discard my changes and load the current version' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(english).toHaveValue(''));
    await expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Someone who reads territories but may create or modify none: no "New", and "View" instead of
 * "Modify", opening the territory read-only; Escape closes it, focus back on "View".
 */
export const ReadOnlyUser: Story = {
  args: { initial: 'franceHorsMayotte' },
  beforeEach({ msw }) {
    msw.use(...signedInAs(geographyReaderPrivileges));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const word = words(fr);
    const view = await canvas.findByRole('button', { name: word.view });
    await expect(canvas.queryByRole('button', { name: word.create })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: word.modify })).not.toBeInTheDocument();
    await tabTo(userEvent, view);
    await userEvent.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Territoire statistique France hors Mayotte' : 'Statistical territory France hors Mayotte' }));
    await expect(await dialog.findByText('Corse')).toBeVisible();
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: word.save })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(view).toHaveFocus());
  },
};

/** The rubric answered "not applicable": nothing to choose nor create. */
export const Disabled: Story = {
  args: { initial: 'commune-92002', isDisabled: true },
  play: async ({ canvas, globals }) => {
    const word = words(isFrenchStory(globals));
    const input = () => canvas.getByRole('combobox', { name: word.field });
    await waitFor(() => expect(input()).toHaveValue('Antony (commune 92002, depuis le 1er janvier 1968)'));
    await expect(input()).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: word.create })).not.toBeInTheDocument();
  },
};

/** Refused by the report's own check: the message under the field, tied to it. */
export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const input = await canvas.findByRole('combobox', { name: words(fr).field });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining(fr ? 'Choisissez le territoire que couvre le rapport.' : 'Choose the territory the report covers.'),
    );
  },
};
