import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestServer, identityWith, queryRows, usersAuthenticator, type TestServer } from '../../../test/harness.ts';

// What the operations module adds to the standard behaviour of its kinds (test/behaviour): an
// indicator published after each of its series exactly, titles unique within a kind, lookups
// (organisations, codes) with their labels and filters, the series owners' rule with the role
// matrix, and the fields a deployment makes mandatory.

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  // A series manager: series UPDATE/PUBLISH and operations CREATE/UPDATE/PUBLISH with STAMP.
  manager: identityWith(['Gestionnaire_serie_RMESGNCS'], ['DG57-C003'], 'manager'),
};
type User = keyof typeof users;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const run = Date.now().toString(36);

/** The paths of the field issues of a 400 answer. */
const issuePaths = (response: { json: <T>() => T }) => response.json<{ details: { path: (string | number)[] }[] }>().details.map((issue) => issue.path);

describe('operations', () => {
  let server: TestServer;
  const as = (user: User, method: Method, url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/operations${url}`, headers: { authorization: `Bearer ${user}` }, ...(payload ? { payload } : {}) });
  const create = async (path: string, payload: object, user: User = 'admin') => {
    const response = await as(user, 'POST', path, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };
  const read = async (path: string) => (await as('admin', 'GET', path)).json<Record<string, unknown> & { version: number; validationState: string }>();
  const counts = async () =>
    Promise.all(['/families', '/series', '/operations', '/indicators'].map(async (path) => (await as('admin', 'GET', path)).json<unknown[]>().length));

  const family = (label: string) => ({ prefLabelLg1: `Famille ${label} ${run}`, prefLabelLg2: `Family ${label} ${run}` });
  const series = (familyId: string, label: string, extra: object = {}) => ({
    familyId,
    prefLabelLg1: `Série ${label} ${run}`,
    prefLabelLg2: `Series ${label} ${run}`,
    ...extra,
  });
  const operation = (seriesId: string, label: string, extra: object = {}) => ({
    seriesId,
    prefLabelLg1: `Opération ${label} ${run}`,
    year: 2024,
    ...extra,
  });
  const indicator = (seriesIds: string[], label: string, extra: object = {}) => ({
    prefLabelLg1: `Indicateur ${label} ${run}`,
    wasGeneratedBy: seriesIds,
    ...extra,
  });

  let familyId: string;
  let seriesId: string;
  let managersSeriesId: string;

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
    familyId = await create('/family', family('principale'));
    seriesId = await create('/series', series(familyId, 'principale'));
    managersSeriesId = await create('/series', series(familyId, 'du gestionnaire', { creators: ['DG57-C003'] }));
  }, 120_000);
  afterAll(() => server.close());

  it('publishes an indicator only once every series it comes from is exactly published', async () => {
    const parent = await create('/family', family('des indicateurs'));
    expect((await as('admin', 'PUT', `/family/${parent}/validate`)).statusCode).toBe(200);
    const published = await create('/series', series(parent, 'publiée'));
    const modified = await create('/series', series(parent, 'modifiée'));
    for (const id of [published, modified]) expect((await as('admin', 'PUT', `/series/${id}/validate`)).statusCode).toBe(200);
    // Modified after publication: published, but not exactly.
    const current = await read(`/series/${modified}`);
    expect((await as('admin', 'PUT', `/series/${modified}`, { ...series(parent, 'modifiée'), altLabelLg1: 'Court', version: current.version })).statusCode).toBe(200);
    const id = await create('/indicator', indicator([published, modified], 'de deux séries'));

    const refused = await as('admin', 'PUT', `/indicator/${id}/validate`);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'OPERATION_INDICATOR_VALIDATION_UNVALIDATED_SERIES']);
    expect(refused.json().details).toMatchObject({ ids: [modified] });
    expect((await as('admin', 'PUT', `/series/${modified}/validate`)).statusCode).toBe(200);
    expect((await as('admin', 'PUT', `/indicator/${id}/validate`)).statusCode).toBe(200);
  });

  it("keeps each kind's titles to itself: a series' title may name an indicator", async () => {
    expect((await as('admin', 'POST', '/indicator', { ...indicator([seriesId], 'x'), prefLabelLg1: `Série principale ${run}` })).statusCode).toBe(201);
  });

  it('answers organisations and codes with their labels, and searches by them on the server', async () => {
    const id = await create(
      '/series',
      series(familyId, 'décrite', { publishers: ['bdf', 'acoss'], dataCollectors: ['ccmsa'], typeCode: 'S', accrualPeriodicityCode: 'A' }),
    );
    const view = await read(`/series/${id}`);
    expect(view).toMatchObject({ publishers: ['bdf', 'acoss'], typeCode: 'S' });
    const references = view.references as Record<string, { id: string; labelLg1: string }[]>;
    expect(references.publishers?.map((o) => [o.id, o.labelLg1])).toEqual([['bdf', 'BDF'], ['acoss', 'ACOSS']]);
    expect(references.typeCode?.[0]?.labelLg1).toMatch(/enquête/i);
    expect(references.familyId?.[0]).toMatchObject({ id: familyId, labelLg1: `Famille principale ${run}` });
    // A list reads a series' family through the row of what it points to (its payload is large), an
    // operation's series through the identifier its payload holds: both answer the same.
    const [listed] = (await as('admin', 'GET', `/series?id=${id}&per_page=10`)).json<{ familyId: string; references: typeof references }[]>();
    expect(listed).toMatchObject({ familyId, references: { familyId: [{ kind: 'family', id: familyId, labelLg1: `Famille principale ${run}` }] } });
    const operationId = await create('/operation', operation(id, 'de la série décrite'));
    const [listedOperation] = (await as('admin', 'GET', `/operations?id=${operationId}&per_page=10`)).json<{ seriesId: string; references: typeof references }[]>();
    expect(listedOperation).toMatchObject({ seriesId: id, references: { seriesId: [{ kind: 'series', id }] } });

    const ids = async (query: string) => (await as('admin', 'GET', `/series/advanced-search?${query}`)).json<{ id: string }[]>().map((s) => s.id);
    expect(await ids('publishers=acoss')).toContain(id);
    expect(await ids('publishers=acoss')).not.toContain(seriesId);
    expect(await ids(`dataCollectors=ccmsa&typeCode=S&familyId=${familyId}`)).toEqual([id]);
    expect(await ids('typeCode=A')).not.toContain(id);
  });

  it('lets a series manager edit only the series they own, and the operations of those series', async () => {
    // Their own series: modified, an operation created in it, modified and published.
    const own = await read(`/series/${managersSeriesId}`);
    const update = await as('manager', 'PUT', `/series/${managersSeriesId}`, { ...series(familyId, 'du gestionnaire'), altLabelLg1: 'SG', version: own.version });
    expect(update.statusCode, update.body).toBe(200);
    const created = await as('manager', 'POST', '/operation', operation(managersSeriesId, 'du gestionnaire'));
    expect(created.statusCode, created.body).toBe(201);
    const operationId = created.body;
    // An operation has no owners of its own: its series' govern it.
    expect((await read(`/operation/${operationId}`)).creators).toEqual([]);
    expect((await as('manager', 'PUT', `/operation/${operationId}`, { ...operation(managersSeriesId, 'du gestionnaire'), year: 2025, version: 1 })).statusCode).toBe(200);

    // Another owner's series, and its operations: refused, nothing changed.
    const others = await read(`/series/${seriesId}`);
    const refused = await as('manager', 'PUT', `/series/${seriesId}`, { ...series(familyId, 'principale'), altLabelLg1: 'Prise', version: others.version });
    expect([refused.statusCode, refused.json().code]).toEqual([403, '602']);
    expect((await as('manager', 'PUT', `/series/${seriesId}/validate`)).json().code).toBe('603');
    const elsewhere = await as('manager', 'POST', '/operation', operation(seriesId, 'chez un autre'));
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([403, '701']);
    // Naming their own stamp as a contributor does not open another owner's series.
    const disguised = await as('manager', 'POST', '/operation', operation(seriesId, 'déguisée', { contributors: ['DG57-C003'] }));
    expect([disguised.statusCode, disguised.json().code]).toEqual([403, '701']);
    const othersOperation = await create('/operation', operation(seriesId, 'd’un autre'));
    expect((await as('manager', 'PUT', `/operation/${othersOperation}`, { ...operation(seriesId, 'd’un autre'), version: 1 })).json().code).toBe('702');
    expect((await read(`/series/${seriesId}`)).version).toBe(others.version);
    // Families and indicators are not theirs to create.
    expect((await as('manager', 'POST', '/family', family('du gestionnaire'))).json().code).toBe('501');
  });

  it('gives an operation no owners of its own: a body naming some is refused, and stamps stored on it open nothing (issue 27, item 5)', async () => {
    // Owners in a body: refused on the field, nothing created; the replaced system's clients never send them.
    const before = await counts();
    for (const creators of [['DG57-C003'], ['DG75-L201']]) {
      const named = await as('admin', 'POST', '/operation', operation(seriesId, `aux propriétaires ${creators[0]}`, { creators }));
      expect([named.statusCode, named.json().code], named.body).toEqual([400, 'VALIDATION_FAILED']);
      expect(issuePaths(named)).toEqual([['body', 'creators']]);
    }
    expect(await counts()).toEqual(before);
    const operationId = await create('/operation', operation(seriesId, 'étiquetée', { contributors: ['DG57-C003'] }));
    const stored = await read(`/operation/${operationId}`);
    const renamed = await as('admin', 'PUT', `/operation/${operationId}`, { ...operation(seriesId, 'étiquetée'), creators: ['DG57-C003'], version: stored.version });
    expect([renamed.statusCode, renamed.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(issuePaths(renamed)).toEqual([['body', 'creators']]);

    // A row naming the manager's stamp as owner (written before this rule) and as contributor: the
    // series' owners alone govern it, and the manager is none of them.
    await queryRows(server.database, sql`update resource set creators = array['DG57-C003'] where kind = 'operation' and id = ${operationId}`);
    const named = await read(`/operation/${operationId}`);
    expect([named.creators, named.contributors]).toEqual([['DG57-C003'], ['DG57-C003']]);
    const update = await as('manager', 'PUT', `/operation/${operationId}`, { ...operation(seriesId, 'étiquetée'), year: 1999, version: named.version });
    expect([update.statusCode, update.json().code]).toEqual([403, '702']);
    expect((await as('manager', 'PUT', `/operation/${operationId}/validate`)).json().code).toBe('703');
    const after = await read(`/operation/${operationId}`);
    expect([after.version, after.year, after.validationState]).toEqual([named.version, 2024, 'Unpublished']);
  });
});

describe('operations: fields a deployment makes mandatory (EXTRA_MANDATORY_FIELDS)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { extraMandatoryFields: 'typeCode,accrualPeriodicityCode' } });
  }, 120_000);
  afterAll(() => server.close());

  it('refuses a series without them, and an indicator without a frequency', async () => {
    const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url: `/api/operations${url}`, payload });
    const familyId = (await post('/family', { prefLabelLg1: `Famille obligatoire ${run}` })).body;
    const missing = await post('/series', { familyId, prefLabelLg1: `Série incomplète ${run}` });
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(issuePaths(missing).map((path) => path.at(-1))).toEqual(['typeCode', 'accrualPeriodicityCode']);
    const indicator = await post('/indicator', { prefLabelLg1: `Indicateur incomplet ${run}`, wasGeneratedBy: ['s1004'] });
    expect(issuePaths(indicator).map((path) => path.at(-1))).toEqual(['accrualPeriodicityCode']);
    const complete = await post('/series', { familyId, prefLabelLg1: `Série complète ${run}`, typeCode: 'S', accrualPeriodicityCode: 'A' });
    expect(complete.statusCode, complete.body).toBe(201);
  });
});
