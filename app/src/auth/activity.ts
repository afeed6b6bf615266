import { ACTIVITY_THROTTLE_MS, INACTIVE_AFTER_MS } from './timing.ts';

/** What counts as the user doing something. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface ActivityTracker {
  /** Milliseconds since the last recorded interaction. */
  idleMs(): number;
  /** True once the user has not interacted for 5 s. */
  isInactive(): boolean;
  /** Counts as an interaction (for example a press on "Stay signed in"). */
  touch(): void;
  stop(): void;
}

/**
 * Records the user's last interaction, at most once a second: interactions are frequent and only
 * their recency matters.
 */
export function trackActivity(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window, now = Date.now): ActivityTracker {
  let last = now();
  const record = () => {
    const time = now();
    if (time - last >= ACTIVITY_THROTTLE_MS) last = time;
  };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, record, { passive: true, capture: true });
  return {
    idleMs: () => now() - last,
    isInactive: () => now() - last >= INACTIVE_AFTER_MS,
    touch: () => {
      last = now();
    },
    stop: () => {
      for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, record, { capture: true });
    },
  };
}
