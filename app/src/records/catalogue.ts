import type { MessageDescriptor } from '@lingui/core';
import type { GrammaticalGender } from '@atelier/ui-kit';
import type { RecordPages, RecordUi } from './kind.ts';

// Where every kind's pages are and what one of its records is called, for the screens that show
// records of any kind (Used by, referenced records): a module's screens load with its routes, but
// any page may link to its records. Each module declares its own entries (`<module>/pages.ts`).

export interface KindEntry {
  pages: RecordPages;
  /** One record of the kind, as a noun: "Partial code list". */
  noun: MessageDescriptor;
  /** French agrees words with the noun: « une liste … Publiée ». */
  gender: GrammaticalGender;
  /** The kind's full declaration, loaded with its screens (`shell/record-routes.ts`): none when it has no standard screens. */
  ui?: () => Promise<RecordUi>;
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

/** A kind's declaration, loaded once (the route loaders of its screens); a kind without screens is a programming error. */
export function loadKindUi(kind: string): Promise<RecordUi> {
  const entry = RECORD_CATALOGUE[kind];
  if (!entry?.ui) return Promise.reject(new Error(`${kind} declares no screens`));
  return (loadedUis[kind] ??= entry.ui().then((ui) => (readyUis[kind] = ui)));
}

/** A kind's declaration once its screens' loader has read it. */
export function kindUi(kind: string): RecordUi {
  const ui = readyUis[kind];
  if (!ui) throw new Error(`${kind}'s declaration is read by its route's loader first`);
  return ui;
}

const loadedUis: Record<string, Promise<RecordUi>> = {};
const readyUis: Record<string, RecordUi> = {};

/** The address of a record of any kind, when its module has pages for it. */
export function anyRecordHref(kind: string, id: string): string | undefined {
  const entry = RECORD_CATALOGUE[kind];
  return entry ? `${entry.pages.item}/${encodeURIComponent(id)}` : undefined;
}
