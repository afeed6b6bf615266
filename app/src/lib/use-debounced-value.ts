import { useEffect, useState } from 'react';

/** How long typing pauses before a search goes to the server. */
export const SEARCH_DELAY_MS = 300;

/** The value once it has not changed for `delayMs`: a search sent to the server when typing pauses. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
