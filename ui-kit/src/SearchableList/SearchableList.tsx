import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { GridList, GridListItem, ListLayout, Virtualizer } from 'react-aria-components';
import { tv } from '../utils/variants.ts';
import { CollectionError, CollectionLoading } from '../CollectionState/CollectionState.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Link } from '../Link/Link.tsx';
import { ListPagination, type Paging } from '../Pagination/Pagination.tsx';
import { ResultCount } from '../ResultCount/ResultCount.tsx';
import { linkTextClassName } from '../utils/link-text.ts';
import { matchesNormalizedQuery, normalizeForSearch } from './normalize-for-search.ts';
import { SearchBox } from './SearchBox.tsx';

export interface SearchableListItem {
  id: string;
  /** The item's label, which the search matches. */
  label: string;
  href: string;
  /** The language of the label when it is record data in a data language (`lg1`). */
  lang?: string;
  /** A second line under the label, such as an identifier; the search matches it too. */
  description?: string;
}

export type SearchableListStatus = 'ready' | 'loading' | 'error';

export interface SearchableListProps {
  /** Names the list for screen readers, for example "Concepts". */
  label: string;
  items: readonly SearchableListItem[];
  /** The search text, when the host keeps it (in the URL). */
  search?: string;
  defaultSearch?: string;
  onSearchChange?: (search: string) => void;
  /**
   * `local`: the list keeps the items whose label or description matches the search (accents and
   * case ignored). `remote`: the host searches (on the server) and `items` are the results.
   */
  filtering?: 'local' | 'remote';
  /** With `remote` filtering, how many results there are in all when `items` is one page. */
  totalCount?: number;
  status?: SearchableListStatus;
  onRetry?: () => void;
  /** Pages: cut from the matching items with `local` filtering, fetched by the host with `remote`. */
  paging?: Paging;
  /** A link to the advanced search page, shown beside the search field. */
  advancedSearchHref?: string;
  /** Shown when no item matches. Defaults to "No results". */
  emptyState?: ReactNode;
  className?: string;
}

const itemStyles = tv({
  base: [
    'flex h-full cursor-pointer flex-col justify-center border-b border-line px-3 py-2 outline-focus -outline-offset-3',
    'hover:bg-primary-soft forced-colors:border-[CanvasText] forced-colors:outline-[Highlight]',
  ],
  variants: { isFocusVisible: { true: 'outline-3 outline-solid', false: 'outline-none' } },
});

const layoutOptions = { estimatedRowHeight: 44 };

/** The items that match a search, with each label normalised once per list, not per keystroke. */
function useMatchingItems(items: readonly SearchableListItem[], search: string, isLocal: boolean) {
  const normalized = useMemo(
    () => (isLocal ? items.map((item) => normalizeForSearch(`${item.label} ${item.description ?? ''}`)) : []),
    [items, isLocal],
  );
  return useMemo(() => {
    if (!isLocal) return items;
    const query = normalizeForSearch(search);
    return query === '' ? items : items.filter((_, index) => matchesNormalizedQuery(normalized[index] ?? '', query));
  }, [items, normalized, search, isLocal]);
}

/**
 * The list page of every module: a search field, the number of results (announced once it
 * settles), and the matching items as links, virtualized so that 10,000 of them stay smooth.
 * The search ignores accents and case (`normalizeForSearch`); with `filtering="remote"` the host
 * searches on the server instead. Optional pages, link to the advanced search, and loading, empty
 * and failed states.
 */
export function SearchableList({
  label,
  items,
  search,
  defaultSearch = '',
  onSearchChange,
  filtering = 'local',
  totalCount,
  status = 'ready',
  onRetry,
  paging,
  advancedSearchHref,
  emptyState,
  className,
}: SearchableListProps) {
  const { t, i18n } = useLingui();
  const [ownSearch, setOwnSearch] = useState(defaultSearch);
  const searchText = search ?? ownSearch;
  // Typing stays responsive: the list catches up with the field when the browser has time.
  const deferredSearch = useDeferredValue(searchText);
  const isLocal = filtering === 'local';
  const matching = useMatchingItems(items, deferredSearch, isLocal);
  const count = isLocal ? matching.length : (totalCount ?? items.length);
  const shown =
    isLocal && paging ? matching.slice((paging.page - 1) * paging.pageSize, paging.page * paging.pageSize) : matching;
  const isFirstLoad = status === 'loading' && items.length === 0;
  const labelIds = useId();
  const labelIdOf = (item: SearchableListItem) => `${labelIds}-${encodeURIComponent(item.id)}`;

  const changeSearch = (next: string) => {
    setOwnSearch(next);
    onSearchChange?.(next);
    if (paging && paging.page !== 1) paging.onPageChange(1);
  };

  return (
    <div className={`flex flex-col gap-3 ${className ?? ''}`}>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-2">
        <SearchBox value={searchText} onChange={changeSearch} className="flex-1 basis-64" />
        {advancedSearchHref && (
          <Link href={advancedSearchHref} className="py-2">
            {t`Advanced search`}
          </Link>
        )}
      </div>
      {status === 'error' ? (
        <CollectionError onRetry={onRetry} />
      ) : (
        <>
          <div className="min-h-5">{!isFirstLoad && <ResultCount count={count} />}</div>
          <div aria-busy={status === 'loading'}>
            <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
              <GridList
                aria-label={label}
                items={shown}
                className="max-h-[40rem] min-h-40 overflow-auto rounded-card border border-line-strong bg-surface forced-colors:border-[CanvasText]"
                renderEmptyState={() =>
                  isFirstLoad ? <CollectionLoading /> : (emptyState ?? <EmptyState title={t`No results`} />)
                }
              >
                {(item) => (
                  <GridListItem
                    id={item.id}
                    href={item.href}
                    // Typing a label's first letters goes to it.
                    textValue={item.label}
                    lang={item.lang}
                    // The row is named by its label's element, which carries the label's language: an
                    // aria-label (react-aria's, from textValue) carries none for screen readers.
                    render={(props) => <div {...props} aria-label={undefined} aria-labelledby={labelIdOf(item)} />}
                    className={({ isFocusVisible }) => itemStyles({ isFocusVisible })}
                  >
                    <span id={labelIdOf(item)} lang={item.lang} className={linkTextClassName}>
                      {item.label}
                    </span>
                    {item.description && (
                      // The description is the interface's words, in a row that may be in another language.
                      <span lang={item.lang === undefined ? undefined : i18n.locale} className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
                        {item.description}
                      </span>
                    )}
                  </GridListItem>
                )}
              </GridList>
            </Virtualizer>
          </div>
          {paging && <ListPagination paging={paging} total={count} />}
        </>
      )}
    </div>
  );
}
