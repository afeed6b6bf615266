import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserPrivilegesSchema, strategyFor } from '@atelier/contracts';
import { DEMO_USERS, signIn, startOidcProvider } from '../../../scripts/oidc-provider.mjs';
import { createTestServer, type TestServer } from '../../test/harness.ts';
import { notAnAccessToken } from './authenticators.ts';
import { loadRolePrivileges, privilegesForRoles } from './role-privileges.ts';

const matrix = loadRolePrivileges();

/** What each role may change, from rbac.yml (READ, which every role holds, left out). */
const WRITES_BY_ROLE: Record<string, string[]> = {
  Administrateur_RMESGNCS: [
    'CLASSIFICATION_CLASSIFICATION.CREATE:ALL',
    'CLASSIFICATION_CLASSIFICATION.DELETE:ALL',
    'CLASSIFICATION_CLASSIFICATION.PUBLISH:ALL',
    'CLASSIFICATION_CLASSIFICATION.UPDATE:ALL',
    'CLASSIFICATION_FAMILY.CREATE:ALL',
    'CLASSIFICATION_FAMILY.DELETE:ALL',
    'CLASSIFICATION_FAMILY.PUBLISH:ALL',
    'CLASSIFICATION_FAMILY.UPDATE:ALL',
    'CLASSIFICATION_SERIES.CREATE:ALL',
    'CLASSIFICATION_SERIES.DELETE:ALL',
    'CLASSIFICATION_SERIES.PUBLISH:ALL',
    'CLASSIFICATION_SERIES.UPDATE:ALL',
    'CODESLIST_CODESLIST.CREATE:ALL',
    'CODESLIST_CODESLIST.DELETE:ALL',
    'CODESLIST_CODESLIST.PUBLISH:ALL',
    'CODESLIST_CODESLIST.UPDATE:ALL',
    'CODESLIST_PARTIALCODESLIST.CREATE:ALL',
    'CODESLIST_PARTIALCODESLIST.DELETE:ALL',
    'CODESLIST_PARTIALCODESLIST.PUBLISH:ALL',
    'CODESLIST_PARTIALCODESLIST.UPDATE:ALL',
    'CONCEPT_COLLECTION.CREATE:ALL',
    'CONCEPT_COLLECTION.DELETE:ALL',
    'CONCEPT_COLLECTION.PUBLISH:ALL',
    'CONCEPT_COLLECTION.UPDATE:ALL',
    'CONCEPT_CONCEPT.ADMINISTRATION:ALL',
    'CONCEPT_CONCEPT.CREATE:ALL',
    'CONCEPT_CONCEPT.DELETE:ALL',
    'CONCEPT_CONCEPT.PUBLISH:ALL',
    'CONCEPT_CONCEPT.UPDATE:ALL',
    'DATASET_DATASET.CREATE:ALL',
    'DATASET_DATASET.DELETE:ALL',
    'DATASET_DATASET.PUBLISH:ALL',
    'DATASET_DATASET.UPDATE:ALL',
    'DATASET_DISTRIBUTION.CREATE:ALL',
    'DATASET_DISTRIBUTION.DELETE:ALL',
    'DATASET_DISTRIBUTION.PUBLISH:ALL',
    'DATASET_DISTRIBUTION.UPDATE:ALL',
    'GEOGRAPHY.CREATE:ALL',
    'GEOGRAPHY.DELETE:ALL',
    'GEOGRAPHY.PUBLISH:ALL',
    'GEOGRAPHY.UPDATE:ALL',
    'OPERATION_DOCUMENT.CREATE:ALL',
    'OPERATION_DOCUMENT.DELETE:ALL',
    'OPERATION_DOCUMENT.PUBLISH:ALL',
    'OPERATION_DOCUMENT.UPDATE:ALL',
    'OPERATION_FAMILY.CREATE:ALL',
    'OPERATION_FAMILY.DELETE:ALL',
    'OPERATION_FAMILY.PUBLISH:ALL',
    'OPERATION_FAMILY.UPDATE:ALL',
    'OPERATION_INDICATOR.CREATE:ALL',
    'OPERATION_INDICATOR.DELETE:ALL',
    'OPERATION_INDICATOR.PUBLISH:ALL',
    'OPERATION_INDICATOR.UPDATE:ALL',
    'OPERATION_OPERATION.CREATE:ALL',
    'OPERATION_OPERATION.DELETE:ALL',
    'OPERATION_OPERATION.PUBLISH:ALL',
    'OPERATION_OPERATION.UPDATE:ALL',
    'OPERATION_SERIES.CREATE:ALL',
    'OPERATION_SERIES.DELETE:ALL',
    'OPERATION_SERIES.PUBLISH:ALL',
    'OPERATION_SERIES.UPDATE:ALL',
    'OPERATION_SIMS.CREATE:ALL',
    'OPERATION_SIMS.DELETE:ALL',
    'OPERATION_SIMS.PUBLISH:ALL',
    'OPERATION_SIMS.UPDATE:ALL',
    'STRUCTURE_COMPONENT.CREATE:ALL',
    'STRUCTURE_COMPONENT.DELETE:ALL',
    'STRUCTURE_COMPONENT.PUBLISH:ALL',
    'STRUCTURE_COMPONENT.UPDATE:ALL',
    'STRUCTURE_STRUCTURE.CREATE:ALL',
    'STRUCTURE_STRUCTURE.DELETE:ALL',
    'STRUCTURE_STRUCTURE.PUBLISH:ALL',
    'STRUCTURE_STRUCTURE.UPDATE:ALL',
  ],
  Gestionnaire_structures_RMESGNCS: [
    'STRUCTURE_COMPONENT.CREATE:ALL',
    'STRUCTURE_COMPONENT.DELETE:STAMP',
    'STRUCTURE_COMPONENT.PUBLISH:STAMP',
    'STRUCTURE_COMPONENT.UPDATE:STAMP',
    'STRUCTURE_STRUCTURE.CREATE:ALL',
    'STRUCTURE_STRUCTURE.DELETE:STAMP',
    'STRUCTURE_STRUCTURE.PUBLISH:STAMP',
    'STRUCTURE_STRUCTURE.UPDATE:STAMP',
  ],
  Proprietaire_collection_concepts_RMESGNCS: [
    'CONCEPT_COLLECTION.DELETE:ALL',
    'CONCEPT_COLLECTION.UPDATE:ALL',
    'CONCEPT_CONCEPT.DELETE:ALL',
  ],
  Proprietaire_concept_RMESGNCS: [
    'CONCEPT_COLLECTION.CREATE:ALL',
    'CONCEPT_COLLECTION.DELETE:ALL',
    'CONCEPT_COLLECTION.PUBLISH:ALL',
    'CONCEPT_COLLECTION.UPDATE:ALL',
    'CONCEPT_CONCEPT.CREATE:ALL',
    'CONCEPT_CONCEPT.DELETE:ALL',
    'CONCEPT_CONCEPT.PUBLISH:ALL',
    'CONCEPT_CONCEPT.UPDATE:ALL',
  ],
  Utilisateur_RMESGNCS: [],
  Gestionnaire_concept_RMESGNCS: [
    'CONCEPT_CONCEPT.CREATE:STAMP',
    'CONCEPT_CONCEPT.PUBLISH:STAMP',
    'CONCEPT_CONCEPT.UPDATE:STAMP',
  ],
  Gestionnaire_ensemble_concepts_RMESGNCS: [
    'CONCEPT_CONCEPT.CREATE:STAMP',
    'CONCEPT_CONCEPT.PUBLISH:STAMP',
    'CONCEPT_CONCEPT.UPDATE:STAMP',
  ],
  Gestionnaire_serie_RMESGNCS: [
    'OPERATION_DOCUMENT.CREATE:ALL',
    'OPERATION_DOCUMENT.DELETE:ALL',
    'OPERATION_DOCUMENT.PUBLISH:ALL',
    'OPERATION_DOCUMENT.UPDATE:ALL',
    'OPERATION_OPERATION.CREATE:STAMP',
    'OPERATION_OPERATION.PUBLISH:STAMP',
    'OPERATION_OPERATION.UPDATE:STAMP',
    'OPERATION_SERIES.PUBLISH:STAMP',
    'OPERATION_SERIES.UPDATE:STAMP',
    'OPERATION_SIMS.CREATE:STAMP',
    'OPERATION_SIMS.PUBLISH:STAMP',
    'OPERATION_SIMS.UPDATE:STAMP',
  ],
  Gestionnaire_liste_codes_RMESGNCS: [
    'CODESLIST_CODESLIST.CREATE:ALL',
    'CODESLIST_CODESLIST.DELETE:ALL',
    'CODESLIST_CODESLIST.PUBLISH:ALL',
    'CODESLIST_CODESLIST.UPDATE:ALL',
    'CODESLIST_PARTIALCODESLIST.CREATE:ALL',
    'CODESLIST_PARTIALCODESLIST.DELETE:ALL',
    'CODESLIST_PARTIALCODESLIST.PUBLISH:ALL',
    'CODESLIST_PARTIALCODESLIST.UPDATE:ALL',
  ],
  Gestionnaire_indicateur_RMESGNCS: [
    'OPERATION_DOCUMENT.CREATE:ALL',
    'OPERATION_DOCUMENT.DELETE:ALL',
    'OPERATION_DOCUMENT.PUBLISH:ALL',
    'OPERATION_DOCUMENT.UPDATE:ALL',
    'OPERATION_INDICATOR.CREATE:STAMP',
    'OPERATION_INDICATOR.PUBLISH:STAMP',
    'OPERATION_INDICATOR.UPDATE:STAMP',
    'OPERATION_SERIES.PUBLISH:STAMP',
    'OPERATION_SERIES.UPDATE:STAMP',
    'OPERATION_SIMS.CREATE:STAMP',
    'OPERATION_SIMS.PUBLISH:STAMP',
    'OPERATION_SIMS.UPDATE:STAMP',
  ],
  Gestionnaire_jeu_donnees_RMESGNCS: [
    'DATASET_DATASET.CREATE:ALL',
    'DATASET_DATASET.DELETE:STAMP',
    'DATASET_DATASET.PUBLISH:STAMP',
    'DATASET_DATASET.UPDATE:STAMP',
    'DATASET_DISTRIBUTION.CREATE:ALL',
    'DATASET_DISTRIBUTION.DELETE:STAMP',
    'DATASET_DISTRIBUTION.PUBLISH:STAMP',
    'DATASET_DISTRIBUTION.UPDATE:STAMP',
  ],
};

/** The role's grants other than READ, as `APPLICATION.PRIVILEGE:STRATEGY`. */
function writesOf(role: string): string[] {
  return privilegesForRoles([role], matrix)
    .flatMap(({ application, privileges }) =>
      privileges
        .filter(({ privilege, strategy }) => privilege !== 'READ' && strategy !== 'NONE')
        .map(({ privilege, strategy }) => `${application}.${privilege}:${strategy}`),
    )
    .sort();
}

describe('the role → privilege matrix', () => {
  it.each(Object.keys(WRITES_BY_ROLE))('grants %s exactly what rbac.yml gives it, and reading', (role) => {
    expect(writesOf(role)).toEqual(WRITES_BY_ROLE[role]);
    for (const { privileges } of privilegesForRoles([role], matrix)) {
      expect(privileges.find(({ privilege }) => privilege === 'READ')?.strategy).toMatch(/ALL|STAMP/);
    }
  });

  it('keeps the most permissive strategy when several roles grant a privilege', () => {
    const indicatorManager = privilegesForRoles(['Gestionnaire_indicateur_RMESGNCS'], matrix);
    expect(strategyFor(indicatorManager, 'OPERATION_FAMILY', 'READ')).toBe('STAMP');
    const merged = privilegesForRoles(['Gestionnaire_indicateur_RMESGNCS', 'Utilisateur_RMESGNCS', 'Nobody_RMESGNCS'], matrix);
    expect(strategyFor(merged, 'OPERATION_FAMILY', 'READ')).toBe('ALL');
    // Unlike the replaced system's matrix, the administrator reads every series, not only those of their stamp.
    expect(strategyFor(privilegesForRoles(['Administrateur_RMESGNCS'], matrix), 'OPERATION_SERIES', 'READ')).toBe('ALL');
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
  /** The same provider trusted without an audience check (OIDC_ALLOW_ANY_AUDIENCE=true). */
  let anyAudience: TestServer;
  /** The same provider, with its `reports` client trusted besides the application (OIDC_TRUSTED_CLIENTS). */
  let trustingReports: TestServer;
  const token = async (login: string, from = provider) =>
    (await signIn({ issuer: from.issuer, clientId: from.clientId, login, password: login })).access_token;
  const call = (url: string, bearer?: string, method: 'GET' | 'POST' = 'GET', payload?: object, on = server) =>
    on.app.inject({
      method,
      url,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(payload ? { payload } : {}),
    });

  // A token that lives a second, taken first: the other cases run while it expires.
  let expiring: { token: string; at: number };
  beforeAll(async () => {
    provider = await startOidcProvider({ port: 0, otherClients: ['reports'] });
    shortLived = await startOidcProvider({ port: 0, accessTokenTtl: 1 });
    expiring = { token: await token('admin', shortLived), at: Date.now() };
    server = await createTestServer({
      config: {
        authType: 'OpenIDConnectAuth',
        oidcIssuer: provider.issuer,
        oidcClientId: provider.clientId,
        oidcAudience: provider.audience,
      },
    });
    anyAudience = await createTestServer({
      seed: false,
      config: { authType: 'OpenIDConnectAuth', oidcIssuer: provider.issuer, oidcClientId: provider.clientId, oidcAllowAnyAudience: true },
    });
    trustingReports = await createTestServer({
      seed: false,
      config: {
        authType: 'OpenIDConnectAuth',
        oidcIssuer: provider.issuer,
        oidcClientId: provider.clientId,
        oidcAudience: provider.audience,
        oidcTrustedClients: ['reports'],
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await anyAudience.close();
    await trustingReports.close();
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

  it('gives every demo user, signed in for real, the privileges of their role and their stamp', async () => {
    for (const user of DEMO_USERS) {
      const bearer = await token(user.login);
      expect((await call('/api/users/info', bearer)).json(), user.login).toEqual(privilegesForRoles(user.roles, matrix));
      expect((await call('/api/users/stamp', bearer)).json(), user.login).toEqual([{ stamp: user.stamp }]);
    }
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

  it('shows a reference to a record the caller may not read by its identifier alone, never its label (issue 27, item 6)', async () => {
    const admin = await token('admin');
    const indicators = await token('indicators');
    const run = Date.now().toString(36);
    const create = async (path: string, payload: object) => {
      const response = await call(`/api/operations${path}`, admin, 'POST', payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.body;
    };
    // Families are read under STAMP by the indicators manager (DG75-A040): one of another unit, one of theirs.
    const hidden = await create('/family', { prefLabelLg1: `Famille cachée ${run}`, prefLabelLg2: `Hidden family ${run}`, creators: ['DG75-H250'] });
    const theirs = await create('/family', { prefLabelLg1: `Famille visible ${run}`, creators: ['DG75-A040'] });
    const inHidden = await create('/series', { familyId: hidden, prefLabelLg1: `Série d’une famille cachée ${run}`, creators: ['DG75-A040'] });
    const inTheirs = await create('/series', { familyId: theirs, prefLabelLg1: `Série d’une famille visible ${run}`, creators: ['DG75-A040'] });

    expect((await call(`/api/operations/family/${hidden}`, indicators)).statusCode).toBe(403);
    type Answer = { familyId: string; references: Record<string, { id: string; labelLg1: string }[] | undefined> };
    const series = (await call(`/api/operations/series/${inHidden}`, indicators)).json<Answer>();
    expect(series.familyId).toBe(hidden);
    expect(series.references.familyId).toBeUndefined();
    expect(JSON.stringify(series)).not.toContain('Famille cachée');
    const listed = (await call(`/api/operations/series?q=${run}`, indicators)).json<Answer[]>();
    expect(listed.map((item) => [item.familyId, item.references.familyId?.[0]?.labelLg1 ?? null])).toEqual([
      [hidden, null],
      [theirs, `Famille visible ${run}`],
    ]);
    expect(JSON.stringify(listed)).not.toContain('Famille cachée');

    // A family they may read keeps its label, and whoever may read the hidden one sees it.
    expect((await call(`/api/operations/series/${inTheirs}`, indicators)).json<Answer>().references.familyId?.[0]?.labelLg1).toBe(`Famille visible ${run}`);
    expect((await call(`/api/operations/series/${inHidden}`, admin)).json<Answer>().references.familyId?.[0]).toMatchObject({ id: hidden, labelLg1: `Famille cachée ${run}` });
  });

  it('answers 401 UNAUTHENTICATED without a token, with a forged or expired one', async () => {
    for (const bearer of [undefined, 'not-a-jwt', `${(await token('admin')).slice(0, -4)}AAAA`]) {
      const response = await call('/api/codeList', bearer);
      expect([response.statusCode, response.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    }
    // A token from another provider (other keys, other issuer).
    const foreign = await call('/api/users/info', await token('admin', shortLived));
    expect(foreign.statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expiring.at + 2100 - Date.now())));
    expect((await call('/api/users/info', expiring.token)).statusCode).toBe(401);
  });

  // An outside test found an ID token, and a token issued to another client of the same provider,
  // accepted with full roles when no audience was checked.
  it('refuses an ID token and a token issued to another client, with or without an audience check', async () => {
    const signedIn = await signIn({ issuer: provider.issuer, clientId: provider.clientId, login: 'admin', password: 'admin' });
    const otherClient = await signIn({ issuer: provider.issuer, clientId: 'reports', login: 'admin', password: 'admin' });
    expect(signedIn.id_token).toBeTruthy();
    for (const on of [server, anyAudience]) {
      for (const [what, bearer] of [['ID token', signedIn.id_token], ["another client's access token", otherClient.access_token]]) {
        const response = await call('/api/users/info', bearer, 'GET', undefined, on);
        expect([response.statusCode, response.json().code], what).toEqual([401, 'UNAUTHENTICATED']);
      }
      expect((await call('/api/users/info', signedIn.access_token, 'GET', undefined, on)).statusCode).toBe(200);
    }
    const refusal = (await call('/api/users/info', otherClient.access_token)).json<{ message: string }>();
    expect(refusal.message).toContain('issued to another client ("reports")');
    // A system given its own client, trusted by name: its access token is accepted, its ID token still not.
    const trusted = await call('/api/users/info', otherClient.access_token, 'GET', undefined, trustingReports);
    expect([trusted.statusCode, trusted.json<unknown[]>().length > 0]).toEqual([200, true]);
    expect((await call('/api/users/info', otherClient.id_token, 'GET', undefined, trustingReports)).statusCode).toBe(401);
  });

  it('serves the public endpoints without a token', async () => {
    for (const url of ['/api/init', '/api/health', '/api/disseminationStatus', '/api/docs/json', '/config.json']) {
      expect((await call(url)).statusCode, url).toBe(200);
    }
    expect((await call('/config.json')).json()).toMatchObject({ oidc: { authority: provider.issuer, clientId: 'atelier' } });
  });
});

describe('what counts as an access token', () => {
  const keycloakAccess = { typ: 'Bearer', azp: 'atelier', scope: 'openid profile', realm_access: { roles: ['Utilisateur_RMESGNCS'] } };
  const keycloakId = { typ: 'ID', azp: 'atelier', aud: 'atelier', nonce: 'n', at_hash: 'h' };

  it('accepts RFC 9068 access tokens and Keycloak-style ones (typ JWT, Bearer) of the application', () => {
    expect(notAnAccessToken({ alg: 'RS256', typ: 'at+jwt' }, { client_id: 'atelier', scope: 'openid' }, ['atelier'])).toBeUndefined();
    expect(notAnAccessToken({ alg: 'RS256', typ: 'application/at+jwt' }, {}, ['atelier'])).toBeUndefined();
    expect(notAnAccessToken({ alg: 'RS256', typ: 'JWT' }, keycloakAccess, ['atelier'])).toBeUndefined();
    // Keycloak before version 22 also put the nonce in access tokens.
    expect(notAnAccessToken({ alg: 'RS256' }, { ...keycloakAccess, nonce: 'n' }, ['atelier'])).toBeUndefined();
    expect(notAnAccessToken({ alg: 'RS256' }, { scp: 'read' }, ['atelier'])).toBeUndefined();
  });

  it.each([
    ['an ID token by its header type', { alg: 'RS256', typ: 'id_token+jwt' }, { scope: 'openid' }, /type id_token\+jwt/],
    ['a logout token', { alg: 'RS256', typ: 'logout+jwt' }, {}, /type logout\+jwt/],
    ["Keycloak's ID token", { alg: 'RS256', typ: 'JWT' }, keycloakId, /type ID/],
    ["Keycloak's refresh token", { alg: 'RS256', typ: 'JWT' }, { typ: 'Refresh', azp: 'atelier', scope: 'openid' }, /type Refresh/],
    ['an ID token by its hash', { alg: 'RS256' }, { at_hash: 'h', scope: 'openid' }, /ID token \(it carries at_hash\)/],
    ['an ID token by its nonce', { alg: 'RS256' }, { nonce: 'n', scope: 'openid' }, /carries nonce/],
    ['a token without scope or client (the local provider\'s ID token)', { alg: 'RS256' }, { aud: 'atelier', realm_access: {} }, /without scope/],
    ["another client's access token (azp)", { alg: 'RS256', typ: 'JWT' }, { ...keycloakAccess, azp: 'reports' }, /another client \("reports"\)/],
    ["another client's access token (client_id)", { alg: 'RS256', typ: 'at+jwt' }, { client_id: 'reports' }, /another client/],
  ])('refuses %s', (_what, header, payload, reason) => {
    expect(notAnAccessToken(header, payload, ['atelier'])).toMatch(reason);
  });

  it("accepts another client's access token once that client is trusted (OIDC_TRUSTED_CLIENTS), and its ID token still not", () => {
    expect(notAnAccessToken({ alg: 'RS256', typ: 'JWT' }, { ...keycloakAccess, azp: 'reports' }, ['atelier', 'reports'])).toBeUndefined();
    expect(notAnAccessToken({ alg: 'RS256', typ: 'at+jwt' }, { client_id: 'reports' }, ['atelier', 'reports'])).toBeUndefined();
    expect(notAnAccessToken({ alg: 'RS256', typ: 'JWT' }, { ...keycloakId, azp: 'reports' }, ['atelier', 'reports'])).toMatch(/type ID/);
    expect(notAnAccessToken({ alg: 'RS256', typ: 'at+jwt' }, { client_id: 'reports2' }, ['atelier', 'reports'])).toMatch(/another client/);
  });
});
