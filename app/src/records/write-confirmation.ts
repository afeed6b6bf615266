import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { select } from '@lingui/core/macro';
import { toasts } from '../shell/toasts.ts';
import type { RecordUi } from './kind.ts';

// Every write says what it did and to which record, in the same words for every kind: "Code list
// CL_FREQ saved.", "Series “Labour force survey” published.", « Liste de codes CL_FREQ supprimée. ».
// The kind brings its noun and French gender (the catalogue of every kind); a toast shows it and,
// being an alert, says it to screen readers.

export type WriteOutcome = 'saved' | 'published' | 'deleted';

/** One record as a confirmation names it: its identifier, and its label in the first data language. */
export interface WrittenRecord {
  id: string;
  label?: string | null | undefined;
}

/**
 * How sentences name a record: a record whose authors choose its identifier by it (CL_FREQ); any
 * other by its label in quotes (“Labour force survey”), its number meaning nothing to people.
 */
export function useRecordName(ui: Pick<RecordUi, 'kind' | 'quotedLabel'>) {
  const { t } = useLingui();
  return useCallback(
    (record: WrittenRecord): string => {
      const label = record.label ? (ui.quotedLabel?.(record.label) ?? record.label) : '';
      return ui.kind.id.type === 'client' || label === '' ? record.id : t({ message: `“${label}”`, comment: 'A record’s label quoted in a sentence' });
    },
    [t, ui],
  );
}

/**
 * Confirms a write: `confirm('saved', { id, label })` shows (and says) "Code list CL_FREQ saved.",
 * naming the record as `useRecordName` does. Returns the words.
 */
export function useWriteConfirmation(ui: Pick<RecordUi, 'kind' | 'noun' | 'gender' | 'quotedLabel'>) {
  const { t, i18n } = useLingui();
  const nameOf = useRecordName(ui);
  return useCallback(
    (outcome: WriteOutcome, record: WrittenRecord): string => {
      const noun = i18n._(ui.noun);
      const name = nameOf(record);
      const gender = ui.gender;
      const words =
        outcome === 'saved'
          ? t({ message: select(gender, { masculine: `${noun} ${name} saved.`, feminine: `${noun} ${name} saved.`, other: `${noun} ${name} saved.` }) })
          : outcome === 'published'
            ? t({ message: select(gender, { masculine: `${noun} ${name} published.`, feminine: `${noun} ${name} published.`, other: `${noun} ${name} published.` }) })
            : t({ message: select(gender, { masculine: `${noun} ${name} deleted.`, feminine: `${noun} ${name} deleted.`, other: `${noun} ${name} deleted.` }) });
      toasts.add({ tone: 'success', title: words }, { timeout: 5000 });
      return words;
    },
    [t, i18n, ui, nameOf],
  );
}
