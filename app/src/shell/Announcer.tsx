import { useSyncExternalStore } from 'react';
import { currentAnnouncement, subscribeToAnnouncements } from './announcer.ts';

/** Its id, for the journeys that read what it said. */
export const ANNOUNCER_ID = 'announcer';

/**
 * The shell's one polite live region, present from the first page so that screen readers watch it
 * before anything is said there: the new page's title after each page change, and what `announce`
 * says. Invisible: what it says is shown elsewhere (the heading, which takes focus).
 */
export function Announcer() {
  const message = useSyncExternalStore(subscribeToAnnouncements, currentAnnouncement);
  return (
    <div id={ANNOUNCER_ID} role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
