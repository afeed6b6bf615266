import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from '@atelier/ui-kit';
import { ApiRequestError } from '../lib/api-client.ts';
import { describeError } from '../lib/error-messages.ts';
import { DocumentTitle } from '../shell/DocumentTitle.tsx';
import { ForbiddenContent, NotFoundContent } from '../shell/StatusPages.tsx';

/**
 * What a record's screen shows when the record cannot be read: not found (404), not allowed (403),
 * or the failure in the user's words with a way to try again.
 */
export function RecordLoadError({ error }: ErrorComponentProps) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  useEffect(() => queryErrorBoundary.reset(), [queryErrorBoundary]);
  if (error instanceof ApiRequestError && error.status === 404) return <NotFoundContent />;
  if (error instanceof ApiRequestError && error.status === 403) return <ForbiddenContent page={t`Not allowed`} />;
  return (
    <>
      <DocumentTitle page={t`Loading failed`} />
      <Alert
        tone="error"
        title={<Trans>This page could not be loaded.</Trans>}
        actions={
          <Button variant="secondary" onPress={() => void router.invalidate()}>
            <Trans>Retry</Trans>
          </Button>
        }
      >
        {describeError(error, i18n)}
      </Alert>
    </>
  );
}
