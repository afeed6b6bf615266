import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { announce } from './announcer.ts';
import { MAIN_CONTENT_ID } from './MainContent.tsx';

// After a page change, focus goes to the new page's heading and its title is said in the shell's
// live region (WCAG 2.4.3, 4.1.3; RGAA 12.8, 7.5): otherwise it falls to the body with the link
// followed, or stays in the menu, and nothing is heard. Not on the first page (the browser reads
// it), nor when only the address's query changes (a search typed in a box: focus stays there).

/** How long a new page may take to show its heading (its data arriving) before focus goes to its main region. */
const HEADING_WAIT_MS = 3000;

/** The page's `h1`: in its main region; without one (a screen shown alone), the first one shown. */
function pageHeading(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (main) return main.querySelector<HTMLElement>('h1');
  return [...document.querySelectorAll<HTMLElement>('h1')].find((heading) => heading.checkVisibility()) ?? null;
}

/**
 * Moves focus to the page's heading (its `h1`), or to its main region when it has none: where a
 * page starts again after a page change, or after an action whose button went away (Publish).
 */
export function focusPageHeading(): void {
  const target = pageHeading() ?? document.getElementById(MAIN_CONTENT_ID);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * Whether the new page put focus somewhere itself (the heading of the section an address names):
 * inside its content, on something Tab does not stop on. A link or button still focused is the one
 * just followed, or one outside the page (the module's menu): focus moves on from those.
 */
function placedByPage(): boolean {
  const active = document.activeElement;
  const main = document.getElementById(MAIN_CONTENT_ID);
  return active instanceof HTMLElement && main !== null && active !== main && main.contains(active) && active.tabIndex < 0;
}

/** Calls `then` once the page shows its heading, or after HEADING_WAIT_MS; returns a cancel. */
function whenHeadingShows(then: () => void): () => void {
  const start = performance.now();
  let frame = 0;
  const check = () => {
    if (pageHeading() || performance.now() - start > HEADING_WAIT_MS) return then();
    frame = requestAnimationFrame(check);
  };
  frame = requestAnimationFrame(check);
  return () => cancelAnimationFrame(frame);
}

/**
 * Until `stop`: whenever focus falls to the body (the link followed, or the button pressed, went
 * with the old page), it goes to the main region at once, before anything is painted or said: on
 * the body a screen reader starts reading the whole page again, and Tab starts from its top.
 */
function keepFocusOffBody(): () => void {
  const rescue = () => {
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    main.focus({ preventScroll: true });
  };
  // Told of every removal before the next frame (a microtask), so focus is never seen on the body.
  const observer = new MutationObserver(rescue);
  observer.observe(document.body, { childList: true, subtree: true });
  // A page change that never resolves (an error page instead) does not leave it watching: it would
  // keep react-aria from giving focus back to a dialog's opener.
  const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS * 3);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/** Focus and announcement after each page change; the root route uses it once. */
export function useFocusAfterNavigation(): void {
  const router = useRouter();
  useEffect(() => {
    let cancel: (() => void) | undefined;
    let release: (() => void) | undefined;
    const settle = () => {
      release?.();
      release = undefined;
    };
    const unsubscribeStart = router.subscribe('onBeforeNavigate', (event) => {
      if (!event.pathChanged || !event.fromLocation) return;
      settle();
      release = keepFocusOffBody();
    });
    const unsubscribe = router.subscribe('onResolved', (event) => {
      // The first page, or only the query changed: focus stays where it is.
      if (!event.pathChanged || !event.fromLocation) return settle();
      cancel?.();
      cancel = whenHeadingShows(() => {
        cancel = undefined;
        settle();
        // A page that put focus somewhere itself said what it had to.
        if (placedByPage()) return;
        focusPageHeading();
        announce(document.title);
      });
    });
    return () => {
      cancel?.();
      settle();
      unsubscribeStart();
      unsubscribe();
    };
  }, [router]);
}
