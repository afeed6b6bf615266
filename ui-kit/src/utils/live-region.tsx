import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** Delay between emptying the region and filling it: the same words said twice are heard twice. */
const REFILL_DELAY_MS = 100;

/**
 * A polite live region of a component's own, and what it says: what an action did (an entry moved,
 * removed) without moving focus. Render `region` from the component's first render, so that screen
 * readers watch it before anything is said there.
 */
export function useLiveRegion(): { region: ReactNode; announce: (message: string) => void; message: string } {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback((next: string) => {
    clearTimeout(timer.current);
    setMessage('');
    timer.current = setTimeout(() => setMessage(next), REFILL_DELAY_MS);
  }, []);
  const region = (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
  return { region, announce, message };
}
