import { useCallback, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { RotateCw } from 'lucide-react';
import { Alert, Button, PageTitle, Spinner, useDataLanguages, useLanguageName } from '@atelier/ui-kit';
import { isEssential, isMultiple, type MsdRangeType, type MsdRubric } from '@atelier/contracts';
import { describeError } from '../../../lib/error-messages.ts';
import { DocumentTitle } from '../../../shell/DocumentTitle.tsx';
import { msdQueries, useMsd } from './msd-api.ts';
import { RubricTreeLayout } from './RubricTreeLayout.tsx';
import { useNearScreen } from '../../../lib/near-screen.ts';

export interface MsdHelpPageProps {
  /** The rubric the address names (`/operations/help/S.3.1`): shown and focused on arrival. */
  section?: string;
  /** Called with the rubric the reader goes to from the outline, to keep it in the address. */
  onSectionChange?: (idSection: string) => void;
}

/** A rubric's range type in words. */
const RANGE_TYPES: Record<MsdRangeType, MessageDescriptor> = {
  TEXT: msg`Text`,
  RICH_TEXT: msg`Rich text`,
  DATE: msg`Date`,
  CODE_LIST: msg`Code list`,
  ORGANIZATION: msg`Organisation`,
  GEOGRAPHY: msg`Geography`,
  REPORTED_ATTRIBUTE: msg`Section`,
};

/**
 * `/operations/msd` and `/operations/help/{idSection}`: the metadata structure of quality reports,
 * for those who write them. The outline of every rubric beside, for each rubric, its label and
 * definition in both data languages, the kind of value it takes, whether it is essential, whether
 * it may be answered "not applicable", whether it takes several answers, and for a code list its
 * name and codes, read when its rubric comes near the screen.
 */
export function MsdHelpPage({ section, onSectionChange }: MsdHelpPageProps) {
  const { t, i18n } = useLingui();
  const msd = useMsd();
  const title = t`Metadata structure`;
  const renderRubric = useCallback((rubric: MsdRubric) => <RubricHelp rubric={rubric} />, []);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle page={title} lead={section} />
      <div className="flex flex-col gap-2">
        <PageTitle>{title}</PageTitle>
        <p className="max-w-prose text-ink-muted forced-colors:text-[CanvasText]">
          {t`The rubrics of quality reports: what each one holds, in both languages. Choose a rubric in the outline to go to it.`}
        </p>
      </div>
      {msd.isPending ? (
        <Loading label={t`Loading the metadata structure…`} />
      ) : msd.isError ? (
        <Alert
          tone="error"
          title={t`The metadata structure could not be loaded.`}
          actions={
            <Button variant="secondary" onPress={() => void msd.refetch()} isPending={msd.isFetching}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t`Retry`}
            </Button>
          }
        >
          {describeError(msd.error, i18n)}
        </Alert>
      ) : (
        <RubricTreeLayout
          msd={msd.data}
          outlineLabel={t`Outline of the metadata structure`}
          renderRubric={renderRubric}
          section={section}
          onSectionChange={onSectionChange}
        />
      )}
    </div>
  );
}

/** A spinner and its words (read once, through the spinner's name), where what loads will appear. */
function Loading({ label, compact = false }: { label: string; compact?: boolean }) {
  return (
    <div className={`flex items-center text-ink-muted forced-colors:text-[CanvasText] ${compact ? 'gap-2 text-sm' : 'gap-3 py-8'}`}>
      <Spinner size={compact ? 'sm' : 'md'} label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

/**
 * One fact of a rubric: its name, then its value, marked with its data language when it is record
 * data ("not given" in the interface's language when empty). Lean markup: the help shows 96 of them.
 */
function Fact({ term, value, lang }: { term: string; value: ReactNode; lang?: string }) {
  const { t } = useLingui();
  const isEmpty = value === null || (typeof value === 'string' && value.trim() === '');
  return (
    <>
      <dt className="font-semibold">{term}</dt>
      <dd lang={isEmpty ? undefined : lang} className={`min-w-0 [overflow-wrap:anywhere] ${isEmpty ? 'text-ink-muted forced-colors:text-[CanvasText]' : ''}`}>
        {isEmpty ? t`Not specified` : value}
      </dd>
    </>
  );
}

/** What the help says of one rubric. */
function RubricHelp({ rubric }: { rubric: MsdRubric }) {
  const { t, i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const languageName = useLanguageName();
  const [language1, language2] = [languageName(lg1), languageName(lg2)];
  const codeList = rubric.rangeType === 'CODE_LIST' ? rubric.codeList : null;
  return (
    <>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-y-2">
        <Fact term={t`Label (${language1})`} value={rubric.masLabelLg1} lang={lg1} />
        <Fact term={t`Label (${language2})`} value={rubric.masLabelLg2} lang={lg2} />
        <Fact term={t`Definition (${language1})`} value={rubric.definitionLg1} lang={lg1} />
        <Fact term={t`Definition (${language2})`} value={rubric.definitionLg2} lang={lg2} />
        <Fact term={t`Type of value`} value={i18n._(RANGE_TYPES[rubric.rangeType])} />
        {!rubric.isPresentational && (
          <>
            <Fact term={t`Essential rubric`} value={isEssential(rubric) ? t`Yes: every report should fill it in` : t`No`} />
            <Fact term={t`May be answered “not applicable”`} value={rubric.sansObject ? t`Yes` : t`No`} />
            <Fact term={t`Answers`} value={isMultiple(rubric) ? t`One or more` : t`One only`} />
          </>
        )}
        {codeList !== null && <Fact term={t`Code list`} value={<CodeListName notation={codeList} />} />}
      </dl>
      {codeList !== null && <CodeListCodes notation={codeList} />}
    </>
  );
}

/** A code list's name in the first data language and its notation; the notation alone while the name loads or if it cannot be read. */
function CodeListName({ notation }: { notation: string }) {
  const { lg1 } = useDataLanguages();
  const [ref, seen] = useNearScreen();
  const list = useQuery({ ...msdQueries.codeList(notation), enabled: seen });
  return (
    <span ref={ref}>
      {list.data ? (
        <>
          <span lang={lg1}>{list.data.labelLg1}</span> ({notation})
        </>
      ) : (
        notation
      )}
    </span>
  );
}

/** The codes of a list with their labels in both data languages, read when the rubric comes near the screen. */
function CodeListCodes({ notation }: { notation: string }) {
  const { t, i18n } = useLingui();
  const { lg1, lg2 } = useDataLanguages();
  const languageName = useLanguageName();
  const [ref, seen] = useNearScreen();
  const codes = useQuery({ ...msdQueries.codes(notation), enabled: seen });
  const [language1, language2] = [languageName(lg1), languageName(lg2)];
  return (
    <div ref={ref} className="min-h-8">
      {codes.isError ? (
        <Alert
          tone="error"
          title={t`The codes of ${notation} could not be loaded.`}
          actions={
            <Button variant="secondary" size="sm" onPress={() => void codes.refetch()} isPending={codes.isFetching}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t`Retry`}
            </Button>
          }
        >
          {describeError(codes.error, i18n)}
        </Alert>
      ) : codes.isPending ? (
        seen && <Loading compact label={t`Loading the codes of ${notation}…`} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-start text-sm">
            <caption className="pb-2 text-start font-semibold">{t`Codes of ${notation}`}</caption>
            <thead>
              <tr className="border-b-2 border-line-strong">
                <th scope="col" className="py-1.5 pe-4 text-start font-semibold">
                  {t`Code`}
                </th>
                <th scope="col" className="py-1.5 pe-4 text-start font-semibold">
                  {t`Label (${language1})`}
                </th>
                <th scope="col" className="py-1.5 text-start font-semibold">
                  {t`Label (${language2})`}
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((code) => (
                <tr key={code.id} className="border-b border-line align-top">
                  <th scope="row" className="py-1.5 pe-4 text-start font-semibold tabular-nums">
                    {code.id}
                  </th>
                  <td lang={lg1} className="py-1.5 pe-4">
                    {code.labelLg1}
                  </td>
                  <td lang={code.labelLg2 ? lg2 : undefined} className="py-1.5">
                    {code.labelLg2 ?? t`Not specified`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
