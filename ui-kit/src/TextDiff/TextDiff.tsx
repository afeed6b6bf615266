import { Fragment } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { tv } from '../utils/variants.ts';
import type { DiffPart } from './word-diff.ts';

// Two versions of a text compared word by word (`diffWords`), each shown on its own side: the
// first with the words removed from it struck through, the second with the words added to it
// underlined. Not by colour alone: the marks are `del` and `ins`, struck through and underlined
// (also in forced colours), and screen readers hear "removed" or "added" where each change begins
// and ends.

const markStyles = tv({
  base: 'text-ink decoration-2 forced-colors:bg-[Canvas] forced-colors:text-[CanvasText] forced-colors:decoration-[CanvasText]',
  variants: {
    type: {
      added: 'bg-success-soft underline decoration-success underline-offset-2',
      removed: 'bg-danger-soft line-through decoration-danger',
    },
  },
});
const insStyles = markStyles({ type: 'added' });
const delStyles = markStyles({ type: 'removed' });

export interface TextDiffProps {
  /** The comparison of the two texts (`diffWords(before, after)`). */
  parts: readonly DiffPart[];
  /** The text shown: the first (`before`, its removed words marked) or the second (`after`, its added words marked). */
  side: 'before' | 'after';
  /** Language of the text (`fr`, `en`), when it is not the interface's (RGAA 8.7). */
  lang?: string;
  className?: string;
}

/** One side of a comparison: its text, line breaks kept, with its changes marked. */
export function TextDiff({ parts, side, lang, className }: TextDiffProps) {
  const { t } = useLingui();
  const shown = side === 'before' ? 'removed' : 'added';
  return (
    <div lang={lang} className={`max-w-prose whitespace-pre-line text-ink ${className ?? ''}`}>
      {parts.map((part, index) => {
        // The parts of one comparison, in order, fixed while shown.
        if (part.type === 'equal') return <Fragment key={index}>{side === 'before' ? (part.before ?? part.text) : part.text}</Fragment>;
        if (part.type !== shown) return null;
        return side === 'before' ? (
          <del key={index} className={delStyles}>
            <span className="sr-only">{t`[removed:`} </span>
            {part.text}
            <span className="sr-only"> {t`end of removal]`}</span>
          </del>
        ) : (
          <ins key={index} className={insStyles}>
            <span className="sr-only">{t`[added:`} </span>
            {part.text}
            <span className="sr-only"> {t`end of addition]`}</span>
          </ins>
        );
      })}
    </div>
  );
}

/** What the marks of a comparison mean, shown once above it. */
export function TextDiffLegend({ className }: { className?: string }) {
  const { t } = useLingui();
  return (
    <ul className={`flex flex-wrap gap-x-6 gap-y-2 text-sm ${className ?? ''}`} aria-label={t`Legend`}>
      <li>
        <Trans>
          <span className={insStyles}>Underlined</span>: words added in the second version
        </Trans>
      </li>
      <li>
        <Trans>
          <span className={delStyles}>Struck through</span>: words removed from the first version
        </Trans>
      </li>
    </ul>
  );
}
