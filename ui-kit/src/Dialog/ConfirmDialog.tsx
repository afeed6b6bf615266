import { useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

/** The questions the product asks before an action it cannot undo, each with its default wording. */
export type ConfirmKind = 'delete' | 'publish' | 'leave' | 'replace';

export interface ConfirmDialogProps {
  kind: ConfirmKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  /** While the confirmed action runs: the confirm button shows progress and the dialog stays. */
  isPending?: boolean;
  /** Replaces the default title. */
  title?: ReactNode;
  /** Replaces the default question, for example to name what is deleted. */
  message?: ReactNode;
  /** Shown under the question, for example the server's refusal after a failed attempt. */
  children?: ReactNode;
  /**
   * False once confirming again cannot succeed (refused for a reason to be fixed elsewhere): the
   * confirm button goes, and the safe one, which keeps focus, reads Close.
   */
  canConfirm?: boolean;
}

/**
 * Asks before deleting, publishing, replacing (a file) or leaving unsaved changes. Focus starts on the safe choice
 * (cancel / stay), so that a hurried Enter does nothing irreversible.
 */
export function ConfirmDialog({ kind, isOpen, onOpenChange, onConfirm, isPending, title, message, children, canConfirm = true }: ConfirmDialogProps) {
  const { t } = useLingui();
  const safe = useRef<HTMLButtonElement>(null);
  // react-aria's autoFocus waits for the page's transitions to end when the dialog was opened by a
  // link followed with Enter (a "virtual" click); with reduced motion that wait may never end, and
  // focus then went to the dialog itself (the unsaved-changes question, opened by a menu link). The
  // safe answer takes focus on the next frame, whatever opened the dialog.
  useEffect(() => {
    if (!isOpen) return;
    const frame = requestAnimationFrame(() => {
      const button = safe.current;
      const dialog = button?.closest('[role="alertdialog"]');
      const active = document.activeElement;
      // Already on one of its controls (autoFocus did come): stays.
      const onAControl = active !== null && active !== dialog && dialog?.contains(active) === true;
      if (button && !onAControl) button.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  // The confirm button goes when confirming can no longer succeed, and it had focus (it was just
  // pressed): the safe one takes it rather than the page's body.
  useEffect(() => {
    if (isOpen && !canConfirm) safe.current?.focus();
  }, [isOpen, canConfirm]);
  const wording = {
    delete: {
      title: t`Delete`,
      message: t`Do you really want to delete this permanently? This cannot be undone.`,
      confirm: t`Delete`,
      cancel: t`Cancel`,
      pending: t`Deleting`,
    },
    publish: {
      title: t`Publish`,
      message: t`Publish this record? Its current content becomes the published version.`,
      confirm: t`Publish`,
      cancel: t`Cancel`,
      pending: t`Publishing`,
    },
    replace: {
      title: t`Replace`,
      message: t`Replace what is there now? The previous content cannot be recovered.`,
      confirm: t`Replace`,
      cancel: t`Cancel`,
      pending: t`Replacing`,
    },
    leave: {
      title: t`Unsaved changes`,
      message: t`You have changes that are not saved. Leave this page without saving them?`,
      confirm: t`Leave without saving`,
      cancel: t`Stay on this page`,
      pending: t`Leaving`,
    },
  }[kind];
  return (
    <Dialog
      role="alertdialog"
      isDismissable={false}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title ?? wording.title}
      actions={
        <>
          <Button
            ref={safe}
            variant="secondary"
            // The safe answer takes focus when the question opens (WAI-ARIA alertdialog pattern).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            onPress={() => onOpenChange(false)}
            isDisabled={isPending}
          >
            {canConfirm ? wording.cancel : t`Close`}
          </Button>
          {canConfirm && (
            <Button
              variant={kind === 'publish' ? 'primary' : 'danger'}
              onPress={onConfirm}
              isPending={isPending}
              pendingLabel={wording.pending}
            >
              {wording.confirm}
            </Button>
          )}
        </>
      }
    >
      <p>{message ?? wording.message}</p>
      {children && <div className="mt-3">{children}</div>}
    </Dialog>
  );
}
