import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAllowed, strategyFor, type Application, type ErrorCode, type Privilege } from '@atelier/contracts';
import { ApiError } from '../lib/errors.ts';
import type { Authenticator } from './authenticators.ts';
import type { Identity } from './identity.ts';

/** A privilege an endpoint requires, and the catalogue code a refusal answers (FORBIDDEN by default). */
export interface Guard {
  application: Application;
  privilege: Privilege;
  denied?: ErrorCode;
}

/**
 * Who may call an endpoint: anyone (`public`), any signed-in user (`signed-in`), or holders of a
 * privilege. Every route under /api must declare one: the server refuses to start otherwise.
 */
export type Access = 'public' | 'signed-in' | Guard;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
}

/**
 * Authentication and the first authorization pass, before the body is even read: no identity gives
 * 401, a privilege the caller holds with strategy NONE gives 403. The STAMP comparison with the
 * record's stamps happens where the record is loaded (`authorize`).
 */
export function registerAccessControl(api: FastifyInstance, authenticate: Authenticator): void {
  api.decorateRequest('identity', null);
  api.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
  });
  api.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    const identity = await authenticate(request.headers.authorization);
    request.identity = identity;
    if (access !== 'signed-in' && strategyFor(identity.privileges, access.application, access.privilege) === 'NONE') {
      throw new ApiError(access.denied ?? 'FORBIDDEN');
    }
  });
}

/** The caller of a guarded route (set by accessControl). */
export function identityOf(request: FastifyRequest): Identity {
  if (!request.identity) throw new Error(`${request.method} ${request.url} has no identity: is its route public?`);
  return request.identity;
}

/**
 * The guard rule of specification §6, shared with the SPA (`isAllowed`): ALL passes; STAMP passes
 * when one of the user's stamps is among the record's stamps (its creators and contributors), or
 * the record lists none.
 */
export function authorize(identity: Identity, guard: Guard, recordStamps: readonly string[] = []): void {
  const allowed = isAllowed({
    privileges: identity.privileges,
    application: guard.application,
    privilege: guard.privilege,
    userStamps: identity.stamps,
    allowedStamps: recordStamps,
  });
  if (!allowed) throw new ApiError(guard.denied ?? 'FORBIDDEN');
}
