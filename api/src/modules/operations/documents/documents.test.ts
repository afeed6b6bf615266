import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_FILE_BYTES } from '@atelier/contracts';
import type { Identity } from '../../../auth/identity.ts';
import { createTestServer, identityWith, queryRows, usersAuthenticator, type TestServer } from '../../../../test/harness.ts';
import { multipart, type Part } from '../../../../test/multipart.ts';

// Documents and links: created, modified, listed together and searched; a document's file uploaded
// as multipart, checked (name, type, size), downloaded, replaced, and kept while a report cites it.

/** Reads the documents and links that carry one of its stamps (or none): no role of the committed matrix does. */
const stampReader = (id: string, stamp: string): Identity => ({
  id,
  roles: [],
  stamps: [stamp],
  privileges: [{ application: 'OPERATION_DOCUMENT', privileges: [{ privilege: 'READ', strategy: 'STAMP' }] }],
});

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  ownStamp: stampReader('own-stamp', 'DG75-L201'),
  otherStamp: stampReader('other-stamp', 'DG57-C003'),
  // Reads documents, nothing more.
  structures: identityWith(['Gestionnaire_structures_RMESGNCS'], ['DG75-L201'], 'structures'),
  // No privilege on documents at all.
  user: identityWith(['Utilisateur_RMESGNCS'], ['DG75-L201'], 'user'),
};
type User = keyof typeof users;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const run = Date.now().toString(36);

const fields = (label: string, extra: object = {}) => ({
  labelLg1: `Document ${label} ${run}`,
  labelLg2: `Document ${label} ${run} (en)`,
  lang: 'fr',
  updatedDate: '2026-11-20',
  ...extra,
});
const link = (label: string, extra: object = {}) => ({
  labelLg1: `Lien ${label} ${run}`,
  lang: 'en',
  updatedDate: '2026-11-21',
  url: `https://www.insee.fr/${run}/${encodeURIComponent(label)}`,
  ...extra,
});

/** Some bytes of a given size, not all alike (chunk boundaries must keep their order). */
const bytes = (size: number, seed = 7) => Buffer.from(Array.from({ length: size }, (_, i) => (i * seed + (i >> 20)) % 251));

describe('documents and links', () => {
  let server: TestServer;
  const as = (user: User, method: Method, url: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${user}` }, ...(payload ? { payload } : {}) });
  const upload = (user: User, method: 'POST' | 'PUT', url: string, parts: Part[]) => {
    const body = multipart(parts);
    return server.app.inject({ method, url: `/api${url}`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${user}` } });
  };
  const createDocument = async (label: string, filename: string, content: Buffer, extra: object = {}) => {
    const response = await upload('admin', 'POST', '/documents/document', [
      { name: 'body', value: JSON.stringify(fields(label, extra)) },
      { name: 'file', value: content, filename },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };
  const counts = async () => {
    const [row] = await queryRows<{ resources: number; files: number; chunks: number }>(
      server.database,
      sql`select (select count(*)::int from resource where kind in ('document', 'link')) as resources,
                 (select count(*)::int from document_file) as files,
                 (select count(*)::int from document_file_chunk) as chunks`,
    );
    if (!row) throw new Error('No counts');
    return row;
  };

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
  }, 120_000);
  afterAll(() => server.close());

  it('creates a document with its file, shows the file, and sends it back in chunks with its name', async () => {
    const content = bytes(2 * 1024 * 1024 + 123);
    const id = await createDocument('avec fichier', `rapport_${run}.pdf`, content);
    expect(id).toMatch(/^\d+$/);
    expect(Number(id)).toBeGreaterThanOrEqual(1000);

    const view = (await as('admin', 'GET', `/documents/document/${id}`)).json<Record<string, unknown>>();
    expect(view).toMatchObject({ labelLg1: `Document avec fichier ${run}`, lang: 'fr', updatedDate: '2026-11-20', file: { name: `rapport_${run}.pdf`, mediaType: 'application/pdf', size: content.length } });
    expect(view).not.toHaveProperty('validationState', 'Validated');

    const download = await as('admin', 'GET', `/documents/document/${id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="rapport_${run}.pdf"`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(content)).toBe(true);

    const history = (await as('admin', 'GET', `/documents/document/${id}/history`)).json<{ changes: { field: string; after: unknown }[] }[]>();
    expect(history[0]?.changes).toContainEqual({ field: 'file', before: null, after: `rapport_${run}.pdf` });
  });

  it('reads the body part sent as text or as application/json', async () => {
    const response = await upload('admin', 'POST', '/documents/document', [
      { name: 'body', value: JSON.stringify(fields('en JSON typé')), type: 'application/json' },
      { name: 'file', value: bytes(10), filename: `type_${run}.txt` },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect((await as('admin', 'GET', `/documents/document/${response.body}`)).json()).toMatchObject({ labelLg1: `Document en JSON typé ${run}`, file: { mediaType: 'text/plain' } });
  });

  it('refuses a bad file and keeps nothing of it: no file (361), bad name (362), wrong type (415), too big (413), name taken (302)', async () => {
    await createDocument('nom pris', `pris_${run}.pdf`, bytes(100));
    const before = await counts();
    const attempt = (filename: string | undefined, content: Buffer = bytes(100)) =>
      upload('admin', 'POST', '/documents/document', [
        { name: 'body', value: JSON.stringify(fields(`refusé ${filename ?? 'sans fichier'}`)) },
        ...(filename === undefined ? [] : [{ name: 'file', value: content, filename }]),
      ]);

    const cases: [string | undefined, number, string][] = [
      [undefined, 400, '361'],
      ['rapport été.pdf', 400, '362'],
      ['rapport.final.pdf', 400, '362'],
      ['sans_extension', 400, '362'],
      ['programme.exe', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [`pris_${run}.pdf`, 409, '302'],
    ];
    for (const [filename, status, code] of cases) {
      const response = await attempt(filename);
      expect([filename, response.statusCode, response.json().code]).toEqual([filename, status, code]);
    }
    const empty = await attempt('vide.pdf', Buffer.alloc(0));
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const tooBig = await attempt('trop_gros.zip', Buffer.alloc(MAX_DOCUMENT_FILE_BYTES + 1));
    expect([tooBig.statusCode, tooBig.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    expect(await counts()).toEqual(before);
  }, 60_000);

  it('refuses a malformed create: JSON instead of multipart (415), no body part, body not JSON, fields missing', async () => {
    const before = await counts();
    const json = await as('admin', 'POST', '/documents/document', fields('en JSON'));
    expect([json.statusCode, json.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const noBody = await upload('admin', 'POST', '/documents/document', [{ name: 'file', value: bytes(5), filename: 'a.pdf' }]);
    expect([noBody.statusCode, noBody.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const notJson = await upload('admin', 'POST', '/documents/document', [{ name: 'body', value: '{labelLg1' }, { name: 'file', value: bytes(5), filename: 'b.pdf' }]);
    expect([notJson.statusCode, notJson.json().code]).toEqual([400, 'BAD_REQUEST']);
    const missing = await upload('admin', 'POST', '/documents/document', [
      { name: 'body', value: JSON.stringify({ labelLg2: `Sans titre ${run}` }) },
      { name: 'file', value: bytes(5), filename: 'c.pdf' },
    ]);
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(missing.json<{ details: { path: string[] }[] }>().details.map((issue) => issue.path)).toContainEqual(['body', 'labelLg1']);
    const noDate = await upload('admin', 'POST', '/documents/document', [
      { name: 'body', value: JSON.stringify(fields('sans date', { updatedDate: null, lang: null })) },
      { name: 'file', value: bytes(5), filename: 'd.pdf' },
    ]);
    expect([noDate.statusCode, noDate.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(noDate.json<{ details: { path: string[] }[] }>().details.map((issue) => issue.path)).toEqual([['body', 'lang'], ['body', 'updatedDate']]);
    expect(await counts()).toEqual(before);
  });

  it('reads the body part as UTF-8: accents kept, whatever its headers; bytes that are not UTF-8 refused (400), nothing stored', async () => {
    const before = await counts();
    const latin1 = await upload('admin', 'POST', '/documents/document', [
      { name: 'body', value: Buffer.from(JSON.stringify(fields('Données latines')), 'latin1') },
      { name: 'file', value: bytes(5), filename: `latin_${run}.pdf` },
    ]);
    expect([latin1.statusCode, latin1.json()]).toEqual([400, { code: 'INVALID_ENCODING', message: 'The request body is not valid UTF-8.' }]);
    const typed = await upload('admin', 'POST', '/documents/document', [
      { name: 'body', value: Buffer.from(JSON.stringify(fields('Données typées')), 'latin1'), type: 'application/json' },
      { name: 'file', value: bytes(5), filename: `latin_type_${run}.pdf` },
    ]);
    expect([typed.statusCode, typed.json().code]).toEqual([400, 'INVALID_ENCODING']);
    expect(await counts()).toEqual(before);

    for (const [label, type] of [['Données été', undefined], ['Données typées été', 'application/json']] as const) {
      const created = await upload('admin', 'POST', '/documents/document', [
        { name: 'body', value: JSON.stringify(fields(label)), ...(type ? { type } : {}) },
        { name: 'file', value: bytes(5), filename: `utf8_${label.length}_${run}.pdf` },
      ]);
      expect(created.statusCode, created.body).toBe(201);
      const view = (await as('admin', 'GET', `/documents/document/${created.body}`)).json<{ labelLg1: string }>();
      expect(view.labelLg1).toBe(fields(label).labelLg1);
    }
  });

  it('replaces a file: the new content, a new version, the old chunks gone; its fields edit apart from it', async () => {
    const id = await createDocument('remplacé', `ancien_${run}.xlsx`, bytes(1024 * 1024 + 5, 3));
    const { version } = (await as('admin', 'GET', `/documents/document/${id}`)).json<{ version: number }>();
    const replacement = bytes(300, 11);
    const replaced = await upload('admin', 'PUT', `/documents/document/${id}/file`, [{ name: 'file', value: replacement, filename: `nouveau_${run}.csv` }]);
    expect(replaced.statusCode, replaced.body).toBe(200);

    const view = (await as('admin', 'GET', `/documents/document/${id}`)).json<{ version: number; file: { name: string; mediaType: string } }>();
    expect(view.version).toBe(version + 1);
    expect(view.file).toMatchObject({ name: `nouveau_${run}.csv`, mediaType: 'text/csv' });
    expect((await as('admin', 'GET', `/documents/document/${id}/file`)).rawPayload.equals(replacement)).toBe(true);
    const [chunks] = await queryRows<{ n: number }>(
      server.database,
      sql`select count(*)::int as n from document_file_chunk c join document_file f on f.revision = c.revision where f.document_id = ${id}`,
    );
    expect(chunks?.n).toBe(1);
    // The old name is free again.
    await createDocument('ancien nom', `ancien_${run}.xlsx`, bytes(10));

    const edited = await as('admin', 'PUT', `/documents/document/${id}`, { ...fields('remplacé'), descriptionLg1: '<p>Nouvelle description</p>', version: view.version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await as('admin', 'GET', `/documents/document/${id}`)).json()).toMatchObject({ descriptionLg1: '<p>Nouvelle description</p>', file: { name: `nouveau_${run}.csv` } });

    const unknown = await upload('admin', 'PUT', '/documents/document/99999999/file', [{ name: 'file', value: bytes(5), filename: 'x.pdf' }]);
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, '341']);
    expect((await as('admin', 'GET', '/documents/link/99999999')).json().code).toBe('441');
  });

  it('keeps the file and the record of a document a quality report cites (304)', async () => {
    const id = await createDocument('cité', `cite_${run}.pdf`, bytes(50));
    // A quality report's citation, as the reports module (issue 12) stores it: a reference row.
    const [series] = await queryRows<{ id: string }>(server.database, sql`select id from resource where kind = 'series' order by id limit 1`);
    await server.database.db.execute(
      sql`insert into resource_reference (from_kind, from_id, field, position, to_kind, to_id) values ('series', ${series?.id}, 'documents', 0, 'document', ${id})`,
    );
    const before = (await as('admin', 'GET', `/documents/document/${id}`)).json<{ version: number }>();

    const replace = await upload('admin', 'PUT', `/documents/document/${id}/file`, [{ name: 'file', value: bytes(60), filename: `cite2_${run}.pdf` }]);
    expect([replace.statusCode, replace.json().code]).toEqual([409, '304']);
    const remove = await as('admin', 'DELETE', `/documents/document/${id}`);
    expect([remove.statusCode, remove.json().code]).toEqual([409, '304']);
    expect((await as('admin', 'GET', `/documents/document/${id}`)).json()).toMatchObject({ version: before.version, file: { name: `cite_${run}.pdf`, size: 50 } });
    const usages = (await as('admin', 'GET', `/documents/document/${id}/usages`)).json<{ id: string }[]>();
    expect(usages.map((usage) => usage.id)).toEqual([series?.id]);
  });

  it('deletes an unused document with its file', async () => {
    const id = await createDocument('supprimé', `supprime_${run}.pdf`, bytes(20));
    const before = await counts();
    expect((await as('admin', 'DELETE', `/documents/document/${id}`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ resources: before.resources - 1, files: before.files - 1, chunks: before.chunks - 1 });
  });

  it('lists documents, links or both, searched on the server, with the file names', async () => {
    const documentId = await createDocument('listé Ésotérique', `liste_${run}.pdf`, bytes(10));
    const linkId = (await as('admin', 'POST', '/documents/link', link('listé ésotérique'))).body;
    const search = `esoterique ${run}`;

    const both = await as('admin', 'GET', `/documents?q=${encodeURIComponent(search)}`);
    expect(both.headers['x-total-count']).toBe('2');
    expect(both.json()).toEqual([
      expect.objectContaining({ type: 'document', id: documentId, fileName: `liste_${run}.pdf`, lang: 'fr', updatedDate: '2026-11-20', url: null }),
      expect.objectContaining({ type: 'link', id: linkId, fileName: null, url: link('listé ésotérique').url }),
    ]);
    const links = (await as('admin', 'GET', `/documents?type=link&q=${encodeURIComponent(search)}`)).json<{ id: string }[]>();
    expect(links.map((item) => item.id)).toEqual([linkId]);

    const all = await as('admin', 'GET', '/documents?per_page=5&page=2');
    expect(all.json<unknown[]>()).toHaveLength(5);
    expect(Number(all.headers['x-total-count'])).toBeGreaterThan(10);
    const bad = await as('admin', 'GET', '/documents?type=page');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('lists together, to a reader limited to its stamp, only the documents and links its stamp may read, as each kind\'s list does', async () => {
    const documentId = await createDocument('estampillé', `estampille_${run}.pdf`, bytes(10));
    const linkId = (await as('admin', 'POST', '/documents/link', link('estampillé'))).body;
    const q = `?q=${encodeURIComponent(`estampille ${run}`)}`;
    for (const [user, expected] of [['admin', [documentId, linkId]], ['ownStamp', [documentId, linkId]], ['otherStamp', []]] as const) {
      const both = await as(user, 'GET', `/documents${q}`);
      expect([both.statusCode, both.json<{ id: string }[]>().map((item) => item.id), both.headers['x-total-count']], user).toEqual([200, expected, String(expected.length)]);
      const [documents, links] = await Promise.all(['/documents/document', '/documents/link'].map((path) => as(user, 'GET', `${path}${q}`)));
      expect([...documents!.json<{ id: string }[]>(), ...links!.json<{ id: string }[]>()].map((item) => item.id), user).toEqual(expected);
    }
  });

  it('refuses each privilege with its code, before reading the upload, and changes nothing', async () => {
    const id = await createDocument('protégé', `protege_${run}.pdf`, bytes(10));
    const before = await counts();
    const file = [{ name: 'body', value: JSON.stringify(fields('interdit')) }, { name: 'file', value: bytes(10), filename: 'interdit.pdf' }];

    const cases: [string, Promise<{ statusCode: number; json: () => { code: string } }>, number, string][] = [
      ['list', as('user', 'GET', '/documents'), 403, 'FORBIDDEN'],
      ['download', as('user', 'GET', `/documents/document/${id}/file`), 403, 'FORBIDDEN'],
      ['create document', upload('structures', 'POST', '/documents/document', file), 403, '301'],
      ['replace file', upload('structures', 'PUT', `/documents/document/${id}/file`, file.slice(1)), 403, '303'],
    ];
    for (const [name, pending, status, code] of cases) {
      const response = await pending;
      expect([name, response.statusCode, response.json().code]).toEqual([name, status, code]);
    }
    expect((await as('structures', 'GET', `/documents/document/${id}/file`)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: `/api/documents/document/${id}/file` })).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
