import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { http, HttpResponse } from 'msw';
import { ERROR_CATALOGUE, TERRITORY_ISSUES } from '@atelier/contracts';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { createGeographyStore, geographyHandlers } from '../../../mocks/geography.ts';
import { errorResponse } from '../../../mocks/handlers.ts';
import type { RecordStore } from '../../../mocks/records.ts';
import { withShell } from '../../../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../../../mocks/story-keyboard.ts';
import { isFrenchStory } from '../../../mocks/story-locale.ts';
import { TerritoryPanel } from './TerritoryPanel.tsx';

const spies = { saved: fn(), updated: fn() };
let store: RecordStore = createGeographyStore();

/** The panel as the picker opens it; once closed, it says so. */
function Panel({ id, isReadOnly }: { id?: string; isReadOnly?: boolean }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? <Trans>The panel is open.</Trans> : <Trans>The panel is closed.</Trans>}</p>
      <TerritoryPanel id={id} isReadOnly={isReadOnly} isOpen={isOpen} onOpenChange={setOpen} onSaved={spies.saved} />
    </>
  );
}

/**
 * A statistical territory in a dialog: its names, descriptions, the territories it includes and
 * excludes (each list searched on the server, each row removable), checked before sending; the
 * server's refusals in words. The picker's stories go through creating, modifying and viewing one.
 */
const meta = {
  title: 'Screens/Operations/Sims/TerritoryPanel',
  component: Panel,
  decorators: [withShell],
  beforeEach({ msw }) {
    store = createGeographyStore();
    for (const spy of Object.values(spies)) spy.mockClear();
    msw.use(
      http.put('/api/geo/territory/:id', async ({ request }) => void spies.updated(await request.clone().json())),
      ...geographyHandlers(store),
    );
  },
} satisfies Meta<typeof Panel>;
export default meta;

type Story = StoryObj<typeof meta>;

const words = (fr: boolean) => ({
  save: fr ? 'Enregistrer' : 'Save',
  included: fr ? 'Territoires inclus' : 'Territories included',
  excluded: fr ? 'Territoires exclus' : 'Territories excluded',
});

/** Saved empty: the summary takes focus and names what is missing; nothing is sent. */
export const Invalid: Story = {
  play: async ({ userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const dialog = within(await screen.findByRole('dialog', { name: fr ? 'Nouveau territoire statistique' : 'New statistical territory' }));
    await tabTo(userEvent, dialog.getByRole('button', { name: words(fr).save }));
    await userEvent.keyboard('{Enter}');
    const summary = await dialog.findByRole('heading', { name: fr ? 'Vous avez des erreurs dans ce formulaire.' : 'You have errors in this form.' });
    const section = summary.closest('section') as HTMLElement;
    await waitFor(() => expect(section).toHaveFocus());
    await expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual(
      fr ? ['La propriété Nom (français) est obligatoire.', 'Incluez au moins un territoire.'] : ['The property Name (French) is required.', 'Include one territory at least.'],
    );
    // A link of the summary leads to the search of the territories to include.
    await tabTo(userEvent, within(section).getByRole('link', { name: fr ? 'Incluez au moins un territoire.' : 'Include one territory at least.' }));
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getByRole('combobox', { name: words(fr).included })).toHaveFocus();
    await expect(spies.saved).not.toHaveBeenCalled();
  },
};

/**
 * Rows removed with the keyboard: focus goes to the next row's "Remove", or to the search once the
 * list is empty, and each removal is said; the body sent holds what is left.
 */
export const RemoveWithTheKeyboard: Story = {
  args: { id: 'franceHorsMayotte' },
  play: async ({ userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const dialog = within(await screen.findByRole('dialog'));
    // The region shares its name with the département: told apart once the parts are read.
    const removeGuadeloupe = await dialog.findByRole('button', { name: fr ? 'Retirer Guadeloupe (région 01)' : 'Remove Guadeloupe (région 01)' });
    await tabTo(userEvent, removeGuadeloupe);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('button', { name: fr ? 'Retirer Martinique' : 'Remove Martinique' })).toHaveFocus());
    await expect(dialog.getByText(fr ? 'Retiré de la liste : Guadeloupe (région 01).' : 'Guadeloupe (région 01) removed.')).toBeInTheDocument();
    await expect(dialog.getByRole('list', { name: fr ? 'Territoires inclus : 17 choisis' : 'Territories included: 17 chosen' })).toBeVisible();

    await tabTo(userEvent, dialog.getByRole('button', { name: fr ? 'Retirer Mayotte (département 976)' : 'Remove Mayotte (département 976)' }), 60);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: words(fr).excluded })).toHaveFocus());
    await expect(dialog.getByText(fr ? 'Aucun choisi.' : 'None chosen.')).toBeVisible();

    await tabTo(userEvent, dialog.getByRole('button', { name: words(fr).save }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(spies.updated).toHaveBeenCalledWith(expect.objectContaining({ difference: [], version: 1 }));
    const sent = (spies.updated.mock.calls[0]?.[0] ?? {}) as { unions?: string[] };
    await expect(sent.unions).toHaveLength(17);
    await expect(sent.unions).not.toContain('region-01');
    await expect(spies.saved).toHaveBeenCalledWith({ id: 'franceHorsMayotte', label: 'France hors Mayotte', created: false });
  },
};

/**
 * Someone made France métropolitaine include France hors Mayotte meanwhile: including it here would
 * make a loop. The server refuses (400) and the panel names the territory at fault; nothing is lost.
 */
export const RefusedLoop: Story = {
  args: { id: 'franceHorsMayotte' },
  beforeEach({ msw }) {
    msw.use(
      http.put('/api/geo/territory/:id', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: ERROR_CATALOGUE.VALIDATION_FAILED.message,
            details: [{ path: ['body', 'unions', 18], code: TERRITORY_ISSUES.cycle, message: 'franceMetropolitaine includes this territory' }],
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    const dialog = within(await screen.findByRole('dialog'));
    await typeInto(userEvent, await dialog.findByRole('combobox', { name: words(fr).included }), 'métropolitaine');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'France métropolitaine' })).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(await dialog.findByText(fr ? 'Ajouté à la liste : France métropolitaine.' : 'France métropolitaine added.')).toBeInTheDocument();
    await tabTo(userEvent, dialog.getByRole('button', { name: words(fr).save }), 60);
    await userEvent.keyboard('{Enter}');
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(
      fr
        ? 'Territoires inclus : France métropolitaine inclut ou exclut ce territoire, directement ou par d’autres.'
        : 'Territories included: France métropolitaine includes or excludes this territory, directly or through others.',
    );
    await expect(dialog.getByRole('list', { name: fr ? 'Territoires inclus : 19 choisis' : 'Territories included: 19 chosen' })).toHaveTextContent('France métropolitaine');
    await expect(spies.saved).not.toHaveBeenCalled();
  },
};

/** The territory cannot be read: said, with Retry. */
export const LoadFailed: Story = {
  args: { id: 'franceHorsMayotte' },
  beforeEach({ msw }) {
    msw.use(http.get('/api/geo/territory/:id', () => errorResponse('SERVICE_UNAVAILABLE')));
  },
  play: async ({ globals }) => {
    const fr = isFrenchStory(globals);
    const dialog = within(await screen.findByRole('dialog'));
    const alert = await dialog.findByRole('alert');
    await expect(alert).toHaveTextContent(fr ? 'Le territoire n’a pas pu être chargé.' : 'The territory could not be loaded.');
    // Visible once the dialog has finished opening.
    await waitFor(() => expect(within(alert).getByRole('button', { name: fr ? 'Réessayer' : 'Retry' })).toBeVisible());
    await expect(dialog.getByRole('button', { name: words(fr).save })).toBeDisabled();
  },
};
