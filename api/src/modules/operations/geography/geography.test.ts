import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERRITORY_ISSUES } from '@atelier/contracts';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../../../test/harness.ts';

// Territories on the framework: the official geography listed and searched on the server (with
// the homonyms of the commune history), statistical territories created and modified, and each
// rule's refusal with its code, changing nothing.

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  // Reads territories, creates and modifies none (every role but the administrator's).
  reader: identityWith(['Utilisateur_RMESGNCS'], ['DG75-L201'], 'reader'),
  series: identityWith(['Gestionnaire_serie_RMESGNCS'], ['DG57-C003'], 'series'),
};
type User = keyof typeof users;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const run = Date.now().toString(36);

interface Item {
  id: string;
  labelLg1: string;
  typeTerritory: string;
  code: string | null;
  dateCreation: string | null;
  dateSuppression: string | null;
  homonym: boolean;
}
interface View extends Item {
  version: number;
  unions: string[];
  difference: string[];
  labelLg2: string | null;
  references: Record<string, { id: string; labelLg1: string }[]>;
}
interface Issue {
  path: (string | number)[];
  code: string;
}

const METROPOLITAN_REGIONS = ['11', '24', '27', '28', '32', '44', '52', '53', '75', '76', '84', '93', '94'].map((code) => `region-${code}`);

describe('geography', () => {
  let server: TestServer;
  const as = (user: User, method: Method, url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/geo${url}`, headers: { authorization: `Bearer ${user}` }, ...(payload ? { payload } : {}) });
  const list = async (query: string) => {
    const response = await as('admin', 'GET', `/territories?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { items: response.json<Item[]>(), total: Number(response.headers['x-total-count']) };
  };
  const read = async (id: string) => (await as('admin', 'GET', `/territory/${id}`)).json<View>();
  const create = async (payload: object) => {
    const response = await as('admin', 'POST', '/territory', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };
  /** What a refusal must leave as it was: how many territories, and this one's version and history. */
  const state = async (id?: string) => ({
    total: (await list('per_page=1')).total,
    ...(id ? { version: (await read(id)).version, history: (await as('admin', 'GET', `/territory/${id}/history`)).json<unknown[]>().length } : {}),
  });
  const statistical = (label: string, extra: object = {}) => ({
    labelLg1: `Zone ${label} ${run}`,
    labelLg2: `Area ${label} ${run}`,
    unions: ['region-11', 'region-24'],
    ...extra,
  });
  const refusal = (response: { statusCode: number; json: <T>() => T }) => {
    const body = response.json<{ code: string; details?: unknown }>();
    const issues = Array.isArray(body.details) ? (body.details as Issue[]).map(({ path, code }) => ({ path, code })) : [];
    return { status: response.statusCode, code: body.code, issues };
  };

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
  }, 120_000);
  afterAll(() => server.close());

  it('lists the official geography, searched on the server and paged, homonyms marked', async () => {
    const antony = await list('q=antony&per_page=50');
    expect(antony.total).toBe(2);
    expect(antony.items.map(({ id, code, dateCreation, dateSuppression, homonym }) => ({ id, code, dateCreation, dateSuppression, homonym }))).toEqual([
      { id: 'commune-75002-1943-01-01', code: '75002', dateCreation: '1943-01-01', dateSuppression: '1968-01-01', homonym: true },
      { id: 'commune-92002', code: '92002', dateCreation: '1968-01-01', dateSuppression: null, homonym: true },
    ]);
    // Accents and case ignored; pages of the label order.
    const evry = await list('q=EVRY&per_page=2&page=2');
    expect([evry.total, evry.items.length]).toEqual([3, 1]);
    expect((await list('q=evry&per_page=2')).items.every((item) => item.labelLg1 === 'Évry')).toBe(true);
    // By code (the identifier holds it).
    expect((await list('q=08297')).items.map((item) => [item.dateCreation, item.dateSuppression]).sort()).toEqual([
      ['1943-01-01', '1973-09-01'],
      ['1989-01-01', null],
    ]);

    const regions = await list('typeTerritory=Region');
    expect(regions.total).toBe(18);
    // A region and a département of the same name are homonyms; Île-de-France has its label alone.
    expect(regions.items.find((item) => item.code === '01')).toMatchObject({ labelLg1: 'Guadeloupe', homonym: true });
    expect(regions.items.find((item) => item.code === '11')).toMatchObject({ labelLg1: 'Île-de-France', homonym: false });
    expect((await list('typeTerritory=TerritoireStatistique&q=mayotte')).items.map((item) => item.labelLg1)).toEqual(['France hors Mayotte']);
    expect((await as('admin', 'GET', '/territories?typeTerritory=Pays')).statusCode).toBe(400);
    // Named ones (a statistical territory's parts), with what tells them apart.
    const named = await list('ids=commune-92002,region-11,%20commune-20001-1943-01-01');
    expect(named.items.map((item) => [item.id, item.homonym])).toEqual([
      ['commune-20001-1943-01-01', true],
      ['commune-92002', true],
      ['region-11', false],
    ]);
    expect((await as('admin', 'GET', `/territories?ids=${Array.from({ length: 101 }, (_, n) => `t${n}`).join(',')}`)).statusCode).toBe(400);

    const commune = await read('commune-92002');
    expect(commune).toMatchObject({ typeTerritory: 'Commune', homonym: true, dateCreation: '1968-01-01' });
    expect(commune.references.parentId?.[0]).toMatchObject({ id: 'departement-92', labelLg1: 'Hauts-de-Seine' });
    // Readers read it too.
    expect((await as('reader', 'GET', '/territory/commune-92002')).statusCode).toBe(200);
  });

  it('creates a statistical territory from the territories it includes and excludes, whatever type is sent', async () => {
    const response = await as('admin', 'POST', '/territory', {
      ...statistical('métropole sans la Corse'),
      typeTerritory: 'Region',
      descriptionLg1: '<p>Les régions métropolitaines, <strong>hors Corse</strong>.</p>',
      unions: METROPOLITAN_REGIONS,
      difference: ['departement-2A', 'departement-2B'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.body;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.location).toBe(`/api/geo/territory/${id}`);
    const view = await read(id);
    expect(view).toMatchObject({
      typeTerritory: 'TerritoireStatistique',
      labelLg1: `Zone métropole sans la Corse ${run}`,
      unions: METROPOLITAN_REGIONS,
      difference: ['departement-2A', 'departement-2B'],
      homonym: false,
      version: 1,
    });
    expect(view.references.difference?.map((territory) => territory.labelLg1)).toEqual(['Corse-du-Sud', 'Haute-Corse']);
    // "Used by": the regions it includes know it.
    const usages = (await as('admin', 'GET', '/territory/region-11/usages')).json<{ id: string; field: string }[]>();
    expect(usages).toContainEqual(expect.objectContaining({ id, field: 'unions' }));
    // Found among the others, by its name in either language.
    expect((await list(`q=${encodeURIComponent(`area métropole sans la corse ${run}`)}`)).items.map((item) => item.id)).toEqual([id]);
  });

  it('modifies a statistical territory: names, description, what it includes and excludes', async () => {
    const id = await create(statistical('à modifier'));
    const update = await as('admin', 'PUT', `/territory/${id}`, {
      ...statistical('modifiée'),
      descriptionLg2: '<p>Two regions, one département less.</p>',
      unions: ['region-11', 'region-24', 'region-11'],
      difference: ['departement-75'],
      version: 1,
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.body).toBe(id);
    const view = await read(id);
    // A territory named twice counts once.
    expect(view).toMatchObject({ labelLg1: `Zone modifiée ${run}`, unions: ['region-11', 'region-24'], difference: ['departement-75'], version: 2 });
    const history = (await as('admin', 'GET', `/territory/${id}/history`)).json<{ action: string; changes: { field: string }[] }[]>();
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(history[1]?.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['labelLg1', 'labelLg2', 'descriptionLg2', 'difference']));
    // The seed's own statistical territory follows the rules: saved as it is, it is accepted.
    const seeded = await read('franceHorsMayotte');
    const { labelLg1, labelLg2, unions, difference } = seeded;
    const again = await as('admin', 'PUT', '/territory/franceHorsMayotte', { labelLg1, labelLg2, unions, difference, version: seeded.version });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses to modify an official territory (TERRITORY_NOT_EDITABLE), and changes nothing', async () => {
    for (const id of ['region-11', 'departement-92', 'commune-92002', 'commune-75002-1943-01-01']) {
      const before = await state(id);
      const response = await as('admin', 'PUT', `/territory/${id}`, { labelLg1: 'Renommée', unions: ['region-24'], version: before.version });
      expect(refusal(response), id).toMatchObject({ status: 409, code: 'TERRITORY_NOT_EDITABLE' });
      expect(await state(id)).toEqual(before);
    }
    expect((await read('region-11')).labelLg1).toBe('Île-de-France');
  });

  it('refuses a statistical territory that includes nothing, or includes and excludes the same one (400), and changes nothing', async () => {
    const before = await state();
    expect(refusal(await as('admin', 'POST', '/territory', statistical('vide', { unions: [] })))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['body', 'unions'], code: 'too_small' }],
    });
    expect(refusal(await as('admin', 'POST', '/territory', { labelLg1: `Zone sans rien ${run}` }))).toMatchObject({ status: 400, issues: [{ path: ['body', 'unions'] }] });
    expect(refusal(await as('admin', 'POST', '/territory', statistical('contradictoire', { difference: ['departement-2A', 'region-24'] })))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      issues: [{ path: ['body', 'difference', 1], code: TERRITORY_ISSUES.includedAndExcluded }],
    });
    expect(await state()).toEqual(before);

    const id = await create(statistical('à vider'));
    const stored = await state(id);
    expect(refusal(await as('admin', 'PUT', `/territory/${id}`, { ...statistical('vidée', { unions: [] }), version: 1 }))).toMatchObject({ status: 400, issues: [{ path: ['body', 'unions'] }] });
    expect(await state(id)).toEqual(stored);
  });

  it('refuses a territory that includes or excludes itself, even through another (400), and changes nothing', async () => {
    const a = await create(statistical('A'));
    const b = await create(statistical('B', { unions: [a, 'region-32'] }));
    const c = await create(statistical('C', { unions: ['region-44'], difference: [b] }));
    const stored = await state(a);
    const attempts: [object, Issue][] = [
      [{ unions: ['region-11', a] }, { path: ['body', 'unions', 1], code: TERRITORY_ISSUES.cycle }],
      [{ unions: ['region-11'], difference: [a] }, { path: ['body', 'difference', 0], code: TERRITORY_ISSUES.cycle }],
      // A includes B, which includes A.
      [{ unions: [b] }, { path: ['body', 'unions', 0], code: TERRITORY_ISSUES.cycle }],
      // A excludes C, which excludes B, which includes A.
      [{ unions: ['region-11'], difference: [c] }, { path: ['body', 'difference', 0], code: TERRITORY_ISSUES.cycle }],
    ];
    for (const [change, issue] of attempts) {
      const response = await as('admin', 'PUT', `/territory/${a}`, { ...statistical('A'), ...change, version: stored.version });
      expect(refusal(response), JSON.stringify(change)).toEqual({ status: 400, code: 'VALIDATION_FAILED', issues: [issue] });
      expect(await state(a)).toEqual(stored);
    }
    expect((await read(a)).unions).toEqual(['region-11', 'region-24']);
    // Pointing to B is no loop once B no longer includes A.
    expect((await as('admin', 'PUT', `/territory/${b}`, { ...statistical('B', { unions: ['region-32'] }), version: 1 })).statusCode).toBe(200);
    expect((await as('admin', 'PUT', `/territory/${a}`, { ...statistical('A', { unions: [b] }), version: stored.version })).statusCode).toBe(200);
  });

  it('never lets two writers close a loop together: at most one of them is saved', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const a = await create(statistical(`boucle A${attempt}`));
      const b = await create(statistical(`boucle B${attempt}`));
      const [toB, toA] = await Promise.all([
        as('admin', 'PUT', `/territory/${a}`, { ...statistical(`boucle A${attempt}`, { unions: [b] }), version: 1 }),
        as('admin', 'PUT', `/territory/${b}`, { ...statistical(`boucle B${attempt}`, { unions: [a] }), version: 1 }),
      ]);
      // On PostgreSQL the second either waits and finds the loop (400), or the database detects the
      // two writers waiting for each other and refuses one (409 WRITE_CONFLICT): never a 500.
      const statuses = [toB.statusCode, toA.statusCode];
      expect(statuses.filter((status) => status === 200).length, `${toB.body} ${toA.body}`).toBeLessThanOrEqual(1);
      expect(statuses.every((status) => [200, 400, 409].includes(status)), `${toB.body} ${toA.body}`).toBe(true);
      const [viewA, viewB] = [await read(a), await read(b)];
      expect(viewA.unions.includes(b) && viewB.unions.includes(a)).toBe(false);
    }
  });

  it('refuses modifying an official territory to those without GEOGRAPHY UPDATE (403), before saying it is not editable', async () => {
    const before = await state();
    for (const user of ['reader', 'series'] as const) {
      expect(refusal(await as(user, 'PUT', '/territory/region-11', { labelLg1: 'Prise', version: 1 }))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    expect(await state()).toEqual(before);
  });
});
