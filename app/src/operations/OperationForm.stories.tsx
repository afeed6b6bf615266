import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { signedInAs } from '../mocks/handlers.ts';
import { operationsHandlers, operationsManagerPrivilegesFixture } from '../mocks/operations.ts';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { operationUi } from './kinds.ts';
import { ModifyForm } from '../records/screens/FormScreen.tsx';
import { LayoutForm } from '../records/LayoutForm.tsx';

/** The form as its routes show it: a new operation, or one read from the API. */
function OperationFormAtRoute({ id }: { id?: string }) {
  return id ? <ModifyForm ui={operationUi} id={id} /> : <LayoutForm ui={operationUi} />;
}

/** What the mock API received: each created body, each search of the series. */
const received = { created: fn(), searched: fn() };

/**
 * Creating or modifying an operation: its series, chosen once among those the user may modify (whose
 * owners then govern it), and its year; it has no owner of its own. The frame has its stories in
 * records/RecordFormScreen.stories.tsx.
 */
const meta = {
  title: 'Screens/Operations/OperationForm',
  component: OperationFormAtRoute,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/operation/create' } },
  beforeEach({ msw }) {
    for (const spy of Object.values(received)) spy.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.post('/api/operations/operation', async ({ request }) => void received.created(await request.clone().json())),
      http.get('/api/operations/series', ({ request }) => void received.searched(new URL(request.url).search)),
      ...operationsHandlers(),
    );
  },
} satisfies Meta<typeof OperationFormAtRoute>;
export default meta;

type Story = StoryObj<typeof meta>;
type Keyboard = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/**
 * Types "emploi" in the series combo box and waits until it offers `expected`: the list passes
 * through "Searching…" and the answers to shorter searches first.
 */
async function expectSeriesOffered(userEvent: Keyboard, fr: boolean, expected: string[]): Promise<void> {
  const series = await screen.findByRole('combobox', { name: fr ? 'Série' : 'Series' });
  await typeInto(userEvent, series, 'emploi');
  const listbox = await screen.findByRole('listbox');
  await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent ?? '')).toEqual(expected));
}

/**
 * A series manager (STAMP) creates an operation: only the series their stamp owns are offered (the
 * server is asked for them), then the new operation is sent without owners of its own.
 */
export const SeriesOfTheUser: Story = {
  beforeEach({ msw }) {
    msw.use(...signedInAs(operationsManagerPrivilegesFixture, 'DG75-L201'));
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Nouvelle opération' : 'New operation' })).toBeVisible();
    // Enquête emploi de Mayotte (s1041) is DG75-H250's: not offered.
    await expectSeriesOffered(userEvent, fr, ['Enquête emploi annuelle (s1281)', 'Enquête emploi en continu (s1223)']);
    await waitFor(() => expect(received.searched).toHaveBeenCalledWith('?creator=DG75-L201&hasReport=false&per_page=50&q=emploi'));
    const option = screen.getByRole('option', { name: 'Enquête emploi en continu (s1223)' });
    for (let press = 0; press < 5 && option.dataset.focused !== 'true'; press += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('combobox', { name: fr ? 'Série' : 'Series' })).toHaveValue('Enquête emploi en continu (s1223)');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: fr ? 'Intitulé (français)' : 'Title (French)' }), 'Enquête emploi en continu 2016');
    await typeInto(userEvent, canvas.getByRole('textbox', { name: fr ? 'Millésime' : 'Year' }), '2016');
    // No owner to choose: those of the series govern it.
    await expect(canvas.queryByRole('button', { name: fr ? /Propriétaire$/ : /Owner$/ })).not.toBeInTheDocument();
    await expect(canvas.getByText(fr ? /Pas de propriétaire propre/ : /It has no owner of its own/)).toHaveTextContent(fr ? '« Série »' : '“Series”');
    const status = canvas.getByRole('button', { name: fr ? /Statut de diffusion$/ : /Dissemination status$/ });
    await tabTo(userEvent, status, 40);
    await userEvent.keyboard('{Enter}');
    const wanted = within(await screen.findByRole('listbox')).getByRole('option', { name: fr ? 'Public générique' : 'Public generic' });
    for (let press = 0; press < 5 && document.activeElement !== wanted; press += 1) await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await tabTo(userEvent, canvas.getByRole('textbox', { name: fr ? 'Millésime' : 'Year' }), 40);
    for (let press = 0; press < 30 && document.activeElement !== canvas.getByRole('button', { name: fr ? 'Enregistrer' : 'Save' }); press += 1) {
      await userEvent.tab({ shift: true });
    }
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/operations/operation/s1285');
    await expect(received.created).toHaveBeenCalledWith({
      seriesId: 's1223',
      prefLabelLg1: 'Enquête emploi en continu 2016',
      prefLabelLg2: null,
      altLabelLg1: null,
      altLabelLg2: null,
      year: 2016,
      contributors: ['DG75-L201'],
      disseminationStatus: 'PublicGenerique',
    });
  },
};

/** Someone who may modify every series (the demo administrator) is offered every series. */
export const EverySeries: Story = {
  play: async ({ userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await expectSeriesOffered(userEvent, fr, ['Enquête emploi annuelle (s1281)', 'Enquête emploi de Mayotte (s1041)', 'Enquête emploi en continu (s1223)']);
    await waitFor(() => expect(received.searched).toHaveBeenCalledWith('?hasReport=false&per_page=50&q=emploi'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Modifying: the series is shown, never changed; the year keeps its digits together. */
export const Modify: Story = {
  args: { id: 's1082' },
  parameters: { router: { path: '/operations/operation/s1082/modify' } },
  play: async ({ canvas, globals }) => {
    const fr = isFrenchStory(globals);
    const series = await canvas.findByRole('textbox', { name: fr ? 'Série' : 'Series' });
    await expect(series).toHaveValue('s1223 – Enquête emploi en continu');
    await expect(series).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: fr ? 'Millésime' : 'Year' })).toHaveValue('2015');
    await expect(canvas.getByRole('textbox', { name: fr ? 'Nom court (anglais)' : 'Short name (English)' })).toHaveValue('LFS 2015');
  },
};
