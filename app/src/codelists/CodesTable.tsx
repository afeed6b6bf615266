import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { DataTable, EmptyState, SearchBox, useDataLanguages, type DataTableColumn, type SortDescriptor } from '@atelier/ui-kit';
import type { Code, CodesQuery } from '@atelier/contracts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useFieldNames } from '../records/field-names.ts';
import type { ListUi } from './kinds.ts';
import { FIRST_CODES_PAGE, codeQueries } from './queries.ts';

const SORTABLE = ['code', 'labelLg1', 'labelLg2'] as const;
const SEARCH_DELAY_MS = 250;

/** What the table shows first: the route reads it with the list, not after it. */

/** The API's sort from the table's: `code`, `-labelLg1`…; none is the list's own order. */
function toApiSort(descriptor: SortDescriptor | undefined): CodesQuery['sort'] {
  const column = SORTABLE.find((name) => name === descriptor?.column);
  if (!column) return 'position';
  return descriptor?.direction === 'descending' ? `-${column}` : column;
}

export interface CodesTableProps {
  ui: ListUi;
  listId: string;
}

/**
 * A list's codes, a page at a time from the server, searched (notation or label, accents and case
 * ignored) and sorted there too: a list of 10,000 codes shows its first rows at once.
 */
export function CodesTable({ ui, listId }: CodesTableProps) {
  const { t } = useLingui();
  const { lg1, lg2, showSecondLanguage } = useDataLanguages();
  const labels = useFieldNames(ui);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState<number>(FIRST_CODES_PAGE.page);
  const [pageSize, setPageSize] = useState<number>(FIRST_CODES_PAGE.per_page);
  const [sort, setSort] = useState<SortDescriptor | undefined>();
  // The server is asked for what the reader settles on, not for every key.
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = { page, per_page: pageSize, sort: toApiSort(sort), search: settledSearch || undefined };
  const codes = useQuery(codeQueries.page(ui, listId, query));

  type Row = Code & { id: string };
  const secondLanguageColumn: DataTableColumn<Row>[] = showSecondLanguage
    ? [{ id: 'labelLg2', header: labels('labelLg2'), allowsSorting: true, width: '3fr', cell: (code) => <span lang={lg2}>{code.labelLg2}</span> }]
    : [];
  const columns: DataTableColumn<Row>[] = [
    { id: 'code', header: t`Code`, isRowHeader: true, allowsSorting: true, width: '1fr', cell: (code) => code.code },
    { id: 'labelLg1', header: showSecondLanguage ? labels('labelLg1') : t`Label`, allowsSorting: true, width: '3fr', cell: (code) => <span lang={lg1}>{code.labelLg1}</span> },
    ...secondLanguageColumn,
    { id: 'parent', header: t`Broader code`, width: '1fr', cell: (code) => code.parentCode ?? '' },
  ];

  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        label={t`Search the codes`}
        description={t`A code, or words of its label`}
        value={search}
        onChange={(next) => {
          setSearch(next);
          setPage(1);
        }}
        className="max-w-md"
      />
      <DataTable
        label={t`Codes`}
        columns={columns}
        items={(codes.data?.items ?? []).map((code) => ({ ...code, id: code.code }))}
        totalCount={codes.data?.total}
        sortDescriptor={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        status={codes.isError ? 'error' : codes.isFetching ? 'loading' : 'ready'}
        onRetry={() => void codes.refetch()}
        paging={{
          page,
          onPageChange: setPage,
          pageSize,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
        emptyState={
          search ? (
            <EmptyState title={<Trans>No code matches this search.</Trans>} />
          ) : (
            <EmptyState title={<Trans>This list has no code yet.</Trans>}>
              <Trans>Codes are added by modifying the list.</Trans>
            </EmptyState>
          )
        }
      />
    </div>
  );
}
