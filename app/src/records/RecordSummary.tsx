import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { PublicationStatusBadge, type GrammaticalGender } from '@atelier/ui-kit';
import type { DisseminationStatusId, ValidationState } from '@atelier/contracts';
import { useDateTimeFormat } from './dates.ts';
import { referenceQueries, useVocabularyLabel } from './reference.ts';

/** The fields every record has (specification §3 "common fields"). */
export interface RecordCommonFields {
  creators: string[];
  contributors: string[];
  disseminationStatus: DisseminationStatusId | null;
  validationState: ValidationState;
  created: string;
  modified: string;
}

export interface SummaryRow {
  label: ReactNode;
  value: ReactNode;
}

export interface RecordSummaryProps {
  record: RecordCommonFields;
  /** French agrees the publication state with the record's noun ("une liste" → "Publiée"). */
  gender: GrammaticalGender;
  /** The kind's own facts, shown first (identifier, parent…). */
  rows?: SummaryRow[];
  /**
   * `false` for a kind never published on its own (documents, published with the reports citing
   * them): neither publication state nor dissemination status, which only publication uses.
   */
  published?: boolean;
}

/** "General information" of a record's page: its own facts, then state, stewardship and dates. */
export function RecordSummary({ record, gender, rows = [], published = true }: RecordSummaryProps) {
  const formatDateTime = useDateTimeFormat();
  const statuses = useSuspenseQuery(referenceQueries.disseminationStatuses()).data;
  const vocabularyLabel = useVocabularyLabel();
  const status = statuses.find((entry) => entry.id === record.disseminationStatus);
  const statusLabel = status ? vocabularyLabel(status) : null;
  // One way to say a value is empty, as on the rest of the page (RecordValues).
  const none = <Trans>Not specified</Trans>;
  const state: SummaryRow = {
    label: <Trans>Publication state</Trans>,
    value: <PublicationStatusBadge status={record.validationState} gender={gender} />,
  };
  const dissemination: SummaryRow = {
    label: <Trans>Dissemination status</Trans>,
    value: statusLabel ? <span lang={statusLabel.lang}>{statusLabel.text}</span> : none,
  };
  const all: SummaryRow[] = [
    ...rows,
    ...(published ? [state] : []),
    { label: record.creators.length > 1 ? <Trans>Owners</Trans> : <Trans>Owner</Trans>, value: record.creators.length ? record.creators.join(', ') : none },
    { label: <Trans>Contributors</Trans>, value: record.contributors.length ? record.contributors.join(', ') : none },
    ...(published ? [dissemination] : []),
    { label: <Trans>Creation date</Trans>, value: formatDateTime(record.created) },
    { label: <Trans>Modification date</Trans>, value: formatDateTime(record.modified) },
  ];
  return <SummaryList rows={all} />;
}

/** Facts of a record as terms and their values, one row each. */
export function SummaryList({ rows }: { rows: readonly SummaryRow[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map((row, index) => (
        // Rows are fixed for a kind: their order is their identity.
        <div key={index} className="contents">
          <dt className="font-semibold">{row.label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
