import { useEffect, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { tv } from '../utils/variants.ts';

/** Long enough for a typist to finish a word, short enough to answer before they wonder. */
const ANNOUNCE_DELAY_MS = 600;

const resultCountStyles = tv({ base: 'text-sm text-ink-muted forced-colors:text-[CanvasText]' });

export interface ResultCountProps {
  /** How many results the list holds in all (not only the rows on screen). */
  count: number;
  className?: string;
}

/**
 * "1,234 results": shown at once, and read by screen readers through a polite live region once
 * the count has settled, so a search typed letter by letter is announced once, not at every key.
 * No result is said to screen readers ("No results") but not shown: the list's empty state says it
 * on screen in its own words ("No code yet", "No code matches this search").
 */
export function ResultCount({ count, className }: ResultCountProps) {
  const { t } = useLingui();
  const text = t({ message: plural(count, { 0: 'No results', one: '# result', other: '# results' }) });
  const announced = useSettledValue(text, ANNOUNCE_DELAY_MS);
  return (
    <div className={resultCountStyles({ className })}>
      {/* The visible copy is hidden from screen readers: they read the live copy, once. */}
      {count > 0 && <p aria-hidden="true">{text}</p>}
      <p role="status" className="sr-only">
        {announced}
      </p>
    </div>
  );
}

/** The value, once it has stopped changing for `delay` milliseconds. */
function useSettledValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
