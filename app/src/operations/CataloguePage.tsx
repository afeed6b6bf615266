import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { SIMS_TARGET_KINDS, type DocumentFile, type RecordView } from '@atelier/contracts';
import { recordQueries } from '../records/record-api.ts';
import { RecordPage } from '../records/RecordPage.tsx';
import type { SummaryRow } from '../records/RecordSummary.tsx';
import { RecordFieldValues, RecordFieldsSection, useFieldRows } from '../records/RecordValues.tsx';
import { QualityReportAction } from './sims/QualityReportAction.tsx';
import { DocumentFileValue } from './DocumentFileValue.tsx';
import type { CatalogueUi } from './kinds.ts';

/** Where a kind's fields show on its page: facts first, then under "General information", then sections. */
interface PageLayout {
  facts: string[];
  general: string[];
  sections: { title: MessageDescriptor; fields: string[] }[];
}

const description = { title: msg`Description`, fields: ['abstract', 'historyNote'] };

const LAYOUTS: Record<string, PageLayout> = {
  family: { facts: [], general: ['abstract'], sections: [] },
  series: {
    facts: ['familyId', 'typeCode', 'accrualPeriodicityCode'],
    general: ['altLabel'],
    sections: [
      description,
      { title: msg`Organisations`, fields: ['publishers', 'stakeholders', 'dataCollectors'] },
      { title: msg`Related records`, fields: ['replaces', 'isReplacedBy', 'seeAlso'] },
    ],
  },
  operation: { facts: ['seriesId', 'year'], general: ['altLabel'], sections: [] },
  // A document's file (and where it is published, when kept elsewhere) follow its facts.
  document: { facts: ['lang', 'updatedDate'], general: ['description'], sections: [] },
  link: { facts: ['url', 'lang', 'updatedDate'], general: ['description'], sections: [] },
  indicator: {
    facts: ['accrualPeriodicityCode'],
    general: ['altLabel'],
    sections: [
      description,
      { title: msg`Organisations`, fields: ['publishers', 'stakeholders'] },
      { title: msg`Related records`, fields: ['wasGeneratedBy', 'replaces', 'isReplacedBy', 'seeAlso'] },
    ],
  },
};

/** The kinds a quality report documents. */
const DOCUMENTED_KINDS = new Set<string>(SIMS_TARGET_KINDS);

export interface CataloguePageProps {
  ui: CatalogueUi;
  id: string;
}

/** A document's file with its download, then the address where it is published when it has one. */
function documentRows(record: RecordView, rows: (fields: readonly string[]) => SummaryRow[]): SummaryRow[] {
  const file = (record.file ?? null) as DocumentFile | null;
  return [{ label: <Trans>File</Trans>, value: <DocumentFileValue id={record.id} file={file} /> }, ...(record.url ? rows(['url']) : [])];
}

/**
 * A family, series, operation, indicator, document or link on the page every record has, with its
 * own fields: the records it belongs to and points to as links, organisations and codes by their
 * labels, its texts in both languages, a document's file to download, a link's address. The records
 * that belong to it or cite it (a family's series, a series' operations and indicators, the quality
 * reports citing a document) are its "Used by".
 */
export function CataloguePage({ ui, id }: CataloguePageProps) {
  const { i18n } = useLingui();
  const record = useSuspenseQuery(recordQueries.detail(ui, id)).data;
  const rows = useFieldRows(ui, record);
  const layout = LAYOUTS[ui.kind.name] ?? { facts: [], general: [], sections: [] };
  return (
    <RecordPage
      ui={ui}
      record={record}
      rows={[{ label: <Trans>Identifier</Trans>, value: record.id }, ...rows(layout.facts), ...(ui.kind.name === 'document' ? documentRows(record, rows) : [])]}
      general={layout.general.length > 0 ? <RecordFieldValues ui={ui} record={record} fields={layout.general} /> : undefined}
      actions={DOCUMENTED_KINDS.has(ui.kind.name) ? <QualityReportAction ui={ui} record={record} /> : undefined}
    >
      {layout.sections.map((section) => (
        <RecordFieldsSection key={section.title.id} ui={ui} record={record} title={i18n._(section.title)} fields={section.fields} />
      ))}
    </RecordPage>
  );
}
