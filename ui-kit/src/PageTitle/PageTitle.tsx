import type { ReactNode } from 'react';
import { useDataLanguages } from '../DataLanguages/DataLanguages.tsx';

export interface PageTitleProps {
  /** The page's title; on a record's page, its label in the first data language. */
  children: ReactNode;
  /**
   * On a record's page, its label in the second data language, shown below the title when the
   * reader displays the second language. Giving it (even empty) marks the title as record data.
   */
  secondLanguageTitle?: ReactNode;
  className?: string;
}

/**
 * The page's one `h1`. On a record's page the title is the record's label, marked with the first
 * data language, and its second-language label follows below, marked with its own. The heading
 * takes focus (not with Tab) when the application moves it there: after a page change, after an
 * action whose button went away; its outline shows when the keyboard brought it.
 */
export function PageTitle({ children, secondLanguageTitle, className }: PageTitleProps) {
  const { lg1, lg2, showSecondLanguage } = useDataLanguages();
  const isRecordLabel = secondLanguageTitle !== undefined;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <h1
        lang={isRecordLabel ? lg1 : undefined}
        tabIndex={-1}
        className="text-3xl leading-tight font-bold text-ink outline-none outline-offset-4 outline-focus focus-visible:outline-3 focus-visible:outline-solid forced-colors:outline-[Highlight]"
      >
        {children}
      </h1>
      {isRecordLabel && showSecondLanguage && secondLanguageTitle !== '' && secondLanguageTitle !== null && (
        <p lang={lg2} className="text-xl leading-snug text-ink-muted forced-colors:text-[CanvasText]">
          {secondLanguageTitle}
        </p>
      )}
    </div>
  );
}
