import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionToolbar,
  EmptyState,
  GuardedAction,
  LinkButton,
  PageTitle,
  SearchableList,
  ToggleButtonGroup,
  useDataLanguages,
  type SearchableListItem,
} from '@atelier/ui-kit';
import type { DocumentsItem, DocumentType } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { RECORD_CATALOGUE } from '../records/catalogue.ts';
import { recordHref } from '../records/kind.ts';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { documentsQueries, type DocumentsSearch } from './documents-api.ts';
import { documentUi, linkUi } from './kinds.ts';

/** The server is asked for what the reader settles on, not for every key. */
const SEARCH_DELAY_MS = 250;

/** The toggle's choice that shows both kinds (the address then names no type). */
const BOTH = 'all';

export interface DocumentsPageProps {
  /** Documents, links or both, and the search text: kept in the address, so that reload and back keep them. */
  search: DocumentsSearch;
  onSearchChange: (search: DocumentsSearch) => void;
}

/**
 * Documents and links, one list: documents, links or both, searched on the server by title (accents
 * and case ignored), each a link to its page with its language and update date; "New document" and
 * "New link" for those who may create them. The list is virtualized: the whole catalogue stays smooth.
 */
export function DocumentsPage({ search, onSearchChange }: DocumentsPageProps) {
  const { t, i18n } = useLingui();
  const { lg1 } = useDataLanguages();
  const { can } = useAuthorization();
  const text = search.q ?? '';
  const settled = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const list = useQuery(documentsQueries.list({ type: search.type, q: settled || undefined }));
  const title = i18n._(documentUi.titles.list);
  const both = search.type === undefined;

  const describe = (item: DocumentsItem) => {
    const date = item.updatedDate ? i18n.date(`${item.updatedDate}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' }) : null;
    const lang = item.lang;
    const facts = lang && date ? t`${lang} – ${date}` : (lang ?? date);
    const said = facts ? t`(${facts})` : '';
    // Both kinds in one list: each says which it is.
    if (!both) return said;
    const kind = i18n._(RECORD_CATALOGUE[item.type]?.noun ?? documentUi.titles.list);
    return [kind, said].filter(Boolean).join(' ');
  };
  const items: SearchableListItem[] = (list.data?.items ?? []).map((item) => ({
    id: `${item.type}/${item.id}`,
    label: item.labelLg1,
    lang: lg1,
    description: describe(item),
    href: recordHref(item.type === 'link' ? linkUi : documentUi, item.id),
  }));
  const empty = settled
    ? t`No document or link matches this search.`
    : search.type === 'document'
      ? t`There is no document yet.`
      : search.type === 'link'
        ? t`There is no link yet.`
        : t`There is no document or link yet.`;

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle>{title}</PageTitle>
        <ActionToolbar>
          <GuardedAction allowed={can(documentUi.kind.application, 'CREATE')}>
            <LinkButton href={documentUi.pages.create}>{i18n._(documentUi.titles.create)}</LinkButton>
            <LinkButton href={linkUi.pages.create} variant="secondary">
              {i18n._(linkUi.titles.create)}
            </LinkButton>
          </GuardedAction>
        </ActionToolbar>
      </div>
      <ToggleButtonGroup
        label={<Trans>Show</Trans>}
        items={[
          { id: 'document', label: <Trans>Documents</Trans> },
          { id: BOTH, label: <Trans>Documents and links</Trans> },
          { id: 'link', label: <Trans>Links</Trans> },
        ]}
        value={search.type ?? BOTH}
        onChange={(id) => onSearchChange({ ...search, type: id === BOTH ? undefined : (id as DocumentType) })}
      />
      <SearchableList
        label={title}
        items={items}
        search={text}
        onSearchChange={(q) => onSearchChange({ ...search, q: q || undefined })}
        filtering="remote"
        totalCount={list.data?.total}
        status={list.isError ? 'error' : list.isFetching ? 'loading' : 'ready'}
        onRetry={() => void list.refetch()}
        emptyState={<EmptyState title={empty} />}
      />
    </div>
  );
}
