import { useId, useLayoutEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, EmptyState, ListPagination, ResultCount, SearchBox, Spinner, useDataLanguages } from '@atelier/ui-kit';
import { Minus, Plus } from 'lucide-react';
import { SEARCH_DELAY_MS, useDebouncedValue } from '../lib/use-debounced-value.ts';
import type { RecordUi } from './kind.ts';
import { recordQueries, type Filter } from './record-api.ts';

// A selection of records of one kind, built in two panels: what is selected, and the candidates
// found on the server (searched, paged). Each record is added or removed with its own button, whose
// name says which; the number selected is announced as it changes. The bulk publication and export
// screens pick their records with it, and so can a form's list of members.

/** A record as the selection keeps it: its identifier and its label in the first data language. */
export interface SelectedRecord {
  id: string;
  label: string;
}

export interface SelectionPickerProps {
  ui: RecordUi;
  /** Narrows the candidates (`{ toValidate: 'true' }`: only those not published as they stand). */
  filter?: Filter;
  selected: readonly SelectedRecord[];
  onChange: (selected: SelectedRecord[]) => void;
  /** Headings of the two panels ("Selected concepts", "Concepts to publish"). */
  selectedTitle: string;
  candidatesTitle: string;
  /** What the candidates' panel says when there is none at all (not a search that found none). */
  noCandidate: string;
  /** Candidates per page. */
  pageSize?: number;
  /** An error about the selection (nothing selected), shown and announced above both panels. */
  error?: string | undefined;
  className?: string;
}

/**
 * Two panels: the records selected, each with "Remove", and the candidates of the kind, searched and
 * paged on the server, each with "Add" (a record selected leaves the candidates, and comes back once
 * removed), and "Add all on this page". Focus moves to the next record's button of the panel acted
 * in (or to the panel's heading when none is left).
 */
export function SelectionPicker({
  ui,
  filter = {},
  selected,
  onChange,
  selectedTitle,
  candidatesTitle,
  noCandidate,
  pageSize = 10,
  error,
  className,
}: SelectionPickerProps) {
  const { t } = useLingui();
  const { lg1 } = useDataLanguages();
  const ids = useId();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const candidates = useQuery({ ...recordQueries.list(ui, { ...filter, q: query, page, per_page: pageSize }), placeholderData: keepPreviousData });
  const items = candidates.data?.items ?? [];
  const total = candidates.data?.total ?? 0;
  const chosen = new Set(selected.map((record) => record.id));

  // Focus after a removal: the next selected record's button, else the previous one, else the heading (after "Add all" too).
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const addButtons = useRef(new Map<string, HTMLButtonElement>());
  const selectedHeading = useRef<HTMLHeadingElement>(null);
  const candidatesHeading = useRef<HTMLHeadingElement>(null);
  // Set by an addition: the next candidate's Add, else the previous one's, else the candidates' heading.
  const focusAfterAddition = useRef<string | null | undefined>(undefined);
  // Set by a removal (or "Add all"), taken once the selection is drawn again.
  const focusAfterRemoval = useRef<string | null | undefined>(undefined);
  useLayoutEffect(() => {
    if (focusAfterRemoval.current === undefined) return;
    const next = focusAfterRemoval.current;
    focusAfterRemoval.current = undefined;
    ((next === null ? null : removeButtons.current.get(next)) ?? selectedHeading.current)?.focus();
  });
  useLayoutEffect(() => {
    if (focusAfterAddition.current === undefined) return;
    const next = focusAfterAddition.current;
    focusAfterAddition.current = undefined;
    ((next === null ? null : addButtons.current.get(next)) ?? candidatesHeading.current)?.focus();
  });

  const add = (records: SelectedRecord[]) => onChange([...selected, ...records.filter((record) => !chosen.has(record.id))]);
  const remove = (id: string) => onChange(selected.filter((record) => record.id !== id));
  const removeSelected = (id: string) => {
    const index = selected.findIndex((record) => record.id === id);
    const next = selected[index + 1] ?? selected[index - 1];
    focusAfterRemoval.current = next?.id ?? null;
    remove(id);
  };
  const onSearchChange = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const pickedOf = (item: { id: string; labelLg1: string }): SelectedRecord => ({ id: item.id, label: item.labelLg1 });
  // A record selected leaves the candidates (it is in the other panel); removed, it comes back.
  const addable = items.filter((item) => !chosen.has(item.id));
  const addOne = (item: { id: string; labelLg1: string }) => {
    const index = addable.findIndex((candidate) => candidate.id === item.id);
    focusAfterAddition.current = (addable[index + 1] ?? addable[index - 1])?.id ?? null;
    add([pickedOf(item)]);
  };
  const count = selected.length;
  const countText = t({ message: plural(count, { 0: 'None selected', one: '# selected', other: '# selected' }) });

  return (
    <div className={`flex flex-col gap-4 ${className ?? ''}`}>
      {error && (
        <Alert tone="error" id={`${ids}-error`}>
          {error}
        </Alert>
      )}
      <p role="status" className="sr-only">
        {countText}
      </p>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby={`${ids}-selected`} className="flex min-w-0 flex-col gap-3 rounded-card border border-line p-4">
          <h2 id={`${ids}-selected`} ref={selectedHeading} tabIndex={-1} className="text-xl font-bold outline-offset-4">
            {selectedTitle} <span className="text-base font-normal text-ink-muted forced-colors:text-[CanvasText]">({count})</span>
          </h2>
          {count === 0 ? (
            <p className="text-ink-muted forced-colors:text-[CanvasText]">
              <Trans>Nothing selected yet: add records from the list.</Trans>
            </p>
          ) : (
            <>
              <ul aria-labelledby={`${ids}-selected`} className="flex flex-col divide-y divide-line">
                {selected.map(({ id, label }) => (
                  <li key={id} className="flex items-center justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span lang={lg1} className="block break-words">
                        {label}
                      </span>
                      <span className="block text-sm text-ink-muted forced-colors:text-[CanvasText]">{id}</span>
                    </span>
                    <Button
                      ref={(button) => {
                        if (button) removeButtons.current.set(id, button);
                        else removeButtons.current.delete(id);
                      }}
                      variant="quiet"
                      size="sm"
                      aria-label={t`Remove ${label}`}
                      onPress={() => removeSelected(id)}
                    >
                      <Minus aria-hidden="true" className="size-4" />
                      <Trans>Remove</Trans>
                    </Button>
                  </li>
                ))}
              </ul>
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                onPress={() => {
                  focusAfterRemoval.current = null;
                  onChange([]);
                }}
              >
                <Trans>Remove all</Trans>
              </Button>
            </>
          )}
        </section>

        <section aria-labelledby={`${ids}-candidates`} className="flex min-w-0 flex-col gap-3 rounded-card border border-line p-4">
          <h2 id={`${ids}-candidates`} ref={candidatesHeading} tabIndex={-1} className="text-xl font-bold outline-offset-4">
            {candidatesTitle}
          </h2>
          <SearchBox label={t`Search by label or identifier`} value={search} onChange={onSearchChange} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <ResultCount count={candidates.isSuccess ? total : 0} />
            {addable.length > 0 && (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  // The button goes with the page's last candidate: focus moves to the selection's heading, which counts them.
                  focusAfterRemoval.current = null;
                  add(addable.map(pickedOf));
                }}
              >
                <Trans>Add all on this page</Trans>
              </Button>
            )}
          </div>
          {candidates.isError ? (
            <Alert tone="error" actions={<Button variant="secondary" size="sm" onPress={() => void candidates.refetch()}><Trans>Retry</Trans></Button>}>
              <Trans>The list could not be loaded.</Trans>
            </Alert>
          ) : candidates.isPending ? (
            <div className="flex justify-center py-6">
              <Spinner label={t`Loading…`} />
            </div>
          ) : items.length === 0 ? (
            <EmptyState title={query === '' ? noCandidate : t`Nothing matches this search.`} />
          ) : addable.length === 0 ? (
            <p className="py-4 text-ink-muted forced-colors:text-[CanvasText]">
              <Trans>Everything on this page is selected.</Trans>
            </p>
          ) : (
            <ul aria-labelledby={`${ids}-candidates`} className="flex flex-col divide-y divide-line" aria-busy={candidates.isFetching}>
              {addable.map((item) => {
                const label = item.labelLg1;
                return (
                  <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="min-w-0">
                      <span lang={lg1} className="block break-words">
                        {label}
                      </span>
                      <span className="block text-sm text-ink-muted forced-colors:text-[CanvasText]">{item.id}</span>
                    </span>
                    <Button
                      ref={(button) => {
                        if (button) addButtons.current.set(item.id, button);
                        else addButtons.current.delete(item.id);
                      }}
                      variant="quiet"
                      size="sm"
                      aria-label={t`Add ${label}`}
                      onPress={() => addOne(item)}
                    >
                      <Plus aria-hidden="true" className="size-4" />
                      <Trans>Add</Trans>
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <ListPagination paging={{ page, onPageChange: setPage, pageSize }} total={candidates.isSuccess ? total : 0} />
        </section>
      </div>
    </div>
  );
}
