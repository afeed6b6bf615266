import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GrammaticalGender } from '@atelier/ui-kit';
import type { RecordPages } from './kind.ts';

// Where every kind's pages are and what one of its records is called, for the screens that show
// records of any kind (Used by, referenced records): a module's screens load with its routes, but
// any page may link to its records. Zod-free and small, so any screen can import it.

export interface KindEntry {
  pages: RecordPages;
  /** One record of the kind, as a noun: "Partial code list". */
  noun: MessageDescriptor;
  /** French agrees words with the noun: « une liste … Publiée ». */
  gender: GrammaticalGender;
}

export const RECORD_CATALOGUE: Record<string, KindEntry> = {
  concept: {
    pages: { list: '/concepts', search: '/concepts/search', create: '/concepts/create', item: '/concepts' },
    noun: msg`Concept`,
    gender: 'masculine',
  },
  collection: {
    pages: { list: '/concepts/collections', search: '/concepts/collections/search', create: '/concepts/collections/create', item: '/concepts/collections' },
    noun: msg`Collection`,
    gender: 'feminine',
  },
  codeList: {
    pages: { list: '/codelists', search: '/codelists/search', create: '/codelists/create', item: '/codelists' },
    noun: msg`Code list`,
    gender: 'feminine',
  },
  partialCodeList: {
    pages: { list: '/codelists/partial', search: '/codelists/partial/search', create: '/codelists/partial/create', item: '/codelists/partial' },
    noun: msg`Partial code list`,
    gender: 'feminine',
  },
  family: {
    pages: { list: '/operations/families', search: '/operations/families/search', create: '/operations/families/create', item: '/operations/family' },
    noun: msg`Family`,
    gender: 'feminine',
  },
  series: {
    pages: { list: '/operations/series', search: '/operations/series/search', create: '/operations/series/create', item: '/operations/series' },
    // The same English word names the menu entry (« Séries ») and one record (« Série »).
    noun: msg({ message: 'Series', context: 'one record' }),
    gender: 'feminine',
  },
  operation: {
    pages: { list: '/operations/operations', search: '/operations/operations/search', create: '/operations/operation/create', item: '/operations/operation' },
    noun: msg`Operation`,
    gender: 'feminine',
  },
  indicator: {
    pages: { list: '/operations/indicators', search: '/operations/indicators/search', create: '/operations/indicator/create', item: '/operations/indicator' },
    noun: msg`Indicator`,
    gender: 'masculine',
  },
  // Documents and links share one list, which shows either or both.
  document: {
    pages: { list: '/operations/documents', create: '/operations/document/create', item: '/operations/document' },
    noun: msg`Document`,
    gender: 'masculine',
  },
  link: {
    pages: { list: '/operations/documents', create: '/operations/link/create', item: '/operations/link' },
    noun: msg`Link`,
    gender: 'masculine',
  },
  // A report is created from its operation's, series' or indicator's page, and has no list.
  sims: {
    pages: { list: '/operations/series', create: '/operations/series', item: '/operations/sims' },
    noun: msg`Quality report`,
    gender: 'masculine',
  },
};

/** The address of a record of any kind, when its module has pages for it. */
export function anyRecordHref(kind: string, id: string): string | undefined {
  const entry = RECORD_CATALOGUE[kind];
  return entry ? `${entry.pages.item}/${encodeURIComponent(id)}` : undefined;
}
