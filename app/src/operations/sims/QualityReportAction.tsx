import { useQuery } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { GuardedAction, LinkButton } from '@atelier/ui-kit';
import type { RecordView, SimsTargetKind } from '@atelier/contracts';
import { useAuthorization } from '../../auth/privileges.ts';
import { operationUi } from '../kinds.ts';
import { useRecordStewards } from '../../records/governing.ts';
import type { RecordUi } from '../../records/kind.ts';
import { recordQueries } from '../../records/record-api.ts';
import { reportOfQuery, simsCreateHref, simsUi } from './sims-ui.ts';

/**
 * The quality report of an operation, series or indicator from its page: "View the quality report"
 * when it has one; otherwise "Create the quality report" for those who may (the object's owners),
 * except for a series with operations, whose reports are its operations' (663).
 */
export function QualityReportAction({ ui, record }: { ui: RecordUi; record: RecordView }) {
  const kind = ui.kind.name as SimsTargetKind;
  const { can } = useAuthorization();
  const stewards = useRecordStewards(ui, record);
  const report = useQuery(reportOfQuery(record.id));
  const operations = useQuery({
    ...recordQueries.list(operationUi, { seriesId: record.id, per_page: 1 }),
    enabled: kind === 'series',
  });
  const existing = report.data?.items[0];
  if (existing) {
    return (
      <LinkButton href={`${simsUi.pages.item}/${encodeURIComponent(existing.id)}`} variant="secondary">
        <Trans>View the quality report</Trans>
      </LinkButton>
    );
  }
  const hasOperations = kind === 'series' && (operations.data?.total ?? 1) > 0;
  const allowed =
    report.isSuccess && !hasOperations && stewards !== null && can('OPERATION_SIMS', 'CREATE', { allowedStamps: stewards });
  return (
    <GuardedAction allowed={allowed}>
      <LinkButton href={simsCreateHref(kind, record.id)} variant="secondary">
        <Trans>Create the quality report</Trans>
      </LinkButton>
    </GuardedAction>
  );
}
