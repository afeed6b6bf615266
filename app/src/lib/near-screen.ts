import { useCallback, useState } from 'react';

/**
 * Whether an element has come near the screen (600 px), once: what an item far down a long page
 * reads (a code list's codes, a cited document's file) waits until the reader gets there, so the
 * page does not ask for everything at once. React 19 ref callbacks clean up after themselves.
 */
export function useNearScreen(): [(element: Element | null) => (() => void) | undefined, boolean] {
  const [seen, setSeen] = useState(false);
  const ref = useCallback(
    (element: Element | null) => {
      if (!element || seen) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setSeen(true);
          observer.disconnect();
        },
        { rootMargin: '600px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [seen],
  );
  return [ref, seen];
}
