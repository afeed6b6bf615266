import { msg } from '@lingui/core/macro';
import { codeListKind, partialCodeListKind } from '@atelier/contracts';
import { defineRecordUi, type RecordUi } from '../records/kind.ts';
import { CODELISTS_PAGES } from './pages.ts';

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
  named: (id) => msg`the code list ${id}`,
  // "IRI" alone is jargon: its plain name, the acronym kept for those who know it.
  fieldNames: { ...fieldNames, uri: msg`Web identifier (IRI)` },
  identifier,
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
  named: (id) => msg`the partial code list ${id}`,
  fieldNames: { ...fieldNames, parentId: msg`Parent list` },
  identifier,
}, CODELISTS_PAGES.partialCodeList);

/** Either kind of list, for the screens both share. */
export type ListUi = RecordUi<typeof codeListKind | typeof partialCodeListKind>;
