import { useEffect, useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TerritoryItem } from '@atelier/contracts';
import { Button, ComboBox } from '@atelier/ui-kit';
import { useTerritoryName, useTerritorySearch, type NamedTerritory } from './territory-names.ts';

export interface TerritoryListFieldProps {
  /** The form's field (`unions`, `difference`): the error summary links to its search. */
  name: string;
  /** "Territories included". */
  label: string;
  description?: string;
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Territories the search leaves out: the territory itself, those of the other list. */
  excluded: readonly string[];
  /** What is known of the chosen territories, to name them; an unknown one shows its identifier. */
  known: ReadonlyMap<string, NamedTerritory>;
  /** A territory was chosen in the search: the caller keeps what it knows of it. */
  onPicked: (item: TerritoryItem) => void;
  isRequired?: boolean;
  isInvalid?: boolean;
  errorMessage?: string | undefined;
}

/**
 * Several territories, each found with the same server search as the picker: choosing one adds it
 * to the list below and empties the search for the next; each row has its own "Remove". What
 * changed is said in a status message; after a removal, focus goes to the next row's "Remove" (or
 * the previous one's, or the search).
 */
export function TerritoryListField({ name, label, description, value, onChange, excluded, known, onPicked, isRequired, isInvalid, errorMessage }: TerritoryListFieldProps) {
  const { t } = useLingui();
  const territory = useTerritoryName();
  const search = useTerritorySearch([...excluded, ...value]);
  const input = useRef<HTMLInputElement>(null);
  const removers = useRef<(HTMLButtonElement | null)[]>([]);
  // A new search field after each choice: it starts empty, whatever react-aria kept of the last one.
  const [round, setRound] = useState(0);
  // Where focus goes once the list is drawn again: the new search field, or a row's "Remove".
  const focusAfter = useRef<{ to: 'search' } | { to: 'row'; index: number } | null>(null);
  const [notice, setNotice] = useState('');
  const nameOf = (id: string) => {
    const found = known.get(id);
    return found ? territory.name(found) : id;
  };

  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const row = target.to === 'row' ? removers.current[target.index] : null;
    if (row) row.focus();
    else input.current?.focus();
  });

  const add = (id: string, item: TerritoryItem | undefined) => {
    if (item) onPicked(item);
    if (!value.includes(id)) onChange([...value, id]);
    const added = item ? territory.name(item) : id;
    setNotice(t`${added} added.`);
    setRound((current) => current + 1);
    focusAfter.current = { to: 'search' };
  };
  const remove = (index: number) => {
    const id = value[index];
    if (id === undefined) return;
    const removed = nameOf(id);
    const rest = value.filter((_, position) => position !== index);
    onChange(rest);
    setNotice(t`${removed} removed.`);
    focusAfter.current = rest.length === 0 ? { to: 'search' } : { to: 'row', index: Math.min(index, rest.length - 1) };
  };

  // The options of the last search, to hand the chosen one's details over.
  const shown = useRef(new Map<string, TerritoryItem>());
  const loadOptions = async (text: string, signal: AbortSignal) => {
    const options = await search(text, signal);
    shown.current = new Map(options.map((option) => [option.id, option.item]));
    return options;
  };
  const count = value.length;

  return (
    <div className="flex flex-col gap-2">
      <ComboBox
        key={round}
        ref={input}
        name={name}
        label={label}
        description={description}
        loadOptions={loadOptions}
        value={null}
        onChange={(key) => (key === null ? undefined : add(String(key), shown.current.get(String(key))))}
        isRequired={isRequired}
        isInvalid={isInvalid}
        errorMessage={errorMessage}
      />
      {count > 0 ? (
        <ul aria-label={t({ message: plural(count, { one: `${label}: # chosen`, other: `${label}: # chosen` }) })} className="flex flex-col divide-y divide-line rounded-control border border-line">
          {value.map((id, index) => {
            const shownName = nameOf(id);
            return (
              <li key={id} className="flex items-center justify-between gap-3 px-3 py-1">
                <span lang={known.has(id) ? territory.lang : undefined} className="min-w-0">
                  {shownName}
                </span>
                <Button
                  ref={(element) => {
                    removers.current[index] = element;
                  }}
                  variant="quiet"
                  size="sm"
                  aria-label={t`Remove ${shownName}`}
                  onPress={() => remove(index)}
                >
                  {t`Remove`}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted forced-colors:text-[CanvasText]">{t`None chosen.`}</p>
      )}
      <p role="status" className="sr-only">
        {notice}
      </p>
    </div>
  );
}
