import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { RequiredMarker, useStandaloneHelp, type StandaloneFieldProps } from '../Field/Field.tsx';
import { useFieldId } from '../Field/field-ids.ts';
import { useLiveRegion } from '../utils/live-region.tsx';
import { entryButton, firstEntryField } from './entry-focus.ts';

export interface OrderedEntriesProps extends StandaloneFieldProps {
  /** Names the whole list, for example "Components". */
  label: ReactNode;
  /** A key for each entry, in order, that stays the entry's while it moves (react-hook-form's field ids). */
  keys: readonly string[];
  /**
   * An entry as the list names it, at its position: "Component Age", "Component 3". Names its group,
   * its buttons and what is announced about it.
   */
  entryLabel: (index: number) => string;
  /** The entry's own fields. */
  renderEntry: (index: number) => ReactNode;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  /** Adds an entry at the end. */
  onAdd: () => void;
  /** The words of the add button: "Add a component". */
  addLabel: string;
  /** What the list says when it holds no entry. */
  emptyMessage: ReactNode;
}

/** Which control of an entry takes focus once the list has changed. */
type FocusTarget =
  | { key: string; control: 'up' | 'down' | 'remove' | 'kept'; element?: Element | null }
  | { key: null; control: 'add' }
  /** The entry just added: the key that was not there before. */
  | { key: null; control: 'added'; before: ReadonlySet<string> };

/**
 * An ordered list of entries, each a group of fields of its own (a structure's components): added
 * at the end, removed, and moved by keyboard, with Move up and Move down on each entry or
 * Alt+ArrowUp / Alt+ArrowDown while focus is anywhere in it (unless the control there uses those
 * keys itself, as a list that opens does). Each move is announced ("Component Age moved to
 * position 3 of 7.") and focus follows the moved entry; after a removal it goes to the entry that
 * takes its place, or to Add.
 */
export function OrderedEntries({
  label,
  description,
  errorMessage,
  name,
  id,
  isRequired,
  isInvalid,
  isDisabled,
  className,
  keys,
  entryLabel,
  renderEntry,
  onMove,
  onRemove,
  onAdd,
  addLabel,
  emptyMessage,
}: OrderedEntriesProps) {
  const { t } = useLingui();
  const fieldId = useFieldId(name, id);
  const legendId = useId();
  const baseId = useId();
  const { region, announce } = useLiveRegion();
  const { describedBy, help } = useStandaloneHelp(description, isInvalid ? errorMessage : null);
  const entries = useRef(new Map<string, HTMLElement>());
  const addRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<FocusTarget | null>(null);
  const count = keys.length;

  // Once the entries stand in their new order, focus goes where the action said.
  useLayoutEffect(() => {
    const target = pending.current;
    if (!target) return;
    pending.current = null;
    if (target.control === 'add') {
      addRef.current?.focus();
      return;
    }
    const key = target.key ?? keys.find((candidate) => !target.before.has(candidate));
    const entry = key === undefined ? undefined : entries.current.get(key);
    if (!entry) return;
    if (target.control === 'added') {
      firstEntryField(entry)?.focus();
      return;
    }
    if (target.control === 'kept') {
      // The control that had focus moved with its entry; it keeps focus.
      const { element } = target;
      if (element instanceof HTMLElement && entry.contains(element) && document.activeElement !== element) element.focus();
      return;
    }
    // At either end the button pressed is disabled: its neighbour takes focus.
    const other = target.control === 'up' ? 'down' : target.control === 'down' ? 'up' : 'remove';
    (entryButton(entry, target.control) ?? entryButton(entry, other))?.focus();
  });

  const move = (from: number, to: number, control: 'up' | 'down' | 'kept') => {
    const key = keys[from];
    if (key === undefined || to < 0 || to >= count) return;
    const name = entryLabel(from);
    pending.current = { key, control, element: document.activeElement };
    onMove(from, to);
    const position = to + 1;
    announce(t`${name} moved to position ${position} of ${count}.`);
  };

  const remove = (index: number) => {
    const name = entryLabel(index);
    const neighbour = keys[index + 1] ?? keys[index - 1];
    pending.current = neighbour === undefined ? { key: null, control: 'add' } : { key: neighbour, control: 'remove' };
    onRemove(index);
    announce(t`${name} removed.`);
  };

  const add = () => {
    pending.current = { key: null, control: 'added', before: new Set(keys) };
    onAdd();
    const position = count + 1;
    announce(t`Entry added at position ${position}.`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1, 'kept');
  };

  return (
    <div className={['flex flex-col gap-3', className].filter(Boolean).join(' ')}>
      <fieldset id={fieldId} aria-describedby={describedBy} aria-invalid={isInvalid || undefined} className="flex min-w-0 flex-col gap-3">
        <legend id={legendId} className="text-base font-semibold text-ink forced-colors:text-[CanvasText]">
          {label}
          {isRequired && <RequiredMarker />}
        </legend>
        {help}
        {count > 1 && <p className="text-sm text-ink-muted forced-colors:text-[CanvasText]">{t`Alt+Up arrow and Alt+Down arrow move the entry that holds the focus.`}</p>}
        {count === 0 ? (
          <p className="text-sm text-ink-muted italic forced-colors:text-[CanvasText]">{emptyMessage}</p>
        ) : (
          <ol aria-labelledby={legendId} className="flex flex-col gap-3">
            {keys.map((key, index) => {
              const entry = entryLabel(index);
              const headingId = `${baseId}-${index}`;
              return (
                <li
                  key={key}
                  ref={(element) => {
                    if (element) entries.current.set(key, element);
                    else entries.current.delete(key);
                  }}
                  className="rounded-card border border-line-strong bg-surface p-3 forced-colors:border-[CanvasText]"
                >
                  {/* The group hears the keys its controls leave unhandled: Alt+arrows move the entry. */}
                  {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
                  <div role="group" aria-labelledby={headingId} onKeyDown={(event) => onKeyDown(event, index)} className="flex flex-col gap-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span id={headingId} className="font-semibold text-ink forced-colors:text-[CanvasText]">
                        {entry}
                      </span>
                      <div className="flex flex-wrap gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          data-entry-action="up"
                          aria-label={t`Move up: ${entry}`}
                          isDisabled={isDisabled || index === 0}
                          onPress={() => move(index, index - 1, 'up')}
                        >
                          <ArrowUp aria-hidden="true" className="size-4" />
                          {t`Move up`}
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          data-entry-action="down"
                          aria-label={t`Move down: ${entry}`}
                          isDisabled={isDisabled || index === count - 1}
                          onPress={() => move(index, index + 1, 'down')}
                        >
                          <ArrowDown aria-hidden="true" className="size-4" />
                          {t`Move down`}
                        </Button>
                        <Button
                          size="sm"
                          variant="quiet"
                          data-entry-action="remove"
                          aria-label={t`Remove: ${entry}`}
                          isDisabled={isDisabled}
                          onPress={() => remove(index)}
                        >
                          <Trash2 aria-hidden="true" className="size-4" />
                          {t`Remove`}
                        </Button>
                      </div>
                    </div>
                    <div data-entry-fields className="grid gap-4 md:grid-cols-2">
                      {renderEntry(index)}
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        <div>
          <Button ref={addRef} id={`${baseId}-add`} variant="secondary" isDisabled={isDisabled} onPress={add}>
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </Button>
        </div>
      </fieldset>
      {region}
    </div>
  );
}
