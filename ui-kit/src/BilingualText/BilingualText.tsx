import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { tv } from '../utils/variants.ts';
import { useDataLanguages } from '../DataLanguages/DataLanguages.tsx';
import { useLanguageName } from '../DataLanguages/language-name.ts';

const listStyles = tv({
  base: 'grid gap-x-6 gap-y-1',
  variants: { isBilingual: { true: 'md:grid-cols-2' } },
});

export interface BilingualTextProps {
  /** What the value is: "Definition", "Label"… in the interface language. */
  label: ReactNode;
  /** The value in the first data language. */
  valueLg1?: ReactNode;
  /** The value in the second data language, shown when the second language is displayed. */
  valueLg2?: ReactNode;
  className?: string;
}

/**
 * A field of a record on its view page: its label, its value in the first data language and, when
 * the reader displays the second language (`DataLanguagesProvider`), its value in the second one
 * beside it, each marked with its language so that screen readers pronounce it correctly.
 */
export function BilingualText({ label, valueLg1, valueLg2, className }: BilingualTextProps) {
  const { lg1, lg2, showSecondLanguage } = useDataLanguages();
  const languageName = useLanguageName();
  return (
    <dl className={listStyles({ isBilingual: showSecondLanguage, className })}>
      <dt className="font-semibold md:col-span-full">{label}</dt>
      <BilingualValue value={valueLg1} lang={lg1} caption={showSecondLanguage ? languageName(lg1) : undefined} />
      {showSecondLanguage && <BilingualValue value={valueLg2} lang={lg2} caption={languageName(lg2)} />}
    </dl>
  );
}

interface BilingualValueProps {
  value: ReactNode;
  lang: string;
  /** The language's name above the value, when two languages stand side by side. */
  caption?: string;
}

function BilingualValue({ value, lang, caption }: BilingualValueProps) {
  const { t } = useLingui();
  const isEmpty = value === undefined || value === null || value === '';
  return (
    <dd className="min-w-0">
      {caption && (
        <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase forced-colors:text-[CanvasText]">
          {caption}
        </span>
      )}
      {isEmpty ? (
        <span className="text-ink-muted italic forced-colors:text-[CanvasText]">{t`Not specified`}</span>
      ) : (
        <div lang={lang}>{value}</div>
      )}
    </dd>
  );
}
