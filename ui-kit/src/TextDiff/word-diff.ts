// A word-level comparison of two texts: what stayed, what was removed from the first, what was
// added in the second. Words keep the spaces and line breaks that follow them, so the parts put
// back together give each text exactly; words are compared without those spaces.

export type DiffPartType = 'equal' | 'removed' | 'added';

export interface DiffPart {
  type: DiffPartType;
  /** The words of this part, with the spaces after each (an `equal` part: as the second text has them). */
  text: string;
  /** An `equal` part as the first text has it (its spaces may differ). */
  before?: string;
}

/**
 * Beyond this many cells (the words of the first text's changed middle times the second's), the
 * middle is shown as removed then added whole instead of compared word by word: a comparison's
 * table of that size takes about 10 MB and 50 ms.
 */
const MAX_CELLS = 2_500_000;

/**
 * A text's words and punctuation marks, each with the spaces after it (leading spaces stand
 * alone): a full stop after a word added is no change of that word.
 */
export function splitWords(text: string): string[] {
  return text.match(/^\s+|[\p{L}\p{N}_]+\s*|[^\s\p{L}\p{N}_]\s*/gu) ?? [];
}

const keyOf = (word: string) => word.trimEnd();

/**
 * The parts of `after` compared with `before`, word by word, in reading order: for a change at one
 * place, what was removed comes before what was added. Consecutive words of one type form one part.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = splitWords(before);
  const b = splitWords(after);
  // The words both texts begin and end with are equal: only the middle needs comparing.
  let start = 0;
  while (start < a.length && start < b.length && keyOf(a[start] as string) === keyOf(b[start] as string)) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && keyOf(a[endA - 1] as string) === keyOf(b[endB - 1] as string)) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  const push = (type: DiffPartType, text: string, before = text) => {
    const last = parts.at(-1);
    if (last?.type === type) {
      last.text += text;
      if (type === 'equal') last.before = `${last.before ?? ''}${before}`;
    } else if (text !== '') parts.push(type === 'equal' ? { type, text, before } : { type, text });
  };
  for (let index = 0; index < start; index += 1) push('equal', b[index] as string, a[index]);
  for (const [type, text, before] of compareMiddle(a.slice(start, endA), b.slice(start, endB))) push(type, text, before);
  for (let index = endB; index < b.length; index += 1) push('equal', b[index] as string, a[index - endB + endA]);
  return parts;
}

/** The longest common subsequence of two lists of words, as removed, added and equal words in order. */
type Step = [type: DiffPartType, text: string, before?: string];

function compareMiddle(a: string[], b: string[]): Step[] {
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0 || n * m > MAX_CELLS) {
    return [...a.map((word): Step => ['removed', word]), ...b.map((word): Step => ['added', word])];
  }
  // lengths[i * (m + 1) + j]: the longest common subsequence of a[i..] and b[j..].
  const width = m + 1;
  const lengths = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      lengths[i * width + j] =
        keyOf(a[i] as string) === keyOf(b[j] as string)
          ? (lengths[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lengths[(i + 1) * width + j] as number, lengths[i * width + j + 1] as number);
    }
  }
  const result: Step[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (keyOf(a[i] as string) === keyOf(b[j] as string)) {
      result.push(['equal', b[j] as string, a[i]]);
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * width + j] as number) >= (lengths[i * width + j + 1] as number)) {
      result.push(['removed', a[i] as string]);
      i += 1;
    } else {
      result.push(['added', b[j] as string]);
      j += 1;
    }
  }
  for (; i < n; i += 1) result.push(['removed', a[i] as string]);
  for (; j < m; j += 1) result.push(['added', b[j] as string]);
  return result;
}

/** How many places changed: each run of removed and added words counts once. */
export function countChanges(parts: readonly DiffPart[]): number {
  let count = 0;
  let inChange = false;
  for (const part of parts) {
    if (part.type === 'equal') inChange = false;
    else if (!inChange) {
      count += 1;
      inChange = true;
    }
  }
  return count;
}
