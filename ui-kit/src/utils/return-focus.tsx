import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Put as a direct child of an overlay's element (a popover, a dialog): when the overlay closes with
 * focus inside it, focus goes back at once to the element that had it when the overlay opened.
 * react-aria does the same a frame later, after the render the choice caused, which may be long (a
 * quality report's outline follows every rubric): meanwhile focus was on the page's body, where a
 * screen reader starts reading the page again (WCAG 2.4.3).
 */
export function ReturnFocusAtOnce() {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const marker = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const overlay = marker.current?.parentElement;
    // Runs as the overlay goes, before its elements leave the page.
    return () => {
      // Inside the overlay, or already fallen to the body (react-aria's own focus scope, closing
      // first, may have let it go there): either way it goes back to the opener.
      const active = document.activeElement;
      const lost = active === null || active === document.body || (overlay?.contains(active) ?? false);
      if (!lost || !(opener instanceof HTMLElement)) return;
      const giveBack = () => {
        if (opener.isConnected && (document.activeElement === null || document.activeElement === document.body || overlay?.contains(document.activeElement))) opener.focus({ preventScroll: true });
      };
      giveBack();
      // A modal's page is still inert here (react-aria frees it in a passive effect, at the end of
      // the same commit): then once the commit is over, still before any frame is painted.
      if (document.activeElement !== opener) queueMicrotask(giveBack);
    };
  }, [opener]);
  return <span ref={marker} hidden />;
}
