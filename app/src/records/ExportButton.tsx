import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Dialog } from '@atelier/ui-kit';
import { describeError } from '../lib/error-messages.ts';
import type { SavedFile } from '../lib/save-file.ts';

export interface ExportButtonProps<C> {
  /** The dialog's title: "Export the concept". */
  title: string;
  /** What is saved, and how, in a sentence. */
  description: ReactNode;
  /** The choices made in the dialog (a language, a format), as one value. */
  choice: C;
  /** Fields that set `choice`. */
  children?: ReactNode;
  /** Downloads and saves the file for the choice. */
  run: (choice: C) => Promise<SavedFile>;
  /** The failure's title: "The concept could not be exported." */
  failed: ReactNode;
  /** When the dialog closes: each opening starts afresh, so the caller resets its choices here. */
  onClose?: () => void;
}

/**
 * "Export" on a record's page: a dialog with the choices the export offers, then the file saved
 * under the name the server gives, said in the dialog; a failure in words. A result stands for the
 * choice it was made with: changing the choice hides it.
 */
export function ExportButton<C>({ title, description, choice, children, run, failed, onClose }: ExportButtonProps<C>) {
  const { t, i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const exporting = useMutation({ mutationFn: run });
  const current = exporting.variables === choice;
  const openChange = (open: boolean) => {
    if (!open) {
      exporting.reset();
      onClose?.();
    }
    setOpen(open);
  };
  const fileName = exporting.data?.fileName ?? '';
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <Trans>Export</Trans>
      </Button>
      <Dialog
        title={title}
        isOpen={isOpen}
        onOpenChange={openChange}
        actions={
          <>
            <Button variant="secondary" onPress={() => openChange(false)}>
              <Trans>Close</Trans>
            </Button>
            <Button onPress={() => exporting.mutate(choice)} isPending={exporting.isPending} pendingLabel={t`Exporting`}>
              <Trans>Export</Trans>
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <p>{description}</p>
          {children}
          {current && exporting.isError && (
            <Alert tone="error" title={failed}>
              {describeError(exporting.error, i18n)}
            </Alert>
          )}
          {current && exporting.isSuccess && (
            <Alert tone="success">
              <Trans>Saved as {fileName}.</Trans>
            </Alert>
          )}
        </div>
      </Dialog>
    </>
  );
}
