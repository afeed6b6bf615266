import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, EmptyState, Link, PublicationStatusBadge, Spinner, useDataLanguages } from '@atelier/ui-kit';
import type { Usage } from '@atelier/contracts';
import { describeError } from '../lib/error-messages.ts';
import { RECORD_CATALOGUE, anyRecordHref } from './catalogue.ts';
import type { RecordUi } from './kind.ts';
import { recordQueries } from './record-api.ts';

export interface UsedBySectionProps {
  ui: RecordUi;
  id: string;
}

/** "Used by": the records of any kind whose fields point to this one, each a link to its page. */
export function UsedBySection({ ui, id }: UsedBySectionProps) {
  const { t, i18n } = useLingui();
  const usages = useQuery(recordQueries.usages(ui, id));
  return (
    <section aria-labelledby="used-by-heading" className="flex flex-col gap-3">
      <h2 id="used-by-heading" className="text-2xl font-bold">
        <Trans>Used by</Trans>
      </h2>
      {usages.isPending ? (
        <Spinner label={t`Loading the records that use it`} />
      ) : usages.isError ? (
        <Alert
          tone="error"
          title={<Trans>The records that use it could not be loaded.</Trans>}
          actions={
            <Button variant="secondary" size="sm" onPress={() => void usages.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          }
        >
          {describeError(usages.error, i18n)}
        </Alert>
      ) : usages.data.length === 0 ? (
        <EmptyState title={<Trans>No record uses it.</Trans>} />
      ) : (
        <ul className="flex flex-col gap-2">
          {usages.data.map((usage) => (
            <UsageItem key={`${usage.kind}/${usage.id}/${usage.field}`} usage={usage} />
          ))}
        </ul>
      )}
    </section>
  );
}

function UsageItem({ usage }: { usage: Usage }) {
  const { i18n } = useLingui();
  const { lg1 } = useDataLanguages();
  const entry = RECORD_CATALOGUE[usage.kind];
  const href = anyRecordHref(usage.kind, usage.id);
  const label = <span lang={lg1}>{usage.labelLg1}</span>;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {entry && <span className="text-sm text-ink-muted forced-colors:text-[CanvasText]">{i18n._(entry.noun)}</span>}
      {href ? <Link href={href}>{label}</Link> : label}
      <span className="text-sm text-ink-muted forced-colors:text-[CanvasText]">{usage.id}</span>
      {usage.validationState && <PublicationStatusBadge status={usage.validationState} gender={entry?.gender} />}
    </li>
  );
}
