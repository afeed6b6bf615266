import { createToastQueue } from '@atelier/ui-kit';
import { firstToastQueued } from './toast-signal.ts';

/** The application's one toast queue: `toasts.add({ tone: 'success', title }, { timeout: 5000 })`. */
export const toasts = createToastQueue();

// The shell mounts the toasts' region with the first toast (LazyToasts).
const stopWatching = toasts.subscribe(() => {
  if (toasts.visibleToasts.length === 0) return;
  stopWatching();
  firstToastQueued();
});
