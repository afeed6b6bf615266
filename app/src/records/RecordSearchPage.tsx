import { useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LookupSpec } from '@atelier/contracts';
import { Controller, useForm, type Control } from 'react-hook-form';
import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionToolbar,
  Button,
  ComboBox,
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
import type { AnyKind, ListItemOf, RecordListItem } from '@atelier/contracts';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { useDateTimeFormat } from './dates.ts';
import { useFieldNames } from './field-names.ts';
import type { SearchFilter } from './kind-screens.ts';
import { recordHref, type RecordUi } from './kind.ts';
import { useDisseminationStatusOptions, usePublicationStateOptions, useStampOptions } from './options.ts';
import { recordQueries } from './record-api.ts';
import { lookupQuery, namedTargetQuery, searchTargets, targetOption, useVocabularyLabel } from './reference.ts';
import { filterNames, parseAdvancedSearch, type AdvancedSearch } from './search-params.ts';

type FormValues = Record<string, string>;

/** The "Any" option, first in every choice: a filter left at it is not sent. */
const ANY = '*';

/** How a module adds its own filters to the search form. */
export interface FilterControls {
  /** A text filter (`code`: a code or words of its label). */
  text: (name: string, label: string, description?: string) => ReactNode;
  /** A choice among options (`parentId`: one of the complete lists). */
  choice: (name: string, label: string, items: ListOption[]) => ReactNode;
  /** A choice among the values of a lookup field (`publishers`: one of the organisations). */
  lookup: (name: string, label: string) => ReactNode;
  /** A choice among the records a reference field points to (`seriesId`: one of the series). */
  reference: (name: string, label: string) => ReactNode;
}

export interface RecordSearchPageProps<K extends AnyKind> {
  ui: RecordUi<K>;
  /** The search as the address holds it: the values the kind's filters do not accept are dropped. */
  search: AdvancedSearch;
  onSearch: (search: AdvancedSearch) => void;
}

const PAGE_SIZE = 50;
const SORTS: Record<string, string> = { label: 'label', id: 'id', modified: 'modified' };

/**
 * The advanced search of a kind: label, identifier, owner, contributor, dissemination status,
 * publication state, creation and modification dates, and the kind's own filters; searched, sorted
 * and paged on the server, kept in the address.
 */
export function RecordSearchPage<K extends AnyKind>({ ui, search: address, onSearch }: RecordSearchPageProps<K>) {
  const search = parseAdvancedSearch(ui.kind, address);
  const { t, i18n } = useLingui();
  const stamps = useStampOptions();
  const statuses = useDisseminationStatusOptions();
  const states = usePublicationStateOptions(ui.gender);
  const names = filterNames(ui.kind);
  const toFormValues = (values: AdvancedSearch): FormValues => Object.fromEntries(names.map((name) => [name, values[name] ?? '']));
  const form = useForm<FormValues>({ values: toFormValues(search) });
  const [sort, setSort] = useState<SortDescriptor>({ column: 'label', direction: 'ascending' });
  const [page, setPage] = useState(1);
  const apiSort = `${sort.direction === 'descending' ? '-' : ''}${SORTS[String(sort.column)] ?? 'label'}`;
  const results = useQuery({
    ...recordQueries.list(ui, { ...search, sort: apiSort, page, per_page: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const title = i18n._(ui.titles.search);
  const controls = filterControls(ui, form.control, t`Any`);

  const submit = (values: FormValues) => {
    setPage(1);
    onSearch(Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')));
  };

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} />
      <PageTitle>{title}</PageTitle>
      <ActionToolbar
        back={
          <LinkButton href={ui.pages.list} variant="secondary">
            <Trans>Back</Trans>
          </LinkButton>
        }
      />
      <Form hasRequiredFields={false} onSubmit={(event) => void form.handleSubmit(submit)(event)} aria-label={title}>
        <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
          {controls.text('label', t`Label`, t`In either language`)}
          {controls.text('id', t`Identifier`)}
          {ui.screens?.filters?.map((filter) => <DeclaredFilter key={typeof filter === 'string' ? filter : filter.name} ui={ui} filter={filter} controls={controls} />)}
          {controls.choice('creator', t`Owner`, stamps)}
          {controls.choice('contributor', t`Contributor`, stamps)}
          {controls.choice('disseminationStatus', t`Dissemination status`, statuses)}
          {ui.kind.publication !== false && controls.choice('validationState', t`Publication state`, states)}
          <DateFilter control={form.control} name="createdFrom" label={t({ message: select(ui.gender, { masculine: 'Created from', feminine: 'Created from', other: 'Created from' }) })} />
          <DateFilter control={form.control} name="createdTo" label={t({ message: select(ui.gender, { masculine: 'Created until', feminine: 'Created until', other: 'Created until' }) })} />
          <DateFilter control={form.control} name="modifiedFrom" label={t({ message: select(ui.gender, { masculine: 'Modified from', feminine: 'Modified from', other: 'Modified from' }) })} />
          <DateFilter control={form.control} name="modifiedTo" label={t({ message: select(ui.gender, { masculine: 'Modified until', feminine: 'Modified until', other: 'Modified until' }) })} />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              form.reset(toFormValues({}));
              submit({});
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
          ui={ui}
          label={i18n._(ui.titles.list)}
          items={results.data?.items ?? []}
          total={results.data?.total ?? 0}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          status={results.isError ? 'error' : results.isPending ? 'loading' : 'ready'}
          onRetry={() => void results.refetch()}
        />
      </section>
    </div>
  );
}

function filterControls(ui: RecordUi, control: Control<FormValues>, any: string): FilterControls {
  const choice = (name: string, label: string, items: ListOption[]) => (
    <Controller
      key={name}
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <Select
          {...field}
          label={label}
          items={[{ id: ANY, label: any }, ...items]}
          value={value || ANY}
          onChange={(key) => onChange(key === null || key === ANY ? '' : String(key))}
        />
      )}
    />
  );
  return {
    choice,
    lookup: (name, label) => {
      const spec = ui.kind.fields[name]?.lookup;
      if (!spec) throw new Error(`${ui.kind.name} has no lookup field ${name}`);
      return <LookupFilter key={name} spec={spec} render={(items) => choice(name, label, items)} />;
    },
    reference: (name, label) => {
      const field = ui.kind.referenceFields.find((reference) => reference.name === name);
      if (!field) throw new Error(`${ui.kind.name} has no reference field ${name}`);
      return (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field: { value, onChange } }) => <ReferenceFilter kinds={field.spec.kinds} label={label} value={value} onChange={onChange} />}
        />
      );
    },
    text: (name, label, description) => (
      <Controller
        key={name}
        control={control}
        name={name}
        render={({ field }) => <TextField {...field} label={label} description={description} />}
      />
    ),
  };
}

/** The values of a lookup field as options, labelled in the interface's data language when they have one. */
function LookupFilter({ spec, render }: { spec: LookupSpec; render: (items: ListOption[]) => ReactNode }) {
  const values = useQuery(lookupQuery(spec));
  const label = useVocabularyLabel();
  return render(
    (values.data ?? []).map((entry) => {
      const { text, lang } = label(entry);
      return { id: entry.id, label: text, lang };
    }),
  );
}

/**
 * One record among those a reference points to, found on the server as one types (a kind may hold
 * 40,000): none chosen means any. The record the address names shows by its label.
 */
function ReferenceFilter({ kinds, label, value, onChange }: { kinds: readonly string[]; label: string; value: string; onChange: (value: string) => void }) {
  // The record the address named when the page opened; the field keeps what is typed and chosen after.
  const [named] = useState(value);
  const current = useQuery(namedTargetQuery(kinds, named));
  if (named !== '' && current.isPending) return <TextField label={label} value="" isDisabled />;
  return (
    <ComboBox
      label={label}
      loadOptions={(q, signal) => searchTargets(kinds, q, signal).then((items) => items.map(targetOption))}
      value={value || null}
      onChange={(key) => onChange(key === null ? '' : String(key))}
      {...(current.data ? { defaultInputValue: targetOption(current.data).label } : {})}
    />
  );
}

/** A filter the kind declares, with the control its contract calls for: a lookup's values, a reference's records, else text. */
function DeclaredFilter({ ui, filter, controls }: { ui: RecordUi; filter: SearchFilter; controls: FilterControls }) {
  const { i18n } = useLingui();
  const names = useFieldNames(ui);
  const { name, label, description } = typeof filter === 'string' ? { name: filter, label: undefined, description: undefined } : filter;
  const text = label ? i18n._(label) : names(name);
  if (ui.kind.lookupFields.some((lookup) => lookup.name === name)) return controls.lookup(name, text);
  if (ui.kind.referenceFields.some((reference) => reference.name === name)) return controls.reference(name, text);
  return controls.text(name, text, description && i18n._(description));
}

function DateFilter({ control, name, label }: { control: Control<FormValues>; name: string; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <DatePicker {...field} label={label} value={value || null} onChange={(next) => onChange(next ?? '')} />
      )}
    />
  );
}

interface ResultsTableProps<K extends AnyKind> {
  ui: RecordUi<K>;
  label: string;
  items: (ListItemOf<K> & RecordListItem)[];
  total: number;
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  page: number;
  onPageChange: (page: number) => void;
  status: 'ready' | 'loading' | 'error';
  onRetry: () => void;
}

function ResultsTable<K extends AnyKind>({ ui, label, items, total, sort, onSortChange, page, onPageChange, status, onRetry }: ResultsTableProps<K>) {
  const { t } = useLingui();
  const { lg1 } = useDataLanguages();
  const formatDateTime = useDateTimeFormat();
  type Row = ListItemOf<K> & RecordListItem;
  const columns: DataTableColumn<Row>[] = [
    { id: 'label', header: t`Label`, isRowHeader: true, allowsSorting: true, width: '2fr', cell: (row) => <span lang={lg1}>{row.labelLg1}</span> },
    { id: 'id', header: t`Identifier`, allowsSorting: true, cell: (row) => row.id },
    // A kind never published on its own has no state to show.
    ...(ui.kind.publication === false
      ? []
      : [{ id: 'state', header: t`Publication state`, cell: (row: Row) => <PublicationStatusBadge status={row.validationState} gender={ui.gender} /> }]),
    { id: 'modified', header: t`Modified`, allowsSorting: true, cell: (row) => formatDateTime(row.modified) },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      items={items}
      totalCount={total}
      rowHref={(row) => recordHref(ui, row.id)}
      sortDescriptor={sort}
      onSortChange={onSortChange}
      paging={{ page, onPageChange, pageSize: PAGE_SIZE }}
      status={status}
      onRetry={onRetry}
    />
  );
}
