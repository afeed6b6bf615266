import { LOGOUT_MARKER_TTL_MS } from './timing.ts';

const KEY = 'atelier.loggedOutAt';

/** Remembers that the user just logged out (for a few seconds), so no automatic sign-in follows. */
export function markLoggedOut(storage: Pick<Storage, 'setItem'> = sessionStorage, now = Date.now()): void {
  storage.setItem(KEY, String(now));
}

/** True within 7 s of a logout. */
export function justLoggedOut(storage: Pick<Storage, 'getItem'> = sessionStorage, now = Date.now()): boolean {
  const at = Number(storage.getItem(KEY));
  return Number.isFinite(at) && at > 0 && now - at < LOGOUT_MARKER_TTL_MS;
}
