// The shell learns of the first toast from here, without loading the queue: the queue's code comes
// with the pages that show toasts, not with the first page.
let queued = false;
const waiting = new Set<() => void>();

/** Calls `onQueued` once a toast has been queued (at once if one already was); returns how to stop waiting. */
export function whenFirstToast(onQueued: () => void): () => void {
  if (queued) {
    onQueued();
    return () => undefined;
  }
  waiting.add(onQueued);
  return () => {
    waiting.delete(onQueued);
  };
}

/** Called by the queue with its first toast. */
export function firstToastQueued(): void {
  queued = true;
  for (const onQueued of waiting) onQueued();
  waiting.clear();
}
