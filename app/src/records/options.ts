import { useSuspenseQuery } from '@tanstack/react-query';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { GrammaticalGender, ListOption } from '@atelier/ui-kit';
import type { ValidationState } from '@atelier/contracts';
import { referenceQueries, useVocabularyLabel } from './reference.ts';

/** The three publication states as options of a search filter, agreed with the record's noun in French. */
export function usePublicationStateOptions(gender: GrammaticalGender): (ListOption & { id: ValidationState })[] {
  const { t } = useLingui();
  return [
    { id: 'Validated', label: t({ message: select(gender, { masculine: 'Published', feminine: 'Published', other: 'Published' }) }) },
    {
      id: 'Modified',
      label: t({
        message: select(gender, {
          masculine: 'Draft (already published)',
          feminine: 'Draft (already published)',
          other: 'Draft (already published)',
        }),
      }),
    },
    {
      id: 'Unpublished',
      label: t({
        message: select(gender, {
          masculine: 'Draft (never published)',
          feminine: 'Draft (never published)',
          other: 'Draft (never published)',
        }),
      }),
    },
  ];
}

/** The dissemination statuses as options, labelled in the interface's data language. */
export function useDisseminationStatusOptions(): ListOption[] {
  const statuses = useSuspenseQuery(referenceQueries.disseminationStatuses()).data;
  const label = useVocabularyLabel();
  return statuses.map((status) => ({ id: status.id, label: label(status).text }));
}

/** The stamps as options (owners, contributors). */
export function useStampOptions(): ListOption[] {
  return useSuspenseQuery(referenceQueries.stamps()).data.map((stamp) => ({ id: stamp, label: stamp }));
}
