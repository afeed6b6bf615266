import { useId, useState, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnyKind, ListItemOf, RecordListItem } from '@atelier/contracts';
import {
  ActionToolbar,
  Alert,
  Button,
  DataTable,
  DateField,
  LinkButton,
  PageTitle,
  PublicationStatusBadge,
  Radio,
  RadioGroup,
  Select,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  TextField,
  type DataTableColumn,
  type SortDescriptor,
} from '@atelier/ui-kit';
import { describeError } from '../../lib/error-messages.ts';
import { SEARCH_DELAY_MS, useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { recordHref, type RecordUi } from '../../records/kind.ts';
import { recordQueries } from '../../records/record-api.ts';
import { referenceQueries, useVocabularyLabel } from '../../records/reference.ts';
import { RequirePrivilege } from '../../records/RequirePrivilege.tsx';
import { DocumentTitle } from '../../shell/DocumentTitle.tsx';
import { collectionUi, conceptUi } from '../kinds.ts';
import { dashboardQueries, dayBefore, type DashboardKind } from './dashboard-api.ts';

// The concepts module's dashboard (specification §2, administration): for concepts and for
// collections, the counts as of today (in all, by dissemination status, by owner, published or
// not), and the records created or modified since a chosen day (yesterday unless told), in a table
// searched, filtered, sorted and paged on the server.

export const ADMINISTRATION_HREF = '/concepts/administration';

const PAGE_SIZE = 20;
/** "Any" in the dissemination status filter: not sent. */
const ANY = '*';

export interface DashboardPageProps {
  /** The day the changes start from (`YYYY-MM-DD`); yesterday by default. */
  initialSince?: string;
}

/** `/concepts/administration/dashboard`. */
export function DashboardPage({ initialSince }: DashboardPageProps) {
  const { t } = useLingui();
  const title = t`Dashboard`;
  return (
    <RequirePrivilege application="CONCEPT_CONCEPT" privilege="ADMINISTRATION" page={title}>
      <div className="flex flex-col gap-6">
        <DocumentTitle page={title} />
        <PageTitle>{title}</PageTitle>
        <ActionToolbar
          back={
            <LinkButton href={ADMINISTRATION_HREF} variant="secondary">
              <Trans>Back to the administration</Trans>
            </LinkButton>
          }
        />
        <Tabs>
          <TabList aria-label={t`Records of the dashboard`}>
            <Tab id="concept">
              <Trans>Concepts</Trans>
            </Tab>
            <Tab id="collection">
              <Trans>Collections</Trans>
            </Tab>
          </TabList>
          <TabPanel id="concept">
            <DashboardPanel kind="concept" ui={conceptUi} initialSince={initialSince} />
          </TabPanel>
          <TabPanel id="collection">
            <DashboardPanel kind="collection" ui={collectionUi} initialSince={initialSince} />
          </TabPanel>
        </Tabs>
      </div>
    </RequirePrivilege>
  );
}

interface PanelProps<K extends AnyKind> {
  kind: DashboardKind;
  ui: RecordUi<K>;
  initialSince?: string | undefined;
}

function DashboardPanel<K extends AnyKind>({ kind, ui, initialSince }: PanelProps<K>) {
  return (
    <div className="flex flex-col gap-8">
      <Summary kind={kind} />
      <Changes kind={kind} ui={ui} initialSince={initialSince} />
    </div>
  );
}

/** A small table of counts, captioned. */
function CountTable({ caption, header, rows }: { caption: string; header: string; rows: { key: string; label: ReactNode; count: number }[] }) {
  const { i18n } = useLingui();
  return (
    <table className="w-full max-w-xl border-collapse text-sm">
      <caption className="pb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-line-strong bg-surface-subtle text-left">
          <th scope="col" className="px-3 py-2">
            {header}
          </th>
          <th scope="col" className="w-32 px-3 py-2 text-right">
            <Trans>Number</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line">
            <th scope="row" className="px-3 py-2 text-left font-normal">
              {row.label}
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{i18n.number(row.count)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The counts as of today. */
function Summary({ kind }: { kind: DashboardKind }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const summary = useQuery(dashboardQueries.summary(kind));
  const statuses = useQuery(referenceQueries.disseminationStatuses());
  const label = useVocabularyLabel();
  const today = i18n.date(new Date(), { dateStyle: 'long' });
  const statusLabel = (id: string | null): ReactNode => {
    if (id === null) return <Trans>Not specified</Trans>;
    const status = statuses.data?.find((entry) => entry.id === id);
    if (!status) return id;
    const text = label(status);
    return <span lang={text.lang}>{text.text}</span>;
  };

  let body: ReactNode;
  if (summary.isPending) body = <Spinner label={t`Loading the counts`} />;
  else if (summary.isError) {
    body = (
      <Alert
        tone="error"
        title={<Trans>The counts could not be loaded.</Trans>}
        actions={
          <Button variant="secondary" onPress={() => void summary.refetch()}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        {describeError(summary.error, i18n)}
      </Alert>
    );
  } else if (summary.data.total === 0) {
    body = <p>{kind === 'concept' ? <Trans>There is no concept yet.</Trans> : <Trans>There is no collection yet.</Trans>}</p>;
  } else {
    const { total, published, unpublished, byDisseminationStatus, byOwner } = summary.data;
    body = (
      <>
        <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">
            <Trans>In all</Trans>
          </dt>
          <dd className="tabular-nums">{i18n.number(total)}</dd>
          <dt className="font-semibold">
            <Trans>Published as they stand</Trans>
          </dt>
          <dd className="tabular-nums">{i18n.number(published)}</dd>
          <dt className="font-semibold">
            <Trans>Not published, or modified since</Trans>
          </dt>
          <dd className="tabular-nums">{i18n.number(unpublished)}</dd>
        </dl>
        <div className="grid gap-6 lg:grid-cols-2">
          <CountTable
            caption={t`By dissemination status`}
            header={t`Dissemination status`}
            rows={byDisseminationStatus.map((row) => ({ key: row.disseminationStatus ?? '', label: statusLabel(row.disseminationStatus), count: row.count }))}
          />
          <CountTable
            caption={t`By owner`}
            header={t`Owner`}
            rows={byOwner.map((row) => ({ key: row.owner ?? '', label: row.owner ?? <Trans>Not specified</Trans>, count: row.count }))}
          />
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        <Trans>Summary as of {today}</Trans>
      </h2>
      {body}
    </section>
  );
}

type Change = 'created' | 'modified';

/** The records created or modified since a day. */
function Changes<K extends AnyKind>({ kind, ui, initialSince }: PanelProps<K>) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [change, setChange] = useState<Change>('modified');
  const [since, setSince] = useState(initialSince ?? dayBefore());
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [status, setStatus] = useState<string>(ANY);
  const [sort, setSort] = useState<SortDescriptor>({ column: 'date', direction: 'descending' });
  const [page, setPage] = useState(1);
  const statuses = useQuery(referenceQueries.disseminationStatuses());
  const label = useVocabularyLabel();
  const apiSort = `${sort.direction === 'descending' ? '-' : ''}${sort.column === 'label' ? 'label' : change}`;
  const results = useQuery({
    ...recordQueries.list(ui, {
      [change === 'created' ? 'createdFrom' : 'modifiedFrom']: since,
      q: settledSearch || undefined,
      disseminationStatus: status === ANY ? undefined : status,
      sort: apiSort,
      page,
      per_page: PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const restart = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };
  const statusOptions = [
    { id: ANY, label: t`Any` },
    ...(statuses.data ?? []).map((entry) => {
      const text = label(entry);
      return { id: entry.id, label: text.text, lang: text.lang };
    }),
  ];
  const statusText = (id: string | null) => {
    const entry = id ? statuses.data?.find((candidate) => candidate.id === id) : undefined;
    if (!entry) return id ?? '';
    const text = label(entry);
    return <span lang={text.lang}>{text.text}</span>;
  };

  type Row = ListItemOf<K> & RecordListItem;
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'label',
      header: t`Label`,
      isRowHeader: true,
      allowsSorting: true,
      width: '2fr',
      cell: (row) => {
        const text = label(row);
        return <span lang={text.lang}>{text.text}</span>;
      },
    },
    { id: 'owner', header: t`Owner`, cell: (row) => row.creators.join(', ') },
    { id: 'status', header: t`Dissemination status`, cell: (row) => statusText(row.disseminationStatus) },
    {
      id: 'date',
      header: change === 'created' ? t`Created` : t`Modified`,
      allowsSorting: true,
      cell: (row) => i18n.date(change === 'created' ? row.created : row.modified, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { id: 'state', header: t`Publication state`, cell: (row) => <PublicationStatusBadge status={row.validationState} gender={ui.gender} /> },
  ];
  const names = {
    concept: { created: t`Concepts created since the day chosen`, modified: t`Concepts modified since the day chosen` },
    collection: { created: t`Collections created since the day chosen`, modified: t`Collections modified since the day chosen` },
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        <Trans>Creations and modifications</Trans>
      </h2>
      <div className="grid gap-x-6 gap-y-4 md:grid-cols-2">
        <DateField
          label={t`Since`}
          description={t`From this day on, included.`}
          value={since}
          onChange={(value) => {
            if (value) restart(setSince)(value);
          }}
        />
        <RadioGroup label={t`Show`} orientation="horizontal" value={change} onChange={(value) => restart(setChange)(value as Change)}>
          <Radio value="created" label={t`Creations`} />
          <Radio value="modified" label={t`Modifications`} />
        </RadioGroup>
        <TextField label={t`Label or identifier contains`} value={search} onChange={restart(setSearch)} />
        <Select label={t`Dissemination status`} items={statusOptions} value={status} onChange={(value) => restart(setStatus)(String(value ?? ANY))} />
      </div>
      <DataTable
        label={names[kind][change]}
        columns={columns}
        items={results.data?.items ?? []}
        totalCount={results.data?.total ?? 0}
        rowHref={(row) => recordHref(ui, row.id)}
        sortDescriptor={sort}
        onSortChange={restart(setSort)}
        paging={{ page, onPageChange: setPage, pageSize: PAGE_SIZE }}
        status={results.isError ? 'error' : results.isFetching ? 'loading' : 'ready'}
        onRetry={() => void results.refetch()}
        emptyState={
          <p>
            {change === 'created' ? <Trans>Nothing was created since the day chosen.</Trans> : <Trans>Nothing was modified since the day chosen.</Trans>}
          </p>
        }
      />
    </section>
  );
}
