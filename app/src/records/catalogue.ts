import type { MessageDescriptor } from '@lingui/core';
import type { GrammaticalGender } from '@atelier/ui-kit';
import type { RecordPages } from './kind.ts';

// Where every kind's pages are and what one of its records is called, for the screens that show
// records of any kind (Used by, referenced records): a module's screens load with its routes, but
// any page may link to its records. Each module declares its own entries (`<module>/pages.ts`).

export interface KindEntry {
  pages: RecordPages;
  /** One record of the kind, as a noun: "Partial code list". */
  noun: MessageDescriptor;
  /** French agrees words with the noun: « une liste … Publiée ». */
  gender: GrammaticalGender;
}

/**
 * Every kind's entry, by kind name. The framework imports no module: `app/src/modules.ts` fills it at
 * start-up from each module's `pages.ts`.
 */
export const RECORD_CATALOGUE: Record<string, KindEntry> = {};

/** Adds kinds' entries to the catalogue (`app/src/modules.ts`; stories and tests of sample kinds). */
export function registerKindPages(entries: Record<string, KindEntry>): void {
  Object.assign(RECORD_CATALOGUE, entries);
}

/** The address of a record of any kind, when its module has pages for it. */
export function anyRecordHref(kind: string, id: string): string | undefined {
  const entry = RECORD_CATALOGUE[kind];
  return entry ? `${entry.pages.item}/${encodeURIComponent(id)}` : undefined;
}
