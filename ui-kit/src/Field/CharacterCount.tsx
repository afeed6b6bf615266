import { useEffect, useState } from 'react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { tv } from '../utils/variants.ts';

const countStyles = tv({
  base: 'text-sm tabular-nums forced-colors:text-[CanvasText]',
  variants: { isOver: { true: 'font-semibold text-danger', false: 'text-ink-muted' } },
});

/** Screen readers hear the count once typing pauses this long, not on every keystroke. */
export const ANNOUNCE_DELAY_MS = 1000;

export interface CharacterCountProps {
  count: number;
  max: number;
  /** Id of the sentence "Maximum N characters.", to add to the control's `aria-describedby`. */
  limitId: string;
}

/**
 * "12 / 350" under a field with a maximum length, in words when it is exceeded. The text is never
 * cut: going over is allowed and shown, the form refuses it. The control is described by the
 * limit; a polite live region says how many characters are left once the person stops typing.
 */
export function CharacterCount({ count, max, limitId }: CharacterCountProps) {
  const { t, i18n } = useLingui();
  const over = count - max;
  const left = max - count;
  // Grouped as the language writes numbers: "100 000" in French, "100,000" in English.
  const [typed, limit] = [i18n.number(count), i18n.number(max)];
  const message =
    over > 0
      ? t({ message: plural(over, { one: '# character too many', other: '# characters too many' }) })
      : t({ message: plural(left, { one: '# character left', other: '# characters left' }) });
  // The starting count is present from the first render, so it is not announced; changes are.
  const [announced, setAnnounced] = useState(message);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <div className={countStyles({ isOver: over > 0 })}>
      <span aria-hidden="true">
        {t`${typed} / ${limit}`}
        {over > 0 && ` (${message})`}
      </span>
      <span id={limitId} className="sr-only">
        {t({ message: plural(max, { one: 'Maximum # character.', other: 'Maximum # characters.' }) })}
      </span>
      <span className="sr-only" role="status">
        {announced}
      </span>
    </div>
  );
}
