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
  /** The choices made in the dialog (a language, a format), as one plain value (compared as JSON). */
  choice: C;
  /** Fields that set `choice`. */
  children?: ReactNode;
  /** Downloads and saves the file for the choice. */
  run: (choice: C) => Promise<SavedFile>;
  /** The failure's title: "The concept could not be exported." */
  failed: ReactNode;
  /** Why this choice cannot be exported (no language checked), said when Export is pressed; none: it can. */
  refusal?: (choice: C) => ReactNode;
  /** What the dialog says once the file is saved, when more than its name ("Saved as …, without …"). */
  saved?: (file: SavedFile, choice: C) => ReactNode;
  /** When the dialog closes: each opening starts afresh, so the caller resets its choices here. */
  onClose?: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * "Export" on a record's page: a dialog with the choices the export offers, then the file saved
 * under the name the server gives, said in the dialog; a failure or a refusal in words. A result
 * stands for the choice it was made with: changing the choice hides it.
 */
export function ExportButton<C>({ title, description, choice, children, run, failed, refusal, saved, onClose }: ExportButtonProps<C>) {
  const { t, i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const [refused, setRefused] = useState<{ choice: C } | null>(null);
  const exporting = useMutation({ mutationFn: run });
  const current = exporting.variables !== undefined && same(exporting.variables, choice);
  const reason = refused && same(refused.choice, choice) ? refusal?.(choice) : undefined;
  const press = () => {
    if (refusal?.(choice)) {
      exporting.reset();
      setRefused({ choice });
    } else {
      setRefused(null);
      exporting.mutate(choice);
    }
  };
  const openChange = (open: boolean) => {
    if (!open) {
      exporting.reset();
      setRefused(null);
      onClose?.();
    }
    setOpen(open);
  };
  const file = exporting.data;
  const fileName = file?.fileName ?? '';
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
            <Button onPress={press} isPending={exporting.isPending} pendingLabel={t`Exporting`}>
              <Trans>Export</Trans>
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <p>{description}</p>
          {children}
          {reason && (
            <Alert tone="error" title={<Trans>Nothing was exported.</Trans>}>
              {reason}
            </Alert>
          )}
          {current && exporting.isError && (
            <Alert tone="error" title={failed}>
              {describeError(exporting.error, i18n)}
            </Alert>
          )}
          {current && file && (saved?.(file, choice) ?? (
            <Alert tone="success">
              <Trans>Saved as {fileName}.</Trans>
            </Alert>
          ))}
        </div>
      </Dialog>
    </>
  );
}
