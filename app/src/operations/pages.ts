import { msg } from '@lingui/core/macro';
import type { KindEntry } from '../records/catalogue.ts';
import type { RecordUi } from '../records/kind.ts';

// Where the module's kinds' pages are and what one of their records is called: zod-free and small,
// since any page may link to an operation (`app/src/modules.ts` hands it to the framework). Its words
// go to the `records` catalog, loaded on every module's pages.

export const OPERATIONS_PAGES = {
  family: {
    pages: { list: '/operations/families', search: '/operations/families/search', create: '/operations/families/create', item: '/operations/family' },
    noun: msg`Family`,
    gender: 'feminine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.familyUi),
  },
  series: {
    pages: { list: '/operations/series', search: '/operations/series/search', create: '/operations/series/create', item: '/operations/series' },
    // The same English word names the menu entry (« Séries ») and one record (« Série »).
    noun: msg({ message: 'Series', context: 'one record' }),
    gender: 'feminine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.seriesUi),
  },
  operation: {
    pages: { list: '/operations/operations', search: '/operations/operations/search', create: '/operations/operation/create', item: '/operations/operation' },
    noun: msg`Operation`,
    gender: 'feminine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.operationUi),
  },
  indicator: {
    pages: { list: '/operations/indicators', search: '/operations/indicators/search', create: '/operations/indicator/create', item: '/operations/indicator' },
    noun: msg`Indicator`,
    gender: 'masculine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.indicatorUi),
  },
  // Documents and links share one list, which shows either or both.
  document: {
    pages: { list: '/operations/documents', create: '/operations/document/create', item: '/operations/document' },
    noun: msg`Document`,
    gender: 'masculine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.documentUi),
  },
  link: {
    pages: { list: '/operations/documents', create: '/operations/link/create', item: '/operations/link' },
    noun: msg`Link`,
    gender: 'masculine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.linkUi),
  },
  // A report is created from its operation's, series' or indicator's page, and has no list.
  sims: {
    pages: { list: '/operations/series', create: '/operations/series', item: '/operations/sims' },
    noun: msg`Quality report`,
    gender: 'masculine',
  },
} satisfies Record<string, KindEntry>;
