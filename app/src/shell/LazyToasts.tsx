import { lazy, Suspense, useEffect, useState } from 'react';
import { whenFirstToast } from './toast-signal.ts';

const ToastArea = lazy(() => import('./ToastArea.tsx'));

/**
 * The toasts' region, loaded and mounted with the first toast: most visits show none, and neither the
 * region nor the queue weighs on the first page. A toast's content is an alert, announced as it is
 * inserted.
 */
export function LazyToasts() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenFirstToast(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense>
      <ToastArea />
    </Suspense>
  );
}
