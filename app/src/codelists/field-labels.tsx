import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDataLanguages } from '@atelier/ui-kit';

/** The name of a data language in the interface's language: "French", "anglais". */
export function useLanguageName(): (lang: string) => string {
  const { i18n } = useLingui();
  const names = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  return (lang) => names.of(lang) ?? lang;
}

/** The fields of a code list as people call them, for its form's messages and its history. */
export function useListFieldLabels() {
  const { t } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const language = useLanguageName();
  const [first, second] = [language(lg1), language(lg2)];
  return {
    id: t`Identifier`,
    uri: t`IRI`,
    label: t`Label`,
    labelLg1: t`Label (${first})`,
    labelLg2: t`Label (${second})`,
    description: t`Description`,
    descriptionLg1: t`Description (${first})`,
    descriptionLg2: t`Description (${second})`,
    creators: t`Owner`,
    contributors: t`Contributors`,
    disseminationStatus: t`Dissemination status`,
    validationState: t`Publication state`,
    parentId: t`Parent list`,
    codes: t`Codes`,
  } satisfies Record<string, ReactNode>;
}
