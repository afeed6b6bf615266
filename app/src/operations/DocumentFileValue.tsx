import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, useFileSizeFormat } from '@atelier/ui-kit';
import type { DocumentFile } from '@atelier/contracts';
import { describeError } from '../lib/error-messages.ts';
import { downloadDocumentFile } from './documents-api.ts';

export interface DocumentFileValueProps {
  /** The document's identifier. */
  id: string;
  file: DocumentFile | null;
}

/**
 * A document's file on its page: its name, size and upload date, and a button that downloads it
 * with the user's token (a plain link could not carry it); a failed download says why, in words.
 */
export function DocumentFileValue({ id, file }: DocumentFileValueProps) {
  const { t, i18n } = useLingui();
  const formatSize = useFileSizeFormat();
  const download = useMutation({ mutationFn: () => downloadDocumentFile(id) });
  if (!file) {
    return (
      <span className="text-ink-muted italic forced-colors:text-[CanvasText]">
        <Trans>No file</Trans>
      </span>
    );
  }
  const size = formatSize(file.size);
  const uploaded = i18n.date(file.uploaded, { dateStyle: 'long' });
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold break-all">{file.name}</span>
        <span className="text-ink-muted forced-colors:text-[CanvasText]">{t`${size}, uploaded on ${uploaded}`}</span>
        <Button variant="secondary" size="sm" isPending={download.isPending} pendingLabel={t`Downloading`} onPress={() => download.mutate()}>
          <Trans>Download the file</Trans>
        </Button>
      </div>
      {download.isError && (
        <Alert tone="error" title={<Trans>The file could not be downloaded.</Trans>}>
          {describeError(download.error, i18n)}
        </Alert>
      )}
    </div>
  );
}
