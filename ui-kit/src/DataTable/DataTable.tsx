import { type ReactNode, useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import {
  Cell,
  Collection,
  Column,
  type ColumnProps,
  Row,
  Table,
  TableBody,
  TableHeader,
  TableLayout,
  TableLoadMoreItem,
  type SortDescriptor,
  Virtualizer,
} from 'react-aria-components';
import { tv } from '../utils/variants.ts';
import { CollectionError, CollectionLoading } from '../CollectionState/CollectionState.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ListPagination, type Paging } from '../Pagination/Pagination.tsx';
import { ResultCount } from '../ResultCount/ResultCount.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { linkTextClassName } from '../utils/link-text.ts';

export type { SortDescriptor } from 'react-aria-components';

export interface DataTableColumn<T> {
  /** The column's key, also the `column` of the sort descriptor. */
  id: string;
  /** The header, whose text also names the column for screen readers. */
  header: ReactNode;
  /** What a row shows in this column. Wrap record data written in another language in `lang`. */
  cell: (item: T) => ReactNode;
  /** The column whose cell names its row for screen readers (the label). Exactly one should. */
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  /** A width in pixels, a percentage or a fraction such as `'2fr'`. Defaults to `'1fr'`. */
  width?: ColumnProps['width'];
}

/**
 * `loading`: the rows are being fetched (again); `loadingMore`: the next rows are being fetched
 * while the present ones stay; `error`: the fetch failed.
 */
export type DataTableStatus = 'ready' | 'loading' | 'loadingMore' | 'error';

export interface DataTableProps<T extends { id: string | number }> {
  /** Names the table for screen readers, for example "Concepts". */
  label: string;
  columns: readonly DataTableColumn<T>[];
  /** The rows to show: the current page, or every row loaded so far. */
  items: readonly T[];
  /** Makes each row a link: Enter or a click on the row follows it. */
  rowHref?: (item: T) => string;
  /**
   * Each row's own actions (Modify, Remove…), in a last column named `header`: buttons that Tab
   * reaches one after the other like any on the page. The table is then a plain table, not a grid
   * (arrow keys scroll the page; no row links; columns not sortable; every row rendered: give it a
   * page of rows, with `paging`).
   */
  rowActions?: { header: string; cell: (item: T) => ReactNode };
  /** The current sort, kept by the host so that it can sort on the server. */
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** How many rows the whole result holds, when `items` is one page of it. */
  totalCount?: number;
  status?: DataTableStatus;
  /** Called when the reader scrolls near the last row: fetch the next rows (infinite scrolling). */
  onLoadMore?: () => void;
  /** Fetches again after an error. */
  onRetry?: () => void;
  /** Server-side pages: the table shows a Pagination below the rows. */
  paging?: Paging;
  /** Shown when there is no row. Defaults to a plain "No results". */
  emptyState?: ReactNode;
  className?: string;
}

// Style functions receive only the states they use, not the render props, which also carry the
// collection's whole state.

// Heights are estimates: each rendered row is measured, so long labels wrap (and text zoomed to
// 200 % stays whole) instead of being cut, while rows out of sight cost nothing.
const ROW_HEIGHT = 48;
const HEADING_HEIGHT = 44;
const layoutOptions = { estimatedRowHeight: ROW_HEIGHT, estimatedHeadingHeight: HEADING_HEIGHT, loaderHeight: ROW_HEIGHT };

const rowStyles = tv({
  base: [
    'h-full border-b border-line bg-surface text-ink outline-focus -outline-offset-3',
    'forced-colors:border-[CanvasText] forced-colors:outline-[Highlight]',
  ],
  variants: {
    isFocusVisible: { true: 'outline-3 outline-solid', false: 'outline-none' },
    isLink: { true: 'cursor-pointer hover:bg-primary-soft' },
  },
});

const cellStyles = tv({
  base: 'flex min-h-12 items-center px-3 py-2 text-sm leading-snug [overflow-wrap:anywhere]',
  variants: {
    isRowHeader: { true: 'font-semibold' },
    isLink: { true: linkTextClassName },
  },
});

const columnStyles = tv({
  base: [
    'flex min-h-11 items-center gap-1 border-b-2 border-line-strong bg-surface-subtle px-3 text-left text-sm font-semibold text-ink',
    'outline-focus -outline-offset-3 forced-colors:border-[CanvasText] forced-colors:bg-[Canvas] forced-colors:outline-[Highlight]',
  ],
  variants: {
    isFocusVisible: { true: 'outline-3 outline-solid', false: 'outline-none' },
    allowsSorting: { true: 'cursor-pointer hover:bg-surface-sunken' },
  },
});

function SortIcon({ direction }: { direction: SortDescriptor['direction'] | undefined }) {
  const Icon = direction === 'ascending' ? ArrowUp : direction === 'descending' ? ArrowDown : ChevronsUpDown;
  const tone = direction ? 'text-ink' : 'text-ink-muted';
  return <Icon aria-hidden="true" className={`size-4 shrink-0 ${tone} forced-colors:text-[CanvasText]`} />;
}

/**
 * A table of records, virtualized so that tens of thousands of rows scroll smoothly. Sorting is
 * controlled (`sortDescriptor`, `onSortChange`) so the host may sort on the server; rows may be
 * links; the number of results is announced politely; pages come from `paging` or rows keep
 * coming with `onLoadMore`. Loading, empty and failed states are built in. Tab enters the grid
 * once, the arrow keys move between rows and Enter opens one. Rows with actions of their own
 * (`rowActions`) make a plain table instead, whose buttons Tab reaches one by one.
 */
export function DataTable<T extends { id: string | number }>({
  label,
  columns,
  items,
  rowHref,
  rowActions,
  sortDescriptor,
  onSortChange,
  totalCount,
  status = 'ready',
  onLoadMore,
  onRetry,
  paging,
  emptyState,
  className,
}: DataTableProps<T>) {
  const { t } = useLingui();

  const isLink = rowHref !== undefined;
  // Cell classes depend on the column only: computed once, not for each of thousands of cells.
  const cellClassNames = useMemo(
    () =>
      new Map(
        columns.map((column) => [
          column.id,
          cellStyles({ isRowHeader: column.isRowHeader, isLink: column.isRowHeader && isLink }),
        ]),
      ),
    [columns, isLink],
  );
  if (status === 'error') return <CollectionError onRetry={onRetry} />;

  const isFirstLoad = status === 'loading' && items.length === 0;
  const count = totalCount ?? items.length;
  if (rowActions) {
    return (
      <StaticTable
        label={label}
        columns={columns}
        items={items}
        rowActions={rowActions}
        count={count}
        isFirstLoad={isFirstLoad}
        status={status}
        paging={paging}
        emptyState={emptyState}
        className={className}
      />
    );
  }
  return (
    <div className={`flex flex-col gap-3 ${className ?? ''}`}>
      <div className="flex min-h-6 items-center gap-2">
        {!isFirstLoad && <ResultCount count={count} />}
        {status === 'loading' && !isFirstLoad && <Spinner size="sm" label={t`Updating`} />}
      </div>
      {/* react-aria's Table does not pass aria-busy on: the wrapper tells that its rows are changing. */}
      <div aria-busy={status === 'loading' || status === 'loadingMore'}>
        <Virtualizer layout={TableLayout} layoutOptions={layoutOptions}>
          <Table
            aria-label={label}
            sortDescriptor={sortDescriptor}
            onSortChange={onSortChange}
            // The table is its own scroll area, as tall as its rows up to about twelve of them, and
            // tall enough for its empty, loading and failed states.
            className="max-h-[40rem] min-h-60 w-full overflow-auto rounded-card border border-line-strong bg-surface forced-colors:border-[CanvasText]"
          >
            <TableHeader columns={columns}>
              {(column) => (
                <Column
                  id={column.id}
                  isRowHeader={column.isRowHeader}
                  allowsSorting={column.allowsSorting}
                  width={column.width ?? '1fr'}
                  className={({ isFocusVisible }) => columnStyles({ isFocusVisible, allowsSorting: column.allowsSorting })}
                >
                  {({ sortDirection }) => (
                    <>
                      <span className="min-w-0">{column.header}</span>
                      {column.allowsSorting && <SortIcon direction={sortDirection} />}
                    </>
                  )}
                </Column>
              )}
            </TableHeader>
            <TableBody
              renderEmptyState={() =>
                isFirstLoad ? <CollectionLoading /> : (emptyState ?? <EmptyState title={t`No results`} />)
              }
            >
              <Collection items={items} dependencies={[columns, rowHref, cellClassNames]}>
                {(item) => (
                  <Row
                    id={item.id}
                    columns={columns}
                    href={rowHref?.(item)}
                    className={({ isFocusVisible }) => rowStyles({ isFocusVisible, isLink })}
                  >
                    {(column) => (
                      <Cell className={cellClassNames.get(column.id)}>
                        {column.cell(item)}
                      </Cell>
                    )}
                  </Row>
                )}
              </Collection>
              {/* Only the sentinel that asks for more rows: react-aria's loading row carries an
                  aria-level that a grid does not allow, so the spinner sits under the table. */}
              {onLoadMore && <TableLoadMoreItem onLoadMore={onLoadMore} isLoading={status === 'loadingMore'} />}
            </TableBody>
          </Table>
        </Virtualizer>
      </div>
      {status === 'loadingMore' && <CollectionLoading size="compact" label={t`Loading more results…`} />}
      {paging && <ListPagination paging={paging} total={count} />}
    </div>
  );
}

/** A column's width in a plain table: pixels as given, fractions as shares of the whole. */
function staticWidth(width: ColumnProps['width'], totalFractions: number): string | undefined {
  if (typeof width === 'number') return `${width}px`;
  const fraction = /^(\d+(?:\.\d+)?)fr$/.exec(width ?? '1fr');
  if (fraction) return `${(Number(fraction[1]) / totalFractions) * 100}%`;
  return width === null || width === undefined ? undefined : String(width);
}

const fractionOf = (width: ColumnProps['width']) =>
  typeof width === 'number' ? 0 : Number(/^(\d+(?:\.\d+)?)fr$/.exec(width ?? '1fr')?.[1] ?? 0);

interface StaticTableProps<T extends { id: string | number }> {
  label: string;
  columns: readonly DataTableColumn<T>[];
  items: readonly T[];
  rowActions: NonNullable<DataTableProps<T>['rowActions']>;
  count: number;
  isFirstLoad: boolean;
  status: DataTableStatus;
  paging?: Paging | undefined;
  emptyState?: ReactNode;
  className?: string | undefined;
}

const staticCellClassName = 'border-b border-line px-3 py-2 text-left align-middle text-sm leading-snug [overflow-wrap:anywhere] forced-colors:border-[CanvasText]';
const staticHeaderClassName =
  'border-b-2 border-line-strong bg-surface-subtle px-3 py-2 text-left text-sm font-semibold text-ink forced-colors:border-[CanvasText] forced-colors:bg-[Canvas]';

/** The table of rows with actions: a plain `table`, its actions ordinary Tab stops. */
function StaticTable<T extends { id: string | number }>({
  label,
  columns,
  items,
  rowActions,
  count,
  isFirstLoad,
  status,
  paging,
  emptyState,
  className,
}: StaticTableProps<T>) {
  const { t } = useLingui();
  const totalFractions = columns.reduce((sum, column) => sum + fractionOf(column.width), 0) || 1;
  return (
    <div className={`flex flex-col gap-3 ${className ?? ''}`}>
      <div className="flex min-h-6 items-center gap-2">
        {!isFirstLoad && <ResultCount count={count} />}
        {status === 'loading' && !isFirstLoad && <Spinner size="sm" label={t`Updating`} />}
      </div>
      <div
        aria-busy={status === 'loading'}
        className="max-h-[40rem] min-h-60 w-full overflow-auto rounded-card border border-line-strong bg-surface forced-colors:border-[CanvasText]"
      >
        <table className="w-full border-collapse">
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.id} scope="col" className={staticHeaderClassName} style={{ width: staticWidth(column.width, totalFractions) }}>
                  {column.header}
                </th>
              ))}
              <th scope="col" className={staticHeaderClassName}>
                {rowActions.header}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="bg-surface text-ink">
                {columns.map((column) =>
                  column.isRowHeader ? (
                    <th key={column.id} scope="row" className={`${staticCellClassName} font-semibold`}>
                      {column.cell(item)}
                    </th>
                  ) : (
                    <td key={column.id} className={staticCellClassName}>
                      {column.cell(item)}
                    </td>
                  ),
                )}
                <td className={staticCellClassName}>{rowActions.cell(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {items.length === 0 && (isFirstLoad ? <CollectionLoading /> : (emptyState ?? <EmptyState title={t`No results`} />))}
      </div>
      {paging && <ListPagination paging={paging} total={count} />}
    </div>
  );
}
