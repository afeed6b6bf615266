import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTHeaderParameters, type JWTPayload } from 'jose';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { ApiError } from '../lib/errors.ts';
import { DEMO_ROLE, DEMO_STAMP, type Identity } from './identity.ts';
import { allPrivileges, privilegesForRoles, type RolePrivileges } from './role-privileges.ts';

/** Turns a request's Authorization header into an identity, or refuses it with 401 UNAUTHENTICATED. */
export type Authenticator = (authorization: string | undefined) => Promise<Identity>;

/** `NoAuthImpl`: no sign-in; every caller is the demo administrator. */
export function demoAuthenticator(): Authenticator {
  const identity: Identity = { id: 'demo', roles: [DEMO_ROLE], stamps: [DEMO_STAMP], privileges: allPrivileges() };
  return async () => identity;
}

/** The claims we read from an access token. */
const ClaimsSchema = z.object({
  sub: z.string().optional(),
  preferred_username: z.string().optional(),
  stamp: z.union([z.string(), z.array(z.string())]).optional(),
  realm_access: z.object({ roles: z.array(z.string()).default([]) }).optional(),
});

const DiscoverySchema = z.object({ issuer: z.string(), jwks_uri: z.url() });

/**
 * Why a verified token is still not an access token for this application, or undefined when it is.
 *
 * - Type: an RFC 9068 access token says so in its header (`typ: at+jwt`, as the local provider
 *   issues). Tokens without it (`typ: JWT` or none, as Keycloak issues) must not be ID tokens:
 *   no `typ` claim other than Keycloak's `Bearer` (its ID tokens say `ID`), none of the hashes
 *   (`at_hash`, `c_hash`, `s_hash`) or the `nonce` only ID tokens carry, and a `scope` (`scp`) or a
 *   `client_id`, which access tokens carry and ID tokens do not.
 * - Authorized party: `azp` or `client_id`, when present, must be one of `clients`: the application's
 *   (OIDC_CLIENT_ID) and those trusted besides (OIDC_TRUSTED_CLIENTS). A token the provider issued
 *   to any other client is not ours.
 */
export function notAnAccessToken(header: JWTHeaderParameters, payload: JWTPayload, clients: readonly string[]): string | undefined {
  const typ = header.typ?.toLowerCase().replace(/^application\//, '');
  if (typ !== undefined && typ !== 'at+jwt' && typ !== 'jwt') return `a token of type ${header.typ} is not an access token`;
  if (typ !== 'at+jwt') {
    const kind = typeof payload.typ === 'string' ? payload.typ.toLowerCase() : undefined;
    if (kind !== undefined && kind !== 'bearer') return `a token of type ${String(payload.typ)} is not an access token`;
    const idTokenClaim = ['at_hash', 'c_hash', 's_hash', ...(kind === 'bearer' ? [] : ['nonce'])].find((claim) => claim in payload);
    if (idTokenClaim) return `an ID token (it carries ${idTokenClaim}) is not an access token`;
    if (kind !== 'bearer' && !['scope', 'scp', 'client_id'].some((claim) => claim in payload)) {
      return 'a token without scope or client_id is an ID token, not an access token';
    }
  }
  const party = payload.azp ?? payload.client_id;
  if (party !== undefined && !(typeof party === 'string' && clients.includes(party))) return `the token was issued to another client (${JSON.stringify(party)})`;
  return undefined;
}

/**
 * `OpenIDConnectAuth`: a bearer access token (JWT) verified with jose against the issuer's keys,
 * found through its discovery document; issuer, expiry, audience (OIDC_AUDIENCE, unless
 * OIDC_ALLOW_ANY_AUDIENCE), type and authorized party (`notAnAccessToken`) are checked. Roles come
 * from `realm_access.roles`, the stamp from `stamp`.
 */
export function oidcAuthenticator(config: Config, matrix: RolePrivileges): Authenticator {
  const issuerUrl = config.oidcIssuer;
  const clients = [config.oidcClientId, ...config.oidcTrustedClients].filter((client) => client !== undefined);
  if (!issuerUrl) throw new Error('OpenIDConnectAuth needs OIDC_ISSUER');
  let keys: Promise<{ issuer: string; jwks: ReturnType<typeof createRemoteJWKSet> }> | undefined;
  const discover = () => {
    keys ??= (async () => {
      const response = await fetch(`${issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`);
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const discovery = DiscoverySchema.parse(await response.json());
      return { issuer: discovery.issuer, jwks: createRemoteJWKSet(new URL(discovery.jwks_uri)) };
    })().catch((error: unknown) => {
      // Try again on the next request: the provider may start after us.
      keys = undefined;
      throw new ApiError('SERVICE_UNAVAILABLE', `The sign-in provider cannot be reached (${(error as Error).message}).`);
    });
    return keys;
  };

  return async (authorization) => {
    const match = /^Bearer ([\w.~+/-]+=*)$/i.exec(authorization ?? '');
    if (!match?.[1]) throw new ApiError('UNAUTHENTICATED');
    const { issuer, jwks } = await discover();
    let payload: JWTPayload;
    try {
      let protectedHeader: JWTHeaderParameters;
      ({ payload, protectedHeader } = await jwtVerify(match[1], jwks, {
        issuer,
        ...(config.oidcAudience ? { audience: config.oidcAudience } : {}),
      }));
      const refusal = notAnAccessToken(protectedHeader, payload, clients);
      if (refusal) throw new ApiError('UNAUTHENTICATED', `The access token was refused: ${refusal}.`);
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) {
        throw new ApiError('UNAUTHENTICATED', `The access token was refused (${error.code}).`);
      }
      throw error;
    }
    const claims = ClaimsSchema.safeParse(payload);
    if (!claims.success) throw new ApiError('UNAUTHENTICATED', 'The access token carries malformed claims.');
    const { sub, preferred_username, stamp, realm_access } = claims.data;
    const roles = realm_access?.roles ?? [];
    return {
      id: preferred_username ?? sub ?? 'unknown',
      roles,
      stamps: stamp === undefined ? [] : [stamp].flat().filter(Boolean),
      privileges: privilegesForRoles(roles, matrix),
    };
  };
}
