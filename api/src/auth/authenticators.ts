import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
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
 * `OpenIDConnectAuth`: a bearer access token (JWT) verified with jose against the issuer's keys,
 * found through its discovery document; issuer, expiry and, when OIDC_AUDIENCE is set, audience are
 * checked. Roles come from `realm_access.roles`, the stamp from `stamp`.
 */
export function oidcAuthenticator(config: Config, matrix: RolePrivileges): Authenticator {
  const issuerUrl = config.oidcIssuer;
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
      ({ payload } = await jwtVerify(match[1], jwks, {
        issuer,
        ...(config.oidcAudience ? { audience: config.oidcAudience } : {}),
      }));
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
