import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { SearchWithState } from '../mocks/record-screens.tsx';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { createSampleStore, manySamples, sampleHandlers, sampleUi } from '../mocks/sample-kinds.ts';
import { withShell } from '../mocks/ShellProviders.tsx';
import { choose, tabTo } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';

/** Each list request the page sent, as its query string. */
const requested = fn();

/**
 * The advanced search of every kind, shown with the story-only `sample` kind: the shared filters
 * (label, identifier, owner, contributor, dissemination status, publication state, dates) in a form,
 * the results searched, sorted and paged on the server, in a table of links. A module's search
 * stories only cover its own filters.
 */
const meta = {
  title: 'Screens/Records/RecordSearchPage',
  component: SearchWithState,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/samples/search' } },
  args: { ui: sampleUi, search: {}, onSearch: fn() },
  beforeEach({ msw }) {
    requested.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.get('/api/samples', ({ request }) => void requested(new URL(request.url).search)),
      ...sampleHandlers(createSampleStore(manySamples(60))),
    );
  },
} satisfies Meta<typeof SearchWithState>;
export default meta;

type Story = StoryObj<typeof meta>;

const results = () => screen.getByRole('grid', { name: 'Samples' });
/** The rows shown (the table is virtualized: only those in sight exist in the page). */
const dataRows = () => within(results()).getAllByRole('row').slice(1);
/** The results of the page, the header row excluded. */
const resultCount = () => Number(results().getAttribute('aria-rowcount')) - 1;

/** The shared filters, filled with the keyboard, go to the address and to the server, which filters. */
export const Filters: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search samples' })).toBeVisible();
    await tabTo(userEvent, canvas.getByRole('textbox', { name: fr ? 'Libellé' : 'Label' }));
    await userEvent.keyboard('enquete');
    await choose(userEvent, canvas.getByRole('button', { name: fr ? /Propriétaire$/ : /Owner$/ }), 'DG75-L201');
    await choose(userEvent, canvas.getByRole('button', { name: fr ? /Statut de diffusion$/ : /Dissemination status$/ }), fr ? 'Public générique' : 'Public generic');
    await choose(userEvent, canvas.getByRole('button', { name: fr ? /État de publication$/ : /Publication state$/ }), fr ? 'Provisoire, jamais publié' : 'Draft (never published)');
    // French agrees "created" with the kind's noun (see the report: the catalog has the feminine only).
    const [day] = within(canvas.getByRole('group', { name: fr ? /^Créée? à partir du$/ : 'Created from' })).getAllByRole('spinbutton');
    await tabTo(userEvent, day as HTMLElement);
    await userEvent.keyboard('01012025');
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Rechercher' : 'Search' }));
    await userEvent.keyboard('{Enter}');
    const search = { label: 'enquete', creator: 'DG75-L201', disseminationStatus: 'PublicGenerique', validationState: 'Unpublished', createdFrom: '2025-01-01' };
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(search));
    // The server is asked with every filter, the first page of 50, by label.
    await waitFor(() =>
      expect(requested).toHaveBeenLastCalledWith(
        '?createdFrom=2025-01-01&creator=DG75-L201&disseminationStatus=PublicGenerique&label=enquete&page=1&per_page=50&sort=label&validationState=Unpublished',
      ),
    );
    await waitFor(() => expect(resultCount()).toBe(1));
    await expect(dataRows()[0]).toHaveTextContent('Enquête sur le statut des répondants');
    await expect(dataRows()[0]).toHaveTextContent(fr ? 'Provisoire, jamais publié' : 'Draft (never published)');
    // The row is named by its label's cell, whose text keeps its language (no aria-label, which would lose it).
    const row = dataRows()[0] as HTMLElement;
    await expect(row).not.toHaveAttribute('aria-label');
    await expect(row).toHaveAccessibleName('Enquête sur le statut des répondants');
    const [namingCell] = (row.getAttribute('aria-labelledby') ?? '').split(' ').map((id) => document.getElementById(id));
    await expect(within(namingCell as HTMLElement).getByText('Enquête sur le statut des répondants')).toHaveAttribute('lang', 'fr');
    // Each row leads to its record: Tab enters the table on it, Enter follows.
    await tabTo(userEvent, dataRows()[0] as HTMLElement);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(NAVIGATED_TO, { exact: false })).toHaveTextContent('/sample/s1002');
  },
};

/** A column header sorts on the server, from the keyboard: ArrowUp from the first row, then Enter. */
export const SortedOnTheServer: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await waitFor(() => expect(resultCount()).toBe(50));
    const identifier = canvas.getByRole('columnheader', { name: fr ? 'Identifiant' : 'Identifier' });
    await tabTo(userEvent, dataRows()[0] as HTMLElement, 40);
    await userEvent.keyboard('{ArrowUp}{ArrowRight}');
    await expect(identifier).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(requested).toHaveBeenLastCalledWith('?page=1&per_page=50&sort=id'));
    await expect(identifier).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(() => expect(dataRows()[0]).toHaveTextContent('s1001'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(requested).toHaveBeenLastCalledWith('?page=1&per_page=50&sort=-id'));
    await expect(identifier).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(dataRows()[0]).toHaveTextContent('s2059'));
  },
};

/** More than 50 results: a page at a time, asked of the server. */
export const Paging: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const fr = isFrenchStory(globals);
    await waitFor(() => expect(resultCount()).toBe(50));
    await expect(canvas.getAllByText(fr ? '65 résultats' : '65 results')[0]).toBeVisible();
    const next = canvas.getByRole('button', { name: fr ? /Suivant/ : /Next/ });
    await tabTo(userEvent, next, 80);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(requested).toHaveBeenLastCalledWith('?page=2&per_page=50&sort=label'));
    await waitFor(() => expect(resultCount()).toBe(15));
    await expect(canvas.getByRole('button', { name: fr ? /Suivant/ : /Next/ })).toBeDisabled();
  },
};

/** Reset empties the form and the search; the server is asked for everything again. */
export const Reset: Story = {
  args: { ui: sampleUi, search: { label: 'zzz', validationState: 'Validated' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('textbox', { name: fr ? 'Libellé' : 'Label' })).toHaveValue('zzz');
    await waitFor(() => expect(requested).toHaveBeenLastCalledWith('?label=zzz&page=1&per_page=50&sort=label&validationState=Validated'));
    await expect(await within(results()).findByText(fr ? 'Aucun résultat' : 'No results')).toBeVisible();
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Réinitialiser' : 'Reset' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith({});
    await expect(canvas.getByRole('textbox', { name: fr ? 'Libellé' : 'Label' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: fr ? /État de publication$/ : /Publication state$/ })).toHaveTextContent(fr ? 'Indifférent' : 'Any');
    await waitFor(() => expect(requested).toHaveBeenLastCalledWith('?page=1&per_page=50&sort=label'));
    await waitFor(() => expect(resultCount()).toBe(50));
  },
};
