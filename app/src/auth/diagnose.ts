/**
 * Why sign-in could not start, for a message that helps: the provider is down, the client is
 * misconfigured, the browser blocked a cross-origin call, or the silent sign-in page is missing.
 */
export type SignInFailure = 'server-down' | 'misconfigured-client' | 'cross-origin' | 'silent-page-missing' | 'unavailable';

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const CLIENT_ERRORS = /invalid_client|unauthorized_client|invalid_redirect_uri|redirect_uri|invalid_scope|invalid_request/i;

export async function diagnoseSignInFailure(
  error: unknown,
  { authority, silentPageUrl }: { authority: string; silentPageUrl: string },
  fetchFn: Fetch = fetch,
): Promise<SignInFailure> {
  const message = error instanceof Error ? error.message : String(error);
  if (CLIENT_ERRORS.test(message)) return 'misconfigured-client';

  const discovery = `${authority.replace(/\/$/, '')}/.well-known/openid-configuration`;
  try {
    const response = await fetchFn(discovery);
    if (!response.ok) return 'misconfigured-client';
  } catch {
    // A CORS refusal looks like a network failure; an opaque request tells them apart.
    try {
      await fetchFn(discovery, { mode: 'no-cors' });
      return 'cross-origin';
    } catch {
      return 'server-down';
    }
  }
  try {
    const page = await fetchFn(silentPageUrl, { method: 'HEAD' });
    if (!page.ok) return 'silent-page-missing';
  } catch {
    return 'unavailable';
  }
  return 'unavailable';
}
