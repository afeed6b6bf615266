import { useDeferredValue, useId, useMemo, useRef, useState, type ReactNode, type Ref, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import {
  Button as AriaButton,
  CheckboxButton,
  CheckboxField,
  GridList,
  GridListItem,
  ListLayout,
  Text,
  Virtualizer,
  type Selection,
} from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import { tv } from '../utils/variants.ts';
import { buttonStyles } from '../Button/Button.tsx';
import { CollectionError, CollectionLoading } from '../CollectionState/CollectionState.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { FieldLabel, useStandaloneHelp, type StandaloneFieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { fieldStyles, markStyles } from '../Field/field-styles.ts';
import { useFocusHandle, type FocusHandle } from '../Field/focus-handle.ts';
import { ResultCount } from '../ResultCount/ResultCount.tsx';
import { matchesNormalizedQuery, normalizeForSearch } from '../SearchableList/normalize-for-search.ts';
import { SearchBox } from '../SearchableList/SearchBox.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { focusRing } from '../utils/styles.ts';

export interface ChecklistItem {
  id: string;
  /** The item's label, which the search matches. Record data: give its `lang`. */
  label: string;
  /** A second line under the label, such as a code; the search matches it too. */
  description?: string;
  /** The language of the label (`fr`, `en`), when it is record data in a data language. */
  lang?: string;
}

export interface ChecklistPickerProps extends StandaloneFieldProps {
  /** Names the group and the list, for example "Codes kept". */
  label: ReactNode;
  items: readonly ChecklistItem[];
  /** The ids of the selected items. */
  value?: readonly string[];
  defaultValue?: readonly string[];
  /** Called with every selected id, those hidden by the search included. */
  onChange?: (ids: string[]) => void;
  /** Called when focus leaves the whole control (react-hook-form marks it touched). */
  onBlur?: () => void;
  /** The loading of the items: a spinner while the first ones load, an error with Retry. */
  status?: 'ready' | 'loading' | 'error';
  onRetry?: () => void;
  /** `focus()` moves to the search field (react-hook-form focuses it on error). */
  ref?: Ref<FocusHandle>;
}

const listStyles = tv({
  extend: focusRing,
  base: 'max-h-96 min-h-40 overflow-auto rounded-card border bg-surface forced-colors:bg-[Canvas]',
  variants: {
    isInvalid: {
      true: 'border-danger shadow-[inset_0_0_0_1px_var(--color-danger)] forced-colors:border-[Mark]',
      false: 'border-line-strong forced-colors:border-[CanvasText]',
    },
  },
  defaultVariants: { isInvalid: false },
});

const rowStyles = tv({
  base: [
    'flex h-full items-start gap-3 border-b border-line px-3 py-2 outline-focus -outline-offset-3',
    'forced-colors:border-[CanvasText] forced-colors:outline-[Highlight]',
  ],
  variants: {
    isFocusVisible: { true: 'outline-3 outline-solid', false: 'outline-none' },
    isDisabled: {
      true: 'cursor-not-allowed text-ink-muted forced-colors:text-[GrayText]',
      false: 'cursor-pointer text-ink hover:bg-surface-subtle forced-colors:text-[CanvasText]',
    },
  },
});

const layoutOptions = { estimatedRowHeight: 44 };

/** The items that match a search, with each text normalised once per list, not per keystroke. */
function useMatchingItems(items: readonly ChecklistItem[], search: string) {
  const normalized = useMemo(() => items.map((item) => normalizeForSearch(`${item.label} ${item.description ?? ''}`)), [items]);
  return useMemo(() => {
    const query = normalizeForSearch(search);
    return query === '' ? items : items.filter((_, index) => matchesNormalizedQuery(normalized[index] ?? '', query));
  }, [items, normalized, search]);
}

/**
 * A subset of a long list (10,000 items and more), for example the codes that a partial code list
 * keeps: a search (accents and case ignored), a virtualized list of checkboxes, the count of
 * selected items, and bulk actions on the items shown. Selecting while a search hides some items
 * keeps those selected: every change applies to the items shown and leaves the others as they were.
 */
export function ChecklistPicker({
  label,
  description,
  errorMessage,
  items,
  value,
  defaultValue,
  onChange,
  onBlur,
  status = 'ready',
  onRetry,
  isInvalid,
  isRequired,
  isDisabled = false,
  name,
  id,
  ref,
  className,
}: ChecklistPickerProps) {
  const { t, i18n } = useLingui();
  const fieldId = useFieldId(name, id);
  const labelId = useId();
  const requiredId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const selectButton = useRef<HTMLButtonElement>(null);
  const deselectButton = useRef<HTMLButtonElement>(null);
  useFocusHandle(ref, containerRef);
  const { describedBy, help } = useStandaloneHelp(description, isInvalid ? errorMessage : undefined);
  const labelledBy = isRequired ? `${labelId} ${requiredId}` : labelId;

  const [selected, setSelected] = useControlledState<readonly string[], string[]>(value, defaultValue ?? [], onChange);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const [search, setSearch] = useState('');
  // Typing stays responsive: the list catches up with the field when the browser has time.
  const deferredSearch = useDeferredValue(search);
  const matching = useMatchingItems(items, deferredSearch);
  // "Show selected only" keeps the items selected when it was turned on, so that unchecking one
  // does not pull its row (and the focus) away.
  const [selectedOnly, setSelectedOnly] = useState<ReadonlySet<string> | null>(null);
  const shown = useMemo(() => (selectedOnly ? matching.filter((item) => selectedOnly.has(item.id)) : matching), [matching, selectedOnly]);
  const shownIds = useMemo(() => shown.map((item) => item.id), [shown]);
  // The list is given only its own selected keys: react-stately picks the row to focus on entry
  // among them, and ids it does not hold would confuse it.
  const shownSelected = useMemo(() => new Set(shownIds.filter((itemId) => selectedSet.has(itemId))), [shownIds, selectedSet]);
  const shownSelectedCount = shownSelected.size;
  const selectedCount = useMemo(() => items.filter((item) => selectedSet.has(item.id)).length, [items, selectedSet]);
  const canSelectShown = !isDisabled && shownSelectedCount < shownIds.length;
  const canDeselectShown = !isDisabled && shownSelectedCount > 0;
  const disabledKeys = useMemo(() => (isDisabled ? shownIds : undefined), [isDisabled, shownIds]);
  const isFirstLoad = status === 'loading' && items.length === 0;

  /** The new selection for the shown items; the ids of the hidden ones are kept as they were. */
  const changeShown = (keys: Selection) => {
    const shownSet = new Set(shownIds);
    const picked = keys === 'all' ? shownSet : keys;
    const kept = selected.filter((itemId) => !shownSet.has(itemId) || picked.has(itemId));
    const added = shownIds.filter((itemId) => picked.has(itemId) && !selectedSet.has(itemId));
    setSelected([...kept, ...added]);
  };

  /** A bulk action disables its own button: focus then goes to the other one, not to the page. */
  const bulk = (keys: Selection, from: RefObject<HTMLButtonElement | null>, to: RefObject<HTMLButtonElement | null>) => {
    flushSync(() => changeShown(keys));
    if (from.current?.disabled) to.current?.focus();
  };

  const totalText = i18n.number(items.length);
  const selectedText = t({
    message: plural(selectedCount, { one: `# of ${totalText} selected`, other: `# of ${totalText} selected` }),
  });

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- not an interaction: tells the host when focus leaves the whole control
    <div
      id={fieldId}
      ref={containerRef}
      role="group"
      aria-labelledby={labelledBy}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onBlur?.();
      }}
      className={fieldStyles({ className })}
    >
      <FieldLabel elementType="span" id={labelId} isRequired={isRequired}>
        {label}
      </FieldLabel>
      {/* The asterisk is hidden from screen readers: they hear "required" with the name instead. */}
      {isRequired && (
        <span id={requiredId} hidden>
          {t`required`}
        </span>
      )}
      {status === 'error' ? (
        <CollectionError onRetry={onRetry} />
      ) : (
        <div className="flex flex-col gap-2">
          <SearchBox value={search} onChange={setSearch} isDisabled={isDisabled} aria-describedby={describedBy} />
          {!isFirstLoad && (
            <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <ResultCount count={shown.length} />
              {items.length > 0 && (
                <p role="status" className="text-sm font-semibold text-ink forced-colors:text-[CanvasText]">
                  {selectedText}
                </p>
              )}
            </div>
          )}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <div className="flex flex-wrap gap-2">
              <AriaButton
                ref={selectButton}
                isDisabled={!canSelectShown}
                onPress={() => bulk('all', selectButton, deselectButton)}
                className={(state) => buttonStyles({ ...state, variant: 'secondary', size: 'sm' })}
              >
                {t`Select all shown`}
              </AriaButton>
              <AriaButton
                ref={deselectButton}
                isDisabled={!canDeselectShown}
                onPress={() => bulk(new Set(), deselectButton, selectButton)}
                className={(state) => buttonStyles({ ...state, variant: 'secondary', size: 'sm' })}
              >
                {t`Deselect all shown`}
              </AriaButton>
            </div>
            <Switch
              label={t`Show selected only`}
              isSelected={selectedOnly !== null}
              onChange={(on) => setSelectedOnly(on ? new Set(selected) : null)}
              isDisabled={isDisabled}
            />
          </div>
          <div aria-busy={status === 'loading'}>
            <Virtualizer layout={ListLayout} layoutOptions={layoutOptions}>
              <GridList
                aria-labelledby={labelledBy}
                aria-describedby={describedBy}
                items={shown}
                selectionMode="multiple"
                selectedKeys={shownSelected}
                onSelectionChange={changeShown}
                disabledKeys={disabledKeys}
                // Escape would silently uncheck every item shown; the buttons above do that openly.
                escapeKeyBehavior="none"
                className={({ isFocusVisible }) => listStyles({ isFocusVisible, isInvalid: !!isInvalid })}
                renderEmptyState={() =>
                  isFirstLoad ? (
                    <CollectionLoading />
                  ) : (
                    <EmptyState
                      title={
                        items.length === 0
                          ? t`No items to choose from`
                          : selectedOnly?.size === 0
                            ? t`No item selected`
                            : t`No results`
                      }
                    />
                  )
                }
              >
                {(item) => (
                  <GridListItem
                    id={item.id}
                    textValue={item.label}
                    className={({ isFocusVisible, isDisabled: isRowDisabled }) =>
                      rowStyles({ isFocusVisible, isDisabled: isRowDisabled })
                    }
                  >
                    <CheckboxField slot="selection" className="flex shrink-0 pt-0.5">
                      <CheckboxButton className="flex">
                        {({ isSelected, isDisabled: isBoxDisabled, isFocusVisible }) => (
                          <span
                            className={markStyles({
                              isSelected,
                              isDisabled: isBoxDisabled,
                              isFocusVisible,
                              isInvalid: !!isInvalid,
                              className: 'size-5 rounded-sm',
                            })}
                          >
                            <Check aria-hidden="true" className="size-4" />
                          </span>
                        )}
                      </CheckboxButton>
                    </CheckboxField>
                    <span className="flex min-w-0 flex-col wrap-anywhere">
                      <span lang={item.lang}>{item.label}</span>
                      {item.description && (
                        <Text slot="description" className="text-sm text-ink-muted forced-colors:text-[CanvasText]">
                          {item.description}
                        </Text>
                      )}
                    </span>
                  </GridListItem>
                )}
              </GridList>
            </Virtualizer>
          </div>
        </div>
      )}
      {help}
    </div>
  );
}
