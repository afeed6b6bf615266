import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../../auth/identity.ts';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../../test/harness.ts';

/** A code list editor limited to the lists that carry their stamp. */
const stampEditor: Identity = {
  id: 'stamp-editor',
  roles: [],
  stamps: ['DG57-C003'],
  privileges: ['CODESLIST_CODESLIST', 'CODESLIST_PARTIALCODESLIST'].map((application) => ({
    application: application as 'CODESLIST_CODESLIST',
    privileges: [
      { privilege: 'READ' as const, strategy: 'STAMP' as const },
      ...(['CREATE', 'UPDATE', 'PUBLISH', 'DELETE'] as const).map((privilege) => ({ privilege, strategy: 'STAMP' as const })),
    ],
  })),
};

const users = {
  admin: identityWith(['Gestionnaire_liste_codes_RMESGNCS'], ['DG75-L201'], 'admin'),
  nobody: identityWith([], ['DG75-L201'], 'nobody'),
  stampEditor,
};
type User = keyof typeof users;

const body = (id: string, extra: object = {}) => ({
  id, labelLg1: `Liste ${id}`, labelLg2: `List ${id}`, disseminationStatus: 'Prive', codes: [{ code: 'A', labelLg1: 'a' }], ...extra,
});

describe('code lists: who may do what', () => {
  let server: TestServer;
  const as = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({ method, url, headers: { authorization: `Bearer ${user}` }, ...(payload ? { payload } : {}) });
  const version = async (id: string) => (await as('admin', 'GET', `/api/codeList/${id}`)).json<{ version: number }>().version;

  beforeAll(async () => {
    // No seed: the visible lists below are exactly those these tests create.
    server = await createTestServer({ seed: false, authenticate: usersAuthenticator(users) });
    expect((await as('admin', 'POST', '/api/codeList', body('CL_ADMIN'))).statusCode).toBe(201);
    expect((await as('admin', 'POST', '/api/codeList', body('CL_SHARED', { contributors: ['DG57-C003'] }))).statusCode).toBe(201);
  });
  afterAll(() => server.close());

  it('refuses the codes of a list to someone who may not read it (403 FORBIDDEN)', async () => {
    for (const url of ['/api/codeList/CL_ADMIN/codes', '/api/codeList/CL_ADMIN/codes/tree', '/api/codeList/CL_ADMIN/codes/A/ancestors', '/api/codeList/partial/parent/CL_ADMIN']) {
      const response = await as('nobody', 'GET', url);
      expect([response.statusCode, response.json().code], url).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('answers 401 to an unknown caller', async () => {
    const response = await server.app.inject({ url: '/api/codeList' });
    expect([response.statusCode, response.json().code]).toEqual([401, 'UNAUTHENTICATED']);
  });

  it('with STAMP, allows the records that list the caller stamp among creators or contributors, only', async () => {
    // Reading: the list shows only the records the stamp may read.
    const visible = (await as('stampEditor', 'GET', '/api/codeList')).json<{ id: string }[]>().map((l) => l.id);
    expect(visible).toEqual(['CL_SHARED']);
    expect((await as('stampEditor', 'GET', '/api/codeList/CL_ADMIN')).statusCode).toBe(403);

    // Writing a record owned by another stamp is refused; one it contributes to is allowed.
    const refused = await as('stampEditor', 'PUT', '/api/codeList/CL_ADMIN', { ...body('CL_ADMIN'), labelLg1: 'Taken over', version: 1 });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    expect((await as('stampEditor', 'PUT', '/api/codeList/CL_ADMIN/validate')).statusCode).toBe(403);
    expect((await as('stampEditor', 'DELETE', '/api/codeList/CL_ADMIN')).statusCode).toBe(403);
    expect(await version('CL_ADMIN')).toBe(1);

    const allowed = await as('stampEditor', 'PUT', '/api/codeList/CL_SHARED', { ...body('CL_SHARED'), labelLg1: 'Shared edit', version: 1 });
    expect(allowed.statusCode).toBe(200);
    expect((await as('stampEditor', 'PUT', '/api/codeList/CL_SHARED/validate')).statusCode).toBe(200);

    // Creating for another owner is refused; for itself (the default owner) it is allowed.
    const forOther = await as('stampEditor', 'POST', '/api/codeList', body('CL_OTHER', { creators: ['DG75-L201'] }));
    expect(forOther.statusCode).toBe(403);
    const own = await as('stampEditor', 'POST', '/api/codeList', body('CL_OWN'));
    expect(own.statusCode).toBe(201);
    expect((await as('stampEditor', 'GET', '/api/codeList/CL_OWN')).json()).toMatchObject({ creators: ['DG57-C003'] });
    expect((await as('stampEditor', 'DELETE', '/api/codeList/CL_OWN')).statusCode).toBe(200);
  });
});
