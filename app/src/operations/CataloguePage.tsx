import { Trans } from '@lingui/react/macro';
import { SIMS_TARGET_KINDS, type DocumentFile, type RecordView } from '@atelier/contracts';
import { LayoutPage } from '../records/LayoutPage.tsx';
import type { SummaryRow } from '../records/RecordSummary.tsx';
import { QualityReportAction } from './sims/QualityReportAction.tsx';
import { DocumentFileValue } from './DocumentFileValue.tsx';
import type { CatalogueUi } from './kinds.ts';

/** The kinds a quality report documents. */
const DOCUMENTED_KINDS = new Set<string>(SIMS_TARGET_KINDS);

export interface CataloguePageProps {
  ui: CatalogueUi;
  id: string;
}

/** A document's file with its download, then the address where it is published when it has one. */
function documentRows(record: RecordView, fieldRows: (fields: readonly string[]) => SummaryRow[]): SummaryRow[] {
  const file = (record.file ?? null) as DocumentFile | null;
  return [{ label: <Trans>File</Trans>, value: <DocumentFileValue id={record.id} file={file} /> }, ...(record.url ? fieldRows(['url']) : [])];
}

/**
 * A family, series, operation, indicator, document or link on its layout's page, with what the
 * module adds: a document's file to download (and where it is published, when kept elsewhere), and
 * the quality report of an operation, series or indicator. The records that belong to it or cite it
 * (a family's series, a series' operations and indicators, the reports citing a document) are its
 * "Used by".
 */
export function CataloguePage({ ui, id }: CataloguePageProps) {
  return (
    <LayoutPage
      ui={ui}
      id={id}
      {...(ui.kind.name === 'document' ? { rows: documentRows } : {})}
      {...(DOCUMENTED_KINDS.has(ui.kind.name) ? { actions: (record: RecordView) => <QualityReportAction ui={ui} record={record} /> } : {})}
    />
  );
}
