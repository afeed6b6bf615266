import type { ReactNode } from 'react';

export interface GuardedActionProps {
  /** The verdict of the application's guard (privilege, strategy, stamps) for this action. */
  allowed: boolean;
  /** The button or link of the action. */
  children: ReactNode;
}

/**
 * Shows an action only to those allowed to take it. Nothing is rendered otherwise, not even a
 * disabled control: people do not see what they may not do. The rule itself lives in the app.
 */
export function GuardedAction({ allowed, children }: GuardedActionProps) {
  return allowed ? children : null;
}
