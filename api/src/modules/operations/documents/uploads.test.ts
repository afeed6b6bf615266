import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeLeftUploads } from './files.ts';
import { createTestServer, identityWith, queryRows, usersAuthenticator, type TestServer } from '../../../../test/harness.ts';
import { multipart } from '../../../../test/multipart.ts';

// Uploads a client gets wrong, as an outside test found them (issue 27): a multipart body that is
// malformed answers 400 BAD_REQUEST, never 500, and nothing is stored; a file name that climbs out
// of its folder or is too long is refused with the specification's code (362), not cleaned up.

const users = { admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin') };
const run = Date.now().toString(36);
const fields = { labelLg1: `Téléversement ${run}`, lang: 'fr', updatedDate: '2026-11-20' };

describe('document uploads a client gets wrong', () => {
  let server: TestServer;
  let documentId: string;
  const send = (method: 'POST' | 'PUT', url: string, payload: Buffer | string, contentType: string) =>
    server.app.inject({ method, url: `/api/documents${url}`, payload, headers: { authorization: 'Bearer admin', 'content-type': contentType } });
  const stored = async () => {
    const [row] = await queryRows<{ n: string }>(server.database, sql`select (select count(*) from resource) + (select count(*) from document_file) + (select count(*) from document_file_chunk) as n`);
    return Number(row?.n);
  };

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
    const body = multipart([
      { name: 'body', value: JSON.stringify(fields) },
      { name: 'file', value: 'le contenu', filename: `premier-${run}.pdf` },
    ]);
    const created = await server.app.inject({ method: 'POST', url: '/api/documents/document', payload: body.payload, headers: { ...body.headers, authorization: 'Bearer admin' } });
    expect(created.statusCode, created.body).toBe(201);
    documentId = created.body;
  });
  afterAll(() => server.close());

  /** Bodies a fuzzer sent: each malformed in one way. */
  function malformed(fileName: string): [string, Buffer | string, string][] {
    const boundary = `----atelier${run}`;
    const good = multipart(
      [
        { name: 'body', value: JSON.stringify(fields) },
        { name: 'file', value: Buffer.alloc(64 * 1024, 'x'), filename: fileName },
      ],
      boundary,
    );
    const type = good.headers['content-type']!;
    return [
      ['a body that is not multipart at all', 'x', 'multipart/form-data'],
      ['no boundary', good.payload, 'multipart/form-data'],
      ['an empty boundary', good.payload, 'multipart/form-data; boundary='],
      ['another boundary than the body', good.payload, 'multipart/form-data; boundary=----another'],
      ['a truncated body', good.payload.subarray(0, good.payload.length - 1000), type],
      ['a body cut inside the headers of a part', good.payload.subarray(0, 60), type],
      ['LF-only line ends', Buffer.from(good.payload.toString('latin1').replaceAll('\r\n', '\n'), 'latin1'), type],
    ];
  }

  it('refuses a malformed multipart create with 400 BAD_REQUEST, storing nothing', async () => {
    const before = await stored();
    for (const [what, payload, contentType] of malformed(`second-${run}.pdf`)) {
      const response = await send('POST', '/document', payload, contentType);
      expect([response.statusCode, response.json().code], what).toEqual([400, 'BAD_REQUEST']);
    }
    expect(await stored()).toBe(before);
  });

  it("refuses a malformed multipart file replacement with 400 BAD_REQUEST, keeping the document's file", async () => {
    const before = await stored();
    for (const [what, payload, contentType] of malformed(`remplacant-${run}.pdf`)) {
      const response = await send('PUT', `/document/${documentId}/file`, payload, contentType);
      expect([response.statusCode, response.json().code], what).toEqual([400, 'BAD_REQUEST']);
    }
    expect(await stored()).toBe(before);
    const file = await server.app.inject({ method: 'GET', url: `/api/documents/document/${documentId}/file`, headers: { authorization: 'Bearer admin' } });
    expect([file.statusCode, file.body]).toEqual([200, 'le contenu']);
  });

  it('refuses a file name that climbs out of its folder, or is too long, with 362', async () => {
    const before = await stored();
    for (const [index, name] of ['../../../etc/passwd.pdf', '..\\..\\windows\\win.ini.pdf', '/etc/passwd.pdf', `${'a'.repeat(1000)}.pdf`].entries()) {
      const body = multipart([
        { name: 'body', value: JSON.stringify({ ...fields, labelLg1: `Nom de fichier ${index} ${run}` }) },
        { name: 'file', value: 'x', filename: name },
      ]);
      const response = await send('POST', '/document', body.payload, body.headers['content-type']!);
      expect([response.statusCode, response.json().code], name.slice(0, 40)).toEqual([400, '362']);
    }
    expect(await stored()).toBe(before);
  });
});

describe('upload folders a stopped process left behind', () => {
  it('removes the folders of processes no longer running, and of no process, and keeps those of running ones', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'atelier-tmp-'));
    // A process identifier above Linux's largest (4,194,304): no process runs with it.
    const left = ['atelier-upload-4194305-abc', 'atelier-upload-old1234'];
    const kept = [`atelier-upload-${process.pid}-def`, `atelier-upload-${process.ppid}-ghi`, 'something-else'];
    for (const name of [...left, ...kept]) {
      mkdirSync(path.join(folder, name));
      writeFileSync(path.join(folder, name, 'upload'), 'a part of a file');
    }
    expect(await removeLeftUploads(folder)).toBe(2);
    expect(left.filter((name) => existsSync(path.join(folder, name)))).toEqual([]);
    expect(kept.filter((name) => existsSync(path.join(folder, name)))).toEqual(kept);
  });
});
