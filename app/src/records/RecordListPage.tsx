import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  ActionToolbar,
  EmptyState,
  GuardedAction,
  LinkButton,
  PageTitle,
  SearchableList,
  useDataLanguages,
  type SearchableListItem,
} from '@atelier/ui-kit';
import type { AnyKind } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { SEARCH_DELAY_MS, useDebouncedValue } from '../lib/use-debounced-value.ts';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { recordHref, type RecordUi } from './kind.ts';
import { recordQueries } from './record-api.ts';

export interface RecordListPageProps<K extends AnyKind> {
  ui: RecordUi<K>;
  /** The quick search, kept in the address so that "back" returns to the same results. */
  search: string;
  onSearchChange: (search: string) => void;
}

const PAGE_SIZE = 100;

/**
 * Every record of a kind, a page of 100 at a time, searched on the server as one types (accents and
 * case ignored), each a link to its page; "New" for those who may create, and the advanced search.
 */
export function RecordListPage<K extends AnyKind>({ ui, search, onSearchChange }: RecordListPageProps<K>) {
  const { t, i18n } = useLingui();
  const { lg1 } = useDataLanguages();
  const { can } = useAuthorization();
  // One page at a time, searched on the server: no list reads a whole kind (a classification's 40,000 items).
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const lists = useQuery({
    ...recordQueries.list(ui, { ...(q === '' ? {} : { q }), sort: 'label', page, per_page: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const title = i18n._(ui.titles.list);
  const newLabel = t({ message: select(ui.gender, { masculine: 'New', feminine: 'New', other: 'New' }) });
  const mayCreate = can(ui.kind.application, 'CREATE');
  const gender = ui.gender;
  const ListActions = ui.screens?.ListActions;
  // A list with nothing in it yet (not a search that found nothing) says so, and how to begin.
  const nothingYet = (
    <EmptyState title={t`There is none yet.`}>
      {mayCreate &&
        t({
          message: select(gender, {
            masculine: `Create the first one with “${newLabel}”.`,
            feminine: `Create the first one with “${newLabel}”.`,
            other: `Create the first one with “${newLabel}”.`,
          }),
        })}
    </EmptyState>
  );
  const items: SearchableListItem[] = (lists.data?.items ?? []).map((item) => ({
    id: item.id,
    label: item.labelLg1,
    lang: lg1,
    description: ui.screens?.describe ? ui.screens.describe(item, i18n) : item.id,
    href: recordHref(ui, item.id),
  }));
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle>{title}</PageTitle>
        <ActionToolbar>
          <GuardedAction allowed={mayCreate}>
            <LinkButton href={ui.pages.create}>{newLabel}</LinkButton>
          </GuardedAction>
          {ListActions && <ListActions ui={ui} />}
        </ActionToolbar>
      </div>
      <SearchableList
        label={title}
        items={items}
        search={search}
        onSearchChange={(next) => {
          setPage(1);
          onSearchChange(next);
        }}
        filtering="remote"
        totalCount={lists.data?.total ?? 0}
        paging={{ page, onPageChange: setPage, pageSize: PAGE_SIZE }}
        status={lists.isError ? 'error' : lists.isPending || lists.isPlaceholderData ? 'loading' : 'ready'}
        onRetry={() => void lists.refetch()}
        {...(search.trim() === '' ? { emptyState: nothingYet } : {})}
        {...(ui.pages.search ? { advancedSearchHref: ui.pages.search } : {})}
      />
    </div>
  );
}
