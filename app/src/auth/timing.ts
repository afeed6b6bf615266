// The timing rules of sign-in (specification §4 and §9), in one place.

/** Renewal starts this share of the token's remaining lifetime before it expires… */
export const RENEWAL_LEAD_RATIO = 0.1;
/** …but never more than this many seconds before. */
export const RENEWAL_LEAD_CAP_SECONDS = 25;
/** User info and stamps are read again this often, together with token renewal. */
export const USER_INFO_REFRESH_MS = 120_000;
/** A user who has not interacted for this long is inactive. */
export const INACTIVE_AFTER_MS = 5_000;
/** Interaction events are recorded at most this often. */
export const ACTIVITY_THROTTLE_MS = 1_000;
/** After logging out, automatic sign-in is held back for this long. */
export const LOGOUT_MARKER_TTL_MS = 7_000;
/** Silent sign-in waits this long for the provider (never less than 3 s). */
export const SILENT_SIGN_IN_TIMEOUT_SECONDS = 5;
/** Attempts at removing the sign-in parameters (code, state…) from the address after sign-in. */
export const SIGN_IN_PARAMS_CLEANUP_RETRIES = 5;
export const DEFAULT_SCOPE = 'openid';
/** Without a configured value, an inactive session ends after 30 minutes… */
export const DEFAULT_IDLE_TIMEOUT_SECONDS = 30 * 60;
/** …after a visible countdown of this many seconds. */
export const LOGOUT_COUNTDOWN_SECONDS = 60;

/**
 * How long to wait before renewing a token that expires in `expiresInSeconds`: renewal begins
 * 10 % of that lifetime before expiry, at most 25 s before it.
 */
export function renewalDelayMs(expiresInSeconds: number): number {
  const lead = Math.min(expiresInSeconds * RENEWAL_LEAD_RATIO, RENEWAL_LEAD_CAP_SECONDS);
  return Math.max(0, (expiresInSeconds - lead) * 1000);
}

/** Seconds left before an inactive session ends, given how long the user has been idle. */
export function secondsBeforeLogout(idleMs: number, idleTimeoutSeconds: number): number {
  return Math.max(0, Math.ceil(idleTimeoutSeconds - idleMs / 1000));
}
