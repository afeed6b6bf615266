import { FOCUSABLE } from '../Field/field-ids.ts';

/** The buttons of each entry, found by their `data-entry-action`. */
export type EntryAction = 'up' | 'down' | 'remove';

/** An entry's button, unless disabled (Move up on the first entry). */
export function entryButton(entry: HTMLElement, action: EntryAction): HTMLElement | null {
  return entry.querySelector<HTMLElement>(`[data-entry-action="${action}"]:not([disabled])`);
}

/** The first control of an entry's own fields. */
export function firstEntryField(entry: HTMLElement): HTMLElement | null {
  return entry.querySelector<HTMLElement>(`[data-entry-fields] :is(${FOCUSABLE})`);
}
