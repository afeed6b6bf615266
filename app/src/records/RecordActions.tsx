import { useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, ConfirmDialog, GuardedAction, Link, type ButtonProps, type ConfirmKind } from '@atelier/ui-kit';
import { UnpublishedTargetsSchema } from '@atelier/contracts';
import { ApiRequestError } from '../lib/api-client.ts';
import { describeError } from '../lib/error-messages.ts';
import { anyRecordHref, RECORD_CATALOGUE } from './catalogue.ts';
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
  /**
   * What to do instead when the refusal is one that trying again cannot change (links to the records
   * to publish first): the dialog then no longer offers the action.
   */
  insteadOf?: (error: Error) => ReactNode;
}

function ConfirmedAction({ kind, allowed, button, variant, message, mutation, done, refused, onDone, insteadOf }: ConfirmedActionProps) {
  const { i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const open = (next: boolean) => {
    // A new attempt starts without the previous refusal.
    if (next) mutation.reset();
    setOpen(next);
  };
  const instead = mutation.isError ? (insteadOf?.(mutation.error) ?? null) : null;
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
      <ConfirmDialog
        kind={kind}
        isOpen={isOpen}
        onOpenChange={open}
        isPending={mutation.isPending}
        message={message}
        onConfirm={confirm}
        canConfirm={instead === null}
      >
        {mutation.isError && (
          <Alert tone="error" title={refused}>
            {describeError(mutation.error, i18n)}
            {instead}
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
  const { i18n } = useLingui();
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
      insteadOf={(error) => toPublishFirst(ui, error, i18n)}
    />
  );
}

/**
 * After "publish … first" (a reference's `publishedFirst` code, its details the field and the records
 * to publish first), publishing again would be refused the same way: a link to each of those records
 * where the field points to one kind with pages. Null for any other refusal, which may be worth
 * trying again; otherwise something, if only empty, that replaces the action.
 */
function toPublishFirst(ui: RecordUi, error: Error, i18n: I18n): ReactNode {
  const refused = error instanceof ApiRequestError ? error.body : null;
  const targets = UnpublishedTargetsSchema.safeParse(refused?.details);
  const reference = targets.success ? ui.kind.fields[targets.data.field]?.reference : undefined;
  if (!refused || !targets.success || !reference || reference.publishedFirst !== refused.code) return null;
  // A field pointing to several kinds names its records, not their kinds: no links then.
  const kind = reference.kinds.length === 1 ? reference.kinds[0] : undefined;
  const entry = kind === undefined ? undefined : RECORD_CATALOGUE[kind];
  if (kind === undefined || !entry) return <></>;
  const noun = i18n._(entry.noun);
  return (
    <ul className="mt-2 flex flex-col gap-1">
      {targets.data.ids.map((id) => (
        <li key={id}>
          <Link href={anyRecordHref(kind, id) ?? ''}>{`${noun} ${id}`}</Link>
        </li>
      ))}
    </ul>
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
