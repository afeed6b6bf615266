import { queryOptions } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useDataLanguages } from '@atelier/ui-kit';
import type { ListOption } from '@atelier/ui-kit';
import { kindNamed, type CodesPage, type DisseminationStatus, type LookupSpec, type Organization, type RecordListItem } from '@atelier/contracts';
import { apiList, apiRequest } from '../lib/api-client.ts';
import { offersKey, toQueryString, type Filter } from './record-api.ts';

/** Reference lists that every module's forms and views read; they change rarely. */
export const referenceQueries = {
  stamps: () =>
    queryOptions({
      queryKey: ['reference', 'stamps'],
      queryFn: ({ signal }) => apiRequest<string[]>('/stamps', { signal }),
    }),
  disseminationStatuses: () =>
    queryOptions({
      queryKey: ['reference', 'disseminationStatus'],
      queryFn: ({ signal }) => apiRequest<DisseminationStatus[]>('/disseminationStatus', { signal }),
    }),
};

/** An organisation or a code as a lookup field offers it: its identifier and its labels. */
export interface LookupEntry {
  id: string;
  labelLg1: string;
  labelLg2: string | null;
}

/**
 * The values a lookup field may take, with their labels: every organisation (`GET /organizations`),
 * or every code of its list (`page=1&per_page=0`). Read once, shared by every field of that source.
 */
export function lookupQuery(spec: LookupSpec) {
  return queryOptions({
    // A code list's codes are written with it: a write to a code list reads them again.
    queryKey: offersKey([spec.source === 'code' ? 'codeList' : spec.source], 'lookup', spec.list ?? ''),
    queryFn: async ({ signal }): Promise<LookupEntry[]> => {
      if (spec.source === 'organization') {
        const organizations = await apiRequest<Organization[]>('/organizations', { signal });
        return organizations.map(({ id, labelLg1, labelLg2 }) => ({ id, labelLg1, labelLg2 }));
      }
      const page = await apiRequest<CodesPage>(`/codeList/${encodeURIComponent(spec.list ?? '')}/codes?page=1&per_page=0`, { signal });
      return page.items.map((code) => ({ id: code.code, labelLg1: code.labelLg1, labelLg2: code.labelLg2 }));
    },
  });
}

export interface LocalizedText {
  text: string;
  lang: string;
}

/**
 * The label of a vocabulary entry (a dissemination status, a theme) in the data language that is
 * the interface's, when it has one; else in the first data language. With its `lang`.
 */
export function useVocabularyLabel(): (entry: { labelLg1: string; labelLg2: string | null }) => LocalizedText {
  const { i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  return vocabularyLabel(i18n.locale, lg1, lg2);
}

/** `useVocabularyLabel`'s rule, for an interface language and the data languages. */
export function vocabularyLabel(locale: string, lg1: string, lg2: string): (entry: { labelLg1: string; labelLg2: string | null }) => LocalizedText {
  return (entry) => (locale === lg2 && entry.labelLg2 ? { text: entry.labelLg2, lang: lg2 } : { text: entry.labelLg1, lang: lg1 });
}

/**
 * The records of the kinds a reference points to whose label or identifier holds `q`, among those
 * `filter` keeps: a page of 50 of each kind (a kind may hold 40,000).
 */
export function searchTargets(kinds: readonly string[], q: string, signal?: AbortSignal, filter: Filter = {}): Promise<RecordListItem[]> {
  const targets = kinds.flatMap((kind) => kindNamed(kind) ?? []);
  return Promise.all(targets.map((kind) => apiList<RecordListItem>(`${kind.paths.list}${toQueryString({ ...filter, q, per_page: 50 })}`, { signal }))).then(
    (pages) => pages.flatMap((page) => page.items),
  );
}

/** A record a reference may point to as a choice: its label in the first language, its identifier after. */
export function targetOption(item: Pick<RecordListItem, 'id' | 'labelLg1'>): ListOption {
  return { id: item.id, label: `${item.labelLg1} (${item.id})` };
}

/** The record a reference names by its identifier alone (a filter from the address, a parent chosen beforehand), to show its label. */
export function namedTargetQuery(kinds: readonly string[], id: string) {
  return queryOptions({
    queryKey: ['records', 'reference-target', ...kinds, id],
    queryFn: ({ signal }) => searchTargets(kinds, id, signal).then((items) => items.find((item) => item.id === id) ?? null),
    enabled: id !== '',
    staleTime: Infinity,
  });
}
