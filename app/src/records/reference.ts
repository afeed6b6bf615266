import { queryOptions } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useDataLanguages } from '@atelier/ui-kit';
import type { DisseminationStatus } from '@atelier/contracts';
import { apiRequest } from '../lib/api-client.ts';

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
  return (entry) =>
    i18n.locale === lg2 && entry.labelLg2 ? { text: entry.labelLg2, lang: lg2 } : { text: entry.labelLg1, lang: lg1 };
}
