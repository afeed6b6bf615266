import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { RouterProvider, useLocale, type SortDescriptor } from 'react-aria-components';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { sampleRecords, type SampleRecord } from '../mocks/sample-records.ts';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable.tsx';

function ModifiedDate({ iso }: { iso: string }) {
  const { locale } = useLocale();
  const date = new Date(`${iso}T00:00:00Z`);
  return <time dateTime={iso}>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date)}</time>;
}

const columns: DataTableColumn<SampleRecord>[] = [
  {
    id: 'label',
    header: <Trans>Label</Trans>,
    isRowHeader: true,
    allowsSorting: true,
    width: '3fr',
    // Record data in the first data language, inside an interface that may be in English.
    cell: (record) => <span lang="fr">{record.label}</span>,
  },
  { id: 'owner', header: <Trans>Owner</Trans>, allowsSorting: true, cell: (record) => record.owner },
  { id: 'modified', header: <Trans>Modified</Trans>, allowsSorting: true, cell: (record) => <ModifiedDate iso={record.modified} /> },
];

const recordHref = (record: SampleRecord) => `/concepts/${record.id}`;

/** Sorts as the server would, so that the stories show a controlled sort. */
function sortRecords(records: readonly SampleRecord[], sort: SortDescriptor | undefined): SampleRecord[] {
  if (!sort) return [...records];
  const key = sort.column as 'label' | 'owner' | 'modified';
  const sign = sort.direction === 'descending' ? -1 : 1;
  const collator = new Intl.Collator('fr', { numeric: true });
  return [...records].sort((a, b) => sign * collator.compare(a[key], b[key]));
}

/** The host's part: it keeps the sort (and would send it to the server) and navigates. */
function SortedTable({ navigate, ...args }: DataTableProps<SampleRecord> & { navigate: (href: string) => void }) {
  const { t } = useLingui();
  const [sort, setSort] = useState<SortDescriptor | undefined>(args.sortDescriptor);
  const items = useMemo(() => sortRecords(args.items, sort), [args.items, sort]);
  return (
    <RouterProvider navigate={navigate}>
      <DataTable {...args} label={t`Concepts`} items={items} sortDescriptor={sort} onSortChange={setSort} />
    </RouterProvider>
  );
}

/**
 * The table of every list screen. The host keeps the sort (`sortDescriptor`, `onSortChange`) and
 * the page (`paging`), fetches the matching rows and passes `status`; rows become links with
 * `rowHref`. One column, the label, is the row header. Wrap record data in `lang` in `cell`.
 */
const meta = {
  title: 'Kit/Collections/DataTable',
  component: DataTable<SampleRecord>,
  args: {
    label: 'Concepts',
    columns,
    items: sampleRecords(40),
    rowHref: recordHref,
    onRetry: fn(),
    navigate: fn(),
  },
  argTypes: { columns: { control: false }, items: { control: false } },
  render: SortedTable,
} satisfies Meta<typeof SortedTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const grid = canvas.getByRole('grid', { name: fr ? 'Concepts' : 'Concepts' });
    await expect(grid).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(fr ? '40 résultats' : '40 results'));
    // Tab enters the table on its first row; arrows move between rows; Enter follows the row's link.
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.navigate).toHaveBeenCalledWith('/concepts/r00002', undefined);
  },
};

export const Sorting: Story = {
  args: { sortDescriptor: { column: 'label', direction: 'ascending' } },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const labelHeader = canvas.getByRole('columnheader', { name: fr ? /Libellé/ : /Label/ });
    await expect(labelHeader).toHaveAttribute('aria-sort', 'ascending');
    // From the first row, ArrowUp reaches the header; Enter on a header sorts by it.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(labelHeader).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(labelHeader).toHaveAttribute('aria-sort', 'descending');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    const ownerHeader = canvas.getByRole('columnheader', { name: fr ? /Propriétaire/ : /Owner/ });
    await expect(ownerHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(labelHeader).not.toHaveAttribute('aria-sort', 'descending');
    const firstOwner = canvas.getAllByRole('row')[1]?.querySelectorAll('[role="gridcell"]')[0];
    await expect(firstOwner).toHaveTextContent('DG75-F170');
  },
};

const longRecords = sampleRecords(6).map((record, index) => ({
  ...record,
  label:
    index % 2 === 0
      ? `${record.label} : nomenclature d’activités française révisée, sous-classes détaillées et correspondances avec la nomenclature européenne`
      : record.label,
}));

/** Long labels wrap inside their cell and the row grows: nothing is cut, even zoomed to 200 %. */
export const LongFrenchLabel: Story = {
  args: { items: longRecords },
  decorators: [
    (Story) => (
      <div className="w-[36rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const rowHeader = canvas.getAllByRole('rowheader')[0];
    await waitFor(() => expect(rowHeader?.scrollHeight).toBeLessThanOrEqual(rowHeader?.clientHeight ?? 0));
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('grid')).toHaveTextContent(fr ? 'Aucun résultat' : 'No results');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(fr ? 'Aucun résultat' : 'No results'));
  },
};

/**
 * Nothing in the list yet, before any search (a new code list): its empty state alone says so and
 * how to add one; no "No results" above it and no pages to go through, though the host pages.
 */
export const NothingYetWithPages: Story = {
  args: {
    items: [],
    paging: { page: 1, pageSize: 25, onPageChange: fn(), onPageSizeChange: fn() },
    emptyState: (
      <EmptyState title={<Trans>No code yet.</Trans>}>
        <Trans>Add the first one with “Add a code”.</Trans>
      </EmptyState>
    ),
  },
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('grid')).toHaveTextContent(fr ? 'Aucun code pour l’instant.' : 'No code yet.');
    // Screen readers hear the count; the screen shows the empty state alone.
    // Said only by the count's live region, for screen readers.
    await expect(canvas.getByRole('status')).toHaveTextContent(fr ? 'Aucun résultat' : 'No results');
    for (const said of canvas.getAllByText(fr ? 'Aucun résultat' : 'No results')) await expect(said).toHaveAttribute('role', 'status');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /25/ })).not.toBeInTheDocument();
  },
};

/** The first load: no count yet, a spinner where the rows will be, and the table marked busy. */
export const Loading: Story = {
  args: { items: [], status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: globals.locale === 'fr' ? 'Chargement…' : 'Loading…' })).toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** A new sort or page is on its way: the present rows stay, a small spinner says it is updating. */
export const Updating: Story = {
  args: { status: 'loading' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('grid').parentElement).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: globals.locale === 'fr' ? 'Mise à jour' : 'Updating' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row').length).toBeGreaterThan(2);
  },
};

export const LoadFailed: Story = {
  args: { items: [], status: 'error' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('alert')).toHaveTextContent(fr ? 'Les données n’ont pas pu être chargées.' : 'The data could not be loaded.');
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: fr ? 'Réessayer' : 'Retry' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const onModify = fn();
const onRemove = fn();

/** Rows with actions of their own, as a form's table of items edited in place shows them. */
function TableWithActions(args: DataTableProps<SampleRecord> & { navigate: (href: string) => void }) {
  const { t } = useLingui();
  return (
    <DataTable
      label={t`Concepts`}
      columns={columns.map((column) => ({ ...column, allowsSorting: false }))}
      items={args.items}
      rowActions={{
        header: t`Actions`,
        cell: ({ id }) => (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" aria-label={t`Modify ${id}`} onPress={() => void onModify(id)}>
              <Trans>Modify</Trans>
            </Button>
            <Button size="sm" variant="quiet" aria-label={t`Remove ${id}`} onPress={() => void onRemove(id)}>
              <Trans>Remove</Trans>
            </Button>
          </div>
        ),
      }}
    />
  );
}

/**
 * Rows with buttons of their own (`rowActions`): a plain table, not a grid, whose buttons Tab
 * reaches one after the other, in reading order, as any button of the page.
 */
export const RowActions: Story = {
  args: { items: sampleRecords(3) },
  render: TableWithActions,
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const table = canvas.getByRole('table', { name: 'Concepts' });
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    // Tab: the first row's Modify, then its Remove, then the next row's Modify.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Modifier r00001' : 'Modify r00001' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Retirer r00001' : 'Remove r00001' })).toHaveFocus();
    await userEvent.tab();
    const modify = canvas.getByRole('button', { name: fr ? 'Modifier r00002' : 'Modify r00002' });
    await expect(modify).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onModify).toHaveBeenCalledWith('r00002');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(fr ? '3 résultats' : '3 results'));
  },
};

/** Rows with actions, none yet: the empty state in the table's place. */
export const RowActionsEmpty: Story = {
  args: { items: [] },
  render: TableWithActions,
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('table', { name: 'Concepts' }).parentElement).toHaveTextContent(fr ? 'Aucun résultat' : 'No results');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const serverRecords = sampleRecords(1234, 3);

/** The host's part for server pages: it keeps sort and page, and "fetches" one page at a time. */
function ServerPagedTable({ navigate, ...args }: DataTableProps<SampleRecord> & { navigate: (href: string) => void }) {
  const { t } = useLingui();
  const [sort, setSort] = useState<SortDescriptor>({ column: 'modified', direction: 'descending' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const sorted = useMemo(() => sortRecords(serverRecords, sort), [sort]);
  const items = sorted.slice((page - 1) * pageSize, page * pageSize);
  return (
    <RouterProvider navigate={navigate}>
      <DataTable
        {...args}
        label={t`Concepts`}
        items={items}
        totalCount={serverRecords.length}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        paging={{ page, pageSize, onPageChange: setPage, onPageSizeChange: setPageSize }}
      />
    </RouterProvider>
  );
}

/** One page of 1,234 results at a time, sorted and cut by the (here simulated) server. */
export const ServerPages: Story = {
  render: ServerPagedTable,
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(fr ? '1 234 résultats' : '1,234 results'));
    const firstRow = () => canvas.getAllByRole('row')[1];
    const firstLabel = firstRow()?.textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(firstRow()?.textContent).not.toBe(firstLabel);
    await expect(canvas.queryByRole('button', { name: 'Page 50' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: fr ? 'Dernière page' : 'Last page' }));
    await expect(canvas.getByRole('button', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('row')).toHaveLength(1 + 1234 - 49 * 25);
  },
};

const allRecords = sampleRecords(300, 5);

/** The host's part for infinite scrolling: 50 more rows each time the reader nears the end. */
function InfiniteTable({ navigate, ...args }: DataTableProps<SampleRecord> & { navigate: (href: string) => void }) {
  const { t } = useLingui();
  const [count, setCount] = useState(50);
  const [isLoadingMore, setLoadingMore] = useState(false);
  const loadMore = () => {
    if (isLoadingMore || count >= allRecords.length) return;
    setLoadingMore(true);
    setTimeout(() => {
      setCount((current) => current + 50);
      setLoadingMore(false);
    }, 400);
  };
  return (
    <RouterProvider navigate={navigate}>
      <DataTable
        {...args}
        label={t`Concepts`}
        items={allRecords.slice(0, count)}
        totalCount={allRecords.length}
        status={isLoadingMore ? 'loadingMore' : 'ready'}
        onLoadMore={loadMore}
      />
    </RouterProvider>
  );
}

/** Rows keep coming as the reader scrolls: a spinner row says that more are loading. */
export const LoadingMore: Story = {
  render: InfiniteTable,
  play: async ({ canvas, globals }) => {
    const grid = canvas.getByRole('grid');
    const loaded = () => canvas.getAllByRole('row').at(-1)?.getAttribute('aria-rowindex');
    grid.scrollTop = grid.scrollHeight;
    await expect(
      await canvas.findByRole('progressbar', { name: globals.locale === 'fr' ? 'Chargement de la suite…' : 'Loading more results…' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(grid.parentElement).toHaveAttribute('aria-busy', 'false'));
    grid.scrollTop = grid.scrollHeight;
    await waitFor(() => expect(Number(loaded())).toBeGreaterThan(51));
  },
};

const tenThousand = sampleRecords(10_000);

/** 10,000 rows in the browser: only the rows in sight exist in the page, so scrolling stays smooth. */
export const TenThousandRows: Story = {
  args: { items: tenThousand },
  play: async ({ canvas, userEvent, globals }) => {
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(globals.locale === 'fr' ? '10 000 résultats' : '10,000 results'),
    );
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('aria-rowindex', '10001'));
    await expect(document.activeElement).toHaveTextContent('10000');
  },
};
