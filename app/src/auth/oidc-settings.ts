import type { UserManagerSettings } from 'oidc-client-ts';
import type { RuntimeConfig } from '@atelier/contracts';
import { DEFAULT_SCOPE, SILENT_SIGN_IN_TIMEOUT_SECONDS } from './timing.ts';

/** The sign-in settings are missing from the host's configuration: the client cannot start. */
export class SignInConfigError extends Error {
  override name = 'SignInConfigError';
}

/** The page the provider loads in a hidden frame for silent sign-in and renewal. */
export const SILENT_SIGN_IN_PAGE = 'silent-sign-in.html';

/** oidc-client-ts settings from the runtime configuration: code flow with PKCE, renewal done by us. */
export function userManagerSettings(config: RuntimeConfig, origin: string): UserManagerSettings {
  const { oidc } = config;
  if (!oidc?.authority || !oidc.clientId) {
    throw new SignInConfigError('Sign-in needs an issuer and a client id (oidc.authority and oidc.clientId)');
  }
  return {
    authority: oidc.authority,
    client_id: oidc.clientId,
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/logout`,
    silent_redirect_uri: `${origin}/${SILENT_SIGN_IN_PAGE}`,
    response_type: 'code',
    scope: oidc.scope || DEFAULT_SCOPE,
    ...(oidc.resource ? { resource: oidc.resource } : {}),
    // Renewal follows our own timing rule (timing.ts), not the library's fixed lead time.
    automaticSilentRenew: false,
    silentRequestTimeoutInSeconds: Math.max(3, SILENT_SIGN_IN_TIMEOUT_SECONDS),
    monitorSession: false,
    loadUserInfo: false,
  };
}
