import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { UserPrivileges } from '@atelier/contracts';
import { seedDatabase } from '../../seed/seed.ts';
import { createTestServer, identityWith, queryRows, testDriver, usersAuthenticator, type TestServer } from '../../../test/harness.ts';

// The concepts module on the framework: the notes rules of spec §5 with their codes, versioned
// notes, links kept symmetric (also under concurrent writers), delete refused while linked (112)
// or used (111), the lists' own filters, bulk publication (all or none, 423 while a row is held),
// the dashboard, and refusals per privilege with nothing changed.

/** Collections under a STAMP strategy: no role of the committed matrix has one. */
const collector = {
  id: 'collector',
  roles: [],
  stamps: ['DG57-C003'],
  privileges: [
    { application: 'CONCEPT_CONCEPT', privileges: [{ privilege: 'READ', strategy: 'ALL' }] },
    {
      application: 'CONCEPT_COLLECTION',
      privileges: (['READ', 'CREATE', 'UPDATE', 'PUBLISH', 'DELETE'] as const).map((privilege) => ({ privilege, strategy: privilege === 'READ' ? 'ALL' : 'STAMP' })),
    },
  ] as UserPrivileges,
};

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  reader: identityWith(['Utilisateur_RMESGNCS'], ['DG75-L201'], 'reader'),
  // Concepts CREATE/UPDATE/PUBLISH with STAMP.
  manager: identityWith(['Gestionnaire_concept_RMESGNCS'], ['DG57-C003'], 'manager'),
  collector,
  nobody: { id: 'nobody', roles: [], stamps: [], privileges: [] },
};
type User = keyof typeof users;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Record = { [key: string]: unknown; id: string; version: number; validationState: string; conceptVersion: number; broader: string[]; narrower: string[]; related: string[] };

const run = Date.now().toString(36);
let counter = 0;
const unique = () => `${run}-${(counter += 1)}`;

describe('concepts', () => {
  let server: TestServer;
  const as = (user: User, method: Method, url: string, payload?: unknown) =>
    server.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${user}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const read = async (id: string) => (await as('admin', 'GET', `/concepts/concept/${id}`)).json<Record>();
  const concept = (extra: object = {}) => ({
    prefLabelLg1: `Concept ${unique()}`,
    prefLabelLg2: 'Concept',
    definitionLg1: '<p>Une définition.</p>',
    creators: ['DG75-L201'],
    disseminationStatus: 'Prive',
    ...extra,
  });
  const create = async (extra: object = {}, user: User = 'admin') => {
    const response = await as(user, 'POST', '/concepts/concept', concept(extra));
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };
  /** The record as the form would send it back, changed by `changes`. */
  const editable = async (id: string) => {
    const { id: _id, references: _r, created: _c, modified: _m, validationState: _v, conceptVersion: _cv, ...current } = await read(id);
    return current;
  };
  const update = async (id: string, changes: object, user: User = 'admin') => as(user, 'PUT', `/concepts/concept/${id}`, { ...(await editable(id)), ...changes });
  const publish = (id: string) => as('admin', 'PUT', `/concepts/concept/${id}/validate`);
  const history = async (id: string) => (await as('admin', 'GET', `/concepts/concept/${id}/history`)).json<{ action: string }[]>();
  const count = async (path = '/concepts') => Number((await as('admin', 'GET', `${path}?per_page=1`)).headers['x-total-count']);

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
  }, 120_000);
  afterAll(() => server.close());

  it("loads the seed's concepts and collections with their first version of notes, collections under their own identifiers", async () => {
    expect(await count()).toBe(107);
    expect(await count('/concepts/collections')).toBe(5);
    expect(await read('c1')).toMatchObject({ prefLabelLg1: 'Exploitation agricole', conceptVersion: 1, validationState: 'Unpublished' });
    expect((await as('admin', 'GET', '/concepts/concept/c101/notes')).json()).toMatchObject([{ version: 1, validUntil: null }]);
    const collection = (await as('admin', 'GET', '/concepts/collection/c1000')).json<{ members: string[]; references: { members: { labelLg1: string }[] } }>();
    expect(collection.members).toEqual(['c1', 'c2', 'c3']);
    expect(collection.references.members.map((member) => member.labelLg1)).toEqual(['Exploitation agricole', 'Surface agricole', 'Production agricole']);
    // Used by a collection: not deletable (111).
    expect((await as('admin', 'DELETE', '/concepts/concept/c1')).json().code).toBe('111');
  });

  it('creates a concept with its first version of notes, and reads its versions', async () => {
    const id = await create({ scopeNoteLg1: '<p>Court</p>' });
    expect(id).toMatch(/^c\d+$/);
    const record = await read(id);
    expect(record).toMatchObject({ conceptVersion: 1, validationState: 'Unpublished', definitionLg1: '<p>Une définition.</p>', scopeNoteLg1: '<p>Court</p>' });
    const versions = (await as('admin', 'GET', `/concepts/concept/${id}/notes`)).json<{ version: number; validUntil: string | null }[]>();
    expect(versions).toMatchObject([{ version: 1, validUntil: null }]);
    const notes = await as('admin', 'GET', `/concepts/concept/${id}/notes/1`);
    expect(notes.json()).toMatchObject({ version: 1, definitionLg1: '<p>Une définition.</p>', scopeNoteLg1: '<p>Court</p>', definitionLg2: null });
    const unknownVersion = await as('admin', 'GET', `/concepts/concept/${id}/notes/2`);
    expect([unknownVersion.statusCode, unknownVersion.json().code]).toEqual([404, 'NOT_FOUND']);
    for (const path of ['/concepts/concept/c999999/notes', '/concepts/concept/c999999/notes/1', '/concepts/concept/c999999']) {
      const unknown = await as('admin', 'GET', path);
      expect([unknown.statusCode, unknown.json().code]).toEqual([404, '141']);
    }
    const denied = await as('nobody', 'GET', `/concepts/concept/${id}/notes`);
    expect(denied.statusCode).toBe(403);
  });

  it('refuses each rule of the notes with its code and field, and changes nothing', async () => {
    const before = await count();
    const cases: [object, string, string][] = [
      [{ definitionLg1: '<p></p>' }, 'CONCEPT_DEFINITION_REQUIRED', 'definitionLg1'],
      [{ disseminationStatus: 'PublicGenerique' }, 'CONCEPT_SCOPE_NOTE_REQUIRED', 'scopeNoteLg1'],
      [{ editorialNoteLg2: '<p>Only English</p>' }, 'CONCEPT_NOTE_LG2_ONLY', 'editorialNoteLg1'],
      [{ scopeNoteLg1: `<p>${'a'.repeat(351)}</p>` }, 'CONCEPT_SCOPE_NOTE_TOO_LONG', 'scopeNoteLg1'],
      [{ scopeNoteLg1: '<p>ok</p>', scopeNoteLg2: `<p>${'é'.repeat(351)}</p>` }, 'CONCEPT_SCOPE_NOTE_TOO_LONG', 'scopeNoteLg2'],
    ];
    for (const [body, code, field] of cases) {
      const response = await as('admin', 'POST', '/concepts/concept', concept(body));
      expect([response.statusCode, response.json().code], JSON.stringify(body)).toEqual([400, code]);
      expect(response.json().details).toContainEqual(expect.objectContaining({ path: ['body', field], code }));
    }
    // At the limit: accepted (characters of text, tags not counted).
    await create({ scopeNoteLg1: `<p><strong>${'a'.repeat(350)}</strong></p>` });
    expect(await count()).toBe(before + 1);

    // On update too, the concept unchanged; and bad bodies.
    const id = await create();
    for (const body of [{ version: 'one' }, { prefLabelLg1: 42 }, { broader: [''] }, { valid: '31/12/2024' }, { versioning: 1 }]) {
      const bad = await update(id, body);
      expect([bad.statusCode, bad.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await read(id)).version).toBe(1);
    const refused = await update(id, { definitionLg1: '' });
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'CONCEPT_DEFINITION_REQUIRED']);
    expect((await read(id)).definitionLg1).toBe('<p>Une définition.</p>');
  });

  it('refuses equivalents that are not web addresses, each once, and a versioning that is not a boolean (400), changing nothing', async () => {
    const before = await count();
    for (const body of [{ closeMatch: ['javascript:alert(1)'] }, { closeMatch: ['https://example.org/a', 'https://example.org/a'] }, { versioning: 'yes' }]) {
      const response = await as('admin', 'POST', '/concepts/concept', concept(body));
      expect([response.statusCode, response.json().code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await count()).toBe(before);
  });

  it('versions the notes of a published concept: new version, overwrite, refusal without a new change note', async () => {
    const id = await create({ changeNoteLg1: '<p>Création</p>' });
    // Never published: overwritten, whatever `versioning` says.
    expect((await update(id, { definitionLg1: '<p>Deuxième définition</p>', versioning: true })).statusCode).toBe(200);
    expect((await read(id)).conceptVersion).toBe(1);
    expect(await publish(id).then((r) => r.statusCode)).toBe(200);

    // Published: without a new change note, refused and nothing changed.
    const sameNote = await update(id, { definitionLg1: '<p>Troisième</p>', versioning: true });
    expect([sameNote.statusCode, sameNote.json().code]).toEqual([400, 'CONCEPT_CHANGE_NOTE_REQUIRED']);
    expect(sameNote.json().details).toEqual([expect.objectContaining({ path: ['body', 'changeNoteLg1'] })]);
    const blankNote = await update(id, { definitionLg1: '<p>Troisième</p>', changeNoteLg1: '<p> </p>', versioning: true });
    expect(blankNote.json().code).toBe('CONCEPT_CHANGE_NOTE_REQUIRED');
    expect(await read(id)).toMatchObject({ definitionLg1: '<p>Deuxième définition</p>', validationState: 'Validated', conceptVersion: 1 });

    // A new version.
    const versioned = await update(id, { definitionLg1: '<p>Troisième</p>', changeNoteLg1: '<p>Nouvelle définition</p>', versioning: true });
    expect(versioned.statusCode, versioned.body).toBe(200);
    expect(await read(id)).toMatchObject({ definitionLg1: '<p>Troisième</p>', validationState: 'Modified', conceptVersion: 2 });
    // Overwrite (versioning false or absent).
    expect((await update(id, { editorialNoteLg1: '<p>Corrigé</p>', versioning: false })).statusCode).toBe(200);
    expect((await update(id, { definitionLg1: '<p>Troisième, corrigée</p>' })).statusCode).toBe(200);
    expect((await read(id)).conceptVersion).toBe(2);

    const versions = (await as('admin', 'GET', `/concepts/concept/${id}/notes`)).json<{ version: number; validFrom: string; validUntil: string | null }[]>();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0]!.validUntil).toBe(versions[1]!.validFrom);
    expect(versions[1]!.validUntil).toBeNull();
    expect((await as('admin', 'GET', `/concepts/concept/${id}/notes/1`)).json()).toMatchObject({
      definitionLg1: '<p>Deuxième définition</p>',
      changeNoteLg1: '<p>Création</p>',
      editorialNoteLg1: null,
    });
    expect((await as('admin', 'GET', `/concepts/concept/${id}/notes/2`)).json()).toMatchObject({
      definitionLg1: '<p>Troisième, corrigée</p>',
      changeNoteLg1: '<p>Nouvelle définition</p>',
      editorialNoteLg1: '<p>Corrigé</p>',
    });
    // The same change note again: no third version.
    const again = await update(id, { definitionLg1: '<p>Quatrième</p>', versioning: true });
    expect(again.json().code).toBe('CONCEPT_CHANGE_NOTE_REQUIRED');
    // Changes other than notes make no version.
    expect((await update(id, { prefLabelLg2: 'Renamed', versioning: true })).statusCode).toBe(200);
    expect((await read(id)).conceptVersion).toBe(2);
    expect((await history(id)).some((entry) => JSON.stringify(entry).includes('conceptVersion'))).toBe(true);
  });

  it('keeps broader and narrower, related, replaces and isReplacedBy symmetric', async () => {
    const [a, b, c, d] = [await create(), await create(), await create(), await create()];
    // A broader B, A related C, A replaces D: B narrower A, C related A, D isReplacedBy A.
    const versionOfB = (await read(b)).version;
    expect((await update(a, { broader: [b], related: [c], replaces: [d] })).statusCode).toBe(200);
    expect(await read(b)).toMatchObject({ narrower: [a], version: versionOfB + 1 });
    expect((await read(c)).related).toEqual([a]);
    expect((await read(d)).isReplacedBy).toEqual([a]);
    expect((await read(b)).references).toMatchObject({ narrower: [{ id: a }] });
    expect((await history(b)).at(-1)).toMatchObject({ action: 'update', changes: [expect.objectContaining({ field: 'narrower', after: [a] })] });
    expect((await as('admin', 'GET', `/concepts?narrower=${a}`)).json<{ id: string }[]>().map((item) => item.id)).toEqual([b]);

    // The other direction: B's narrower removed from B removes A's broader.
    expect((await update(b, { narrower: [] })).statusCode).toBe(200);
    expect((await read(a)).broader).toEqual([]);
    // Created with links: the others answer them.
    const e = await create({ narrower: [c], isReplacedBy: [d] });
    expect((await read(c)).broader).toEqual([e]);
    expect((await read(d)).replaces).toEqual([e]);
    // A stale copy of a concept changed by another's write is refused.
    const stale = await as('admin', 'PUT', `/concepts/concept/${c}`, { ...concept(), version: 1 });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'STALE_VERSION']);

    // The other concept's references follow its links' order, a link removed from the middle too.
    const [s1, s2, s3] = [await create({ broader: [d] }), await create({ broader: [d] }), await create({ broader: [d] })];
    expect((await update(s2, { broader: [] })).statusCode).toBe(200);
    expect((await update(s2, { broader: [d] })).statusCode).toBe(200);
    const hub = await read(d);
    expect(hub.narrower).toEqual([s1, s3, s2]);
    expect((hub.references as { narrower: { id: string }[] }).narrower.map((target) => target.id)).toEqual([s1, s3, s2]);
    // Its next full write keeps them, in order.
    expect((await update(d, { prefLabelLg2: 'Hub' })).statusCode).toBe(200);
    expect(((await read(d)).references as { narrower: { id: string }[] }).narrower.map((target) => target.id)).toEqual([s1, s3, s2]);

    // A link to itself: 400, nothing changed.
    const self = await update(a, { related: [c, a] });
    expect([self.statusCode, self.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(self.json().details).toEqual([expect.objectContaining({ path: ['body', 'related', 1], code: 'self_reference' })]);
    expect((await read(a)).related).toEqual([c]);
  });

  it('refuses a concept that would be its own broader concept, through broader or narrower (400 cycle), changing nothing', async () => {
    const [top, middle] = [await create(), await create()];
    const bottom = await create({ broader: [middle] });
    expect((await update(middle, { broader: [top] })).statusCode).toBe(200);
    const before = await Promise.all([top, middle, bottom].map(read));
    // Top under bottom: top → bottom → middle → top. Then the same loop closed from the other side.
    for (const [id, change, path] of [
      [top, { broader: [bottom] }, ['body', 'broader', 0]],
      [bottom, { narrower: [top] }, ['body', 'broader', 0]],
      // Middle above the concept it is under.
      [middle, { narrower: [bottom, top] }, ['body', 'broader', 0]],
    ] as const) {
      const refused = await update(id, change);
      expect([refused.statusCode, refused.json().code], JSON.stringify(change)).toEqual([400, 'VALIDATION_FAILED']);
      expect(refused.json().details).toContainEqual(expect.objectContaining({ path, code: 'cycle' }));
      expect(await Promise.all([top, middle, bottom].map(read))).toEqual(before);
    }
  });

  it('keeps links symmetric under two concurrent writers', async () => {
    const [a, b] = [await create(), await create()];
    // Both copies read before either writes.
    const [copyOfA, copyOfB] = [await editable(a), await editable(b)];
    const [first, second] = await Promise.all([
      as('admin', 'PUT', `/concepts/concept/${a}`, { ...copyOfA, broader: [b] }),
      as('admin', 'PUT', `/concepts/concept/${b}`, { ...copyOfB, related: [a] }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    // Both were read before either wrote: one saves, the other's copy is now stale (never a deadlock).
    expect(codes, `${first.body} ${second.body}`).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)!.json().code).toBe('STALE_VERSION');
    const [ra, rb] = [await read(a), await read(b)];
    // Whichever saved, its link and the inverse are both there, and the other's neither.
    const firstSaved = first.statusCode === 200;
    expect([ra.broader, rb.narrower]).toEqual(firstSaved ? [[b], [a]] : [[], []]);
    expect([rb.related, ra.related]).toEqual(firstSaved ? [[], []] : [[a], [b]]);

    // Many writers at once on linked concepts: each link ends symmetric.
    const hub = await create();
    const spokes = await Promise.all(Array.from({ length: 6 }, () => create()));
    const copies = await Promise.all(spokes.map(editable));
    const answers = await Promise.all(spokes.map((spoke, index) => as('admin', 'PUT', `/concepts/concept/${spoke}`, { ...copies[index], broader: [hub] })));
    const saved = spokes.filter((_spoke, index) => answers[index]!.statusCode === 200);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(new Set((await read(hub)).narrower)).toEqual(new Set(saved));
    for (const spoke of spokes) expect((await read(spoke)).broader).toEqual(saved.includes(spoke) ? [hub] : []);

    // A chain written from both ends and the middle at once: stale copies refused (409 STALE_VERSION),
    // never two writers waiting for each other (WRITE_CONFLICT); every link saved answered.
    const chain = await Promise.all(Array.from({ length: 8 }, () => create()));
    const chainCopies = await Promise.all(chain.map(editable));
    const linking = await Promise.all(
      chain.map((id, index) =>
        as('admin', 'PUT', `/concepts/concept/${id}`, { ...chainCopies[index], related: [chain[(index + 1) % chain.length], chain[(index + 3) % chain.length]] }),
      ),
    );
    for (const answer of linking) expect(answer.statusCode === 200 || answer.json().code === 'STALE_VERSION', answer.body).toBe(true);
    const relatedOf = new Map(await Promise.all(chain.map(async (id) => [id, (await read(id)).related] as const)));
    for (const [id, related] of relatedOf) for (const other of related) expect(relatedOf.get(other)).toContain(id);
  });

  it('refuses to delete a linked concept (112), else deletes it and its versions, also at its older path', async () => {
    const [a, b] = [await create(), await create()];
    expect((await update(a, { refersTo: [b] })).statusCode).toBe(200);
    for (const id of [a, b]) {
      const refused = await as('admin', 'DELETE', `/concepts/concept/${id}`);
      expect([refused.statusCode, refused.json().code]).toEqual([409, '112']);
    }
    expect((await update(a, { refersTo: [] })).statusCode).toBe(200);

    expect((await as('reader', 'DELETE', `/concepts/${a}`)).statusCode).toBe(403);
    const deleted = await as('admin', 'DELETE', `/concepts/${a}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await as('admin', 'GET', `/concepts/concept/${a}`)).json().code).toBe('141');
    const versions = await queryRows(server.database, sql`select 1 from note_version where kind = 'concept' and record_id = ${a}`);
    expect(versions).toHaveLength(0);
  });

  it('filters by definition, alternative label and publication to do, on the server; counts members', async () => {
    const tag = unique().replace(/\W/g, '');
    const withDefinition = await create({ definitionLg1: `<p>Mesure de l'<strong>ÉCONOMIE</strong> ${tag}</p>` });
    const english = await create({ definitionLg2: `<p>Économie anglaise ${tag}</p>` });
    const alt = await create({ altLabelLg1: [`Sigle Élevé ${tag}`] });
    const ids = async (query: string, path = '/concepts') =>
      (await as('admin', 'GET', `${path}?${query}`)).json<{ id: string }[]>().map((item) => item.id).sort();
    expect(await ids(`definition=${encodeURIComponent(`economie ${tag}`)}`)).toEqual([withDefinition]);
    expect(await ids(`definition=${encodeURIComponent(`ECONOMIE ANGLAISE ${tag}`)}`, '/concepts/advanced-search')).toEqual([english]);
    // Tags are not text.
    expect(await ids(`definition=strong ${tag}`)).toEqual([]);
    expect(await ids(`altLabel=${encodeURIComponent(`sigle eleve ${tag}`)}`)).toEqual([alt]);
    expect(await ids(`altLabel=${tag}&toValidate=true`)).toEqual([alt]);
    expect((await publish(alt)).statusCode).toBe(200);
    expect(await ids(`altLabel=${tag}&toValidate=true`)).toEqual([]);
    expect(await ids(`altLabel=${tag}&toValidate=false`)).toEqual([alt]);
    // A definition overwritten is searched as it now is.
    expect((await update(withDefinition, { definitionLg1: '<p>Autre chose</p>' })).statusCode).toBe(200);
    expect(await ids(`definition=${encodeURIComponent(`economie ${tag}`)}`)).toEqual([]);

    const members = await as('admin', 'POST', '/concepts/collection', { prefLabelLg1: `Collection ${tag}`, members: [withDefinition, english, alt] });
    const listed = (await as('admin', 'GET', `/concepts/collections?q=${tag}`)).json<{ id: string; memberCount: number }[]>();
    expect(listed).toEqual([expect.objectContaining({ id: members.body, memberCount: 3 })]);
    expect((await as('admin', 'GET', `/concepts/collection/${members.body}`)).json()).toMatchObject({ memberCount: 3 });
    expect((await as('admin', 'GET', `/concepts/collections?q=${tag}&toValidate=true`)).json()).toHaveLength(1);
    // The seed's collections keep their identifiers.
    expect((await as('admin', 'GET', '/concepts/collection/c1000')).json()).toMatchObject({ id: 'c1000', memberCount: 3, validationState: 'Validated' });
  });

  it('filters creations and modifications since a date, for both kinds', async () => {
    // Just after the seeded records were last written (the seed runs as the file starts: a fixed
    // margin before now would hold them too when the tests before run fast).
    const seeded = [(await read('c1')).modified, (await as('admin', 'GET', '/concepts/collection/c1000')).json<Record>().modified];
    const since = new Date(Math.max(...seeded.map((date) => Date.parse(String(date)))) + 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const id = await create();
    const collection = (await as('admin', 'POST', '/concepts/collection', { prefLabelLg1: `Collection ${unique()}` })).body;
    for (const [path, created] of [['/concepts', id], ['/concepts/collections', collection]] as const) {
      for (const filter of ['createdFrom', 'modifiedFrom']) {
        const items = (await as('admin', 'GET', `${path}?${filter}=${encodeURIComponent(since)}`)).json<{ id: string }[]>();
        expect(items.map((item) => item.id)).toContain(created);
        expect(items.map((item) => item.id)).not.toContain(path === '/concepts' ? 'c1' : 'c1000');
      }
    }
  });

  it('publishes 500 concepts in one call, all or none', async () => {
    const before = (await as('admin', 'GET', '/concepts?toValidate=true')).json<{ id: string }[]>().length;
    const ids: string[] = [];
    // Written as rows through the seed's path would be faster; the API's own creates keep every rule.
    for (let start = 0; start < 500; start += 25) {
      ids.push(...(await Promise.all(Array.from({ length: 25 }, () => create()))));
    }
    // One that cannot be published (no owner) makes the whole call refused: none published.
    const ownerless = await create({ creators: [] });
    const refused = await as('admin', 'PUT', '/concepts/validate', [...ids, ownerless]);
    expect([refused.statusCode, refused.json().code]).toEqual([409, '1004']);
    expect(refused.json().details).toEqual({ id: ownerless });
    expect((await as('admin', 'GET', '/concepts?toValidate=true')).json<unknown[]>().length).toBe(before + 501);
    // An unknown one too.
    const unknown = await as('admin', 'PUT', '/concepts/validate', [ids[0], 'c999999']);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, '141']);

    const started = performance.now();
    const published = await as('admin', 'PUT', `/concepts/${ids.slice(0, 2).join(',')}/validate`, ids);
    const elapsed = performance.now() - started;
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<string[]>()).toHaveLength(500);
    console.info(`bulk publication of 500 concepts (${testDriver}): ${Math.round(elapsed)} ms`);
    expect((await as('admin', 'GET', '/concepts?toValidate=true')).json<unknown[]>().length).toBe(before + 1);
    expect((await read(ids[499]!)).validationState).toBe('Validated');
    expect((await history(ids[0]!)).at(-1)!.action).toBe('validate');
  }, 120_000);

  it('refuses bulk publication per privilege and record (103, 903, STAMP), and bad bodies, publishing none', async () => {
    const mine = await create({ creators: ['DG57-C003'] });
    const other = await create({ creators: ['DG75-L201'] });
    const denied = await as('reader', 'PUT', '/concepts/validate', [mine]);
    expect([denied.statusCode, denied.json().code]).toEqual([403, '103']);
    // The manager publishes concepts of their stamp only: one of another owner refuses the whole call.
    const stamp = await as('manager', 'PUT', '/concepts/validate', [mine, other]);
    expect([stamp.statusCode, stamp.json().code]).toEqual([403, '103']);
    expect((await read(mine)).validationState).toBe('Unpublished');
    expect((await as('manager', 'PUT', '/concepts/validate', [mine])).statusCode).toBe(200);

    const collection = async (creators: string[]) => (await as('admin', 'POST', '/concepts/collection', { prefLabelLg1: `Collection ${unique()}`, creators })).body;
    const [theirs, foreign] = [await collection(['DG57-C003']), await collection(['DG75-L201'])];
    expect((await as('reader', 'PUT', '/concepts/collections/validate', [theirs])).json().code).toBe('903');
    const collectionStamp = await as('collector', 'PUT', `/concepts/collections/${theirs}/validate`, [theirs, foreign]);
    expect([collectionStamp.statusCode, collectionStamp.json().code]).toEqual([403, '903']);
    expect((await as('admin', 'GET', `/concepts/collection/${theirs}`)).json().validationState).toBe('Unpublished');
    expect((await as('collector', 'PUT', '/concepts/collections/validate', [theirs])).statusCode).toBe(200);
    expect((await as('admin', 'GET', `/concepts/collection/${theirs}`)).json().validationState).toBe('Validated');

    for (const body of [[], {}, [1], [''], Array.from({ length: 1001 }, (_v, i) => `c${i}`)]) {
      const bad = await as('admin', 'PUT', '/concepts/validate', body);
      expect([bad.statusCode, bad.json().code], JSON.stringify(body).slice(0, 40)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it.runIf(testDriver === 'postgres')('answers 423 while another transaction holds one of the records, publishing none', async () => {
    const [free, held] = [await create(), await create()];
    let answer: Awaited<ReturnType<typeof as>> | undefined;
    await server.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from resource where kind = 'concept' and id = ${held} for update`);
      answer = await as('admin', 'PUT', '/concepts/validate', [free, held]);
    });
    expect([answer!.statusCode, answer!.json().code]).toEqual([423, 'PUBLICATION_IN_PROGRESS']);
    expect((await read(free)).validationState).toBe('Unpublished');
    expect((await as('admin', 'PUT', '/concepts/validate', [free, held])).statusCode).toBe(200);
  });

  it('refuses writes per privilege (101, 102, 103, 901, 902, 903) to the roles of the matrix under STAMP, changing nothing', async () => {
    const before = await count();
    // A manager creates only under their own stamp.
    expect((await as('manager', 'POST', '/concepts/concept', concept({ creators: ['DG75-L201'] }))).json().code).toBe('101');
    expect(await count()).toBe(before);
    const mine = await create({ creators: ['DG57-C003'] }, 'manager');
    const other = await create();
    expect((await update(other, { prefLabelLg2: 'x' }, 'manager')).json().code).toBe('102');
    expect((await update(mine, { prefLabelLg2: 'Mine' }, 'manager')).statusCode).toBe(200);
    expect((await as('manager', 'PUT', `/concepts/concept/${other}/validate`)).json().code).toBe('103');
    expect((await read(other)).validationState).toBe('Unpublished');
    expect((await as('manager', 'DELETE', `/concepts/concept/${mine}`)).statusCode).toBe(403);

    const collections = await count('/concepts/collections');
    expect((await as('collector', 'POST', '/concepts/collection', { prefLabelLg1: `Collection ${unique()}`, creators: ['DG75-L201'] })).json().code).toBe('901');
    expect(await count('/concepts/collections')).toBe(collections);
    const theirs = (await as('collector', 'POST', '/concepts/collection', { prefLabelLg1: `Collection ${unique()}`, creators: ['DG57-C003'] })).body;
    const foreign = (await as('admin', 'POST', '/concepts/collection', { prefLabelLg1: `Collection ${unique()}` })).body;
    const edit = (id: string, user: User) => as(user, 'PUT', `/concepts/collection/${id}`, { prefLabelLg1: `Renommée ${unique()}`, version: 1 });
    expect((await edit(foreign, 'collector')).json().code).toBe('902');
    expect((await edit(theirs, 'collector')).statusCode).toBe(200);
    expect((await as('collector', 'PUT', `/concepts/collection/${foreign}/validate`)).json().code).toBe('903');
  });

  it('counts concepts and collections for the dashboard, for those who may read them', async () => {
    const tally = async (kind: string) => (await as('admin', 'GET', `/concepts/dashboard?kind=${kind}`)).json<{
      total: number;
      published: number;
      unpublished: number;
      byDisseminationStatus: { disseminationStatus: string | null; count: number }[];
      byOwner: { owner: string | null; count: number }[];
    }>();
    const before = await tally('concept');
    expect(before.total).toBe(await count());
    expect(before.published + before.unpublished).toBe(before.total);
    expect(before.byDisseminationStatus.reduce((sum, row) => sum + row.count, 0)).toBe(before.total);
    const id = await create({ creators: ['DG99-X001'], disseminationStatus: 'PublicSpecifique', scopeNoteLg1: '<p>Court</p>' });
    await publish(id);
    const after = await tally('concept');
    expect(after.total).toBe(before.total + 1);
    expect(after.published).toBe(before.published + 1);
    expect(after.byOwner).toContainEqual({ owner: 'DG99-X001', count: 1 });
    const specific = (rows: typeof after.byDisseminationStatus) => rows.find((row) => row.disseminationStatus === 'PublicSpecifique')?.count ?? 0;
    expect(specific(after.byDisseminationStatus)).toBe(specific(before.byDisseminationStatus) + 1);

    const collections = await tally('collection');
    expect(collections.total).toBe(await count('/concepts/collections'));
    // The seed's: c1000, c3000 and c5000 published.
    expect(collections.published).toBeGreaterThanOrEqual(3);
    expect((await as('nobody', 'GET', '/concepts/dashboard?kind=collection')).statusCode).toBe(403);
    const bad = await as('admin', 'GET', '/concepts/dashboard?kind=dataset');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it("seeding again gives a seeded concept back its seeded notes, as version 1", async () => {
    expect((await update('c2', { definitionLg1: '<p>Surface utilisée.</p>', creators: ['DG75-L201'], disseminationStatus: 'Prive' })).statusCode).toBe(200);
    expect((await publish('c2')).statusCode).toBe(200);
    expect((await update('c2', { definitionLg1: '<p>Autre</p>', changeNoteLg1: '<p>Revue</p>', versioning: true })).statusCode).toBe(200);
    expect((await read('c2')).conceptVersion).toBe(2);
    await seedDatabase(server.database.db, 'demo');
    expect(await read('c2')).toMatchObject({ conceptVersion: 1, definitionLg1: null, validationState: 'Unpublished' });
    expect((await as('admin', 'GET', '/concepts/concept/c2/notes')).json()).toMatchObject([{ version: 1, validUntil: null }]);
  }, 60_000);

  it("answers the replaced system's reads: links, members, records to publish", async () => {
    const [a, b] = [await create(), await create({ prefLabelLg2: null })];
    expect((await update(a, { broader: [b], replaces: ['c1'], closeMatch: ['https://example.org/concept'] })).statusCode).toBe(200);
    const links = (await as('admin', 'GET', `/concepts/concept/${a}/links`)).json<object[]>();
    expect(links).toEqual([
      { typeOfLink: 'broader', id: b, prefLabelLg1: (await read(b)).prefLabelLg1, prefLabelLg2: null },
      { typeOfLink: 'succeed', id: 'c1', prefLabelLg1: 'Exploitation agricole', prefLabelLg2: 'Farm' },
      { typeOfLink: 'closeMatch', urn: 'https://example.org/concept' },
    ]);
    expect((await as('admin', 'GET', '/concepts/concept/c999999/links')).json().code).toBe('141');
    expect((await as('admin', 'GET', '/concepts/collection/c1000/members')).json()).toEqual([
      { id: 'c1', prefLabelLg1: 'Exploitation agricole', prefLabelLg2: 'Farm' },
      { id: 'c2', prefLabelLg1: 'Surface agricole', prefLabelLg2: 'Agricultural area' },
      { id: 'c3', prefLabelLg1: 'Production agricole', prefLabelLg2: 'Agricultural production' },
    ]);
    const toValidate = (await as('admin', 'GET', '/concepts/toValidate')).json<{ id: string; creator: string | null }[]>();
    expect(toValidate).toContainEqual({ id: a, label: (await read(a)).prefLabelLg1, creator: 'DG75-L201', valid: null });
    expect(toValidate.map((item) => item.id)).not.toContain('c101');
    const collections = (await as('admin', 'GET', '/concepts/collections/toValidate')).json<{ id: string }[]>().map((item) => item.id);
    expect(collections).toContain('c2000');
    expect(collections).not.toContain('c1000');
    expect((await as('nobody', 'GET', '/concepts/toValidate')).statusCode).toBe(403);
  });

  it('documents its routes in the OpenAPI description', async () => {
    const paths = Object.keys((await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: object }>().paths);
    for (const path of ['/api/concepts/concept/{id}/notes', '/api/concepts/concept/{id}/notes/{version}', '/api/concepts/validate', '/api/concepts/collections/{ids}/validate', '/api/concepts/dashboard']) {
      expect(paths).toContain(path);
    }
  });
});
