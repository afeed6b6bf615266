import { useRef, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ComboBox, useDataLanguages } from '@atelier/ui-kit';
import { SEARCH_DELAY_MS } from '../lib/use-debounced-value.ts';
import { vocabularyLabel } from './reference.ts';
import type { TreeSource, TreeSourceItem } from './tree-source.ts';


/** Fewer letters than this find too much to be worth asking. */
const MIN_LETTERS = 2;

interface Option {
  id: string;
  label: string;
  lang: string;
  item: TreeSourceItem;
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts (a newer search started). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

export interface RecordTreeSearchProps {
  search: NonNullable<TreeSource['search']>;
  /** Says what the search found (the tree's live region). */
  announce: (message: string) => void;
  onChoose: (item: TreeSourceItem) => void;
}

/**
 * The tree's search box: a combo box whose options the server finds as the person types (after a
 * pause), the first page of them; how many there are, none, or a failure is said. Choosing one
 * opens the tree at it.
 */
export function RecordTreeSearch({ search, announce, onChoose }: RecordTreeSearchProps) {
  const { t, i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const [failed, setFailed] = useState(false);
  const found = useRef(new Map<string, Option>());
  // The label of the result last chosen: the box then shows it, which is no search to run.
  const chosen = useRef<string>(undefined);
  const labelOf = vocabularyLabel(i18n.locale, lg1, lg2);

  const loadOptions = async (typed: string, signal: AbortSignal): Promise<Option[]> => {
    const text = typed.trim();
    if (text.length < MIN_LETTERS) return [];
    // Typing pauses before the server is asked: one search per word, not per letter.
    await pause(SEARCH_DELAY_MS, signal);
    if (typed === chosen.current) return [...found.current.values()];
    let page;
    try {
      page = await search(text, 1, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      setFailed(true);
      announce(t`The search could not be done. Try again.`);
      return [];
    }
    setFailed(false);
    const { items, total } = page;
    if (total === 0) announce(t`Nothing matches “${text}”.`);
    else if (total > items.length) {
      const shown = items.length;
      announce(t({ message: plural(total, { one: `# match; the first ${shown} are listed: type more to narrow the search.`, other: `# matches; the first ${shown} are listed: type more to narrow the search.` }) }));
    } else announce(t({ message: plural(total, { one: '# match.', other: '# matches.' }) }));
    const options = items.map((item) => {
      const { text: label, lang } = labelOf(item);
      const detail = typeof item.detail === 'object' ? i18n._(item.detail) : item.detail;
      return { id: item.id, label: detail ? `${label} (${detail})` : label, lang, item };
    });
    found.current = new Map(options.map((option) => [option.id, option]));
    return options;
  };

  return (
    <div className="flex max-w-xl flex-col gap-1">
      <ComboBox<Option>
        label={t`Find in the tree`}
        description={t`Type two letters or more, then choose a result: the tree opens at it.`}
        loadOptions={loadOptions}
        menuTrigger="input"
        onChange={(key) => {
          const option = key === null ? undefined : found.current.get(String(key));
          if (!option) return;
          chosen.current = option.label;
          onChoose(option.item);
        }}
      />
      {failed && <p className="text-sm text-danger forced-colors:text-[CanvasText]">{t`The search could not be done. Try again.`}</p>}
    </div>
  );
}
