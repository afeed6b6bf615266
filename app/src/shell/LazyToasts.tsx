import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toasts } from './toasts.ts';

const ToastArea = lazy(() => import('./ToastArea.tsx'));

const subscribe = (onChange: () => void) => toasts.subscribe(onChange);
const hasVisibleToasts = () => toasts.visibleToasts.length > 0;

/**
 * The toasts' region, loaded and mounted with the first toast: most visits show none, and the first
 * page stays light. A toast's content is an alert, announced as it is inserted.
 */
export function LazyToasts() {
  const hasToasts = useSyncExternalStore(subscribe, hasVisibleToasts);
  const [mounted, setMounted] = useState(false);
  if (hasToasts && !mounted) setMounted(true);
  if (!mounted && !hasToasts) return null;
  return (
    <Suspense>
      <ToastArea />
    </Suspense>
  );
}
