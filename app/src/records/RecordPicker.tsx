import { use, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, SearchBox, useDataLanguages, useFieldId } from '@atelier/ui-kit';
import { kindNamed, type AnyKind, type RecordListItem, type ReferencedRecord } from '@atelier/contracts';
import { apiList } from '../lib/api-client.ts';
import { SEARCH_DELAY_MS, useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useFieldNames } from './field-names.ts';
import { offersKey, toQueryString } from './record-api.ts';
import { RecordFieldsContext } from './record-fields-context.ts';
import { useRequiredFields } from './required-fields.ts';

// Picking records of some kinds by a search on the server: the records chosen, each removable, and
// a search over the kinds' lists (one page of answers, never the whole list: a thesaurus holds
// thousands of concepts) whose answers are added one by one. Keyboard only: Tab reaches each
// button, focus stays in the picker as items move between its two lists, and what happened is said.

/** A record as the picker shows it: its label in the first language, its identifier. */
export interface PickedRecord {
  id: string;
  labelLg1: string;
}

/** How many answers one search shows. */
export const PICKER_PAGE_SIZE = 20;

export interface RecordPickerProps {
  /** The kinds whose records may be picked (their lists are searched). */
  kinds: readonly AnyKind[];
  label: string;
  description?: ReactNode;
  /** The identifiers chosen, in their order. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** What the chosen records are called (the record's references): their labels show before any search. */
  known?: readonly PickedRecord[];
  /** Records never offered (the record being edited). The chosen ones are not offered again either. */
  exclude?: readonly string[];
  /** The form's name of the field: the error summary links to the picker by it. */
  name?: string;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string | undefined;
  className?: string | undefined;
}

/** Where focus goes once the lists changed: a button of one of them by the record's id, or the search. */
type FocusTarget = { list: 'picked' | 'answers'; id: string } | 'search' | null;

/** The record's button next to the one acted on, in the list as it will stand: the following one, else the previous one. */
function neighbour(ids: readonly string[], id: string): string | undefined {
  const at = ids.indexOf(id);
  return ids[at + 1] ?? ids[at - 1];
}

export function RecordPicker({
  kinds,
  label,
  description,
  value,
  onChange,
  known = [],
  exclude = [],
  name,
  isRequired,
  isInvalid,
  errorMessage,
  className,
}: RecordPickerProps) {
  const { t } = useLingui();
  const { lg1 } = useDataLanguages();
  const fieldId = useFieldId(name, undefined);
  const descriptionId = useId();
  const errorId = useId();
  const pickedId = useId();
  const answersId = useId();
  const container = useRef<HTMLFieldSetElement>(null);
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState('');
  const focusTarget = useRef<FocusTarget>(null);
  // The labels met so far: the record's references, then each answer of a search.
  const [seen, setSeen] = useState<ReadonlyMap<string, PickedRecord>>(() => new Map());
  const typed = search.trim();
  const settled = useDebouncedValue(typed, SEARCH_DELAY_MS);
  // Enter searches at once.
  const [submitted, setSubmitted] = useState('');
  const query = submitted !== '' && submitted === typed ? submitted : settled;
  const answers = useQuery({
    queryKey: offersKey(kinds.map((kind) => kind.name), 'search', query),
    queryFn: async ({ signal }) => {
      const pages = await Promise.all(
        kinds.map((kind) => apiList<RecordListItem>(`${kind.paths.list}${toQueryString({ q: query, per_page: PICKER_PAGE_SIZE })}`, { signal })),
      );
      return { items: pages.flatMap((page) => page.items), total: pages.reduce((sum, page) => sum + page.total, 0) };
    },
    enabled: query !== '',
    staleTime: 30_000,
  });

  const labels = useMemo(() => {
    const map = new Map<string, PickedRecord>(seen);
    for (const record of known) map.set(record.id, record);
    return map;
  }, [known, seen]);
  const picked: PickedRecord[] = value.map((id) => labels.get(id) ?? { id, labelLg1: id });
  const count = picked.length;
  const hidden = new Set([...exclude, ...value]);
  const offered = query === '' ? [] : (answers.data?.items ?? []).filter((item) => !hidden.has(item.id));
  const searching = query !== typed || (query !== '' && answers.isFetching);

  // Focus follows the record moved to a button beside it, or to the search when its list is empty.
  useLayoutEffect(() => {
    const wanted = focusTarget.current;
    if (!wanted) return;
    focusTarget.current = null;
    const root = container.current;
    const target =
      wanted === 'search'
        ? root?.querySelector<HTMLElement>('input[type="search"]')
        : [...(root?.querySelector(`[data-picker-list=${wanted.list}]`)?.querySelectorAll<HTMLElement>('[data-record-id]') ?? [])].find(
            (button) => button.dataset.recordId === wanted.id,
          );
    target?.focus();
  });

  const add = (record: RecordListItem) => {
    setSeen((current) => new Map(current).set(record.id, { id: record.id, labelLg1: record.labelLg1 }));
    onChange([...value, record.id]);
    const next = neighbour(
      offered.map((item) => item.id),
      record.id,
    );
    focusTarget.current = next ? { list: 'answers', id: next } : 'search';
    const added = record.labelLg1;
    setNotice(t`${added} added.`);
  };
  const remove = (record: PickedRecord) => {
    onChange(value.filter((id) => id !== record.id));
    const next = neighbour(value, record.id);
    focusTarget.current = next ? { list: 'picked', id: next } : 'search';
    const removed = record.labelLg1;
    setNotice(t`${removed} removed.`);
  };

  let status: ReactNode = null;
  if (typed === '') status = null;
  else if (searching) status = t`Searching…`;
  else if (answers.isError) status = t`The search failed.`;
  else if (offered.length === 0) status = t`No record matches “${query}” besides those already chosen.`;
  else {
    const shown = offered.length;
    const total = answers.data?.total ?? shown;
    status =
      total > PICKER_PAGE_SIZE
        ? t({ message: plural(shown, { one: '# answer shown of more: refine the search to see others.', other: '# answers shown of more: refine the search to see others.' }) })
        : t({ message: plural(shown, { one: '# answer.', other: '# answers.' }) });
  }
  const describedBy = [description ? descriptionId : null, isInvalid && errorMessage ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <fieldset
      ref={container}
      id={fieldId}
      aria-describedby={describedBy}
      aria-invalid={isInvalid || undefined}
      className={`flex min-w-0 flex-col gap-3 rounded-card border p-4 ${isInvalid ? 'border-danger border-2' : 'border-line'} forced-colors:border-[CanvasText] ${className ?? ''}`}
    >
      <legend className="px-1 font-semibold text-ink forced-colors:text-[CanvasText]">
        {label}
        {isRequired && <span aria-hidden="true"> *</span>}
      </legend>
      {description && (
        <p id={descriptionId} className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
          {description}
        </p>
      )}
      {isInvalid && errorMessage && (
        <p id={errorId} className="text-sm font-semibold text-danger forced-colors:text-[CanvasText]">
          {errorMessage}
        </p>
      )}
      <div className="flex flex-col gap-1">
        <p id={pickedId} className="text-sm font-semibold text-ink forced-colors:text-[CanvasText]">
          <Trans>Chosen ({count})</Trans>
        </p>
        {picked.length === 0 ? (
          <p className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
            <Trans>None yet: search below to add some.</Trans>
          </p>
        ) : (
          <ul aria-labelledby={pickedId} data-picker-list="picked" className="flex flex-col divide-y divide-line">
            {picked.map((record) => {
              const recordLabel = record.labelLg1;
              return (
                <li key={record.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                  <span>
                    <span lang={lg1}>{recordLabel}</span> <span className="text-sm text-ink-muted forced-colors:text-[CanvasText]">({record.id})</span>
                  </span>
                  <Button variant="quiet" size="sm" data-record-id={record.id} aria-label={t`Remove ${recordLabel}`} onPress={() => remove(record)}>
                    <Trans>Remove</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <SearchBox label={t`${label}: search to add`} value={search} onChange={setSearch} onSubmit={(text) => setSubmitted(text.trim())} className="max-w-xl" />
      {offered.length > 0 && !searching && (
        <ul id={answersId} aria-label={t`Answers`} data-picker-list="answers" className="flex flex-col divide-y divide-line">
          {offered.map((record) => {
            const recordLabel = record.labelLg1;
            return (
              <li key={record.id} className="flex flex-wrap items-center justify-between gap-2 py-1">
                <span>
                  <span lang={lg1}>{recordLabel}</span> <span className="text-sm text-ink-muted forced-colors:text-[CanvasText]">({record.id})</span>
                </span>
                <Button variant="secondary" size="sm" data-record-id={record.id} aria-label={t`Add ${recordLabel}`} onPress={() => add(record)}>
                  <Trans>Add</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {answers.isError && !searching && typed !== '' && (
        <div>
          <Button variant="secondary" size="sm" onPress={() => void answers.refetch()}>
            <Trans>Search again</Trans>
          </Button>
        </div>
      )}
      <p role="status" className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
        {status}
        {status && notice ? ' ' : ''}
        {notice}
      </p>
    </fieldset>
  );
}

/** The kinds a reference field of the form's kind may point to, as declared. */
function targetKinds(kind: AnyKind, name: string): AnyKind[] {
  const field = kind.fields[name];
  if (!field?.reference?.many) throw new Error(`${kind.name}.${name} is no list of references`);
  return field.reference.kinds.flatMap((target) => kindNamed(target) ?? []);
}

export interface RecordPickerFieldProps {
  /** A field of the form's kind that lists references (`references(['concept'])`). */
  name: string;
  description?: ReactNode;
  /** Records never offered, besides those chosen (the record being edited). */
  exclude?: readonly string[];
  className?: string;
}

/**
 * A list of references of a record's form, picked by a search on the server (a concept's links, a
 * collection's members): for lists too long to be loaded whole, where RecordField's checklist loads
 * every record of the target kinds.
 */
export function RecordPickerField({ name, description, exclude, className }: RecordPickerFieldProps) {
  const context = use(RecordFieldsContext);
  if (!context) throw new Error('RecordPickerField is used outside a record form');
  const { ui, control, references } = context;
  const names = useFieldNames(ui);
  const isRequired = useRequiredFields(ui);
  const kinds = useMemo(() => targetKinds(ui.kind, name), [ui, name]);
  const known = useMemo(() => (references[name] ?? []).map((record: ReferencedRecord) => ({ id: record.id, labelLg1: record.labelLg1 })), [references, name]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RecordPicker
          kinds={kinds}
          name={field.name}
          label={names(name)}
          description={description}
          value={(field.value as string[] | undefined) ?? []}
          onChange={field.onChange}
          known={known}
          {...(exclude ? { exclude } : {})}
          isRequired={isRequired(name)}
          isInvalid={fieldState.invalid}
          errorMessage={fieldState.error?.message}
          className={className}
        />
      )}
    />
  );
}
