import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, waitFor } from 'storybook/test';
import { LinkButton } from '../Link/Link.tsx';
import { sampleRecords } from '../mocks/sample-records.ts';
import { normalizeForSearch } from './normalize-for-search.ts';
import { SearchableList, type SearchableListItem, type SearchableListProps } from './SearchableList.tsx';

const toItems = (count: number, seed?: number): SearchableListItem[] =>
  sampleRecords(count, seed).map((record) => ({ id: record.id, label: record.label, href: `/concepts/${record.id}`, lang: 'fr' }));

const items = toItems(200);

type StoryArgs = SearchableListProps & { navigate: (href: string) => void };

function ListPage({ navigate, ...args }: StoryArgs) {
  const { t } = useLingui();
  return (
    <RouterProvider navigate={navigate}>
      <SearchableList {...args} label={t`Concepts`} />
    </RouterProvider>
  );
}

/** The results count as screen readers hear it, once it has settled. */
const announced = (text: string) => async (status: HTMLElement) => waitFor(() => expect(status).toHaveTextContent(text));

/**
 * The list page of a module: search, count and links. Give it every item and it searches them
 * itself, ignoring accents and case; give `filtering="remote"` with `onSearchChange` to search on
 * the server. `search` and `paging` may live in the URL. Labels are record data: give their `lang`.
 */
const meta = {
  title: 'Kit/Collections/SearchableList',
  component: SearchableList,
  args: { label: 'Concepts', items, navigate: fn(), onSearchChange: fn(), onRetry: fn() },
  argTypes: { items: { control: false } },
  render: ListPage,
} satisfies Meta<typeof ListPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const status = canvas.getByRole('status');
    await announced(fr ? '200 résultats' : '200 results')(status);
    // The search field comes first; accents and case do not count.
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: fr ? 'Rechercher' : 'Search' })).toHaveFocus();
    await userEvent.keyboard('ENERGIE');
    const matching = items.filter((item) => /[ée]nergie/i.test(item.label));
    await announced(fr ? `${matching.length} résultats` : `${matching.length} results`)(status);
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', String(matching.length));
    for (const row of canvas.getAllByRole('row')) await expect(row.textContent).toMatch(/Énergie/);
    // A row is named by its label's element, which says its language whatever the interface's (an
    // aria-label would carry no language).
    const first = canvas.getAllByRole('row')[0] as HTMLElement;
    await expect(first).toHaveAttribute('lang', 'fr');
    await expect(first).not.toHaveAttribute('aria-label');
    const name = document.getElementById(first.getAttribute('aria-labelledby') ?? '');
    await expect(name).toHaveAttribute('lang', 'fr');
    await expect(first).toHaveAccessibleName(name?.textContent ?? '');
    await expect(name).toHaveTextContent(matching[0]?.label ?? '');
    // Tab goes on to the list (Escape clears the field): arrows move, Enter follows the link.
    await userEvent.tab();
    await expect(canvas.getAllByRole('row')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith(matching[1]?.href, undefined);
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('ENERGIE');
  },
};

export const ClearingTheSearch: Story = {
  args: { defaultSearch: 'prix annuel' },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const expected = items.filter((item) => /^Prix annuel /.test(item.label)).length;
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', String(expected));
    // Escape clears the field from the keyboard; the button clears it with a pointer.
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await announced(fr ? '200 résultats' : '200 results')(canvas.getByRole('status'));
    await userEvent.keyboard('annuel');
    await userEvent.click(canvas.getByRole('button', { name: fr ? 'Effacer la recherche' : 'Clear the search' }));
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

export const WithAdvancedSearch: Story = {
  args: { advancedSearchHref: '/concepts/search' },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.tab();
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: globals.locale === 'fr' ? 'Recherche avancée' : 'Advanced search' });
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith('/concepts/search', undefined);
  },
};

const thousand = toItems(1000, 11);

function PagedListPage({ navigate, ...args }: StoryArgs) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  return (
    <RouterProvider navigate={navigate}>
      <SearchableList
        {...args}
        label={t`Concepts`}
        items={thousand}
        paging={{ page, pageSize, onPageChange: setPage, onPageSizeChange: setPageSize }}
      />
    </RouterProvider>
  );
}

/** Pages cut in the browser from the matching items; a new search goes back to page 1. */
export const Paged: Story = {
  render: PagedListPage,
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const grid = canvas.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-rowcount', '25');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await expect(canvas.getAllByRole('row')[0]).toHaveTextContent(thousand[50]?.label ?? '');
    await userEvent.click(canvas.getByRole('radio', { name: '100' }));
    await expect(grid).toHaveAttribute('aria-rowcount', '100');
    await userEvent.type(canvas.getByRole('searchbox'), 'tourisme');
    const expected = thousand.filter((item) => item.label.startsWith('Tourisme')).length;
    await announced(fr ? `${expected} résultats` : `${expected} results`)(canvas.getByRole('status'));
    await expect(canvas.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(grid).toHaveAttribute('aria-rowcount', String(Math.min(expected, 100)));
  },
};

const catalogue = toItems(5000, 13);

/** The host searches "on the server" (here, after a short delay) and passes the results. */
function RemoteListPage({ navigate, ...args }: StoryArgs) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const matches = useMemo(
    () => catalogue.filter((item) => normalizeForSearch(item.label).includes(normalizeForSearch(query))),
    [query],
  );
  const searchOnServer = (next: string) => {
    setSearch(next);
    setTimeout(() => setQuery(next), 300);
  };
  return (
    <RouterProvider navigate={navigate}>
      <SearchableList
        {...args}
        label={t`Concepts`}
        filtering="remote"
        items={matches.slice(0, 50)}
        totalCount={matches.length}
        search={search}
        onSearchChange={searchOnServer}
        status={search === query ? 'ready' : 'loading'}
      />
    </RouterProvider>
  );
}

export const RemoteSearch: Story = {
  render: RemoteListPage,
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await announced(fr ? '5 000 résultats' : '5,000 results')(canvas.getByRole('status'));
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '50');
    await userEvent.type(canvas.getByRole('searchbox'), 'sante');
    const expected = catalogue.filter((item) => /sant[ée]/i.test(item.label)).length;
    await announced(fr ? `${expected.toLocaleString('fr-FR')} résultats` : `${expected.toLocaleString('en-GB')} results`)(
      canvas.getByRole('status'),
    );
  },
};

export const NoMatch: Story = {
  args: { defaultSearch: 'xylophone' },
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('grid')).toHaveTextContent(fr ? 'Aucun résultat' : 'No results');
    await announced(fr ? 'Aucun résultat' : 'No results')(canvas.getByRole('status'));
  },
};

/** A module without any record yet: the empty state says so and offers to create the first. */
export const NothingYet: Story = {
  args: {
    items: [],
    emptyState: (
      <div className="flex flex-col items-center gap-3 py-8">
        <p className="font-semibold">
          <Trans>No concept yet.</Trans>
        </p>
        <LinkButton href="/concepts/create" variant="secondary" size="sm">
          <Trans>Create the first concept</Trans>
        </LinkButton>
      </div>
    ),
  },
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('link', { name: fr ? 'Créer le premier concept' : 'Create the first concept' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { items: [], status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('progressbar', { name: globals.locale === 'fr' ? 'Chargement…' : 'Loading…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  args: { items: [], status: 'error' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Réessayer' : 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long labels wrap: nothing is cut. */
export const LongFrenchLabel: Story = {
  args: {
    items: items.slice(0, 5).map((item) => ({
      ...item,
      label: `${item.label} : répertoire des établissements et des unités légales, champ marchand non agricole, France entière`,
      description: item.id,
    })),
  },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const row = canvas.getAllByRole('row')[0];
    await waitFor(() => expect(row?.scrollHeight).toBeLessThanOrEqual(row?.clientHeight ?? 0));
    await expect(row?.textContent).toContain('r00001');
  },
};

const tenThousand = toItems(10_000);

/** 10,000 items: only those in sight exist in the page; the search answers as fast as one types. */
export const TenThousandItems: Story = {
  args: { items: tenThousand },
  play: async ({ canvas, globals }) => {
    await announced(globals.locale === 'fr' ? '10 000 résultats' : '10,000 results')(canvas.getByRole('status'));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
  },
};
