import { UNSTABLE_ToastQueue as AriaToastQueue } from 'react-aria-components';

// The queue apart from the region: a page adds toasts without loading the region's code, which
// loads with the first toast.

export interface ToastContent {
  tone: 'success' | 'info' | 'error';
  /** What happened, and to what: "Code list CL_FREQ saved.". */
  title: string;
  description?: string;
}

export type ToastQueue = AriaToastQueue<ToastContent>;

/** One queue per application; add toasts with `queue.add({ tone, title }, { timeout: 5000 })`. */
export function createToastQueue(): ToastQueue {
  // Waits for the previous toast to leave so that screen readers hear every one.
  return new AriaToastQueue<ToastContent>({ maxVisibleToasts: 3 });
}
