import { msg } from '@lingui/core/macro';
import type { KindEntry } from '../records/catalogue.ts';
import type { RecordUi } from '../records/kind.ts';

// Where the module's kinds' pages are and what one of their records is called: zod-free and small,
// since any page may link to a concept (`app/src/modules.ts` hands it to the framework). Its words
// go to the `records` catalog, loaded on every module's pages.

export const CONCEPTS_PAGES = {
  concept: {
    pages: { list: '/concepts', search: '/concepts/search', create: '/concepts/create', item: '/concepts' },
    noun: msg`Concept`,
    gender: 'masculine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.conceptUi),
  },
  collection: {
    pages: { list: '/concepts/collections', search: '/concepts/collections/search', create: '/concepts/collections/create', item: '/concepts/collections' },
    noun: msg`Collection`,
    gender: 'feminine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.collectionUi),
  },
} satisfies Record<string, KindEntry>;
