import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CodeTreePageSchema, CodesPageSchema, HistorySchema, codeListKind, partialCodeListKind, type CodeInput, type CodeTreePage } from '@atelier/contracts';
import { createTestServer, queryRows, type TestServer } from '../../../test/harness.ts';

const codes: CodeInput[] = [
  { code: 'A', labelLg1: 'Annuelle', labelLg2: 'Annual' },
  { code: 'M', labelLg1: 'Mensuelle', labelLg2: 'Monthly' },
  { code: 'T', labelLg1: 'Trimestrielle', labelLg2: 'Quarterly' },
  { code: 'E', labelLg1: 'Événementielle', labelLg2: 'Event', parentCode: 'A' },
];
const list = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  labelLg1: `Liste ${id}`,
  labelLg2: `List ${id}`,
  disseminationStatus: 'PublicGenerique',
  codes,
  ...extra,
});

describe('code lists', () => {
  let server: TestServer;
  beforeAll(async () => {
    // No seed: the searches below expect exactly the lists these tests create.
    server = await createTestServer({ seed: false });
  });
  afterAll(() => server.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  const get = async (id: string) => codeListKind.schemas.view.parse((await inject('GET', `/api/codeList/${id}`)).json());
  const history = async (path: string) => HistorySchema.parse((await inject('GET', `${path}/history`)).json());

  it('creates a list with its codes, counted', async () => {
    expect((await inject('POST', '/api/codeList', list('CL_ONE'))).statusCode).toBe(201);
    expect(await get('CL_ONE')).toMatchObject({ id: 'CL_ONE', codeCount: 4 });
  });

  it('pages, searches (accents and case ignored) and sorts codes; per_page=0 gives all', async () => {
    const page = CodesPageSchema.parse((await inject('GET', '/api/codeList/CL_ONE/codes?page=2&per_page=3')).json());
    expect(page).toMatchObject({ total: 4, page: 2, perPage: 3 });
    expect(page.items.map((c) => c.code)).toEqual(['E']);
    expect(page.items[0]).toMatchObject({ parentCode: 'A', labelLg2: 'Event', descriptionLg1: null });
    const all = CodesPageSchema.parse((await inject('GET', '/api/codeList/CL_ONE/codes?page=1&per_page=0')).json());
    expect(all.items.map((c) => c.code)).toEqual(['A', 'M', 'T', 'E']);
    const found = CodesPageSchema.parse((await inject('GET', '/api/codeList/CL_ONE/codes?search=EVENEMENT')).json());
    expect(found.items.map((c) => c.code)).toEqual(['E']);
    const sorted = CodesPageSchema.parse((await inject('GET', '/api/codeList/CL_ONE/codes?per_page=0&sort=-labelLg2')).json());
    expect(sorted.items.map((c) => c.labelLg2)).toEqual(['Quarterly', 'Monthly', 'Event', 'Annual']);
  });

  it('keeps pages, totals and the code count right after codes are removed, moved and added', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ code: `K${String(i).padStart(2, '0')}`, labelLg1: `Code ${i}` }));
    await inject('POST', '/api/codeList', list('CL_PAGES', { codes: many }));
    // Every third code removed, the last one moved first, two new ones at the end: 22 codes.
    const kept = many.filter((_, i) => i % 3 !== 1);
    const edited = [kept.at(-1)!, ...kept.slice(0, -1), { code: 'N1', labelLg1: 'Nouveau' }, { code: 'N2', labelLg1: 'Nouveau' }];
    expect((await inject('PUT', '/api/codeList/CL_PAGES', { ...list('CL_PAGES'), codes: edited, version: 1 })).statusCode).toBe(200);
    const page = async (query: string) => CodesPageSchema.parse((await inject('GET', `/api/codeList/CL_PAGES/codes?${query}`)).json());
    expect((await get('CL_PAGES')).codeCount).toBe(22);
    const index = (await inject('GET', '/api/codeList?q=CL_PAGES')).json<{ id: string; codeCount: number }[]>();
    expect(index.map((item) => [item.id, item.codeCount])).toEqual([['CL_PAGES', 22]]);
    const codesOf = (result: { items: { code: string }[] }) => result.items.map((c) => c.code);
    expect(await page('page=1&per_page=3')).toMatchObject({ total: 22, page: 1, perPage: 3 });
    expect(codesOf(await page('page=1&per_page=3'))).toEqual(['K29', 'K00', 'K02']);
    expect(codesOf(await page('page=8&per_page=3'))).toEqual(['N2']);
    expect(await page('page=9&per_page=3')).toEqual({ total: 22, page: 9, perPage: 3, items: [] });
    expect(codesOf(await page('page=2&per_page=5&sort=-code'))).toEqual(['K24', 'K23', 'K21', 'K20', 'K18']);
    const searched = await page('search=nouveau&page=2&per_page=1');
    expect([searched.total, codesOf(searched)]).toEqual([2, ['N2']]);
    expect(await page('search=nouveau&page=3&per_page=1')).toMatchObject({ total: 2, items: [] });
    expect(await page('search=absent&per_page=5')).toMatchObject({ total: 0, items: [] });
    expect(codesOf(await page('per_page=0'))).toEqual(edited.map((c) => c.code));
  });

  it('refuses a list without codes (1102), duplicate codes, and a parent code that is not in the list', async () => {
    const empty = await inject('POST', '/api/codeList', list('CL_EMPTY', { codes: [] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: '1102' });
    const twice = await inject('POST', '/api/codeList', list('CL_TWICE', { codes: [...codes, codes[0]] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 'CODE_LIST_DUPLICATE_CODE', details: { codes: ['A'] } });
    const orphan = await inject('POST', '/api/codeList', list('CL_ORPHAN', { codes: [{ code: 'X', labelLg1: 'x', parentCode: 'Y' }] }));
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: ['body', 'codes', 0, 'parentCode'] }] });
    const cycle = await inject('POST', '/api/codeList', list('CL_CYCLE', {
      codes: [{ code: 'X', labelLg1: 'x', parentCode: 'Y' }, { code: 'Y', labelLg1: 'y', parentCode: 'X' }],
    }));
    expect(cycle.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    for (const id of ['CL_EMPTY', 'CL_TWICE', 'CL_ORPHAN', 'CL_CYCLE']) {
      expect((await inject('GET', `/api/codeList/${id}`)).statusCode).toBe(404);
    }
  });

  it('keeps the codes when an update leaves them out, replaces them when given, and records the change', async () => {
    await inject('POST', '/api/codeList', list('CL_EDIT'));
    await inject('PUT', '/api/codeList/CL_EDIT', { labelLg1: 'Sans codes', labelLg2: 'No codes', version: 1 });
    expect(await get('CL_EDIT')).toMatchObject({ codeCount: 4, disseminationStatus: 'PublicGenerique' });
    const newCodes = [codes[0], { code: 'Z', labelLg1: 'Zeta' }];
    await inject('PUT', '/api/codeList/CL_EDIT', { labelLg1: 'Deux', labelLg2: 'Two', codes: newCodes, version: 2 });
    expect(await get('CL_EDIT')).toMatchObject({ codeCount: 2 });
    const last = (await history('/api/codeList/CL_EDIT')).at(-1);
    const codesChange = last?.changes.find((c) => c.field === 'codes');
    expect(codesChange?.before).toHaveLength(3);
    expect(codesChange?.after).toEqual([{ code: 'Z', labelLg1: 'Zeta', labelLg2: null, descriptionLg1: null, descriptionLg2: null, parentCode: null }]);
  });

  it('finds lists by one of their codes, notation or label, on the server', async () => {
    await inject('POST', '/api/codeList', list('CL_FILTER', { codes: [{ code: 'ZZ9', labelLg1: 'Zèbre' }] }));
    const ids = async (query: string) =>
      z.array(codeListKind.schemas.listItem).parse((await inject('GET', `/api/codeList?${query}`)).json()).map((l) => l.id);
    expect(await ids('code=zebre')).toEqual(['CL_FILTER']);
    expect(await ids('code=zz9')).toEqual(['CL_FILTER']);
    expect(await ids('code=absent')).toEqual([]);
  });

  it('keeps a subset of a parent list in a partial list, with its own codes page', async () => {
    const created = await inject('POST', '/api/codeList/partial', {
      id: 'CL_PART', parentId: 'CL_ONE', labelLg1: 'Partielle', labelLg2: 'Partial', codes: ['M', 'A'],
    });
    expect([created.statusCode, created.body, created.headers.location]).toEqual([201, 'CL_PART', '/api/codeList/partial/CL_PART']);
    const partial = partialCodeListKind.schemas.view.parse((await inject('GET', '/api/codeList/partial/CL_PART')).json());
    expect(partial).toMatchObject({ parentId: 'CL_ONE', codeCount: 2, validationState: 'Unpublished' });
    expect(partial.references.parentId).toEqual([
      { kind: 'codeList', id: 'CL_ONE', labelLg1: 'Liste CL_ONE', labelLg2: 'List CL_ONE', validationState: 'Unpublished' },
    ]);
    const page = CodesPageSchema.parse((await inject('GET', '/api/codeList/partial/CL_PART/codes?per_page=0')).json());
    expect(page.items.map((c) => [c.code, c.labelLg2])).toEqual([['M', 'Monthly'], ['A', 'Annual']]);
    const second = CodesPageSchema.parse((await inject('GET', '/api/codeList/partial/CL_PART/codes?page=2&per_page=1')).json());
    expect([second.total, second.items.map((c) => c.code)]).toEqual([2, ['A']]);
    const past = CodesPageSchema.parse((await inject('GET', '/api/codeList/partial/CL_PART/codes?page=3&per_page=1')).json());
    expect([past.total, past.items]).toEqual([2, []]);
    const byParent = (await inject('GET', '/api/codeList/partial/parent/CL_ONE')).json<{ id: string }[]>();
    expect(byParent.map((l) => l.id)).toEqual(['CL_PART']);
    const filtered = (await inject('GET', '/api/codeList/partial?code=annual')).json<{ id: string }[]>();
    expect(filtered.map((l) => l.id)).toEqual(['CL_PART']);
  });

  it('refuses partial lists with codes their parent does not hold, no code, or duplicates', async () => {
    const body = { id: 'CL_PBAD', parentId: 'CL_ONE', labelLg1: 'p', labelLg2: 'p' };
    const unknown = await inject('POST', '/api/codeList/partial', { ...body, codes: ['A', 'NOPE'] });
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: ['body', 'codes', 1] }] });
    expect((await inject('POST', '/api/codeList/partial', { ...body, codes: [] })).json()).toMatchObject({ code: '1102' });
    expect((await inject('POST', '/api/codeList/partial', { ...body, codes: ['A', 'A'] })).json()).toMatchObject({ code: 'CODE_LIST_DUPLICATE_CODE' });
    expect((await inject('GET', '/api/codeList/partial/CL_PBAD')).statusCode).toBe(404);
  });

  it('keeps the codes partial lists hold in their parent (1104), and records the codes a delete takes', async () => {
    const removeKept = await inject('PUT', '/api/codeList/CL_ONE', { ...list('CL_ONE'), codes: [codes[1]], version: 1 });
    expect([removeKept.statusCode, removeKept.json().code]).toEqual([409, '1104']);
    expect(removeKept.json().details).toEqual({ codes: ['A'], partialLists: ['CL_PART'] });
    expect(await get('CL_ONE')).toMatchObject({ version: 1, codeCount: 4 });

    expect((await inject('DELETE', '/api/codeList/partial/CL_PART')).body).toBe('CL_PART');
    expect((await inject('DELETE', '/api/codeList/CL_ONE')).statusCode).toBe(200);
    expect((await inject('GET', '/api/codeList/CL_ONE/codes')).statusCode).toBe(404);
    const entries = await history('/api/codeList/CL_ONE');
    expect(entries.at(-1)?.changes.find((c) => c.field === 'codes')?.before).toHaveLength(4);
  });

  it('reads a list\'s codes as a tree: a level a page at a time in the list\'s order, each code\'s count, a code\'s broader codes', async () => {
    // A: B, C; B: B1 (and B1: B11); then D at the top. Positions: the list's order, not the labels'.
    const tree = [
      { code: 'D', labelLg1: 'Dernier' },
      { code: 'B', labelLg1: 'Branche', parentCode: 'A' },
      { code: 'A', labelLg1: 'Arbre' },
      { code: 'B1', labelLg1: 'Feuille', parentCode: 'B' },
      { code: 'C', labelLg1: 'Cime', parentCode: 'A' },
      { code: 'B11', labelLg1: 'Nervure', parentCode: 'B1' },
    ];
    expect((await inject('POST', '/api/codeList', list('CL_TREE', { codes: tree }))).statusCode).toBe(201);
    const level = async (query: string) => CodeTreePageSchema.parse((await inject('GET', `/api/codeList/CL_TREE/codes/tree${query}`)).json());
    const summary = (page: CodeTreePage) => page.items.map((c) => `${c.code}:${c.childCount}`);
    const top = await level('');
    expect([top.total, summary(top)]).toEqual([2, ['D:0', 'A:2']]);
    const under = await level('?node=A');
    expect([under.total, summary(under)]).toEqual([2, ['B:1', 'C:0']]);
    expect(under.items[0]).toMatchObject({ parentCode: 'A', labelLg1: 'Branche' });
    const second = await level('?node=A&page=2&per_page=1');
    expect([second.total, summary(second)]).toEqual([2, ['C:0']]);
    expect(summary(await level('?node=C'))).toEqual([]);

    const ancestors = async (notation: string) => (await inject('GET', `/api/codeList/CL_TREE/codes/${notation}/ancestors`)).json<{ code: string }[]>();
    expect((await ancestors('B11')).map((c) => c.code)).toEqual(['A', 'B', 'B1']);
    expect(await ancestors('A')).toEqual([]);
  });

  it('refuses a tree query it cannot answer (400) and a code or list that does not exist (404), coded', async () => {
    for (const query of ['?per_page=0', '?per_page=1001', '?page=0', '?node=']) {
      const response = await inject('GET', `/api/codeList/CL_ONE/codes/tree${query}`);
      expect([response.statusCode, response.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    for (const url of ['/api/codeList/CL_ONE/codes/NOPE/ancestors', '/api/codeList/NOPE/codes/A/ancestors', '/api/codeList/NOPE/codes/tree']) {
      const response = await inject('GET', url);
      expect([response.statusCode, response.json().code], url).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('answers 404 with a coded body for the codes of an unknown list', async () => {
    for (const url of ['/api/codeList/NOPE/codes', '/api/codeList/partial/NOPE/codes']) {
      const response = await inject('GET', url);
      expect([response.statusCode, response.json().code], url).toEqual([404, 'NOT_FOUND']);
    }
  });
});

describe('requests as the replaced system sends them', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('publishes with an empty body under a JSON content type, and refuses a body on publish and delete', async () => {
    await server.app.inject({ method: 'POST', url: '/api/codeList', payload: list('CL_COMPAT') });
    const withBody = await server.app.inject({ method: 'PUT', url: '/api/codeList/validate/CL_COMPAT', payload: { force: true } });
    expect([withBody.statusCode, withBody.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const empty = await server.app.inject({ method: 'PUT', url: '/api/codeList/validate/CL_COMPAT', headers: { 'content-type': 'application/json' } });
    expect([empty.statusCode, empty.body]).toEqual([200, 'CL_COMPAT']);
    const emptyPost = await server.app.inject({ method: 'POST', url: '/api/codeList', headers: { 'content-type': 'application/json' } });
    expect([emptyPost.statusCode, emptyPost.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('code lists under concurrent writers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ seed: false });
  });
  afterAll(() => server.close());

  const inject = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    server.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  const outcome = (response: { statusCode: number; json: () => { code: string } }) =>
    response.statusCode < 300 ? 'done' : response.json().code;

  it('gives one IRI, and one identifier across both kinds, to exactly one list', async () => {
    const sameUri = await Promise.all(
      Array.from({ length: 20 }, (_, n) => inject('POST', '/api/codeList', list(`CL_URI_${n}`, { uri: 'http://example.org/codes/one' }))),
    );
    expect(sameUri.map(outcome).sort()).toEqual(['done', ...Array<string>(19).fill('1101')].sort());
    const sameId = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        n % 2 === 0
          ? inject('POST', '/api/codeList', list('CL_SAME'))
          : inject('POST', '/api/codeList/partial', { id: 'CL_SAME', parentId: 'CL_URI_0', labelLg1: 'p', labelLg2: 'p', codes: ['A'] }),
      ),
    );
    // CL_URI_0 may not be the one that won the IRI: a partial list of a missing parent is a mistake too.
    expect(sameId.map(outcome).filter((code) => code === 'done')).toHaveLength(1);
    expect(sameId.map(outcome).every((code) => ['done', '1101', 'VALIDATION_FAILED'].includes(code))).toBe(true);
  });

  it('never lets a partial list keep a code its parent loses, or a parent it loses, at the same time', async () => {
    for (let round = 0; round < 10; round += 1) {
      const parent = `CL_RACE_${round}`;
      await inject('POST', '/api/codeList', list(parent));
      const [partial, update] = await Promise.all([
        inject('POST', '/api/codeList/partial', { id: `${parent}_P`, parentId: parent, labelLg1: 'p', labelLg2: 'p', codes: ['A', 'M'] }),
        inject('PUT', `/api/codeList/${parent}`, { ...list(parent), codes: codes.filter((c) => c.code !== 'M'), version: 1 }),
      ]);
      expect([outcome(partial), outcome(update)], `round ${round}`).toEqual(
        outcome(partial) === 'done' ? ['done', '1104'] : ['VALIDATION_FAILED', 'done'],
      );
      const [partialOfDeleted, deletion] = await Promise.all([
        inject('POST', '/api/codeList/partial', { id: `${parent}_Q`, parentId: parent, labelLg1: 'q', labelLg2: 'q', codes: ['M'] }),
        outcome(partial) === 'done' ? inject('DELETE', `/api/codeList/partial/${parent}_P`).then(() => inject('DELETE', `/api/codeList/${parent}`)) : inject('DELETE', `/api/codeList/${parent}`),
      ]);
      expect([outcome(partialOfDeleted), outcome(deletion)], `round ${round}`).toEqual(
        outcome(partialOfDeleted) === 'done' ? ['done', '1104'] : ['VALIDATION_FAILED', 'done'],
      );
    }
    const orphans = await queryRows(
      server.database,
      sql`select p.list_id, p.code from partial_code p where not exists (select 1 from code c where c.list_id = p.parent_id and c.code = p.code)`,
    );
    expect(orphans).toEqual([]);
  });
});
