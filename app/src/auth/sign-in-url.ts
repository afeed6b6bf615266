import { SIGN_IN_PARAMS_CLEANUP_RETRIES } from './timing.ts';

/** The query parameters a provider adds to the address when it sends the user back. */
export const SIGN_IN_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description'] as const;

/** The address without the sign-in parameters. */
export function withoutSignInParams(href: string): string {
  const url = new URL(href);
  for (const param of SIGN_IN_PARAMS) url.searchParams.delete(param);
  return url.pathname + url.search + url.hash;
}

function hasSignInParams(href: string): boolean {
  const { searchParams } = new URL(href);
  return SIGN_IN_PARAMS.some((param) => searchParams.has(param));
}

/**
 * Removes the sign-in parameters from the address bar after sign-in, so that a reload or a shared
 * link does not replay them. A router may write the old address back while it starts: try again, a
 * few times, on the next frames.
 */
export function cleanSignInParams(
  win: Pick<Window, 'location' | 'history' | 'requestAnimationFrame'> = window,
  retries = SIGN_IN_PARAMS_CLEANUP_RETRIES,
): void {
  if (!hasSignInParams(win.location.href)) return;
  win.history.replaceState(win.history.state, '', withoutSignInParams(win.location.href));
  if (retries > 1) win.requestAnimationFrame(() => cleanSignInParams(win, retries - 1));
}
