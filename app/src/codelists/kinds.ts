import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Application } from '@atelier/contracts';
import type { RecordEndpoint } from '../records/record-api.ts';

/** Complete lists hold their codes; partial lists keep a subset of the codes of one complete list. */
export type ListKind = 'complete' | 'partial';

export interface ListKindDefinition {
  kind: ListKind;
  endpoint: RecordEndpoint;
  application: Application;
  /** Where its screens live in the application. */
  root: '/codelists' | '/codelists/partial';
  /** The route of one list's page, for type-checked navigation. */
  viewRoute: '/codelists/$id' | '/codelists/partial/$id';
  /** The page title of its list. */
  title: MessageDescriptor;
  /** "the code list {id}", in confirmations. */
  named: (id: string) => MessageDescriptor;
}

// Writes to either kind invalidate both: a partial list shows its parent's label, a complete list
// knows which partial lists depend on it.
const MODULE_KEY = ['codeLists'] as const;

export const LIST_KINDS: Record<ListKind, ListKindDefinition> = {
  complete: {
    kind: 'complete',
    endpoint: { path: '/codeList', key: [...MODULE_KEY, 'complete'], invalidates: MODULE_KEY },
    application: 'CODESLIST_CODESLIST',
    root: '/codelists',
    viewRoute: '/codelists/$id',
    title: msg`Code lists`,
    named: (id) => msg`the code list ${id}`,
  },
  partial: {
    kind: 'partial',
    endpoint: { path: '/codeList/partial', key: [...MODULE_KEY, 'partial'], invalidates: MODULE_KEY },
    application: 'CODESLIST_PARTIALCODESLIST',
    root: '/codelists/partial',
    viewRoute: '/codelists/partial/$id',
    title: msg`Partial code lists`,
    named: (id) => msg`the partial code list ${id}`,
  },
};

/** The address of a list's page, or of one of its screens (`modify`). */
export function listHref(kind: ListKind, id?: string, screen?: 'modify'): string {
  const { root } = LIST_KINDS[kind];
  if (id === undefined) return root;
  return `${root}/${encodeURIComponent(id)}${screen ? `/${screen}` : ''}`;
}
