import type { Code, CodeInput } from '@atelier/contracts';
import { orNull } from '../records/optional-text.ts';

// The codes of a list as its editor holds them, and the rules that keep their hierarchy sound
// while they are added, renamed and removed (the server checks the same: one code once, each
// broader code a code of the list, no cycle).

export interface CodeRow {
  code: string;
  labelLg1: string;
  labelLg2: string;
  descriptionLg1: string;
  descriptionLg2: string;
  /** The broader code, or null for a top-level code. */
  parentCode: string | null;
}

/**
 * The codes as a form holds them: one value that react-hook-form keeps as it is. It deep-copies
 * plain arrays at every reset, which for 10,000 codes froze the page for most of a second.
 */
export class CodeRows {
  constructor(readonly rows: readonly CodeRow[]) {}
}

export const emptyCodeRow = (): CodeRow => ({
  code: '',
  labelLg1: '',
  labelLg2: '',
  descriptionLg1: '',
  descriptionLg2: '',
  parentCode: null,
});

export function fromCode(code: Code): CodeRow {
  return {
    code: code.code,
    labelLg1: code.labelLg1,
    labelLg2: code.labelLg2 ?? '',
    descriptionLg1: code.descriptionLg1 ?? '',
    descriptionLg2: code.descriptionLg2 ?? '',
    parentCode: code.parentCode,
  };
}

export function toCodeInput(row: CodeRow): CodeInput {
  return {
    code: row.code.trim(),
    labelLg1: row.labelLg1.trim(),
    labelLg2: orNull(row.labelLg2),
    descriptionLg1: orNull(row.descriptionLg1),
    descriptionLg2: orNull(row.descriptionLg2),
    parentCode: row.parentCode,
  };
}

/** The codes under `code`, at any depth. */
export function descendantsOf(rows: readonly CodeRow[], code: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (row.parentCode !== null) children.set(row.parentCode, [...(children.get(row.parentCode) ?? []), row.code]);
  }
  const found = new Set<string>();
  const pending = [...(children.get(code) ?? [])];
  while (pending.length > 0) {
    const next = pending.pop() as string;
    if (found.has(next)) continue;
    found.add(next);
    pending.push(...(children.get(next) ?? []));
  }
  return found;
}

/** The codes that may become the broader code of `code`: any other, except those under it. */
export function possibleParents(rows: readonly CodeRow[], code: string | null): CodeRow[] {
  if (code === null) return [...rows];
  const below = descendantsOf(rows, code);
  return rows.filter((row) => row.code !== code && !below.has(row.code));
}

/** Whether another row than `except` already has this notation. */
export function isTaken(rows: readonly CodeRow[], code: string, except: string | null): boolean {
  const wanted = code.trim();
  return rows.some((row) => row.code === wanted && row.code !== except);
}

/**
 * Adds a code (`previous` null) or replaces `previous` with `row`, in place. A renamed code keeps
 * its narrower codes: they follow the new notation.
 */
export function saveRow(rows: readonly CodeRow[], previous: string | null, row: CodeRow): CodeRow[] {
  const saved = { ...row, code: row.code.trim() };
  if (previous === null) return [...rows, saved];
  return rows.map((current) => {
    if (current.code === previous) return saved;
    if (current.parentCode === previous && saved.code !== previous) return { ...current, parentCode: saved.code };
    return current;
  });
}

/** Removes a code; its narrower codes move up to its own broader code. Answers how many moved. */
export function removeRow(rows: readonly CodeRow[], code: string): { rows: CodeRow[]; moved: number } {
  const removed = rows.find((row) => row.code === code);
  let moved = 0;
  const remaining = rows
    .filter((row) => row.code !== code)
    .map((row) => {
      if (row.parentCode !== code) return row;
      moved += 1;
      return { ...row, parentCode: removed?.parentCode ?? null };
    });
  return { rows: remaining, moved };
}

/** Notations that appear more than once. */
export function duplicateCodes(rows: readonly CodeRow[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const row of rows) (seen.has(row.code) ? duplicates : seen).add(row.code);
  return [...duplicates];
}
