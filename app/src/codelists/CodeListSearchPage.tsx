import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionToolbar,
  Button,
  DataTable,
  DatePicker,
  Form,
  LinkButton,
  PageTitle,
  PublicationStatusBadge,
  Select,
  TextField,
  useDataLanguages,
  type DataTableColumn,
  type ListOption,
  type SortDescriptor,
} from '@atelier/ui-kit';
import { useDateTimeFormat } from '../records/dates.ts';
import { useDisseminationStatusOptions, usePublicationStateOptions, useStampOptions } from '../records/options.ts';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { LIST_KINDS, listHref, type ListKind } from './kinds.ts';
import { codeListQueries, type AnyCodeList } from './queries.ts';
import type { AdvancedSearch } from './search-params.ts';

export interface CodeListSearchPageProps {
  kind: ListKind;
  /** The search as the address holds it. */
  search: AdvancedSearch;
  onSearch: (search: AdvancedSearch) => void;
}

type FormValues = Record<keyof Required<AdvancedSearch>, string>;
const FIELDS = [
  'label', 'id', 'code', 'creator', 'contributor', 'disseminationStatus', 'validationState',
  'createdFrom', 'createdTo', 'modifiedFrom', 'modifiedTo', 'parentId',
] as const satisfies readonly (keyof AdvancedSearch)[];

function toFormValues(search: AdvancedSearch): FormValues {
  return Object.fromEntries(FIELDS.map((field) => [field, search[field] ?? ''])) as FormValues;
}

/** Only the filters that hold a value, as the address and the API take them. */
const toSearch = (values: FormValues): AdvancedSearch =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

/** The "Any" option, first in every filter: a filter left at it is not sent. */
const ANY = '*';
function withAny(options: ListOption[], any: string): ListOption[] {
  return [{ id: ANY, label: any }, ...options];
}

/**
 * The advanced search of a kind of list: label, identifier, code, owner, contributor, dissemination
 * status, publication state, creation and modification dates (and parent list); searched on the server.
 */
export function CodeListSearchPage({ kind, search, onSearch }: CodeListSearchPageProps) {
  const { t, i18n } = useLingui();
  const definition = LIST_KINDS[kind];
  const stamps = useStampOptions();
  const statuses = useDisseminationStatusOptions();
  const states = usePublicationStateOptions('feminine');
  const completeLists = useQuery({ ...codeListQueries.lists('complete'), enabled: kind === 'partial' });
  const form = useForm<FormValues>({ values: toFormValues(search) });
  const results = useQuery(codeListQueries.lists(kind, search));
  const title = kind === 'complete' ? t`Search code lists` : t`Search partial code lists`;

  const text = (name: 'label' | 'id' | 'code', label: string, description?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => <TextField {...field} label={label} description={description} />}
    />
  );
  const choice = (name: 'creator' | 'contributor' | 'disseminationStatus' | 'validationState' | 'parentId', label: string, items: ListOption[]) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <Select
          {...field}
          label={label}
          items={withAny(items, t`Any`)}
          value={value || ANY}
          onChange={(key) => onChange(key === null || key === ANY ? '' : String(key))}
        />
      )}
    />
  );
  const date = (name: 'createdFrom' | 'createdTo' | 'modifiedFrom' | 'modifiedTo', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <DatePicker {...field} label={label} value={value || null} onChange={(next) => onChange(next ?? '')} />
      )}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} />
      <PageTitle>{title}</PageTitle>
      <ActionToolbar
        back={
          <LinkButton href={definition.root} variant="secondary">
            <Trans>Back</Trans>
          </LinkButton>
        }
      />
      <Form hasRequiredFields={false} onSubmit={(event) => void form.handleSubmit((values) => onSearch(toSearch(values)))(event)} aria-label={title}>
        <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          {text('label', t`Label`, t`In either language`)}
          {text('id', t`Identifier`)}
          {text('code', t`Code`, t`A code, or words of its label`)}
          {kind === 'partial' &&
            choice('parentId', t`Parent list`, (completeLists.data ?? []).map((list) => ({ id: list.id, label: `${list.id} – ${list.labelLg1}` })))}
          {choice('creator', t`Owner`, stamps)}
          {choice('contributor', t`Contributor`, stamps)}
          {choice('disseminationStatus', t`Dissemination status`, statuses)}
          {choice('validationState', t`Publication state`, states)}
          {date('createdFrom', t`Created from`)}
          {date('createdTo', t`Created until`)}
          {date('modifiedFrom', t`Modified from`)}
          {date('modifiedTo', t`Modified until`)}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              form.reset(toFormValues({}));
              onSearch({});
            }}
          >
            <Trans>Reset</Trans>
          </Button>
        </div>
      </Form>
      <section aria-labelledby="results-heading" className="flex flex-col gap-3">
        <h2 id="results-heading" className="text-2xl font-bold">
          <Trans>Results</Trans>
        </h2>
        <ResultsTable
          kind={kind}
          label={i18n._(definition.title)}
          items={results.data ?? []}
          status={results.isError ? 'error' : results.isPending ? 'loading' : 'ready'}
          onRetry={() => void results.refetch()}
        />
      </section>
    </div>
  );
}

type Row = AnyCodeList;

function ResultsTable({
  kind,
  label,
  items,
  status,
  onRetry,
}: {
  kind: ListKind;
  label: string;
  items: Row[];
  status: 'ready' | 'loading' | 'error';
  onRetry: () => void;
}) {
  const { t } = useLingui();
  const { lg1 } = useDataLanguages();
  const formatDateTime = useDateTimeFormat();
  const [sort, setSort] = useState<SortDescriptor>({ column: 'label', direction: 'ascending' });
  const columns: DataTableColumn<Row>[] = [
    { id: 'label', header: t`Label`, isRowHeader: true, allowsSorting: true, width: '2fr', cell: (row) => <span lang={lg1}>{row.labelLg1}</span> },
    { id: 'id', header: t`Identifier`, allowsSorting: true, cell: (row) => row.id },
    { id: 'state', header: t`Publication state`, cell: (row) => <PublicationStatusBadge status={row.validationState} gender="feminine" /> },
    { id: 'modified', header: t`Modified`, allowsSorting: true, cell: (row) => formatDateTime(row.modified) },
  ];
  const sorted = useMemo(() => {
    const key = (row: Row) => (sort.column === 'id' ? row.id : sort.column === 'modified' ? row.modified : row.labelLg1);
    const collator = new Intl.Collator(lg1, { sensitivity: 'base', numeric: true });
    const ordered = [...items].sort((a, b) => collator.compare(key(a), key(b)));
    return sort.direction === 'descending' ? ordered.reverse() : ordered;
  }, [items, sort, lg1]);
  return (
    <DataTable
      label={label}
      columns={columns}
      items={sorted}
      rowHref={(row) => listHref(kind, row.id)}
      sortDescriptor={sort}
      onSortChange={setSort}
      status={status}
      onRetry={onRetry}
    />
  );
}
