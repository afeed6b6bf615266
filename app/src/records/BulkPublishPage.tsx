import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Spinner } from '@atelier/ui-kit';
import { ApiRequestError, apiWrite } from '../lib/api-client.ts';
import { describeError } from '../lib/error-messages.ts';
import { ListToolHeader } from './ListToolHeader.tsx';
import { toasts } from '../shell/toasts.ts';
import type { RecordUi } from './kind.ts';
import { invalidateAfterWrite } from './record-api.ts';
import { RequirePrivilege } from './RequirePrivilege.tsx';
import { SelectionPicker, type SelectedRecord } from './SelectionPicker.tsx';

// The bulk publication of a kind (`PUT {path}` with the identifiers as a JSON array, all in one
// transaction): the records not published as they stand are picked, then published together.
// While someone else publishes some of them (423 PUBLICATION_IN_PROGRESS) the page says so and
// tries again every 2 seconds until it goes through or the user cancels.

/** How long to wait before trying again while someone else publishes. */
export const PUBLICATION_RETRY_MS = 2000;

export interface BulkPublishPageProps {
  ui: RecordUi;
  /** The bulk publication's endpoint (`/concepts/validate`). */
  path: string;
  /** The page's title ("Publish concepts"). */
  title: string;
  /** Headings of the picker's panels. */
  selectedTitle: string;
  candidatesTitle: string;
  /** When nothing waits for publication. */
  noCandidate: string;
  /** Said when Publish is pressed with nothing selected ("Add at least one concept to publish"). */
  nothingSelected: string;
  /** The toast once done ("3 concepts published."). */
  published: (count: number) => string;
}

type Progress = { state: 'idle' } | { state: 'publishing' } | { state: 'waiting'; attempts: number } | { state: 'failed'; error: unknown };

const isBusy = (error: unknown) => error instanceof ApiRequestError && error.status === 423;

/**
 * The picker over the records to publish, and Publish: nothing selected is refused before any call;
 * publication in progress elsewhere is waited for (announced, cancellable); once done, a toast says
 * how many were published and the kind's list is shown.
 */
export function BulkPublishPage(props: BulkPublishPageProps) {
  return (
    <RequirePrivilege application={props.ui.kind.application} privilege="PUBLISH" page={props.title}>
      <BulkPublishScreen {...props} />
    </RequirePrivilege>
  );
}

function BulkPublishScreen({ ui, path, title, selectedTitle, candidatesTitle, noCandidate, nothingSelected, published }: BulkPublishPageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<SelectedRecord[]>([]);
  const [refused, setRefused] = useState(false);
  const [progress, setProgress] = useState<Progress>({ state: 'idle' });
  // The current run: cancelling or leaving the page ends it (a timer pending, an answer awaited).
  const run = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      run.current += 1;
      clearTimeout(timer.current);
    },
    [],
  );

  const attempt = async (current: number, ids: string[], attempts: number) => {
    try {
      await apiWrite(path, { method: 'PUT', body: ids });
    } catch (error) {
      if (run.current !== current) return;
      if (isBusy(error)) {
        setProgress({ state: 'waiting', attempts: attempts + 1 });
        timer.current = setTimeout(() => void attempt(current, ids, attempts + 1), PUBLICATION_RETRY_MS);
      } else {
        setProgress({ state: 'failed', error });
      }
      return;
    }
    if (run.current !== current) return;
    setProgress({ state: 'idle' });
    void invalidateAfterWrite(queryClient, ui);
    toasts.add({ tone: 'success', title: published(ids.length) }, { timeout: 5000 });
    void navigate({ href: ui.pages.list });
  };

  const publish = () => {
    if (selected.length === 0) {
      setRefused(true);
      return;
    }
    setRefused(false);
    run.current += 1;
    setProgress({ state: 'publishing' });
    void attempt(run.current, selected.map((record) => record.id), 0);
  };
  const cancel = () => {
    run.current += 1;
    clearTimeout(timer.current);
    setProgress({ state: 'idle' });
  };
  const busy = progress.state === 'publishing' || progress.state === 'waiting';

  return (
    <div className="flex flex-col gap-6">
      <ListToolHeader ui={ui} title={title}>
        <Button onPress={publish} isPending={busy}>
          <Trans>Publish</Trans>
        </Button>
      </ListToolHeader>
      {progress.state === 'waiting' && (
        <Alert
          tone="info"
          title={<Trans>Waiting</Trans>}
          actions={
            <Button variant="secondary" size="sm" onPress={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          }
        >
          <span className="flex items-center gap-2">
            <Spinner size="sm" label={t`Waiting for the other publication`} />
            <Trans>Someone else is publishing some of these records. Publication will be tried again every 2 seconds until it goes through.</Trans>
          </span>
        </Alert>
      )}
      {progress.state === 'failed' && (
        <Alert tone="error" title={<Trans>Not published</Trans>}>
          {describeError(progress.error, i18n)}
        </Alert>
      )}
      <SelectionPicker
        ui={ui}
        filter={{ toValidate: 'true' }}
        selected={selected}
        onChange={(next) => {
          setSelected(next);
          if (next.length > 0) setRefused(false);
        }}
        selectedTitle={selectedTitle}
        candidatesTitle={candidatesTitle}
        noCandidate={noCandidate}
        error={refused ? nothingSelected : undefined}
      />
    </div>
  );
}
