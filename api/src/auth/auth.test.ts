import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserPrivilegesSchema, strategyFor } from '@atelier/contracts';
import { signIn, startOidcProvider } from '../../../scripts/oidc-provider.mjs';
import { createTestServer, type TestServer } from '../../test/harness.ts';
import { loadRolePrivileges, privilegesForRoles } from './role-privileges.ts';

const matrix = loadRolePrivileges();

describe('the role → privilege matrix', () => {
  it('keeps the most permissive strategy when several roles grant a privilege', () => {
    const admin = privilegesForRoles(['Administrateur_RMESGNCS'], matrix);
    expect(strategyFor(admin, 'OPERATION_SERIES', 'READ')).toBe('STAMP');
    const merged = privilegesForRoles(['Administrateur_RMESGNCS', 'Gestionnaire_serie_RMESGNCS', 'Nobody_RMESGNCS'], matrix);
    expect(strategyFor(merged, 'OPERATION_SERIES', 'READ')).toBe('ALL');
    const seriesManager = privilegesForRoles(['Gestionnaire_serie_RMESGNCS'], matrix);
    expect(strategyFor(seriesManager, 'OPERATION_SERIES', 'UPDATE')).toBe('STAMP');
    expect(strategyFor(seriesManager, 'OPERATION_DOCUMENT', 'DELETE')).toBe('ALL');
    expect(strategyFor(seriesManager, 'OPERATION_SERIES', 'DELETE')).toBe('NONE');
    expect(privilegesForRoles(['Unknown'], matrix)).toEqual([]);
  });

  it('reads a replacement matrix from ROLE_PRIVILEGES_FILE, and refuses a malformed one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-rbac-'));
    const file = path.join(dir, 'roles.json');
    writeFileSync(file, JSON.stringify({ roles: { Editor: { CODESLIST_CODESLIST: { READ: 'ALL', UPDATE: 'STAMP' } } } }));
    expect(privilegesForRoles(['Editor'], loadRolePrivileges(file))).toEqual([
      { application: 'CODESLIST_CODESLIST', privileges: [{ privilege: 'READ', strategy: 'ALL' }, { privilege: 'UPDATE', strategy: 'STAMP' }] },
    ]);
    writeFileSync(file, JSON.stringify({ roles: { Editor: { CODESLIST_CODESLIST: { READ: 'SOMETIMES' } } } }));
    expect(() => loadRolePrivileges(file)).toThrow(/ROLE_PRIVILEGES_FILE/);
  });
});

describe('demo mode (NoAuthImpl)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('is the administrator with stamp DG75-L201 and every privilege', async () => {
    const info = UserPrivilegesSchema.parse((await server.app.inject({ url: '/api/users/info' })).json());
    expect(info).toHaveLength(18);
    expect(info.every((entry) => entry.privileges.length === 6 && entry.privileges.every((p) => p.strategy === 'ALL'))).toBe(true);
    expect((await server.app.inject({ url: '/api/users/stamp' })).json()).toEqual([{ stamp: 'DG75-L201' }]);
  });
});

describe('OpenID Connect (a real provider, real tokens)', () => {
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  let shortLived: Awaited<ReturnType<typeof startOidcProvider>>;
  let server: TestServer;
  const token = async (login: string, from = provider) =>
    (await signIn({ issuer: from.issuer, clientId: from.clientId, login, password: login })).access_token;
  const call = (url: string, bearer?: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    provider = await startOidcProvider({ port: 0 });
    shortLived = await startOidcProvider({ port: 0, accessTokenTtl: 1 });
    server = await createTestServer({
      config: {
        authType: 'OpenIDConnectAuth',
        oidcIssuer: provider.issuer,
        oidcClientId: provider.clientId,
        oidcAudience: provider.audience,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.stop();
    await shortLived.stop();
  });

  it('reads roles and stamp from the access token for users/info and users/stamp', async () => {
    const bearer = await token('codelists');
    const info = UserPrivilegesSchema.parse((await call('/api/users/info', bearer)).json());
    expect(strategyFor(info, 'CODESLIST_CODESLIST', 'CREATE')).toBe('ALL');
    expect(strategyFor(info, 'CONCEPT_CONCEPT', 'CREATE')).toBe('NONE');
    expect((await call('/api/users/stamp', bearer)).json()).toEqual([{ stamp: 'DG75-H250' }]);
  });

  it('lets a token holder write with their privileges, owned by their stamp', async () => {
    const bearer = await token('codelists');
    const created = await call('/api/codeList', bearer, 'POST', {
      id: 'CL_OIDC', labelLg1: 'Par jeton', labelLg2: 'By token', codes: [{ code: 'A', labelLg1: 'a' }],
    });
    expect([created.statusCode, created.body]).toEqual([201, 'CL_OIDC']);
    expect((await call('/api/codeList/CL_OIDC', bearer)).json()).toMatchObject({ creators: ['DG75-H250'] });
    const history = (await call('/api/codeList/CL_OIDC/history', bearer)).json<{ userId: string; userStamp: string }[]>();
    expect(history[0]).toMatchObject({ userId: 'codelists', userStamp: 'DG75-H250' });
  });

  it('refuses a missing privilege with 403, and changes nothing', async () => {
    const response = await call('/api/codeList', await token('reader'), 'POST', {
      id: 'CL_READER', labelLg1: 'x', labelLg2: 'x', codes: [{ code: 'A', labelLg1: 'a' }],
    });
    expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await call('/api/codeList/CL_READER', await token('admin'))).statusCode).toBe(404);
  });

  it('answers 401 UNAUTHENTICATED without a token, with a forged or expired one', async () => {
    for (const bearer of [undefined, 'not-a-jwt', `${(await token('admin')).slice(0, -4)}AAAA`]) {
      const response = await call('/api/codeList', bearer);
      expect([response.statusCode, response.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    // A token from another provider (other keys, other issuer).
    const foreign = await call('/api/users/info', await token('admin', shortLived));
    expect(foreign.statusCode).toBe(401);
    const expiring = await token('admin', shortLived);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await call('/api/users/info', expiring)).statusCode).toBe(401);
  });

  it('serves the public endpoints without a token', async () => {
    for (const url of ['/api/init', '/api/health', '/api/disseminationStatus', '/api/docs/json', '/config.json']) {
      expect((await call(url)).statusCode, url).toBe(200);
    }
    expect((await call('/config.json')).json()).toMatchObject({ oidc: { authority: provider.issuer, clientId: 'atelier' } });
  });
});
