import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { codeListKind, partialCodeListKind, type CodeListItem, type PartialCodeListItem } from '@atelier/contracts';
import { lazyScreen, type KindScreens } from '../records/kind-screens.ts';
import { defineRecordUi, type RecordUi } from '../records/kind.ts';
import { ImportAction } from './ListActions.tsx';
import { CODELISTS_PAGES } from './pages.ts';
import { FIRST_CODES_PAGE, codeQueries } from './queries.ts';

// The two kinds of the module as its screens show them; their fields and rules are the contracts'.

const fieldNames = {
  label: msg`Label`,
  description: msg`Description`,
  codes: msg`Codes`,
  codeCount: msg`Number of codes`,
};

const identifier = {
  description: msg`Its notation, such as CL_FREQ: letters, digits, dots, dashes and underscores. It cannot change later.`,
  invalid: msg`An identifier starts with a letter, then letters, digits, dots, dashes or underscores (at most 100).`,
};

/** A list in the list of lists: its identifier, its number of codes, and a partial list's parent. */
function describe(list: CodeListItem | PartialCodeListItem, i18n: I18n): string {
  const { id, codeCount } = list;
  const codes = i18n._(msg({ message: plural(codeCount, { one: '# code', other: '# codes' }) }));
  if (!('parentId' in list)) return i18n._(msg`${id} · ${codes}`);
  const { parentId } = list;
  return i18n._(msg`${id} · ${codes} · from ${parentId}`);
}

/** What both kinds' screens show of their own: the list's page with its codes, and the form with its codes. */
const screens = {
  describe,
  page: lazyScreen(() => import('./CodeListPage.tsx').then((page) => page.CodeListPage)),
  form: lazyScreen(() => import('./ListForm.tsx').then((form) => form.ListForm)),
  // A list's page shows its first codes at once; its form edits them all.
  prefetchPage: (queryClient, ui, id) => void queryClient.prefetchQuery(codeQueries.page(ui, id, FIRST_CODES_PAGE)),
  loadForm: (queryClient, ui, id) => (id === undefined ? Promise.resolve() : queryClient.ensureQueryData(codeQueries.all(ui, id))),
} satisfies KindScreens<ListUi['kind']>;

/** Their advanced searches' own filter: a code, or words of its label. */
const code = { name: 'code', label: msg`Code`, description: msg`A code, or words of its label` };

/** Complete lists hold their codes. */
export const codeListUi = defineRecordUi({
  kind: codeListKind,
  module: 'codelists',
  titles: {
    list: msg`Code lists`,
    search: msg`Search code lists`,
    create: msg`New code list`,
    modify: (label) => msg`Modify the code list ${label}`,
    back: msg`Back to the lists`,
  },
  named: (name) => msg`the code list ${name}`,
  // "IRI" alone is jargon: its plain name, the acronym kept for those who know it.
  fieldNames: { ...fieldNames, uri: msg`Web identifier (IRI)` },
  identifier,
  screens: { ...screens, filters: [code], ListActions: ImportAction },
}, CODELISTS_PAGES.codeList);

/** Partial lists keep a subset of the codes of one complete list, their parent. */
export const partialCodeListUi = defineRecordUi({
  kind: partialCodeListKind,
  module: 'codelists',
  titles: {
    list: msg`Partial code lists`,
    search: msg`Search partial code lists`,
    create: msg`New partial code list`,
    modify: (label) => msg`Modify the partial code list ${label}`,
    back: msg`Back to the lists`,
  },
  named: (name) => msg`the partial code list ${name}`,
  fieldNames: { ...fieldNames, parentId: msg`Parent list` },
  identifier,
  screens: { ...screens, filters: [code, 'parentId'] },
}, CODELISTS_PAGES.partialCodeList);

/** Either kind of list, for the screens both share. */
export type ListUi = RecordUi<typeof codeListKind | typeof partialCodeListKind>;
