import { useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionToolbar, GuardedAction, LinkButton, PageTitle, SearchableList, useDataLanguages, type SearchableListItem } from '@atelier/ui-kit';
import { useAuthorization } from '../auth/privileges.ts';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { LIST_KINDS, listHref, type ListKind } from './kinds.ts';
import { codeListQueries, type AnyCodeList } from './queries.ts';

export interface CodeListsPageProps {
  kind: ListKind;
  /** The quick search, kept in the address so that "back" returns to the same results. */
  search: string;
  onSearchChange: (search: string) => void;
}

/** Every list of a kind, searched as one types (accents and case ignored), each a link to its page. */
export function CodeListsPage({ kind, search, onSearchChange }: CodeListsPageProps) {
  const { t, i18n } = useLingui();
  const { lg1 } = useDataLanguages();
  const { can } = useAuthorization();
  const definition = LIST_KINDS[kind];
  const lists = useQuery(codeListQueries.lists(kind));
  const title = i18n._(definition.title);
  const describe = (list: AnyCodeList) => {
    const { id, codeCount } = list;
    const codes = t({ message: plural(codeCount, { one: '# code', other: '# codes' }) });
    if (!('parentId' in list)) return t`${id} · ${codes}`;
    const { parentId } = list;
    return t`${id} · ${codes} · from ${parentId}`;
  };
  const items: SearchableListItem[] = (lists.data ?? []).map((list) => ({
    id: list.id,
    label: list.labelLg1,
    lang: lg1,
    description: describe(list),
    href: listHref(kind, list.id),
  }));
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageTitle>{title}</PageTitle>
        <ActionToolbar>
          <GuardedAction allowed={can(definition.application, 'CREATE')}>
            <LinkButton href={`${definition.root}/create`}>
              <Trans context="a new code list">New</Trans>
            </LinkButton>
          </GuardedAction>
        </ActionToolbar>
      </div>
      <SearchableList
        label={title}
        items={items}
        search={search}
        onSearchChange={onSearchChange}
        status={lists.isError ? 'error' : lists.isPending ? 'loading' : 'ready'}
        onRetry={() => void lists.refetch()}
        advancedSearchHref={`${definition.root}/search`}
      />
    </div>
  );
}
