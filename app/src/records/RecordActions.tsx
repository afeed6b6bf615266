import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, ConfirmDialog, GuardedAction, type ButtonProps, type ConfirmKind } from '@atelier/ui-kit';
import { describeError } from '../lib/error-messages.ts';
import type { RecordUi } from './kind.ts';
import { useDeleteRecord, usePublishRecord } from './record-api.ts';
import { useWriteConfirmation } from './write-confirmation.ts';

// The one publish flow and the one delete flow of every record: a guarded button, a confirmation,
// the server's refusal shown in the dialog in the user's words, a toast naming the record when done.

interface RecordActionProps {
  ui: RecordUi;
  id: string;
  /** The verdict of the guard (privilege, strategy, stamps, state). */
  allowed: boolean;
  /** The record as people call it, in the confirmation ("the code list CL_FREQ"). */
  name: ReactNode;
  /** Its label in the first data language, for the toast that confirms the write. */
  label: string;
}

interface ConfirmedActionProps {
  kind: ConfirmKind;
  allowed: boolean;
  button: ReactNode;
  variant: ButtonProps['variant'];
  message: ReactNode;
  mutation: UseMutationResult<string, Error, void>;
  /** Confirms the write (a toast naming the record). */
  done: () => void;
  refused: ReactNode;
  onDone?: () => void;
}

function ConfirmedAction({ kind, allowed, button, variant, message, mutation, done, refused, onDone }: ConfirmedActionProps) {
  const { i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const open = (next: boolean) => {
    // A new attempt starts without the previous refusal.
    if (next) mutation.reset();
    setOpen(next);
  };
  const confirm = () =>
    mutation.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        done();
        onDone?.();
      },
    });
  return (
    <GuardedAction allowed={allowed}>
      <Button variant={variant} onPress={() => open(true)}>
        {button}
      </Button>
      <ConfirmDialog kind={kind} isOpen={isOpen} onOpenChange={open} isPending={mutation.isPending} message={message} onConfirm={confirm}>
        {mutation.isError && (
          <Alert tone="error" title={refused}>
            {describeError(mutation.error, i18n)}
          </Alert>
        )}
      </ConfirmDialog>
    </GuardedAction>
  );
}

/**
 * Publishes the record ("Publier") after confirmation, then says "… published." naming it;
 * `onPublished` once done (its button then goes away: the page moves focus).
 */
export function PublishAction({
  ui,
  id,
  allowed,
  name,
  label,
  onPublished,
  notice,
}: RecordActionProps & {
  onPublished?: () => void;
  /** What the confirmation says besides, about this record (a concept's end of validity). */
  notice?: ReactNode;
}) {
  const confirmWrite = useWriteConfirmation(ui);
  return (
    <ConfirmedAction
      kind="publish"
      allowed={allowed}
      variant="primary"
      button={<Trans>Publish</Trans>}
      message={
        <>
          <Trans>Publish {name}? Its current content becomes the published version.</Trans>
          {notice && <> {notice}</>}
        </>
      }
      mutation={usePublishRecord(ui, id)}
      done={() => confirmWrite('published', { id, label })}
      refused={<Trans>Not published</Trans>}
      onDone={onPublished}
    />
  );
}

/** Deletes the record after confirmation, says "… deleted." naming it, then leaves its page (`onDeleted`). */
export function DeleteAction({ ui, id, allowed, name, label, onDeleted }: RecordActionProps & { onDeleted: () => void }) {
  const confirmWrite = useWriteConfirmation(ui);
  return (
    <ConfirmedAction
      kind="delete"
      allowed={allowed}
      variant="danger"
      button={<Trans>Delete</Trans>}
      message={<Trans>Do you really want to delete {name} permanently? This cannot be undone.</Trans>}
      mutation={useDeleteRecord(ui, id)}
      done={() => confirmWrite('deleted', { id, label })}
      refused={<Trans>Not deleted</Trans>}
      onDone={onDeleted}
    />
  );
}
