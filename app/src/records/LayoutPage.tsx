import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RecordView } from '@atelier/contracts';
import type { RecordUi } from './kind.ts';
import { layoutNames } from './kind-screens.ts';
import { recordQueries } from './record-api.ts';
import { RecordPage } from './RecordPage.tsx';
import type { SummaryRow } from './RecordSummary.tsx';
import { RecordFieldValues, RecordFieldsSection, useFieldRows } from './RecordValues.tsx';

export interface LayoutPageProps {
  ui: RecordUi;
  id: string;
  /** Rows of the kind's own after its facts (a document's file), given the rows of some of its fields. */
  rows?: (record: RecordView, fieldRows: (fields: readonly string[]) => SummaryRow[]) => SummaryRow[];
  /** Actions of the kind's own (a series' quality report). */
  actions?: (record: RecordView) => ReactNode;
}

/**
 * A record's page as its kind's layout places its fields: its identifier and facts (references,
 * codes, dates, numbers), then its texts in both languages, under "General information"; then each
 * section of the layout. The label is the page's title.
 */
export function LayoutPage({ ui, id, rows, actions }: LayoutPageProps) {
  const { i18n } = useLingui();
  const record = useSuspenseQuery(recordQueries.detail(ui, id)).data;
  const fieldRows = useFieldRows(ui, record);
  const layout = ui.screens?.layout ?? { general: [] };
  const isPair = (name: string) => `${name}Lg1` in ui.kind.fields && `${name}Lg2` in ui.kind.fields;
  const label = ui.kind.labelFields[0].replace(/Lg1$/, '');
  const general = layoutNames(layout.general).filter((name) => name !== label);
  const texts = general.filter(isPair);
  return (
    <RecordPage
      ui={ui}
      record={record}
      rows={[{ label: <Trans>Identifier</Trans>, value: record.id }, ...fieldRows(general.filter((name) => !isPair(name))), ...(rows?.(record, fieldRows) ?? [])]}
      general={texts.length > 0 ? <RecordFieldValues ui={ui} record={record} fields={texts} /> : undefined}
      actions={actions?.(record)}
    >
      {layout.sections?.map((section) => (
        <RecordFieldsSection key={section.title.id} ui={ui} record={record} title={i18n._(section.title)} fields={layoutNames(section.fields)} />
      ))}
    </RecordPage>
  );
}
