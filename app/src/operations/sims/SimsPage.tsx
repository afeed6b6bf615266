import { useCallback, useMemo } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link, useDataLanguages } from '@atelier/ui-kit';
import { isRubricFilled, type MsdRubric, type Sims } from '@atelier/contracts';
import { anyRecordHref } from '../../records/catalogue.ts';
import { recordQueries } from '../../records/record-api.ts';
import { RecordPage } from '../../records/RecordPage.tsx';
import { useSecondLanguage } from '../../shell/second-language.tsx';
import { ExportSimsButton } from './export/ExportSimsButton.tsx';
import { msdQueries } from './msd/msd-api.ts';
import { RubricTreeLayout } from './msd/RubricTreeLayout.tsx';
import { EssentialCounter } from './rubrics/EssentialCounter.tsx';
import { RubricValues } from './rubrics/RubricValue.tsx';
import { simsUi } from './sims-ui.ts';

/** Back from a report to the object it documents. */
const BACK_TO: Record<string, MessageDescriptor> = {
  // From one report to its one object (the operations module's "Back to the series" leads to the list).
  operation: msg({ message: 'Back to the operation', context: 'from its quality report' }),
  series: msg({ message: 'Back to the series', context: 'from its quality report' }),
  indicator: msg({ message: 'Back to the indicator', context: 'from its quality report' }),
};

export interface SimsPageProps {
  id: string;
  /** The rubric the address names (`sims/{id}/section/S.3`). */
  section?: string;
}

/** The object a report documents, as its answer names it. */
export function documentedObject(report: Pick<Sims, 'target' | 'references'>) {
  const target = report.references.target?.find((entry) => entry.id === report.target);
  const kind = target?.kind ?? 'operation';
  return { kind, id: report.target, label: target?.labelLg1 ?? report.target, href: anyRecordHref(kind, report.target) ?? '/operations' };
}

/**
 * A quality report: its title (its object's), Back to its object, Modify, Publish, Export, and
 * Delete for a series' report (the only kind that may be); then the count of essential rubrics
 * filled per language, and the two panes: the numbered outline, and every rubric's value in the
 * first language and, with the second-language switch on, beside it in the second.
 */
export function SimsPage({ id, section }: SimsPageProps) {
  const { i18n, t } = useLingui();
  const { lg1 } = useDataLanguages();
  const navigate = useNavigate();
  const report = useSuspenseQuery(recordQueries.detail(simsUi, id)).data as Sims;
  const msd = useSuspenseQuery(msdQueries.structure()).data;
  const { isShown: bothLanguages } = useSecondLanguage();
  const object = documentedObject(report);
  const byId = useMemo(() => new Map(report.rubrics.map((rubric) => [rubric.idAttribute, rubric])), [report.rubrics]);
  const isCompleted = useCallback((idMas: string) => isRubricFilled(byId.get(idMas), 1), [byId]);
  const renderRubric = useCallback(
    (entry: MsdRubric) =>
      entry.isPresentational ? null : (
        <RubricValues msd={entry} rubric={byId.get(entry.idMas)} references={report.references} showSecondLanguage={bothLanguages} />
      ),
    [byId, report.references, bothLanguages],
  );
  const citesFiles = report.documents.length > 0;
  return (
    <RecordPage
      ui={simsUi}
      record={report}
      back={{ href: object.href, label: i18n._(BACK_TO[object.kind] ?? BACK_TO.operation!) }}
      deletable={object.kind === 'series'}
      rows={[
        {
          label: <Trans>Documented object</Trans>,
          value: (
            <Link href={object.href} lang={lg1}>
              {object.label}
            </Link>
          ),
        },
      ]}
      actions={<ExportSimsButton simsId={report.id} hasDocuments={citesFiles} />}
    >
      <section aria-labelledby="rubrics-heading" className="flex flex-col gap-4">
        <h2 id="rubrics-heading" className="text-2xl font-bold">
          <Trans>Rubrics</Trans>
        </h2>
        <EssentialCounter msd={msd} rubrics={report.rubrics} />
        <RubricTreeLayout
          msd={msd}
          outlineLabel={t`Outline of the report`}
          renderRubric={renderRubric}
          isCompleted={isCompleted}
          section={section}
          onSectionChange={(idSection) =>
            void navigate({ to: '/operations/sims/$id/section/$idSection', params: { id, idSection }, replace: true, resetScroll: false })
          }
          headingLevel={3}
        />
      </section>
    </RecordPage>
  );
}
