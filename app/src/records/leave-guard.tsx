import { useRef, type ReactNode } from 'react';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '@atelier/ui-kit';

export interface LeaveGuard {
  /** The confirmation, to render once in the form's page. */
  dialog: ReactNode;
  /** Lets the next navigation through without asking (after a successful save). */
  allowLeaving: () => void;
}

/**
 * "Leave without saving?" (specification §5) when the user leaves a form with unsaved changes, by
 * a link, the browser's back button, or closing the tab (the browser's own prompt then).
 */
export function useLeaveGuard(isDirty: boolean): LeaveGuard {
  const allowed = useRef(false);
  const mustAsk = () => isDirty && !allowed.current;
  const blocker = useBlocker({ shouldBlockFn: mustAsk, enableBeforeUnload: mustAsk, withResolver: true });
  return {
    allowLeaving: () => {
      allowed.current = true;
    },
    dialog: (
      <ConfirmDialog
        kind="leave"
        isOpen={blocker.status === 'blocked'}
        onOpenChange={(isOpen) => {
          if (!isOpen) blocker.reset?.();
        }}
        onConfirm={() => blocker.proceed?.()}
      />
    ),
  };
}
