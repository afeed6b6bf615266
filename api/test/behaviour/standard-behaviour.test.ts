import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATIONS, ERROR_STATUSES, HistorySchema, PRIVILEGES, UsagesSchema, type AnyKind, type Field, type Privilege, type Strategy, type UserPrivileges } from '@atelier/contracts';
import type { Identity } from '../../src/auth/identity.ts';
import { productModules } from '../../src/modules.ts';
import { kindRegistry } from '../../src/records/module.ts';
import { createTestServer, queryRows, usersAuthenticator, type TestServer } from '../harness.ts';
import { DISSEMINATION_STATUS, RecordMaker, codeOf, namesField, ownsNothing, specificsOf, wrongValues, writtenFields, writtenLookups, writtenReferences, type Body, type Method } from './derive.ts';
import { EXCLUDED_KINDS, staleSpecifics } from './specifics.ts';

// The standard behaviour of every kind the modules serve, written once and read from each kind's
// declaration: numbering, view, list and paged search, update and 409, publication and its
// preconditions, refusals per privilege with the kind's codes, unknown records, bad bodies, missing
// references, unique values, delete and its refusals, history and "Used by". Each refusal is
// checked to change nothing. The same file runs on PGlite (`api`) and PostgreSQL (`api-postgres`).
// A module's tests keep only what is its own.

const modules = productModules();
const served = modules.flatMap((module) => module.kinds);
const tested = served.filter(({ kind }) => !(kind.name in EXCLUDED_KINDS));

/** The stamps of the two owners the suite plays: records are the first's; the second is a stranger to them. */
const OWNER = 'DG75-L201';
const OTHER = 'DG57-C003';

const grant = (strategy: (privilege: Privilege) => Strategy): UserPrivileges =>
  APPLICATIONS.map((application) => ({ application, privileges: PRIVILEGES.map((privilege) => ({ privilege, strategy: strategy(privilege) })) }));
const users: Record<string, Identity> = {
  admin: { id: 'admin', roles: [], stamps: [OWNER], privileges: grant(() => 'ALL') },
  /** Reads everything, writes nothing. */
  reader: { id: 'reader', roles: [], stamps: [OWNER], privileges: grant((privilege) => (privilege === 'READ' ? 'ALL' : 'NONE')) },
  nobody: { id: 'nobody', roles: [], stamps: [OWNER], privileges: [] },
  /** Writes only the records of their own stamp (STAMP). */
  stranger: { id: 'stranger', roles: [], stamps: [OTHER], privileges: grant((privilege) => (privilege === 'READ' ? 'ALL' : 'STAMP')) },
};

/** The code and status a refused privilege answers on a kind. */
const denied = (kind: AnyKind, privilege: Privilege) => kind.denied?.[privilege] ?? 'FORBIDDEN';
const notFound = (kind: AnyKind) => kind.notFound ?? 'NOT_FOUND';
type Attempt = [Privilege, Method, string, unknown?];
const statusOf = (code: string) => ERROR_STATUSES[code as keyof typeof ERROR_STATUSES];

/** An identifier no record of the kind holds, in the kind's own form. */
function unknownId(kind: AnyKind): string {
  if (kind.id.type === 'sequence') return `${kind.id.prefix}${'9'.repeat(Math.max(kind.id.digits ?? 0, 8))}`;
  if (kind.id.type === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'Unknown_record';
}

/** What the suite cannot derive yet: a kind declaring it fails, rather than pass untested. */
function underived(kind: AnyKind): string[] {
  return [
    kind.parent && 'a parent kind',
    kind.id.type === 'scoped' && 'scoped identifiers',
    kind.readOnly && 'a read-only kind',
    Object.values(kind.fields).some((field) => field.entry) && 'ordered parts',
    kind.referenceFields.some((field) => field.spec.inUse) && 'a reference’s own in-use code',
  ].filter((reason): reason is string => typeof reason === 'string');
}

describe('the standard behaviour of every declared kind', () => {
  let server: TestServer;
  let maker: RecordMaker;
  const call = (user: string, method: Method, url: string, payload?: unknown) => {
    const upload = payload && typeof payload === 'object' && 'headers' in payload && 'payload' in payload ? (payload as { payload: Buffer; headers: Record<string, string> }) : undefined;
    return server.app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${user}`, ...upload?.headers },
      ...(upload ? { payload: upload.payload } : payload === undefined ? {} : { payload: payload as object }),
    });
  };
  /** Everything a write could change: a refusal leaves it as it was. */
  const fingerprint = async () =>
    (
      await queryRows<Record<string, string>>(
        server.database,
        sql`select (select count(*) from resource) as records, (select coalesce(sum(version), 0) from resource) as versions,
            (select max(modified) from resource) as modified, (select count(*) from resource_history) as history,
            (select count(*) from resource_reference) as refs, (select count(*) from resource_unique) as uniques,
            (select count(*) from code) as codes, (select count(*) from partial_code) as partial_codes,
            (select coalesce(sum(last), 0) from id_sequence) as sequences, (select count(*) from document_file) as files`,
      )
    )[0];
  /** Runs refused requests and checks that nothing changed, the record re-read included. */
  const unchanged = async (refusals: () => Promise<void>, reread: () => Promise<unknown> = async () => null) => {
    const [before, record] = [await fingerprint(), await reread()];
    await refusals();
    expect(await fingerprint()).toEqual(before);
    expect(await reread()).toEqual(record);
  };
  const refused = (response: LightMyRequestResponse, code: string, what: string) =>
    expect([response.statusCode, codeOf(response)], `${what}: ${response.body}`).toEqual([statusOf(code), code]);

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
    maker = new RecordMaker(call, kindRegistry(modules));
  });
  afterAll(() => server?.close());

  it('runs for every kind the modules serve, each exclusion naming a served kind and its reason', () => {
    expect(staleSpecifics(served)).toEqual([]);
    expect(served.map(({ kind }) => kind.name).sort()).toEqual([...tested.map(({ kind }) => kind.name), ...Object.keys(EXCLUDED_KINDS)].sort());
    expect(Object.values(EXCLUDED_KINDS).filter((reason) => reason.trim().length < 20)).toEqual([]);
    expect(tested.length).toBeGreaterThan(0);
  });

  for (const { kind } of tested) {
    describe(kind.name, () => {
      const item = (id: string) => `${kind.paths.item}/${encodeURIComponent(id)}`;
      const marker = `Bhv${kind.name}${Date.now().toString(36)}`;
      /** The records of the list test are named after a marker of their own (the records other tests make are not). */
      const listed = `${marker}liste`;
      const label = (n: number) => `${listed} ${n}`;
      const viewOf = (id: string) => async () => (await call('admin', 'GET', item(id))).json<unknown>();
      const publishable = kind.publication !== false;
      /** Every path that publishes a record: `{item}/{id}/validate` and the older ones the kind keeps. */
      const publishPaths = (id: string) => [`${item(id)}/validate`, ...(kind.validateAliases ?? []).map((alias) => `${alias.replace(':id', encodeURIComponent(id))}`)];
      const deletable = kind.delete !== false;
      /** The reads of a record's versioned notes, for a kind that declares them. */
      const notesPaths = (id: string) => (kind.versionedNotes ? [`${item(id)}/notes`, `${item(id)}/notes/1`] : []);
      /** Records of the kind, made in order: [0] and [1] by the numbering test, [2] for the list. */
      const ids: string[] = [];
      let body: Body;
      /** The bodies the records of `ids` were created with. */
      const bodies: Body[] = [];

      it('is a kind whose behaviour the suite derives', () => {
        expect(underived(kind)).toEqual([]);
      });

      it('creates records numbered by its declaration: 201, the identifier as text and its Location', async () => {
        const scheme = kind.id;
        const numberOf = (id: string) => (scheme.type === 'sequence' ? Number(id.slice(scheme.prefix.length)) : NaN);
        for (const n of [1, 2]) {
          body = await maker.body(kind.name, { owner: OWNER, label: label(n) });
          // The counter's next number: above what is stored and what the run handed out (a deleted record's number is not reused).
          let expected: string | undefined;
          if (scheme.type === 'sequence') {
            const pattern = `^${scheme.prefix}[0-9]{1,9}$`;
            const [row] = await queryRows<{ max: number | null }>(
              server.database,
              sql`select max(substring(id from ${scheme.prefix.length + 1}::integer)::integer) as max from resource where kind in ${sql.raw(`(${scheme.kinds.map((name) => `'${name}'`).join(', ')})`)} and id ~ ${pattern}`,
            );
            const handedOut = maker.created.filter((record) => scheme.kinds.includes(record.kind)).map((record) => numberOf(record.id));
            const top = Math.max(scheme.start - 1, Number(row?.max ?? 0), ...handedOut);
            expected = `${scheme.prefix}${String(top + 1).padStart(scheme.digits ?? 0, '0')}`;
          }
          const response = await maker.send('admin', kind.name, body);
          expect(response.statusCode, response.body).toBe(201);
          const id = response.body;
          maker.created.push({ kind: kind.name, id });
          expect(response.headers.location).toBe(`/api${item(id)}`);
          expect(response.headers['content-type']).toMatch(/^text\/plain/);
          if (scheme.type === 'sequence') expect(id).toBe(expected);
          if (scheme.type === 'uuid') expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
          if (scheme.type === 'client') expect(id).toBe(body.id);
          ids.push(id);
          bodies.push(body);
        }
        if (scheme.type === 'uuid') expect(ids[1]).not.toBe(ids[0]);
      });

      if (kind.id.type === 'client') {
        it('refuses an identifier already taken in its space, by any kind sharing it, and changes nothing', async () => {
          const scheme = kind.id as Extract<AnyKind['id'], { type: 'client' }>;
          const sharing = served.filter(({ kind: other }) => other.id.type === 'client' && other.id.space === scheme.space);
          const bodies: { other: AnyKind; body: Body }[] = [];
          for (const { kind: other } of sharing) bodies.push({ other, body: await maker.body(other.name, { owner: OWNER, label: `${marker} taken ${other.name}`, overrides: { id: ids[0] } }) });
          expect(bodies.map(({ other }) => other.name)).toContain(kind.name);
          await unchanged(async () => {
            for (const { other, body: again } of bodies) {
              const response = await maker.send('admin', other.name, again);
              refused(response, scheme.taken, `${other.name} with ${ids[0]}`);
              expect(response.json<{ details: unknown }>().details).toMatchObject({ field: 'id', value: ids[0] });
            }
          });
        });
      }

      it('answers a record as written: its fields, Unpublished, version 1, its owners and the labels of what it points to', async () => {
        const view = await maker.view(kind.name, ids[1]!);
        const written = Object.fromEntries(writtenFields(kind).filter(([name]) => name in body).map(([name]) => [name, body[name]]));
        expect(view).toMatchObject({
          ...written,
          id: ids[1],
          validationState: kind.publication === false ? expect.anything() : 'Unpublished',
          version: 1,
          creators: ownsNothing(kind) ? [] : [OWNER],
          contributors: [],
          disseminationStatus: DISSEMINATION_STATUS,
        });
        expect(view.created).toBe(view.modified);
        for (const { name } of writtenReferences(kind)) {
          const sent = body[name];
          const expected = Array.isArray(sent) ? sent : sent ? [sent] : [];
          expect((view.references as Record<string, { id: string; labelLg1: string }[]>)[name]?.map((target) => target.id) ?? [], name).toEqual(expected);
        }
        if (kind.labelFrom) {
          const [target] = (view.references as Record<string, { labelLg1: string }[]>)[kind.labelFrom.field]!;
          expect(view[kind.labelFields[0]]).toBe(`${kind.labelFrom.prefixLg1}${target!.labelLg1}`);
        }
      });

      it('lists and searches on the server: filters, order, pages with X-Total-Count, on both paths', async () => {
        const third = await maker.body(kind.name, { owner: OWNER, label: label(3) });
        const created = await maker.send('admin', kind.name, third);
        expect(created.statusCode, created.body).toBe(201);
        maker.created.push({ kind: kind.name, id: created.body });
        ids.push(created.body);
        bodies.push(third);
        const list = async (query: string, path = kind.paths.list) => {
          const response = await call('admin', 'GET', `${path}?${query}`);
          expect(response.statusCode, response.body).toBe(200);
          const items = response.json<Body[]>();
          for (const entry of items) kind.schemas.listItem.parse(entry);
          return { ids: items.map((entry) => entry.id), total: response.headers['x-total-count'] };
        };
        const search = `label=${encodeURIComponent(listed)}`;
        expect(await list(search)).toEqual({ ids, total: '3' });
        expect(await list(`${search}&sort=-label`)).toEqual({ ids: [...ids].reverse(), total: '3' });
        expect(await list(`${search}&per_page=2&page=2`)).toEqual({ ids: [ids[2]], total: '3' });
        expect(await list(`q=${encodeURIComponent(listed.toUpperCase())}&per_page=2`, `${kind.paths.list}/advanced-search`)).toEqual({ ids: ids.slice(0, 2), total: '3' });
        expect(await list(`${search}&id=${encodeURIComponent(ids[1]!)}`)).toEqual({ ids: [ids[1]], total: '1' });
        const all = { ids, total: '3' };
        const none = { ids: [], total: '0' };
        const owned = ownsNothing(kind) ? none : all;
        expect(await list(`${search}&creator=${OWNER}`)).toEqual(owned);
        expect(await list(`${search}&creator=${OTHER}`)).toEqual(none);
        expect(await list(`${search}&disseminationStatus=${DISSEMINATION_STATUS}`)).toEqual(all);
        expect(await list(`${search}&disseminationStatus=PublicGenerique`)).toEqual(none);
        if (publishable) {
          expect(await list(`${search}&validationState=Unpublished`)).toEqual(all);
          expect(await list(`${search}&validationState=Validated`)).toEqual(none);
          expect(await list(`${search}&toValidate=true`)).toEqual(all);
          expect(await list(`${search}&toValidate=false`)).toEqual(none);
        }
        const today = new Date().toISOString().slice(0, 10);
        expect(await list(`${search}&createdFrom=${today}&modifiedFrom=${today}`)).toEqual(all);
        expect(await list(`${search}&createdTo=2000-01-01`)).toEqual(none);
        expect(await list(`${search}&modifiedTo=2000-01-01`)).toEqual(none);
        for (const { name } of writtenReferences(kind)) {
          const value = body[name];
          if (value === undefined) continue;
          const target = Array.isArray(value) ? value[0] : value;
          const holding = ids.filter((_, index) => [bodies[index]![name]].flat().includes(target));
          expect(await list(`${search}&${name}=${encodeURIComponent(String(target))}`), name).toEqual({ ids: holding, total: String(holding.length) });
        }
      });

      it('saves an update on the current version: 200 and the identifier, version + 1, the changes in its history', async () => {
        const id = ids[0]!;
        const before = await maker.view(kind.name, id);
        const [lg1] = kind.labelFields;
        const changes = kind.labelFrom ? {} : { [lg1]: `${label(1)} modifié` };
        const response = await call('admin', 'PUT', item(id), await maker.updateBody(kind.name, id, changes));
        expect([response.statusCode, response.body]).toEqual([200, id]);
        const after = await maker.view(kind.name, id);
        expect(after).toMatchObject({ ...changes, version: before.version + 1, validationState: before.validationState });
        const history = HistorySchema.parse((await call('admin', 'GET', `${item(id)}/history`)).json());
        expect(history.map((entry) => [entry.action, entry.version, entry.userId, entry.userStamp])).toEqual([
          ['create', 1, 'admin', OWNER],
          ['update', 2, 'admin', OWNER],
        ]);
        if (!kind.labelFrom) expect(history[1]!.changes).toContainEqual({ field: lg1, before: before[lg1], after: `${label(1)} modifié` });
      });

      it('refuses a save on a stale version with 409 STALE_VERSION, and changes nothing', async () => {
        const id = ids[0]!;
        const body = await maker.updateBody(kind.name, id, { version: 1, ...(kind.labelFrom ? {} : { [kind.labelFields[0]]: `${marker} périmé` }) });
        const current = (await maker.view(kind.name, id)).version;
        await unchanged(async () => {
          const response = await call('admin', 'PUT', item(id), body);
          refused(response, 'STALE_VERSION', 'stale');
          expect(response.json<{ details: unknown }>().details).toEqual({ id, currentVersion: current, sentVersion: 1 });
        }, viewOf(id));
      });

      if (publishable) {
        it('publishes once its preconditions hold, each refused with its code and changing nothing; an update makes it Modified', async () => {
          const id = await maker.create(kind.name, { owner: OWNER, label: `${marker} publié` });
          const view = await maker.view(kind.name, id);
          const publish = () => call('admin', 'PUT', `${item(id)}/validate`);
          for (const { name, spec } of kind.referenceFields) {
            if (!spec.publishedFirst) continue;
            const targets = (view.references as Record<string, { kind: string; id: string }[]>)[name] ?? [];
            if (targets.length === 0) continue;
            const response = await (async () => {
              let answer: LightMyRequestResponse | undefined;
              await unchanged(async () => {
                answer = await publish();
              }, viewOf(id));
              return answer!;
            })();
            refused(response, spec.publishedFirst, `publish before ${name}`);
            expect(response.json<{ details: unknown }>().details).toEqual({ field: name, ids: targets.map((target) => target.id) });
            for (const target of targets) await maker.publish(target.kind, target.id);
            if (spec.exactlyValidated) {
              // Published, then modified: not published as it stands.
              const [first] = targets;
              const modified = await call('admin', 'PUT', `${maker.apiKind(first!.kind).kind.paths.item}/${first!.id}`, await maker.updateBody(first!.kind, first!.id));
              expect(modified.statusCode, modified.body).toBe(200);
              await unchanged(async () => refused(await publish(), spec.publishedFirst!, `publish after ${name} modified`), viewOf(id));
              await maker.publish(first!.kind, first!.id);
            }
          }
          const published = await publish();
          expect([published.statusCode, published.body]).toEqual([200, id]);
          expect(await maker.view(kind.name, id)).toMatchObject({ validationState: 'Validated', version: view.version + 1 });
          const saved = await call('admin', 'PUT', item(id), await maker.updateBody(kind.name, id));
          expect(saved.statusCode, saved.body).toBe(200);
          expect(await maker.view(kind.name, id)).toMatchObject({ validationState: 'Modified', version: view.version + 2 });
          let version = view.version + 2;
          for (const path of publishPaths(id)) {
            const again = await call('admin', 'PUT', path);
            expect([again.statusCode, again.body], path).toEqual([200, id]);
            version += 1;
            expect(await maker.view(kind.name, id)).toMatchObject({ validationState: 'Validated', version });
          }
          const history = HistorySchema.parse((await call('admin', 'GET', `${item(id)}/history`)).json());
          expect(history.map((entry) => entry.action)).toEqual(['create', 'validate', 'update', ...publishPaths(id).map(() => 'validate')]);
          expect(history[2]!.changes).toContainEqual({ field: 'validationState', before: 'Validated', after: 'Modified' });
          expect(history[1]!.changes).toContainEqual({ field: 'validationState', before: 'Unpublished', after: 'Validated' });
        });

        const requires = kind.publishRequires ?? [];
        if (requires.includes('owner') || requires.includes('disseminationStatus')) {
          it('refuses to publish a record without an owner (1004) or a dissemination status (1005), changing nothing', async () => {
            const cases = [
              ...(requires.includes('owner') && !kind.ownersRequired ? [{ code: '1004', overrides: { creators: [] } }] : []),
              ...(requires.includes('disseminationStatus') ? [{ code: '1005', overrides: { disseminationStatus: null } }] : []),
            ];
            expect(cases.length).toBeGreaterThan(0);
            for (const { code, overrides } of cases) {
              const id = await maker.create(kind.name, { owner: OWNER, label: `${marker} sans ${code}`, overrides });
              const view = await maker.view(kind.name, id);
              for (const { name, spec } of kind.referenceFields) {
                for (const target of spec.publishedFirst ? ((view.references as Record<string, { kind: string; id: string }[]>)[name] ?? []) : []) await maker.publish(target.kind, target.id);
              }
              await unchanged(async () => refused(await call('admin', 'PUT', `${item(id)}/validate`), code, `publish without ${code}`), viewOf(id));
            }
          });
        }
      } else {
        it('has no publication of its own', async () => {
          const response = await call('admin', 'PUT', `${item(ids[0]!)}/validate`);
          await unchanged(async () => refused(await call('admin', 'PUT', `${item(ids[0]!)}/validate`), 'NOT_FOUND', 'publish'), viewOf(ids[0]!));
          expect(response.statusCode).toBe(404);
        });
      }

      const versioned = kind.versionedNotes;
      if (versioned && publishable) {
        it('keeps its notes in versions: overwritten, or a new one with a new change note once published, each read back; refusals change nothing', async () => {
          const [note] = versioned.notes;
          const [noteField, changeField] = [`${note}Lg1`, `${versioned.changeNote}Lg1`];
          const id = await maker.create(kind.name, { owner: OWNER, label: `${marker} notes`, overrides: { [noteField]: '<p>Première rédaction</p>' } });
          const versions = async () => {
            const response = await call('admin', 'GET', `${item(id)}/notes`);
            expect(response.statusCode, response.body).toBe(200);
            return response.json<{ version: number; validFrom: string; validUntil: string | null }[]>();
          };
          const notesOf = async (version: number) => {
            const response = await call('admin', 'GET', `${item(id)}/notes/${version}`);
            expect(response.statusCode, response.body).toBe(200);
            return response.json<Body>();
          };
          const save = async (changes: Body) => call('admin', 'PUT', item(id), await maker.updateBody(kind.name, id, changes));
          expect(await versions()).toEqual([{ version: 1, validFrom: expect.any(String), validUntil: null }]);
          expect((await maker.view(kind.name, id))[versioned.versionField]).toBe(1);

          // Never published: overwritten, even asked for a new version.
          expect((await save({ [noteField]: '<p>Rédaction revue</p>', [changeField]: '<p>Revue</p>', versioning: true })).statusCode).toBe(200);
          expect(await versions()).toHaveLength(1);
          expect(await notesOf(1)).toMatchObject({ version: 1, [noteField]: '<p>Rédaction revue</p>', [changeField]: '<p>Revue</p>' });

          await maker.publish(kind.name, id);
          // A new version needs a change note in the first language, not blank and not the current one's.
          const readBack = async () => [await maker.view(kind.name, id), await versions(), await notesOf(1)];
          await unchanged(async () => {
            for (const changeNote of [null, '<p> </p>', '<p>Revue</p>']) {
              const response = await save({ [noteField]: '<p>Seconde rédaction</p>', [changeField]: changeNote, versioning: true });
              refused(response, versioned.changeNoteRequired, `change note ${changeNote}`);
              expect(namesField(response, changeField), response.body).toBe(true);
            }
          }, readBack);

          expect((await save({ [noteField]: '<p>Seconde rédaction</p>', [changeField]: '<p>Précisée</p>', versioning: true })).statusCode).toBe(200);
          const [first, second] = await versions();
          expect(second).toEqual({ version: 2, validFrom: first!.validUntil, validUntil: null });
          expect(await notesOf(1)).toMatchObject({ [noteField]: '<p>Rédaction revue</p>', [changeField]: '<p>Revue</p>' });
          expect(await notesOf(2)).toMatchObject({ [noteField]: '<p>Seconde rédaction</p>', [changeField]: '<p>Précisée</p>' });
          const view = await maker.view(kind.name, id);
          expect([view[versioned.versionField], view.validationState]).toEqual([2, 'Modified']);
          const history = HistorySchema.parse((await call('admin', 'GET', `${item(id)}/history`)).json());
          expect(history.at(-1)!.changes).toContainEqual({ field: versioned.versionField, before: 1, after: 2 });

          // Without `versioning`, the current version is overwritten.
          expect((await save({ [noteField]: '<p>Troisième rédaction</p>' })).statusCode).toBe(200);
          expect(await versions()).toHaveLength(2);
          expect(await notesOf(2)).toMatchObject({ [noteField]: '<p>Troisième rédaction</p>' });
          const missing = await call('admin', 'GET', `${item(id)}/notes/3`);
          refused(missing, 'NOT_FOUND', 'a version it does not have');
        });
      }

      it('refuses each privilege the caller lacks with the kind’s code, before anything else, and changes nothing', async () => {
        const id = ids[0]!;
        const update = await maker.updateBody(kind.name, id, kind.labelFrom ? {} : { [kind.labelFields[0]]: `${marker} interdit` });
        const unknown = unknownId(kind);
        const creation = await maker.body(kind.name, { owner: OWNER, label: `${marker} interdit` });
        await unchanged(async () => {
          for (const path of [kind.paths.list, `${kind.paths.list}/advanced-search`, item(id), `${item(id)}/history`, `${item(id)}/usages`, ...notesPaths(id)]) {
            refused(await call('nobody', 'GET', path), denied(kind, 'READ'), `read ${path}`);
          }
          const writes: Attempt[] = [
            ['CREATE', 'POST', kind.paths.item, creation],
            ['UPDATE', 'PUT', item(id), update],
            // A malformed body is refused the same way: nothing said about what it holds.
            ['CREATE', 'POST', kind.paths.item, { ...creation, [kind.labelFields[0]]: 42 }],
            ['UPDATE', 'PUT', item(id), { ...update, version: 'stale', [kind.labelFields[0]]: 42 }],
            // An unknown record is refused the same way: nothing said about what exists.
            ['UPDATE', 'PUT', item(unknown), update],
            ...(publishable ? [...publishPaths(id), ...publishPaths(unknown)].map((path): Attempt => ['PUBLISH', 'PUT', path]) : []),
            ...(deletable ? ([['DELETE', 'DELETE', item(id)], ['DELETE', 'DELETE', item(unknown)]] as Attempt[]) : []),
          ];
          for (const user of ['reader', 'nobody']) {
            for (const [privilege, method, path, payload] of writes) {
              const response = method === 'POST' ? await maker.send(user, kind.name, payload as Body) : await call(user, method, path, payload);
              refused(response, denied(kind, privilege), `${user} ${method} ${path}`);
            }
          }
          // Under STAMP, the records of another owner only.
          const foreign: Attempt[] = [
            ['CREATE', 'POST', kind.paths.item, creation],
            ['UPDATE', 'PUT', item(id), update],
            ...(publishable ? publishPaths(id).map((path): Attempt => ['PUBLISH', 'PUT', path]) : []),
            ...(deletable ? ([['DELETE', 'DELETE', item(id)]] as Attempt[]) : []),
          ];
          for (const [privilege, method, path, payload] of foreign) {
            const response = method === 'POST' ? await maker.send('stranger', kind.name, payload as Body) : await call('stranger', method, path, payload);
            refused(response, denied(kind, privilege), `stranger ${method} ${path}`);
          }
        }, viewOf(id));
        // Their own records, they may write.
        const own = await maker.send('stranger', kind.name, await maker.body(kind.name, { owner: OTHER, label: `${marker} étranger` }));
        expect(own.statusCode, own.body).toBe(201);
        maker.created.push({ kind: kind.name, id: own.body });
        const saved = await call('stranger', 'PUT', item(own.body), await maker.updateBody(kind.name, own.body));
        expect(saved.statusCode, saved.body).toBe(200);
        if (!ownsNothing(kind)) {
          // A record they contribute to, they may write too.
          const shared = await maker.create(kind.name, { owner: OWNER, label: `${marker} partagé`, overrides: { contributors: [OTHER] } });
          const edited = await call('stranger', 'PUT', item(shared), await maker.updateBody(kind.name, shared));
          expect(edited.statusCode, edited.body).toBe(200);
        }
      });

      it('answers its own code for a record that does not exist, on every path, and changes nothing', async () => {
        const unknown = unknownId(kind);
        const update = await maker.updateBody(kind.name, ids[0]!);
        await unchanged(async () => {
          const attempts: [Method, string, unknown?][] = [
            ['GET', item(unknown)],
            ['GET', `${item(unknown)}/history`],
            ['GET', `${item(unknown)}/usages`],
            ...notesPaths(unknown).map((path): [Method, string] => ['GET', path]),
            ['PUT', item(unknown), update],
            ...(publishable ? publishPaths(unknown).map((path): [Method, string] => ['PUT', path]) : []),
            ...(deletable ? ([['DELETE', item(unknown)]] as [Method, string][]) : []),
          ];
          for (const [method, path, payload] of attempts) refused(await call('admin', method, path, payload), notFound(kind), `${method} ${path}`);
        });
      });

      it('refuses a body missing a required field or holding a value of the wrong type (400, the field named), storing nothing', async () => {
        // Variations of one valid body (refused, it stores nothing: its unique values stay free).
        const base = await maker.body(kind.name, { owner: OWNER, label: `${marker} variante` });
        const required: { name: string; field: Field; body: Body }[] = [];
        for (const [name, field] of writtenFields(kind).filter(([, spec]) => spec.required)) {
          const { [name]: _left, ...incomplete } = base;
          required.push({ name, field, body: incomplete });
        }
        const wrong: { name: string; body: Body }[] = [];
        for (const [name, field] of Object.entries(kind.fields).filter(([, spec]) => spec.mode !== 'external')) {
          for (const value of wrongValues(field)) wrong.push({ name, body: { ...base, [name]: value } });
        }
        // Owners may not be left empty where the kind says so.
        if (kind.ownersRequired) wrong.push({ name: 'creators', body: { ...base, creators: [] } });
        await unchanged(async () => {
          for (const { name, field, body: incomplete } of required) {
            const response = await maker.send('admin', kind.name, incomplete);
            const code = field.requiredCode ?? 'VALIDATION_FAILED';
            refused(response, code, `without ${name}`);
            if (code === 'VALIDATION_FAILED') expect(namesField(response, name), response.body).toBe(true);
          }
          for (const { name, body: mistyped } of wrong) {
            const response = await maker.send('admin', kind.name, mistyped);
            refused(response, 'VALIDATION_FAILED', `${name} of the wrong type: ${JSON.stringify(mistyped[name])}`);
            expect(namesField(response, name), response.body).toBe(true);
          }
        });
        const id = ids[0]!;
        const update = await maker.updateBody(kind.name, id);
        await unchanged(async () => {
          for (const [name, field] of Object.entries(kind.fields)) {
            if (field.mode !== 'stored') continue;
            if (field.requiredCode && field.requiredCode !== 'VALIDATION_FAILED') {
              refused(await call('admin', 'PUT', item(id), { ...update, [name]: '' }), field.requiredCode, `update: ${name} emptied`);
            }
            for (const value of wrongValues(field)) {
              const response = await call('admin', 'PUT', item(id), { ...update, [name]: value });
              refused(response, 'VALIDATION_FAILED', `update: ${name} of the wrong type: ${JSON.stringify(value)}`);
              expect(namesField(response, name), response.body).toBe(true);
            }
          }
        }, viewOf(id));
      });

      it('refuses a reference to nothing or to a record of another kind, and a lookup to nothing, with the field’s code or on the field, storing nothing', async () => {
        /** A record of a kind the field does not point to (a family for a series' field). */
        const elsewhere = async (kinds: readonly string[]) =>
          maker.created.find((record) => !kinds.includes(record.kind))?.id ??
          (await maker.create(served.find(({ kind: other }) => !kinds.includes(other.name))!.kind.name, { owner: OWNER, label: `${marker} ailleurs` }));
        const cases: { name: string; many: boolean; code: string | undefined; value: string }[] = [];
        for (const { name, spec } of writtenReferences(kind)) {
          cases.push({ name, many: spec.many, code: spec.missing, value: 'Missing_0' }, { name, many: spec.many, code: spec.missing, value: await elsewhere(spec.kinds) });
        }
        cases.push(
...writtenLookups(kind).map(({ name, spec }) => ({ name, many: spec.many, code: undefined, value: 'Missing_0' })));
        const base = await maker.body(kind.name, { owner: OWNER, label: `${marker} vers rien` });
        const bodies = cases.map(({ name, many, value }) => ({ ...base, [name]: many ? [value] : value }));
        await unchanged(async () => {
          for (const [index, { name, many, code, value }] of cases.entries()) {
            const response = await maker.send('admin', kind.name, bodies[index]!);
            if (code) {
              refused(response, code, `${name} to ${value}`);
              expect(response.json<{ details: unknown }>().details).toEqual({ field: name, ids: [value] });
            } else {
              refused(response, 'VALIDATION_FAILED', `${name} to ${value}`);
              expect(response.json<{ details: unknown }>().details, name).toEqual([
                expect.objectContaining({ path: many ? ['body', name, 0] : ['body', name], code: 'unknown_reference' }),
              ]);
            }
          }
        });
      });

      for (const set of kind.uniqueSets) {
        it(`refuses values another record holds together (${set.fields.join(', ')}) with ${set.code}, changing nothing`, async () => {
          const holder = ids[1]!;
          const held = await maker.view(kind.name, holder);
          const values = Object.fromEntries(set.fields.map((name) => [name, held[name]]));
          const again = await maker.body(kind.name, { owner: OWNER, label: `${marker} ensemble`, overrides: values });
          await unchanged(async () => {
            const response = await maker.send('admin', kind.name, again);
            refused(response, set.code, `create with ${set.fields.join(', ')} taken`);
            expect(response.json<{ details: unknown }>().details).toEqual({ fields: set.fields, values: set.fields.map((name) => values[name]), usedBy: holder });
          });
        });
      }

      for (const refusal of kind.refuse ?? []) {
        const actions = refusal.on.filter((action) => (action === 'publish' ? publishable : action === 'delete' ? deletable : true));
        it(`refuses ${actions.join(', ')} of a record in the state ${JSON.stringify(refusal.when)} with ${refusal.code}, changing nothing`, async () => {
          const { when } = refusal;
          let id: string;
          if ('validationState' in when) {
            const [state] = when.validationState;
            id = await maker.create(kind.name, { owner: OWNER, label: `${marker} état ${state}` });
            if (state !== 'Unpublished') await maker.publish(kind.name, id);
            if (state === 'Modified') expect((await call('admin', 'PUT', item(id), await maker.updateBody(kind.name, id))).statusCode).toBe(200);
          } else {
            // A record holding a refused value: one the API makes so (an official territory) comes from the seed.
            const rows = await queryRows<{ id: string; value: unknown }>(server.database, sql`select id, payload -> ${when.field} as value from resource where kind = ${kind.name} order by id`);
            const found = rows.find((row) => ('in' in when ? when.in.includes(row.value) : !when.notIn.includes(row.value)));
            expect(found, 'a record in the refused state').toBeDefined();
            id = found!.id;
          }
          const state = (await maker.view(kind.name, id)).validationState;
          const update = await maker.updateBody(kind.name, id);
          await unchanged(async () => {
            for (const action of actions) {
              const response = action === 'update' ? await call('admin', 'PUT', item(id), update) : action === 'publish' ? await call('admin', 'PUT', `${item(id)}/validate`) : await call('admin', 'DELETE', item(id));
              refused(response, refusal.code, action);
              expect(response.json<{ details: unknown }>().details).toEqual({ id, validationState: state });
            }
          }, viewOf(id));
        });
      }

      const acyclic = writtenReferences(kind).filter(({ spec }) => spec.acyclic && spec.kinds.includes(kind.name));
      if (acyclic.length > 0) {
        it('refuses a loop through an acyclic field (400, issue cycle at the field), changing nothing', async () => {
          for (const { name, spec } of acyclic) {
            const value = (id: string) => (spec.many ? [id] : id);
            const top = await maker.create(kind.name, { owner: OWNER, label: `${marker} haut ${name}` });
            const below = await maker.create(kind.name, { owner: OWNER, label: `${marker} bas ${name}`, overrides: { [name]: value(top) } });
            for (const [id, target] of [[top, below], [top, top]] as const) {
              const update = await maker.updateBody(kind.name, id, { [name]: value(target) });
              await unchanged(async () => {
                const response = await call('admin', 'PUT', item(id), update);
                refused(response, 'VALIDATION_FAILED', `${name}: ${id} to ${target}`);
                expect(response.json<{ details: { path: unknown[]; code: string }[] }>().details, response.body).toContainEqual(
                  expect.objectContaining({ path: spec.many ? ['body', name, 0] : ['body', name], code: target === id ? (specificsOf(kind).selfLoopIssue ?? 'cycle') : 'cycle' }),
                );
              }, viewOf(id));
            }
          }
        });
      }

      const tree = kind.hierarchy;
      if (tree) {
        it('reads its tree a level and a page at a time, with children counted, ancestors and descendants', async () => {
          const top = await maker.create(kind.name, { owner: OWNER, label: `${marker} arbre` });
          const middle = await maker.create(kind.name, { owner: OWNER, label: `${marker} branche`, overrides: { [tree]: top } });
          const leaves = [];
          for (const n of [2, 1]) leaves.push(await maker.create(kind.name, { owner: OWNER, label: `${marker} feuille ${n}`, overrides: { [tree]: middle } }));
          const level = async (query: string) => {
            const response = await call('reader', 'GET', `${kind.paths.list}/tree?${query}`);
            expect(response.statusCode, response.body).toBe(200);
            return { nodes: response.json<{ id: string; childCount: number }[]>().map(({ id, childCount }) => [id, childCount]), total: response.headers['x-total-count'] };
          };
          expect(await level(`node=${encodeURIComponent(top)}`)).toEqual({ nodes: [[middle, 2]], total: '1' });
          // Label order, a page at a time.
          expect(await level(`node=${encodeURIComponent(middle)}&per_page=1&page=2`)).toEqual({ nodes: [[leaves[0], 0]], total: '2' });
          const roots = await call('reader', 'GET', `${kind.paths.list}/tree?per_page=1000`);
          expect(roots.json<{ id: string }[]>().map(({ id }) => id)).not.toContain(middle);
          const ancestors = await call('reader', 'GET', `${item(leaves[1]!)}/ancestors`);
          expect(ancestors.json<{ id: string }[]>().map(({ id }) => id)).toEqual([top, middle]);
          expect((await call('reader', 'GET', item(top))).json<{ descendantCount: number }>().descendantCount).toBe(3);
          refused(await call('reader', 'GET', `${item(unknownId(kind))}/ancestors`), notFound(kind), 'ancestors of nothing');
          refused(await call('nobody', 'GET', `${kind.paths.list}/tree`), denied(kind, 'READ'), 'the tree without the privilege');
        });
      }

      const immutableReferences = writtenReferences(kind).filter(({ name }) => kind.fields[name]!.mode === 'immutable');
      if (immutableReferences.length > 0) {
        it('keeps what an immutable field points to when an update names another record', async () => {
          const id = ids[0]!;
          const before = await maker.view(kind.name, id);
          const others: Body = {};
          for (const { name, spec } of immutableReferences) {
            const other = await maker.create(spec.kinds[0]!, { owner: OWNER, label: `${marker} autre ${name}` });
            others[name] = spec.many ? [other] : other;
          }
          const response = await call('admin', 'PUT', item(id), await maker.updateBody(kind.name, id, others));
          expect([response.statusCode, response.body]).toEqual([200, id]);
          const after = await maker.view(kind.name, id);
          for (const { name } of immutableReferences) expect(after[name], name).toEqual(before[name]);
        });
      }
;

      if (kind.uniqueFields.length > 0) {
        it('refuses a unique value another record holds with the field’s code, on create and update, changing nothing', async () => {
          const [holder, other] = [ids[1]!, ids[2]!];
          const held = await maker.view(kind.name, holder);
          const update = await maker.updateBody(kind.name, other);
          const bodies: Body[] = [];
          for (const { name } of kind.uniqueFields) bodies.push(await maker.body(kind.name, { owner: OWNER, label: `${marker} doublon ${name}`, overrides: { [name]: held[name] } }));
          // Kinds sharing a field's scope (documents and links) refuse its values too, each with its own field's code.
          const sharing = kind.uniqueFields.flatMap(({ name, spec }) =>
            served.flatMap(({ kind: other }) =>
              other.name === kind.name ? [] : other.uniqueFields.filter((field) => field.spec.scope === spec.scope).map((field) => ({ other, field: field.name, code: field.spec.code, value: held[name] })),
            ),
          );
          const sharingBodies: Body[] = [];
          for (const { other, field, value } of sharing) sharingBodies.push(await maker.body(other.name, { owner: OWNER, label: `${marker} doublon ${other.name} ${field}`, overrides: { [field]: value } }));
          await unchanged(async () => {
            for (const [index, { name, spec }] of kind.uniqueFields.entries()) {
              const value = held[name];
              expect(value, name).not.toBeNull();
              const created = await maker.send('admin', kind.name, bodies[index]!);
              refused(created, spec.code, `create with ${name} taken`);
              expect(created.json<{ details: unknown }>().details).toEqual({ field: name, value, usedBy: holder });
              const updated = await call('admin', 'PUT', item(other), { ...update, [name]: value });
              refused(updated, spec.code, `update with ${name} taken`);
            }
            for (const [index, { other: sharer, field, code, value }] of sharing.entries()) {
              const response = await maker.send('admin', sharer.name, sharingBodies[index]!);
              refused(response, code, `${sharer.name} with ${field} taken`);
              expect(response.json<{ details: unknown }>().details).toEqual({ field, value, usedBy: holder });
            }
          }, viewOf(other));
        });
      }

      it('lists who points to a record ("Used by") through each field of every kind, and keeps it from deletion while they do', async () => {
        const referring = served.flatMap(({ kind: from }) =>
          writtenReferences(from)
            .filter(({ spec }) => spec.kinds.includes(kind.name))
            .map(({ name, spec }) => ({ from, name, many: spec.many, inUse: spec.inUse })),
        );
        for (const { from, name, many } of referring) {
          const target = await maker.create(kind.name, { owner: OWNER, label: `${marker} cible ${from.name} ${name}` });
          const pointing = await maker.create(from.name, { owner: OWNER, label: `${marker} pointe ${from.name} ${name}`, overrides: { [name]: many ? [target] : target } });
          const usages = UsagesSchema.parse((await call('admin', 'GET', `${item(target)}/usages`)).json());
          expect(usages, `${from.name}.${name}`).toContainEqual(expect.objectContaining({ kind: from.name, id: pointing, field: name }));
          if (!deletable) continue;
          const code = specificsOf(kind).inUseCodes?.[`${from.name}.${name}`] ?? (kind.delete ? kind.delete.inUse : undefined) ?? 'RECORD_IN_USE';
          await unchanged(async () => {
            const response = await call('admin', 'DELETE', item(target));
            refused(response, code, `delete while ${from.name}.${name} points to it`);
            if (!specificsOf(kind).inUseCodes?.[`${from.name}.${name}`]) {
              expect(response.json<{ details: { usedBy: unknown[] } }>().details.usedBy).toContainEqual(expect.objectContaining({ kind: from.name, id: pointing, field: name }));
            }
          }, viewOf(target));
        }
        const unused = UsagesSchema.parse((await call('admin', 'GET', `${item(ids[2]!)}/usages`)).json());
        expect(unused).toEqual([]);
      });

      if (deletable) {
        const rules = kind.delete || {};
        it('deletes an unused record: 200 and its identifier, then its code; its history outlives it', async () => {
          const id = await maker.create(kind.name, { owner: OWNER, label: `${marker} supprimé` });
          const response = await call('admin', 'DELETE', item(id));
          expect([response.statusCode, response.body]).toEqual([200, id]);
          refused(await call('admin', 'GET', item(id)), notFound(kind), 'read once deleted');
          const history = HistorySchema.parse((await call('admin', 'GET', `${item(id)}/history`)).json());
          expect(history.map((entry) => entry.action)).toEqual(['create', 'delete']);
        });
        if (rules.onlyUnpublished) {
          it(`refuses to delete a published record (${rules.onlyUnpublished}), changing nothing`, async () => {
            const id = await maker.create(kind.name, { owner: OWNER, label: `${marker} publié non supprimé` });
            await maker.publish(kind.name, id);
            await unchanged(async () => refused(await call('admin', 'DELETE', item(id)), rules.onlyUnpublished!, 'delete published'), viewOf(id));
          });
        }
      } else {
        it('has no delete', async () => {
          await unchanged(async () => refused(await call('admin', 'DELETE', item(ids[0]!)), 'NOT_FOUND', 'delete'), viewOf(ids[0]!));
        });
      }
    });
  }
});
