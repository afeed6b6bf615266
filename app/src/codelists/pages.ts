import { msg } from '@lingui/core/macro';
import type { KindEntry } from '../records/catalogue.ts';
import type { RecordUi } from '../records/kind.ts';

// Where the module's kinds' pages are and what one of their records is called: zod-free and small,
// since any page may link to a code list (`app/src/modules.ts` hands it to the framework). Its words
// go to the `records` catalog, loaded on every module's pages.

export const CODELISTS_PAGES = {
  codeList: {
    pages: { list: '/codelists', search: '/codelists/search', create: '/codelists/create', item: '/codelists' },
    noun: msg`Code list`,
    gender: 'feminine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.codeListUi),
  },
  partialCodeList: {
    pages: { list: '/codelists/partial', search: '/codelists/partial/search', create: '/codelists/partial/create', item: '/codelists/partial' },
    noun: msg`Partial code list`,
    gender: 'feminine',
    ui: (): Promise<RecordUi> => import('./kinds.ts').then((kinds) => kinds.partialCodeListUi),
  },
} satisfies Record<string, KindEntry>;
