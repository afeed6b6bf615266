import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { operationsHandlers } from '../mocks/operations.ts';
import { SearchWithState } from '../mocks/record-screens.tsx';
import { withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { choose, tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { isFrenchStory } from '../mocks/story-locale.ts';
import { operationUi, seriesUi } from './kinds.ts';

/** Each list request the page sent, as its query string. */
const requested = fn();

/**
 * The advanced search of series (operation type, publisher, data collector: codes and organisations
 * by their names) and of operations (their series). The shared filters, results, order and pages
 * have their stories in records/RecordSearchPage.stories.tsx.
 */
const meta = {
  title: 'Screens/Operations/CatalogueSearchPage',
  component: SearchWithState,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/operations/series/search' } },
  args: { ui: seriesUi, search: {}, onSearch: fn() },
  beforeEach({ msw }) {
    requested.mockClear();
    msw.use(
      // Listens, then lets the store answer.
      http.get('/api/operations/series', ({ request }) => void requested(new URL(request.url).search)),
      http.get('/api/operations/operations', ({ request }) => void requested(new URL(request.url).search)),
      ...operationsHandlers(),
    );
  },
} satisfies Meta<typeof SearchWithState>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The rows of the results, the header row excluded. */
const dataRows = (name: string) => within(screen.getByRole('grid', { name })).getAllByRole('row').slice(1);

/** Series by operation type and publisher, chosen by their names, sent by their codes. */
export const SeriesByTypeAndPublisher: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: fr ? 'Rechercher des séries' : 'Search series' })).toBeVisible();
    await choose(userEvent, canvas.getByRole('button', { name: fr ? /Type d’opération$/ : /Operation type$/ }), fr ? 'Données administratives' : 'Administrative data');
    await choose(userEvent, canvas.getByRole('button', { name: fr ? /Organisme responsable$/ : /Publisher$/ }), fr ? 'Direction des statistiques d’entreprises (DSE)' : 'Business Statistics Directorate');
    await expect(canvas.getByRole('button', { name: fr ? /Service collecteur$/ : /Data collector$/ })).toHaveTextContent(fr ? 'Indifférent' : 'Any');
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Rechercher' : 'Search' }), 40);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ typeCode: 'A', publishers: 'HIE2000005' }));
    await waitFor(() => expect(requested).toHaveBeenLastCalledWith('?page=1&per_page=50&publishers=HIE2000005&sort=label&typeCode=A'));
    await waitFor(() => expect(dataRows(fr ? 'Séries' : 'Series')).toHaveLength(1));
    await expect(dataRows(fr ? 'Séries' : 'Series')[0]).toHaveTextContent('Élaboration des indicateurs d’activité et de chiffre d’affaires');
  },
};

/** Operations by their series, chosen by its title and identifier. */
export const OperationsBySeries: Story = {
  args: { ui: operationUi },
  parameters: { router: { path: '/operations/operations/search' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = isFrenchStory(globals);
    // Found on the server as one types: a kind may hold thousands.
    const series = await canvas.findByRole('combobox', { name: fr ? 'Série' : 'Series' });
    await typeInto(userEvent, series, 'logement');
    const option = await screen.findByRole('option', { name: 'Enquête Logement (s1004)' });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option).toHaveAttribute('data-focused', 'true'));
    await userEvent.keyboard('{Enter}');
    await expect(series).toHaveValue('Enquête Logement (s1004)');
    await tabTo(userEvent, canvas.getByRole('button', { name: fr ? 'Rechercher' : 'Search' }), 40);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith({ seriesId: 's1004' }));
    await waitFor(() => expect(dataRows(fr ? 'Opérations' : 'Operations')).toHaveLength(1));
    await expect(dataRows(fr ? 'Opérations' : 'Operations')[0]).toHaveTextContent('Enquête Logement en 2013');
  },
};
