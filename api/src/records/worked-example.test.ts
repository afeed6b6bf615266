import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AncestorsSchema,
  HistorySchema,
  UsagesSchema,
  bilingual,
  boolean,
  day,
  defineKind,
  immutable,
  integer,
  parts,
  reference,
  references,
  richText,
  text,
} from '@atelier/contracts';
import { createTestServer, identityWith, queryRows, usersAuthenticator, type TestServer } from '../../test/harness.ts';
import { DEMO_ROLE } from '../auth/identity.ts';
import { allPrivileges } from '../auth/role-privileges.ts';
import type { Authenticator } from '../auth/authenticators.ts';
import { apiKind } from './api-kind.ts';
import type { ApiModule } from './module.ts';

// The worked example of the records framework: two kinds declared here and nowhere else (fields,
// references, rules) get every endpoint and every generic rule, with no other code. The same file
// runs on PGlite (project `api`) and on a PostgreSQL server (project `api-postgres`).

const topics = { type: 'sequence', name: 'testTopics', prefix: 't', start: 1000, kinds: ['testTopic', 'testNote'] } as const;

/** Like the operations families: irregular paths, "406" labels, no delete, its own codes. */
const topicKind = defineKind({
  name: 'testTopic',
  application: 'OPERATION_FAMILY',
  paths: { list: '/test/topics', item: '/test/topic' },
  id: topics,
  label: 'prefLabel',
  fields: {
    ...bilingual(
      'prefLabel',
      text({ required: true, unique: { code: '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1' } }),
      text({ unique: { code: '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG2' } }),
    ),
    ...bilingual('abstract', richText(), richText()),
  },
  notFound: '541',
  denied: { CREATE: '501', UPDATE: '502', PUBLISH: '503' },
  delete: false,
});

/** Like the series: a parent to publish first, references to several kinds, an integer, a day. */
const noteKind = defineKind({
  name: 'testNote',
  application: 'OPERATION_SERIES',
  paths: { list: '/test/notes', item: '/test/notes' },
  id: topics,
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    topicId: reference(['testTopic'], { required: true, missing: '644', publishedFirst: '604' }),
    seeAlso: references(['testTopic', 'testNote']),
    year: integer({ min: 1900, max: 2100 }),
    due: day(),
    archived: boolean(),
  },
  listFields: ['topicId', 'year'],
  notFound: '641',
  publishRequires: ['owner'],
  delete: { onlyUnpublished: '1103' },
});

const testModule = { tag: 'test', kinds: [apiKind(topicKind), apiKind(noteKind)] };
const users = {
  admin: { id: 'admin', roles: [DEMO_ROLE], stamps: ['DG75-L201'], privileges: allPrivileges() },
  reader: identityWith(['Utilisateur_RMESGNCS'], ['DG75-L201'], 'reader'),
};

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A server for one describe block, serving the kinds it declares (with no seed), and how its tests
 * call it: `call(method, url, body)`, as `admin` unless the server authenticates named users.
 */
function serveKinds(module: ApiModule, authenticate?: Authenticator) {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ seed: false, modules: [module], ...(authenticate ? { authenticate } : {}) });
  });
  afterAll(() => server.close());
  return {
    call: (method: Method, url: string, payload?: unknown, user?: string) =>
      server.app.inject({
        method,
        url: `/api${url}`,
        ...(user ? { headers: { authorization: `Bearer ${user}` } } : {}),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    server: () => server,
  };
}

describe('a kind declared only in its contract (the records framework)', () => {
  const served = serveKinds(testModule, usersAuthenticator(users));
  const server = served.server;
  const call = (method: Method, url: string, payload?: unknown, user: keyof typeof users = 'admin') => served.call(method, url, payload, user);
  const create = async (url: string, body: object) => {
    const response = await call('POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };
  const note = async (id: string) => noteKind.schemas.view.parse((await call('GET', `/test/notes/${id}`)).json());
  const rowCount = async () => {
    const [row] = await queryRows<{ n: string }>(
      server().database,
      sql`select (select count(*) from resource) + (select count(*) from resource_history) + (select count(*) from resource_reference) + (select count(*) from resource_unique) as n`,
    );
    return Number(row?.n);
  };

  let first: string;
  let second: string;
  let child: string;

  it('creates records with identifiers from a shared counter, answering 201, the id as text and its Location', async () => {
    const response = await call('POST', '/test/topic', { prefLabelLg1: 'Emploi', prefLabelLg2: 'Employment', abstractLg1: '<p>Le <strong>travail</strong></p>' });
    expect([response.statusCode, response.body, response.headers.location]).toEqual([201, 't1000', '/api/test/topic/t1000']);
    first = response.body;
    second = await create('/test/topic', { prefLabelLg1: 'Prix', prefLabelLg2: 'Prices' });
    child = await create('/test/notes', { prefLabelLg1: 'Enquête emploi', topicId: first, seeAlso: [second], year: 2024, due: '2026-12-31' });
    expect([second, child]).toEqual(['t1001', 't1002']);
  });

  it('answers a record with its stored fields, defaults, state, stamps and the labels of what it points to', async () => {
    expect(await note(child)).toMatchObject({
      id: child,
      prefLabelLg1: 'Enquête emploi',
      prefLabelLg2: null,
      topicId: first,
      seeAlso: [second],
      year: 2024,
      due: '2026-12-31',
      archived: false,
      validationState: 'Unpublished',
      version: 1,
      creators: ['DG75-L201'],
      references: {
        topicId: [{ kind: 'testTopic', id: first, labelLg1: 'Emploi', labelLg2: 'Employment', validationState: 'Unpublished' }],
        seeAlso: [{ kind: 'testTopic', id: second, labelLg1: 'Prix', labelLg2: 'Prices', validationState: 'Unpublished' }],
      },
    });
  });

  it('lists who points to a record ("Used by")', async () => {
    const usages = UsagesSchema.parse((await call('GET', `/test/topic/${first}/usages`)).json());
    expect(usages).toEqual([{ kind: 'testNote', id: child, field: 'topicId', labelLg1: 'Enquête emploi', labelLg2: null, validationState: 'Unpublished' }]);
    expect(UsagesSchema.parse((await call('GET', `/test/notes/${child}/usages`)).json())).toEqual([]);
  });

  it('lists and searches on the server: common filters, reference filters, order and pages with X-Total-Count', async () => {
    await create('/test/notes', { prefLabelLg1: 'Prix à la consommation', topicId: second, year: 2020 });
    await create('/test/notes', { prefLabelLg1: 'Chômage', topicId: first, seeAlso: [child] });
    const ids = async (query: string, path = '/test/notes') => {
      const response = await call('GET', `${path}?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return { ids: response.json<{ id: string }[]>().map((item) => item.id), total: response.headers['x-total-count'] };
    };
    expect(await ids('')).toEqual({ ids: ['t1004', 't1002', 't1003'], total: '3' });
    expect(await ids(`topicId=${first}`)).toEqual({ ids: ['t1004', 't1002'], total: '2' });
    expect(await ids(`seeAlso=${child}`, '/test/notes/advanced-search')).toEqual({ ids: ['t1004'], total: '1' });
    expect(await ids('q=CHOMAGE')).toEqual({ ids: ['t1004'], total: '1' });
    expect(await ids('sort=-label&per_page=2&page=1')).toEqual({ ids: ['t1003', 't1002'], total: '3' });
    expect(await ids('sort=-label&per_page=2&page=2')).toEqual({ ids: ['t1004'], total: '3' });
    // A selection by identifiers, in the list's order; one unknown names nothing.
    expect(await ids('ids=t1003,t1004,t9999')).toEqual({ ids: ['t1004', 't1003'], total: '2' });
    expect(await ids('ids=t1002')).toEqual({ ids: ['t1002'], total: '1' });
    const [item] = (await call('GET', `/test/notes?id=${child}`)).json<object[]>();
    expect(item).toMatchObject({ id: child, labelLg1: 'Enquête emploi', topicId: first, year: 2024, references: { topicId: [{ id: first }] } });
    expect(item).not.toHaveProperty('due');
  });

  it('searches quotes, backslashes and wildcards as written, never as SQL (the embedded database reads values written into its queries)', async () => {
    const quoted = await create('/test/topic', { prefLabelLg1: "L'indice \\ à 100 % des prix_" });
    const plain = await create('/test/topic', { prefLabelLg1: 'Indice 1000 des prixA' });
    const found = async (query: string) => {
      const response = await call('GET', `/test/topics?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ id: string }[]>().map((topic) => topic.id);
    };
    expect(await found(`q=${encodeURIComponent("l'indice")}`)).toEqual([quoted]);
    expect(await found(`q=${encodeURIComponent('\\ à 100 %')}`)).toEqual([quoted]);
    expect(await found(`label=${encodeURIComponent('prix_')}`)).toEqual([quoted]);
    expect(await found(`q=${encodeURIComponent('indice')}&sort=id`)).toEqual([quoted, plain]);
    expect(await found(`q=${encodeURIComponent("x' or '1'='1")}`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent("'); drop table resource; --")}`)).toEqual([]);
    const nul = await call('GET', `/test/topics?q=${encodeURIComponent("indice\0' or '1'='1")}`);
    expect(nul.statusCode, nul.body).not.toBe(500);
    expect((await call('GET', `/test/topic/${quoted}`)).json()).toMatchObject({ prefLabelLg1: "L'indice \\ à 100 % des prix_" });
  });

  it('refuses a stale save with 409 and changes nothing; saves on the current version', async () => {
    const body = { prefLabelLg1: 'Enquête emploi', topicId: first, year: 2025 };
    const saved = await call('PUT', `/test/notes/${child}`, { ...body, seeAlso: [second], version: 1 });
    expect([saved.statusCode, saved.body]).toEqual([200, child]);
    const stale = await call('PUT', `/test/notes/${child}`, { ...body, prefLabelLg1: 'Autre', version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);
    expect(await note(child)).toMatchObject({ prefLabelLg1: 'Enquête emploi', year: 2025, version: 2 });
  });

  it('publishes only once what it points to is published (604), and an owner is defined', async () => {
    const refused = await call('PUT', `/test/notes/${child}/validate`);
    expect([refused.statusCode, refused.json()]).toEqual([409, expect.objectContaining({ code: '604', details: { field: 'topicId', ids: [first] } })]);
    expect((await call('PUT', `/test/topic/${first}/validate`)).statusCode).toBe(200);
    expect((await call('PUT', `/test/notes/${child}/validate`)).statusCode).toBe(200);
    expect((await note(child)).validationState).toBe('Validated');
    const ownerless = await create('/test/notes', { prefLabelLg1: 'Sans propriétaire', topicId: first, creators: [] });
    expect((await call('PUT', `/test/notes/${ownerless}/validate`)).json().code).toBe('1004');
  });

  it('refuses deleting a record others point to, naming them, and a published one (1103)', async () => {
    const used = await call('DELETE', `/test/notes/${child}`);
    expect([used.statusCode, used.json().code]).toEqual([409, '1103']);
    const target = await create('/test/notes', { prefLabelLg1: 'Cible', topicId: first });
    const pointing = await create('/test/notes', { prefLabelLg1: 'Pointe vers la cible', topicId: first, seeAlso: [target] });
    const inUse = await call('DELETE', `/test/notes/${target}`);
    expect([inUse.statusCode, inUse.json().code]).toEqual([409, 'RECORD_IN_USE']);
    expect(inUse.json().details.usedBy).toEqual([expect.objectContaining({ kind: 'testNote', id: pointing, field: 'seeAlso' })]);
    expect((await call('DELETE', `/test/notes/${pointing}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/test/notes/${target}`)).statusCode).toBe(200);
    expect((await call('GET', `/test/notes/${target}`)).json().code).toBe('641');
    // The history outlives the record.
    const history = HistorySchema.parse((await call('GET', `/test/notes/${target}/history`)).json());
    expect(history.map((entry) => entry.action)).toEqual(['create', 'delete']);
    // A kind declared without delete has no delete endpoint.
    expect((await call('DELETE', `/test/topic/${second}`)).statusCode).toBe(404);
  });

  it('records every write in the history: who, when, the version and each field before and after', async () => {
    const history = HistorySchema.parse((await call('GET', `/test/notes/${child}/history`)).json());
    expect(history.map((entry) => [entry.action, entry.version, entry.userId])).toEqual([
      ['create', 1, 'admin'],
      ['update', 2, 'admin'],
      ['validate', 3, 'admin'],
    ]);
    // A new record's empty fields (null, '', []) are not listed as changes.
    const empty = (value: unknown) => value === null || value === '' || (Array.isArray(value) && value.length === 0);
    expect(history[0]?.changes.filter((change) => empty(change.after))).toEqual([]);
    // An update replaces the record: the day it left out is gone.
    expect(history[1]?.changes).toEqual([
      { field: 'due', before: '2026-12-31', after: null },
      { field: 'year', before: 2024, after: 2025 },
    ]);
  });

  it('refuses a missing reference with the field’s code (644) or on the field, and changes nothing', async () => {
    const before = await rowCount();
    const missingTopic = await call('POST', '/test/notes', { prefLabelLg1: 'Orpheline', topicId: 't9999' });
    expect([missingTopic.statusCode, missingTopic.json()]).toEqual([400, expect.objectContaining({ code: '644', details: { field: 'topicId', ids: ['t9999'] } })]);
    const missingSeeAlso = await call('POST', '/test/notes', { prefLabelLg1: 'Orpheline', topicId: first, seeAlso: [second, 'nope'] });
    expect(missingSeeAlso.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: ['body', 'seeAlso', 1], code: 'unknown_reference' }] });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a label another record holds, in either language (the "406" codes), on create and update', async () => {
    const before = await rowCount();
    const lg1 = await call('POST', '/test/topic', { prefLabelLg1: 'Emploi', prefLabelLg2: 'Jobs' });
    expect([lg1.statusCode, lg1.json()]).toEqual([
      409,
      expect.objectContaining({ code: '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1', details: { field: 'prefLabelLg1', value: 'Emploi', usedBy: first } }),
    ]);
    const lg2 = await call('PUT', `/test/topic/${second}`, { prefLabelLg1: 'Prix', prefLabelLg2: 'Employment', version: 1 });
    expect(lg2.json().code).toBe('406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG2');
    expect(await rowCount()).toBe(before);
    // A label given up can be taken.
    expect((await call('PUT', `/test/topic/${second}`, { prefLabelLg1: 'Tarifs', prefLabelLg2: 'Prices', version: 1 })).statusCode).toBe(200);
    await create('/test/topic', { prefLabelLg1: 'Prix' });
  });

  it('answers the kind’s codes to someone without the privilege, before reading anything, and changes nothing', async () => {
    const before = await rowCount();
    expect((await call('POST', '/test/topic', { prefLabelLg1: 'Interdit' }, 'reader')).json().code).toBe('501');
    expect((await call('PUT', `/test/topic/${first}`, { prefLabelLg1: 'Interdit', version: 2 }, 'reader')).json().code).toBe('502');
    expect((await call('PUT', `/test/topic/${first}/validate`, undefined, 'reader')).json().code).toBe('503');
    expect((await call('PUT', '/test/topic/t999999/validate', undefined, 'reader')).json().code).toBe('503');
    expect((await call('GET', '/test/topic/t999999')).json().code).toBe('541');
    expect(await rowCount()).toBe(before);
  });

  it('refuses, with 400 and nothing stored, what the database cannot store or the field does not allow', async () => {
    const before = await rowCount();
    const bodies = [
      { prefLabelLg1: 'NUL\u0000', topicId: first },
      { prefLabelLg1: 'Demi \ud800 paire', topicId: first },
      { prefLabelLg1: 'Année', topicId: first, year: 1800 },
      { prefLabelLg1: 'Année', topicId: first, year: 2024.5 },
      { prefLabelLg1: 'Jour', topicId: first, due: '0000-01-01' },
      { prefLabelLg1: 'Jour', topicId: first, due: '2026-02-30' },
      { prefLabelLg1: '   ', topicId: first },
      { topicId: first },
    ];
    for (const body of bodies) {
      const response = await call('POST', '/test/notes', body);
      expect([response.statusCode, response.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    const tooMany = `ids=${Array.from({ length: 1001 }, (_, i) => `t${i}`).join(',')}`;
    for (const query of ['createdFrom=0000-01-01', 'modifiedTo=2026-13-01', 'label=%00', 'sort=size', 'per_page=-1', tooMany]) {
      const response = await call('GET', `/test/notes?${query}`);
      expect([response.statusCode, response.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await call('GET', '/test/notes?createdTo=9999-12-31')).statusCode).toBe(200);
    expect(await rowCount()).toBe(before);
  });

  it('publishes several records at once through {list}/validate, all or none', async () => {
    const a = await create('/test/topic', { prefLabelLg1: 'Lot A' });
    const b = await create('/test/topic', { prefLabelLg1: 'Lot B' });
    const before = await rowCount();
    const missing = await call('PUT', '/test/topics/validate', [a, 't999999']);
    expect([missing.statusCode, missing.json().code]).toEqual([404, '541']);
    expect((await call('PUT', '/test/topics/validate', [a], 'reader')).json().code).toBe('503');
    expect((await call('PUT', '/test/topics/validate', [])).json().code).toBe('VALIDATION_FAILED');
    expect(await rowCount()).toBe(before);
    const published = await call('PUT', '/test/topics/validate', [b, a, a]);
    expect([published.statusCode, published.json()]).toEqual([200, [a, b].sort()]);
    for (const id of [a, b]) expect((await call('GET', `/test/topic/${id}`)).json().validationState).toBe('Validated');
  });

  it('describes every endpoint of the kinds in the OpenAPI document', async () => {
    const paths = Object.keys((await server().app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: object }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/test/topics', '/api/test/topics/advanced-search', '/api/test/topic', '/api/test/topic/{id}',
        '/api/test/topic/{id}/validate', '/api/test/topics/validate', '/api/test/topic/{id}/history', '/api/test/topic/{id}/usages', '/api/test/notes/{id}',
      ]),
    );
  });
});

describe('the generic rules under concurrent writers', () => {
  const { call, server } = serveKinds(testModule);

  it('two creates with one unique value: exactly one gets it, the others its code', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', '/test/topic', { prefLabelLg1: 'Concurrence' })),
    );
    const codes = answers.map((response) => (response.statusCode === 201 ? 'created' : response.json<{ code: string }>().code));
    expect(codes.filter((code) => code === 'created')).toHaveLength(1);
    expect(new Set(codes.filter((code) => code !== 'created'))).toEqual(new Set(['406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1']));
    const stored = await queryRows<{ id: string }>(server().database, sql`select id from resource where kind = 'testTopic' and label_lg1 = 'Concurrence'`);
    expect(stored).toHaveLength(1);
  });

  it('a create racing the delete of what it points to: never a record pointing at nothing', async () => {
    const topic = (await call('POST', '/test/topic', { prefLabelLg1: 'Course' })).body;
    for (let round = 0; round < 20; round += 1) {
      const target = (await call('POST', '/test/notes', { prefLabelLg1: `Cible ${round}`, topicId: topic })).body;
      const [created, deleted] = await Promise.all([
        call('POST', '/test/notes', { prefLabelLg1: `Pointeur ${round}`, topicId: topic, seeAlso: [target] }),
        call('DELETE', `/test/notes/${target}`),
      ]);
      // One of them wins; the other is refused with a clear code, never a 500.
      expect([created.statusCode, deleted.statusCode].sort(), `round ${round}: ${created.body} / ${deleted.body}`).toEqual(
        created.statusCode === 201 ? [201, 409] : [200, 400],
      );
      if (created.statusCode === 201) expect(deleted.json().code).toBe('RECORD_IN_USE');
      else expect(created.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ code: 'unknown_reference' }] });
    }
    const dangling = await queryRows(server().database, sql`
      select r.id from resource r, jsonb_array_elements_text(r.payload->'seeAlso') as target(id)
      where r.kind = 'testNote' and not exists (select 1 from resource t where t.id = target.id)`);
    expect(dangling).toEqual([]);
  });
});

/** Like a classification's items: a tree, values held once together, writes refused by value or state. */
const termKind = defineKind({
  name: 'testTerm',
  application: 'OPERATION_SERIES',
  paths: { list: '/test/terms', item: '/test/term' },
  id: { type: 'uuid' },
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    broader: reference(['testTerm']),
    scheme: text(),
    notation: text(),
    frozen: boolean(),
  },
  hierarchy: 'broader',
  uniqueTogether: [{ fields: ['scheme', 'notation'], code: '1002' }],
  refuse: [
    { on: ['update', 'delete'], when: { field: 'frozen', in: [true] }, code: 'TERRITORY_NOT_EDITABLE' },
    { on: ['publish'], when: { validationState: ['Validated'] }, code: '1008' },
  ],
});

/** Like a data structure: an ordered list of entries, each with its own values and a reference. */
const tableKind = defineKind({
  name: 'testTable',
  application: 'OPERATION_SERIES',
  paths: { list: '/test/tables', item: '/test/table' },
  id: { type: 'uuid' },
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    columns: parts({ term: reference(['testTerm'], { required: true }), mandatory: boolean() }, { uniqueBy: ['term'] }),
  },
});

/** Written by imports and the seed only. */
const ledgerKind = defineKind({
  name: 'testLedger',
  application: 'OPERATION_SERIES',
  paths: { list: '/test/ledgers', item: '/test/ledger' },
  id: { type: 'uuid' },
  label: 'prefLabel',
  fields: { ...bilingual('prefLabel', text({ required: true }), text()) },
  readOnly: true,
});

describe('hierarchies, ordered parts, values unique together, refusals by state and read-only kinds, declared only', () => {
  const { call } = serveKinds({ tag: 'test', kinds: [apiKind(termKind), apiKind(ledgerKind), apiKind(tableKind)] });
  const create = async (body: object) => {
    const response = await call('POST', '/test/term', body);
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };
  const term = async (id: string) => termKind.schemas.view.parse((await call('GET', `/test/term/${id}`)).json());
  const save = async (id: string, changes: object) => {
    const { prefLabelLg1, broader, scheme, notation, frozen, version } = await term(id);
    return call('PUT', `/test/term/${id}`, { prefLabelLg1, broader, scheme, notation, frozen, version, ...changes });
  };
  const level = async (query = '') => {
    const response = await call('GET', `/test/terms/tree${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return { nodes: response.json<{ id: string; labelLg1: string; childCount: number }[]>(), total: response.headers['x-total-count'] };
  };

  it('reads a tree a level and a page at a time, with children counted, ancestors and descendants', async () => {
    const root = await create({ prefLabelLg1: 'A racine' });
    const other = await create({ prefLabelLg1: 'B racine' });
    const middle = await create({ prefLabelLg1: 'Milieu', broader: root });
    const leaves = [];
    for (const name of ['Feuille 3', 'Feuille 1', 'Feuille 2']) leaves.push(await create({ prefLabelLg1: name, broader: middle }));
    const roots = await level();
    expect(roots.nodes.map(({ id, childCount }) => [id, childCount])).toEqual([[root, 1], [other, 0]]);
    expect(roots.total).toBe('2');
    const page = await level(`?node=${middle}&per_page=2&page=2`);
    expect([page.nodes.map((node) => node.labelLg1), page.total]).toEqual([['Feuille 3'], '3']);
    // The view's schema has it for a hierarchical kind; its type does not follow the declaration.
    const descendants = async (id: string) => (await call('GET', `/test/term/${id}`)).json<{ descendantCount: number }>().descendantCount;
    expect([await descendants(root), await descendants(middle), await descendants(leaves[0]!)]).toEqual([4, 3, 0]);
    const ancestors = AncestorsSchema.parse((await call('GET', `/test/term/${leaves[0]}/ancestors`)).json());
    expect(ancestors.map((record) => record.id)).toEqual([root, middle]);
    expect((await call('GET', `/test/term/nowhere/ancestors`)).statusCode).toBe(404);
    expect((await call('GET', '/test/terms/tree?per_page=0')).json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses a record that would be its own ancestor (400 cycle), and changes nothing', async () => {
    const top = await create({ prefLabelLg1: 'Haut' });
    const under = await create({ prefLabelLg1: 'Dessous', broader: top });
    const before = await term(top);
    for (const broader of [under, top]) {
      const refused = await save(top, { broader });
      expect([refused.statusCode, refused.json().details], broader).toEqual([400, [expect.objectContaining({ path: ['body', 'broader'], code: 'cycle' })]]);
      expect(await term(top)).toEqual(before);
    }
  });

  it('never lets two writers close a loop together: at most one of them is saved', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await create({ prefLabelLg1: `Boucle A ${round}` }), await create({ prefLabelLg1: `Boucle B ${round}` })];
      const [versionA, versionB] = [(await term(a)).version, (await term(b)).version];
      const answers = await Promise.all([
        call('PUT', `/test/term/${a}`, { prefLabelLg1: `Boucle A ${round}`, broader: b, version: versionA }),
        call('PUT', `/test/term/${b}`, { prefLabelLg1: `Boucle B ${round}`, broader: a, version: versionB }),
      ]);
      // On PostgreSQL the second either waits and finds the loop (400 cycle), or the database sees the
      // two writers waiting for each other and refuses one (409 WRITE_CONFLICT): never both, never a 500.
      const codeOf = (answer: (typeof answers)[number]) => {
        const { code, details } = answer.json<{ code: string; details?: { code: string }[] }>();
        return details?.[0]?.code ?? code;
      };
      const codes = answers.map((answer) => (answer.statusCode === 200 ? 'saved' : codeOf(answer)));
      expect(codes.filter((code) => code === 'saved').length, answers.map((answer) => answer.body).join(' / ')).toBeLessThanOrEqual(1);
      expect(codes.every((code) => ['saved', 'cycle', 'WRITE_CONFLICT'].includes(code)), codes.join(' / ')).toBe(true);
      const stored = [(await term(a)).broader, (await term(b)).broader];
      expect(stored.filter((broader) => broader !== null)).toHaveLength(codes.filter((code) => code === 'saved').length);
    }
  });

  it('refuses values another record holds together (the set’s code), whatever the order of writes', async () => {
    const first = await create({ prefLabelLg1: 'Premier', scheme: 'naf', notation: '01' });
    await create({ prefLabelLg1: 'Même code ailleurs', scheme: 'cpf', notation: '01' });
    await create({ prefLabelLg1: 'Sans code', scheme: 'naf' });
    const taken = await call('POST', '/test/term', { prefLabelLg1: 'Doublon', scheme: 'naf', notation: '01' });
    expect([taken.statusCode, taken.json().code, taken.json().details]).toEqual([409, '1002', { fields: ['scheme', 'notation'], values: ['naf', '01'], usedBy: first }]);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => call('POST', '/test/term', { prefLabelLg1: `Course ${n}`, scheme: 'naf', notation: '02' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    // A value given up can be taken.
    expect((await save(first, { notation: '03' })).statusCode).toBe(200);
    await create({ prefLabelLg1: 'Reprend 01', scheme: 'naf', notation: '01' });
  });

  it('refuses writes by the record’s value or state with the declared code, and changes nothing', async () => {
    const frozen = await create({ prefLabelLg1: 'Figé', frozen: true });
    const before = await term(frozen);
    expect((await save(frozen, { prefLabelLg1: 'Dégelé' })).json().code).toBe('TERRITORY_NOT_EDITABLE');
    expect((await call('DELETE', `/test/term/${frozen}`)).json().code).toBe('TERRITORY_NOT_EDITABLE');
    expect(await term(frozen)).toEqual(before);
    expect((await call('PUT', `/test/term/${frozen}/validate`)).statusCode).toBe(200);
    const again = await call('PUT', `/test/term/${frozen}/validate`);
    expect([again.statusCode, again.json().code]).toEqual([409, '1008']);
    expect((await term(frozen)).version).toBe(before.version + 1);
  });

  it('keeps ordered parts: their references checked, labelled in order, kept from deletion, listed once', async () => {
    const [age, sex, region] = [await create({ prefLabelLg1: 'Âge' }), await create({ prefLabelLg1: 'Sexe' }), await create({ prefLabelLg1: 'Région' })];
    const columns = [{ term: sex, mandatory: true }, { term: age, mandatory: false }];
    const made = await call('POST', '/test/table', { prefLabelLg1: 'Population', columns });
    expect(made.statusCode, made.body).toBe(201);
    const table = made.body;
    const view = async () => tableKind.schemas.view.parse((await call('GET', `/test/table/${table}`)).json());
    expect(await view()).toMatchObject({ columns, references: { 'columns.term': [{ id: sex, labelLg1: 'Sexe' }, { id: age, labelLg1: 'Âge' }] } });
    // Reordered, one added: the order is the body's, in the record and its references.
    const reordered = [{ term: region, mandatory: false }, ...columns.reverse()];
    expect((await call('PUT', `/test/table/${table}`, { prefLabelLg1: 'Population', columns: reordered, version: 1 })).statusCode).toBe(200);
    const after = await view();
    expect([after.columns, after.references['columns.term']?.map((target) => target.id)]).toEqual([reordered, [region, age, sex]]);
    // A term listed twice, or one that does not exist: 400 at the entry, nothing changed.
    for (const [body, issue] of [
      [[{ term: age, mandatory: true }, { term: age, mandatory: false }], { path: ['body', 'columns', 1, 'term'], code: 'custom' }],
      [[{ term: age, mandatory: true }, { term: 'nowhere', mandatory: false }], { path: ['body', 'columns', 1, 'term'], code: 'unknown_reference' }],
    ] as const) {
      const refused = await call('PUT', `/test/table/${table}`, { prefLabelLg1: 'Population', columns: body, version: 2 });
      expect([refused.statusCode, refused.json().details], JSON.stringify(body)).toEqual([400, [expect.objectContaining(issue)]]);
      expect(await view()).toEqual(after);
    }
    // A term a table lists is used by it.
    const used = await call('DELETE', `/test/term/${region}`);
    expect([used.statusCode, used.json().code, used.json().details.usedBy]).toEqual([409, 'RECORD_IN_USE', [expect.objectContaining({ id: table, field: 'columns.term' })]]);
    expect((await call('GET', `/test/tables?columns.term=${age}`)).json<{ id: string }[]>().map((item) => item.id)).toEqual([table]);
  });

  it('gives a read-only kind its reads and no write', async () => {
    expect((await call('GET', '/test/ledgers')).statusCode).toBe(200);
    expect((await call('POST', '/test/ledger', { prefLabelLg1: 'Non' })).statusCode).toBe(404);
    expect((await call('PUT', '/test/ledger/x', { prefLabelLg1: 'Non', version: 1 })).statusCode).toBe(404);
    expect((await call('DELETE', '/test/ledger/x')).statusCode).toBe(404);
    expect((await call('GET', '/test/ledgers')).json()).toEqual([]);
  });
});

/** Like a classification: the parent of the two kinds below. */
const bookKind = defineKind({
  name: 'testBook',
  application: 'OPERATION_SERIES',
  paths: { list: '/test/books', item: '/test/book' },
  id: { type: 'uuid' },
  label: 'prefLabel',
  fields: { ...bilingual('prefLabel', text({ required: true }), text()) },
});

/** Like its items: named by a code unique in the book, under the book's paths, published and deleted with it. */
const chapterKind = defineKind({
  name: 'testChapter',
  application: 'OPERATION_SERIES',
  paths: { list: '/test/book/:parentId/chapters', item: '/test/book/:parentId/chapter' },
  id: { type: 'scoped', field: 'notation', taken: '1002' },
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    book: immutable(reference(['testBook'], { required: true, publishedFirst: '1006' })),
    notation: immutable(text({ required: true, max: 20 })),
    broader: reference(['testChapter']),
  },
  parent: { field: 'book', publication: 'with', onParentDelete: 'cascade' },
  hierarchy: 'broader',
});

/** Like a dataset's distributions: its own paths, published before its parent, keeping it from deletion. */
const annexKind = defineKind({
  name: 'testAnnex',
  application: 'OPERATION_SERIES',
  paths: { list: '/test/annexes', item: '/test/annex' },
  id: { type: 'uuid' },
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    book: immutable(reference(['testBook'], { required: true })),
  },
  parent: { field: 'book', publication: { before: '1007' } },
});

describe('records inside records, declared only', () => {
  const { call, server } = serveKinds({ tag: 'test', kinds: [apiKind(bookKind), apiKind(chapterKind), apiKind(annexKind)] });
  const created = async (url: string, body: object) => {
    const response = await call('POST', url, body);
    expect(response.statusCode, response.body).toBe(201);
    return response;
  };
  const book = async (label: string) => (await created('/test/book', { prefLabelLg1: label })).body;
  const counts = async () =>
    queryRows<{ kind: string; n: number }>(server().database, sql`select kind, count(*)::int as n from resource group by kind order by kind`);

  it('names a child by its code in its parent, under the parent’s paths, and lists the parent’s children only', async () => {
    const [naf, cpf] = [await book('NAF'), await book('CPF')];
    const made = await created(`/test/book/${naf}/chapter`, { prefLabelLg1: 'Agriculture', notation: 'A' });
    expect([made.body, made.headers.location]).toEqual([`${naf}/A`, `/api/test/book/${naf}/chapter/A`]);
    await created(`/test/book/${naf}/chapter`, { prefLabelLg1: 'Culture', notation: '01', broader: `${naf}/A` });
    // The same code in another book is another record; twice in one book, the kind's code.
    expect((await created(`/test/book/${cpf}/chapter`, { prefLabelLg1: 'Produits agricoles', notation: 'A' })).body).toBe(`${cpf}/A`);
    const twice = await call('POST', `/test/book/${naf}/chapter`, { prefLabelLg1: 'Encore', notation: 'A' });
    expect([twice.statusCode, twice.json().code]).toEqual([409, '1002']);
    expect((await call('GET', `/test/book/${naf}/chapter/01`)).json()).toMatchObject({ id: `${naf}/01`, book: naf, notation: '01', broader: `${naf}/A` });
    const listed = (await call('GET', `/test/book/${naf}/chapters?sort=id`)).json<{ id: string }[]>();
    expect(listed.map((item) => item.id)).toEqual([`${naf}/01`, `${naf}/A`]);
    expect((await call('GET', `/test/book/${naf}/chapters/tree`)).json<{ id: string; childCount: number }[]>()).toEqual([expect.objectContaining({ id: `${naf}/A`, childCount: 1 })]);
    // A parent that does not exist, another parent in the body, a code holding the separator: refused, nothing stored.
    const before = await counts();
    expect((await call('GET', '/test/book/nowhere/chapters')).statusCode).toBe(404);
    const other = await call('POST', `/test/book/${naf}/chapter`, { prefLabelLg1: 'Ailleurs', notation: 'B', book: cpf });
    expect([other.statusCode, other.json().details]).toEqual([400, [expect.objectContaining({ path: ['body', 'book'] })]]);
    const slash = await call('POST', `/test/book/${naf}/chapter`, { prefLabelLg1: 'Barre', notation: 'A/B' });
    expect([slash.statusCode, slash.json().details]).toEqual([400, [expect.objectContaining({ path: ['body', 'notation'] })]]);
    expect(await call('POST', `/test/book/nowhere/chapter`, { prefLabelLg1: 'Orphelin', notation: 'X' }).then((response) => response.statusCode)).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('publishes children with their parent, or refuses the parent until they are published, as declared', async () => {
    const parent = await book('À publier');
    await created(`/test/book/${parent}/chapter`, { prefLabelLg1: 'Un', notation: '1' });
    const annex = (await created('/test/annex', { prefLabelLg1: 'Annexe', book: parent })).body;
    // A child before its parent: its own precondition (1006).
    expect((await call('PUT', `/test/book/${parent}/chapter/1/validate`)).json().code).toBe('1006');
    const refused = await call('PUT', `/test/book/${parent}/validate`);
    expect([refused.statusCode, refused.json().code, refused.json().details]).toEqual([409, '1007', { kind: 'testAnnex', ids: [annex] }]);
    expect((await call('GET', `/test/book/${parent}/chapter/1`)).json().validationState).toBe('Unpublished');
    expect((await call('PUT', `/test/annex/${annex}/validate`)).statusCode).toBe(200);
    expect((await call('PUT', `/test/book/${parent}/validate`)).statusCode).toBe(200);
    expect((await call('GET', `/test/book/${parent}/chapter/1`)).json().validationState).toBe('Validated');
  });

  it('deletes children with their parent, each with its history, or refuses while a child of another kind remains', async () => {
    const parent = await book('À supprimer');
    await created(`/test/book/${parent}/chapter`, { prefLabelLg1: 'Haut', notation: 'H' });
    await created(`/test/book/${parent}/chapter`, { prefLabelLg1: 'Bas', notation: 'B', broader: `${parent}/H` });
    const annex = (await created('/test/annex', { prefLabelLg1: 'Reste', book: parent })).body;
    const before = await counts();
    const kept = await call('DELETE', `/test/book/${parent}`);
    expect([kept.statusCode, kept.json().code, kept.json().details.usedBy]).toEqual([409, 'RECORD_IN_USE', [expect.objectContaining({ id: annex })]]);
    expect(await counts()).toEqual(before);
    expect((await call('DELETE', `/test/annex/${annex}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/test/book/${parent}`)).statusCode).toBe(200);
    expect((await call('GET', `/test/book/${parent}/chapter/B`)).statusCode).toBe(404);
    const history = HistorySchema.parse((await call('GET', `/test/book/${parent}/chapter/B/history`)).json());
    expect(history.map((entry) => entry.action)).toEqual(['create', 'delete']);
  });

  it('never leaves an orphan child when a child is created while its parent is deleted', async () => {
    for (let round = 0; round < 10; round += 1) {
      const parent = await book(`Course ${round}`);
      const [child, deleted] = await Promise.all([
        call('POST', `/test/book/${parent}/chapter`, { prefLabelLg1: 'Tardif', notation: 'T' }),
        call('DELETE', `/test/book/${parent}`),
      ]);
      expect([200, 201, 400, 409]).toContain(child.statusCode);
      expect(deleted.statusCode, deleted.body).toBe(200);
    }
    const orphans = await queryRows(server().database, sql`select id from resource c where c.kind = 'testChapter' and not exists (select 1 from resource p where p.kind = 'testBook' and p.id = c.payload->>'book')`);
    expect(orphans).toEqual([]);
  });
});

/** Like a classification's items: notes kept in versions, under its parent's paths. */
const entryKind = defineKind({
  name: 'testEntry',
  application: 'OPERATION_SERIES',
  paths: { list: '/test/book/:parentId/entries', item: '/test/book/:parentId/entry' },
  id: { type: 'scoped', field: 'notation', taken: '1002' },
  label: 'prefLabel',
  fields: {
    ...bilingual('prefLabel', text({ required: true }), text()),
    book: immutable(reference(['testBook'], { required: true })),
    notation: immutable(text({ required: true, max: 20 })),
    ...bilingual('gloss', richText(), richText()),
    ...bilingual('whatChanged', richText(), richText()),
  },
  parent: { field: 'book', onParentDelete: 'cascade' },
  versionedNotes: { notes: ['gloss'], changeNote: 'whatChanged', changeNoteRequired: 'CONCEPT_CHANGE_NOTE_REQUIRED', versionField: 'glossVersion' },
  computed: { glossVersion: z.number().int() },
});

describe('versioned notes, declared only', () => {
  const { call, server } = serveKinds({ tag: 'test', kinds: [apiKind(bookKind), apiKind(entryKind)] });
  const ok = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await call(method, url, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  const entry = async (url: string) => entryKind.schemas.view.parse((await ok('GET', url)).json());
  const save = async (url: string, changes: object) => {
    const { prefLabelLg1, glossLg1, glossLg2, whatChangedLg1, whatChangedLg2, version } = await entry(url);
    return call('PUT', url, { prefLabelLg1, glossLg1, glossLg2, whatChangedLg1, whatChangedLg2, version, ...changes });
  };
  const versions = async (url: string) => (await ok('GET', `${url}/notes`)).json<{ version: number; validFrom: string; validUntil: string | null }[]>();
  const notesOf = async (url: string, version: number) => (await ok('GET', `${url}/notes/${version}`)).json<Record<string, unknown>>();

  it('keeps one version while unpublished, then a new one only when asked, with a new change note; overwrites otherwise', async () => {
    const book = (await ok('POST', '/test/book', { prefLabelLg1: 'Livre' })).body;
    await ok('POST', `/test/book/${book}/entry`, { prefLabelLg1: 'Entrée', notation: 'A1', glossLg1: '<p>Premier sens</p>' });
    const url = `/test/book/${book}/entry/A1`;
    expect((await entry(url)).glossVersion).toBe(1);
    expect(await versions(url)).toEqual([{ version: 1, validFrom: expect.any(String), validUntil: null }]);
    expect(await notesOf(url, 1)).toMatchObject({ version: 1, glossLg1: '<p>Premier sens</p>', glossLg2: null, whatChangedLg1: null });

    // Never published: overwritten, even when a new version is asked for.
    expect((await save(url, { glossLg1: '<p>Sens revu</p>', versioning: true })).statusCode).toBe(200);
    expect(await versions(url)).toHaveLength(1);
    expect((await notesOf(url, 1)).glossLg1).toBe('<p>Sens revu</p>');

    await ok('PUT', `/test/book/${book}/validate`);
    await ok('PUT', `${url}/validate`);
    // A new version needs a change note, not empty and new: 400 on its field, nothing changed.
    const before = await entry(url);
    for (const whatChangedLg1 of [null, '<p>  </p>']) {
      const refused = await save(url, { glossLg1: '<p>Autre sens</p>', whatChangedLg1, versioning: true });
      expect([refused.statusCode, refused.json().code, refused.json().details[0].path]).toEqual([400, 'CONCEPT_CHANGE_NOTE_REQUIRED', ['body', 'whatChangedLg1']]);
    }
    expect(await entry(url)).toEqual(before);
    expect(await versions(url)).toHaveLength(1);

    expect((await save(url, { glossLg1: '<p>Autre sens</p>', whatChangedLg1: '<p>Sens élargi</p>', versioning: true })).statusCode).toBe(200);
    const [first, second] = await versions(url);
    expect(first?.validUntil).toBe(second?.validFrom);
    expect(second).toMatchObject({ version: 2, validUntil: null });
    expect(await notesOf(url, 1)).toMatchObject({ glossLg1: '<p>Sens revu</p>', whatChangedLg1: null });
    expect(await notesOf(url, 2)).toMatchObject({ glossLg1: '<p>Autre sens</p>', whatChangedLg1: '<p>Sens élargi</p>' });
    expect((await entry(url)).glossVersion).toBe(2);
    const history = HistorySchema.parse((await ok('GET', `${url}/history`)).json());
    expect(history.at(-1)?.changes).toContainEqual({ field: 'glossVersion', before: 1, after: 2 });

    // The same change note again is not a new one; without `versioning`, the current version is overwritten.
    const same = await save(url, { glossLg1: '<p>Encore</p>', versioning: true });
    expect([same.statusCode, same.json().code]).toEqual([400, 'CONCEPT_CHANGE_NOTE_REQUIRED']);
    expect((await save(url, { glossLg1: '<p>Encore</p>' })).statusCode).toBe(200);
    expect(await versions(url)).toHaveLength(2);
    expect((await notesOf(url, 2)).glossLg1).toBe('<p>Encore</p>');
    // Other fields changed alone make no version.
    expect((await save(url, { prefLabelLg1: 'Entrée renommée', versioning: true })).statusCode).toBe(200);
    expect(await versions(url)).toHaveLength(2);
  });

  it('answers NOT_FOUND for a version the record does not have, the kind’s 404 for an unknown record, and forgets the versions with the record', async () => {
    const book = (await ok('POST', '/test/book', { prefLabelLg1: 'Autre livre' })).body;
    await ok('POST', `/test/book/${book}/entry`, { prefLabelLg1: 'Entrée', notation: 'B2', glossLg1: '<p>Sens</p>' });
    const missing = await call('GET', `/test/book/${book}/entry/B2/notes/2`);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
    expect((await call('GET', `/test/book/${book}/entry/Z9/notes`)).statusCode).toBe(404);
    expect((await call('GET', `/test/book/${book}/entry/B2/notes/0`)).statusCode).toBe(400);
    await ok('DELETE', `/test/book/${book}`);
    const left = await queryRows(server().database, sql`select 1 from note_version where kind = 'testEntry' and record_id = ${`${book}/B2`}`);
    expect(left).toHaveLength(0);
  });

  it('describes the versions’ endpoints in the OpenAPI document', async () => {
    const paths = Object.keys((await server().app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: object }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/test/book/{parentId}/entry/{id}/notes', '/api/test/book/{parentId}/entry/{id}/notes/{version}']));
  });
});
