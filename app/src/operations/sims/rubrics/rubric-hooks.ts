import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataLanguages } from '@atelier/ui-kit';
import type { MsdRubric } from '@atelier/contracts';
import { lookupQuery, useVocabularyLabel, type LocalizedText } from '../../../records/reference.ts';
import type { Lg } from './rubric-values.ts';

/** The code (`fr`, `en`) of each data language of a report. */
export function useLanguageCodes(): (lg: Lg) => string {
  const { lg1, lg2 } = useDataLanguages();
  return useCallback((lg: Lg) => (lg === 1 ? lg1 : lg2), [lg1, lg2]);
}

/** A rubric's name in the interface's data language when it has one, else the first: with its `lang`. */
export function useRubricName(): (msd: MsdRubric) => LocalizedText {
  const label = useVocabularyLabel();
  return (msd) => label({ labelLg1: msd.masLabelLg1, labelLg2: msd.masLabelLg2 });
}

/** Every code of a CODE_LIST rubric's list, read once (as every lookup field reads them) and shared by its rubrics. */
export function useRubricCodes(codeList: string | null) {
  return useQuery({ ...lookupQuery({ source: 'code', list: codeList ?? '', many: false }), enabled: Boolean(codeList) });
}

