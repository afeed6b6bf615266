import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Identity } from '../auth/identity.ts';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../test/harness.ts';

// Authorize first, then validate: a write the caller may not make is refused with the kind's
// permission code whatever its body holds, before anything is said about the body (its schema, the
// codes it names, the records it points to). A refused caller learns nothing of what is stored.
// And a deleted record's history is read by those who could read the record, no one else.

/** Code lists under STAMP strategies: only the lists that carry their stamp. */
const stampEditor: Identity = {
  id: 'stamp-editor',
  roles: [],
  stamps: ['DG57-C003'],
  privileges: (['CODESLIST_CODESLIST', 'CODESLIST_PARTIALCODESLIST'] as const).map((application) => ({
    application,
    privileges: (['READ', 'CREATE', 'UPDATE', 'PUBLISH', 'DELETE'] as const).map((privilege) => ({ privilege, strategy: 'STAMP' as const })),
  })),
};

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  stampEditor,
  // Series UPDATE/PUBLISH and operations CREATE/UPDATE/PUBLISH with STAMP.
  manager: identityWith(['Gestionnaire_serie_RMESGNCS'], ['DG57-C003'], 'manager'),
};
type User = keyof typeof users;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const list = (id: string, extra: object = {}) => ({
  id,
  labelLg1: `Liste ${id}`,
  labelLg2: `List ${id}`,
  disseminationStatus: 'Prive',
  codes: [{ code: 'A', labelLg1: 'a' }, { code: 'B', labelLg1: 'b', parentCode: 'A' }],
  ...extra,
});

/** Bodies wrong in every way a check could tell about: schema, codes, hierarchy, references. */
const wrongBodies = (id: string) => [
  { labelLg1: 42, version: 'one' },
  { ...list(id), codes: [{ code: 'A', labelLg1: 'a' }, { code: 'A', labelLg1: 'again' }], version: 1 },
  { ...list(id), codes: [{ code: 'A', labelLg1: 'a', parentCode: 'B' }, { code: 'B', labelLg1: 'b', parentCode: 'A' }], version: 1 },
  { ...list(id), codes: [{ code: 'A', labelLg1: 'a', parentCode: 'NOPE' }], uri: 'javascript:alert(1)', version: 1 },
  { ...list(id), codes: [], version: 1 },
  { ...list(id), version: 99 },
  'not json at all',
];

describe('authorize first, then validate', () => {
  let server: TestServer;
  const as = (user: User, method: Method, url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${user}`, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const answer = (response: { statusCode: number; json: () => { code: string } }) => [response.statusCode, response.json().code];

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
    expect((await as('admin', 'POST', '/codeList', list('CL_THEIRS'))).statusCode).toBe(201);
    expect((await as('admin', 'POST', '/codeList/partial', { ...list('CL_THEIRS_P'), parentId: 'CL_THEIRS', codes: ['A'] })).statusCode).toBe(201);
    expect((await as('stampEditor', 'POST', '/codeList', list('CL_MINE'))).statusCode).toBe(201);
  }, 120_000);
  afterAll(() => server.close());

  it('code lists: another owner\'s list refuses every write with 403, whatever the body, and changes nothing', async () => {
    const before = (await as('admin', 'GET', '/codeList/CL_THEIRS')).json<{ version: number }>();
    for (const body of wrongBodies('CL_THEIRS')) {
      const update = await as('stampEditor', 'PUT', '/codeList/CL_THEIRS', body);
      expect(answer(update), JSON.stringify(body)).toEqual([403, 'FORBIDDEN']);
    }
    // Publish and delete take no body: one sent anyway is not said to be wrong to a caller refused anyway.
    expect(answer(await as('stampEditor', 'PUT', '/codeList/CL_THEIRS/validate', { force: true }))).toEqual([403, 'FORBIDDEN']);
    expect(answer(await as('stampEditor', 'DELETE', '/codeList/CL_THEIRS', { force: true }))).toEqual([403, 'FORBIDDEN']);
    // A partial list of theirs: refused before the codes are compared with its parent's.
    const partial = await as('stampEditor', 'PUT', '/codeList/partial/CL_THEIRS_P', { ...list('CL_THEIRS_P'), codes: ['A', 'SECRET?'], version: 1 });
    expect(answer(partial)).toEqual([403, 'FORBIDDEN']);
    expect((await as('admin', 'GET', '/codeList/CL_THEIRS')).json()).toEqual(before);
    expect((await as('admin', 'GET', '/codeList/CL_THEIRS/history')).json()).toHaveLength(1);
  });

  it('code lists: a list created for another owner is refused before its codes or its parent\'s are checked', async () => {
    for (const body of wrongBodies('CL_FOR_OTHER')) {
      if (typeof body === 'string') continue;
      const create = await as('stampEditor', 'POST', '/codeList', { ...body, id: 'CL_FOR_OTHER', creators: ['DG75-L201'] });
      expect(answer(create), JSON.stringify(body)).toEqual([403, 'FORBIDDEN']);
    }
    const partial = await as('stampEditor', 'POST', '/codeList/partial', {
      ...list('CL_PART_OTHER'), parentId: 'CL_THEIRS', codes: ['A', 'SECRET?'], creators: ['DG75-L201'],
    });
    expect(answer(partial)).toEqual([403, 'FORBIDDEN']);
    expect((await as('admin', 'GET', '/codeList/CL_FOR_OTHER')).statusCode).toBe(404);
    expect((await as('admin', 'GET', '/codeList/partial/CL_PART_OTHER')).statusCode).toBe(404);
  });

  it('code lists: the caller\'s own list still has its body checked, with each issue', async () => {
    const [schema, duplicate, cycle, parent] = wrongBodies('CL_MINE').map((body) => as('stampEditor', 'PUT', '/codeList/CL_MINE', body));
    expect(answer(await schema!)).toEqual([400, 'VALIDATION_FAILED']);
    expect(answer(await duplicate!)).toEqual([400, 'CODE_LIST_DUPLICATE_CODE']);
    expect((await cycle!).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ code: 'cycle' }, { code: 'cycle' }] });
    expect((await parent!).json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: ['body', 'uri'], code: 'invalid_url' }] });
    // An unknown list is unknown to everyone (404 before anything about the body).
    expect(answer(await as('stampEditor', 'PUT', '/codeList/CL_NONE', { labelLg1: 42 }))).toEqual([404, 'NOT_FOUND']);
  });

  it('operations: another owner\'s series and operations refuse writes with their codes (602, 701, 702), whatever the body', async () => {
    const create = async (path: string, payload: object) => {
      const response = await as('admin', 'POST', `/operations${path}`, payload);
      expect(response.statusCode, response.body).toBe(201);
      return response.body;
    };
    const familyId = await create('/family', { prefLabelLg1: 'Famille d’ordre', prefLabelLg2: 'Order family' });
    const seriesId = await create('/series', { familyId, prefLabelLg1: 'Série d’un autre', prefLabelLg2: 'Another’s series' });
    const operationId = await create('/operation', { seriesId, prefLabelLg1: 'Opération d’un autre', year: 2024 });
    const ownSeriesId = await create('/series', { familyId, prefLabelLg1: 'Série du gestionnaire', creators: ['DG57-C003'] });

    for (const body of [{ prefLabelLg1: 42, version: 'x' }, { familyId: 'NOPE', prefLabelLg1: 'Nouveau', version: 1 }, { prefLabelLg1: 'Série du gestionnaire', version: 1 }]) {
      expect(answer(await as('manager', 'PUT', `/operations/series/${seriesId}`, body)), JSON.stringify(body)).toEqual([403, '602']);
    }
    for (const body of [{ seriesId, year: 'last' }, { seriesId, prefLabelLg1: 'Opération d’un autre', year: 2024 }, { seriesId, prefLabelLg1: '', publishers: ['NOPE'] }]) {
      expect(answer(await as('manager', 'POST', '/operations/operation', body)), JSON.stringify(body)).toEqual([403, '701']);
    }
    expect(answer(await as('manager', 'PUT', `/operations/operation/${operationId}`, { seriesId, year: 'x', version: 'y' }))).toEqual([403, '702']);
    expect(answer(await as('manager', 'PUT', `/operations/series/${seriesId}/validate`, { force: true }))).toEqual([403, '603']);
    // Their own series: the same wrong body is checked, and said wrong.
    expect(answer(await as('manager', 'PUT', `/operations/series/${ownSeriesId}`, { prefLabelLg1: 42, version: 'x' }))).toEqual([400, 'VALIDATION_FAILED']);
    expect((await as('admin', 'GET', `/operations/series/${seriesId}`)).json()).toMatchObject({ version: 1, prefLabelLg1: 'Série d’un autre' });
  });

  it('reads a deleted list\'s history only as its list was read: by those who could read it', async () => {
    // The editor's own list, and another owner's list they contribute to: readable after deletion.
    expect((await as('admin', 'POST', '/codeList', list('CL_SHARED_GONE', { contributors: ['DG57-C003'] }))).statusCode).toBe(201);
    expect((await as('admin', 'POST', '/codeList', list('CL_SECRET_GONE'))).statusCode).toBe(201);
    expect((await as('stampEditor', 'POST', '/codeList', list('CL_OWN_GONE'))).statusCode).toBe(201);
    for (const id of ['CL_SHARED_GONE', 'CL_SECRET_GONE']) expect((await as('admin', 'DELETE', `/codeList/${id}`)).statusCode).toBe(200);
    expect((await as('stampEditor', 'DELETE', '/codeList/CL_OWN_GONE')).statusCode).toBe(200);

    const actions = async (user: User, id: string) => {
      const response = await as(user, 'GET', `/codeList/${id}/history`);
      return response.statusCode === 200 ? response.json<{ action: string }[]>().map((entry) => entry.action) : answer(response);
    };
    expect(await actions('stampEditor', 'CL_SECRET_GONE')).toEqual([403, 'FORBIDDEN']);
    expect(await actions('admin', 'CL_SECRET_GONE')).toEqual(['create', 'delete']);
    expect(await actions('stampEditor', 'CL_SHARED_GONE')).toEqual(['create', 'delete']);
    expect(await actions('stampEditor', 'CL_OWN_GONE')).toEqual(['create', 'delete']);
    expect(await actions('stampEditor', 'CL_NEVER')).toEqual([404, 'NOT_FOUND']);

    // The identifier taken again by the editor: they read their list's history, not the one before it.
    expect((await as('stampEditor', 'POST', '/codeList', list('CL_SECRET_GONE'))).statusCode).toBe(201);
    expect(await actions('stampEditor', 'CL_SECRET_GONE')).toEqual(['create']);
    expect(await actions('admin', 'CL_SECRET_GONE')).toEqual(['create', 'delete', 'create']);
  });
});
