/**
 * react-aria announces a pending button through its live region by reference (`aria-labelledby`
 * its id) and keeps the entry for seconds. When the button goes meanwhile (its dialog closes, the
 * page changes after a save), the entry names nothing: screen readers have read it already, but
 * accessibility checkers flag an unlabelled image. This drops such entries once their elements are gone.
 */
export function dropStaleAnnouncements(): void {
  for (const entry of document.querySelectorAll<HTMLElement>('[data-live-announcer="true"] [aria-labelledby]')) {
    const ids = (entry.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.every((id) => document.getElementById(id) === null)) entry.remove();
  }
}

/**
 * Drops them now, and those that arrive in the next second as they arrive: react-aria delays the
 * first announcement of a page by 100 ms, so an entry can come after the button that made it is gone.
 */
export function dropStaleAnnouncementsSoon(): void {
  dropStaleAnnouncements();
  const observer = new MutationObserver(dropStaleAnnouncements);
  observer.observe(document.body, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 1000);
}
