import { queryOptions } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useDataLanguages } from '@atelier/ui-kit';
import type { CodesPage, DisseminationStatus, LookupSpec, Organization } from '@atelier/contracts';
import { apiRequest } from '../lib/api-client.ts';
import { offersKey } from './record-api.ts';

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
