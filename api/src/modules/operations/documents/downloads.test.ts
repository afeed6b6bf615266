import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import { migrationsDir } from '../../../paths.ts';
import { createTestDatabase, createTestServer, queryRows, testConfig, type TestServer } from '../../../../test/harness.ts';
import { multipart } from '../../../../test/multipart.ts';

// A document's file downloaded while it is replaced: each download is one version, whole (the old
// file or the new one), never a failure halfway; a replaced version's content goes once no
// download reads it any more.

/** Files of three chunks each, different in every byte. */
const versions = [0, 1].map((seed) => Buffer.from(Array.from({ length: 3 * 1024 * 1024 - 17 }, (_, i) => (i * (7 + 4 * seed) + seed + (i >> 18)) % 251)));
const ROUNDS = 8;
/** On a loaded machine the readers may all land between the same replacements: rounds go on until both versions were read. */
const MAX_ROUNDS = 40;
const READERS = 3;

describe('downloads racing a replacement', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, 60_000);
  afterAll(() => server.close());

  const upload = (method: 'POST' | 'PUT', url: string, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return server.app.inject({ method, url, payload: body.payload, headers: body.headers });
  };
  const revisions = async () =>
    (await queryRows<{ revisions: number; chunks: number }>(
      server.database,
      sql`select (select count(*)::int from document_file_revision) as revisions, (select count(*)::int from document_file_chunk) as chunks`,
    ))[0];

  it('sends every download whole, the old version or the new one, while the file is replaced in a loop', async () => {
    const created = await upload('POST', '/api/documents/document', [
      { name: 'body', value: JSON.stringify({ labelLg1: 'Document en course', lang: 'fr', updatedDate: '2026-11-20' }) },
      { name: 'file', value: versions[0]!, filename: 'version-0.pdf' },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/documents/document/${created.body}/file`;

    let replacing = true;
    const answers: { status: number; version: number }[] = [];
    const read = async () => {
      while (replacing) {
        const response = await server.app.inject({ url }).catch((error: unknown) => ({ statusCode: -1, rawPayload: Buffer.from(String(error)) }));
        answers.push({ status: response.statusCode, version: versions.findIndex((version) => version.equals(response.rawPayload)) });
      }
    };
    const replace = async () => {
      try {
        const bothRead = () => [0, 1].every((version) => answers.some((answer) => answer.version === version));
        for (let round = 1; round <= MAX_ROUNDS && (round <= ROUNDS || !bothRead()); round += 1) {
          const replaced = await upload('PUT', url, [{ name: 'file', value: versions[round % 2]!, filename: `version-${round % 2}.pdf` }]);
          expect(replaced.statusCode, replaced.body).toBe(200);
        }
      } finally {
        replacing = false;
      }
    };
    await Promise.all([replace(), ...Array.from({ length: READERS }, read)]);

    expect(answers.length).toBeGreaterThan(ROUNDS);
    const failed = answers.filter((answer) => answer.status !== 200 || answer.version < 0);
    expect(failed, `${failed.length} of ${answers.length} downloads failed or mixed versions`).toEqual([]);
    // Both versions were read, and only the current one's content is kept.
    expect(new Set(answers.map((answer) => answer.version))).toEqual(new Set([0, 1]));
    // (The last downloads let their revision go as their streams close, just after their answers.)
    await expect.poll(revisions, { timeout: 5000 }).toEqual({ revisions: 1, chunks: 3 });
  }, 60_000);
});

describe('document files stored before revisions of their own (migration 0006)', () => {
  it('are kept, downloaded whole, and removed with their document', async () => {
    // The migrations up to 0005, the last before revisions, in a folder of their own.
    const folder = await mkdtemp(path.join(tmpdir(), 'atelier-migrations-'));
    const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
    const before = journal.entries.filter((entry) => entry.idx <= 5);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: before }));
    for (const { tag } of before) await copyFile(path.join(migrationsDir, `${tag}.sql`), path.join(folder, `${tag}.sql`));
    const database = await createTestDatabase({ migrated: false });
    const migrateTo = (migrationsFolder: string) =>
      database.driver === 'pglite' ? migratePglite(database.db as never, { migrationsFolder }) : migratePostgres(database.db as never, { migrationsFolder });
    let server: TestServer | undefined;
    try {
      await migrateTo(folder);
      const content = versions[0]!;
      const revision = randomUUID();
      const now = new Date().toISOString();
      await database.db.execute(sql`insert into resource (kind, id, payload, label_lg1, search_text, sort_key, validation_state, created, modified, version)
        values ('document', '1000', ${JSON.stringify({ labelLg1: 'Ancien', labelLg2: '', descriptionLg1: '', descriptionLg2: '', url: '', lang: 'fr', updatedDate: '2026-11-20' })}::jsonb, 'Ancien', 'ancien', 'ancien', 'Unpublished', ${now}, ${now}, 1)`);
      await database.db.execute(sql`insert into document_file (document_id, revision, name, media_type, size, uploaded) values ('1000', ${revision}, 'ancien.pdf', 'application/pdf', ${content.length}, ${now})`);
      for (let position = 0; position * 1024 * 1024 < content.length; position += 1) {
        const chunk = content.subarray(position * 1024 * 1024, (position + 1) * 1024 * 1024).toString('base64');
        await database.db.execute(sql`insert into document_file_chunk (revision, position, data) values (${revision}, ${position}, decode(${chunk}, 'base64'))`);
      }

      await database.migrate();
      server = { app: await buildApp({ config: testConfig(), database, logger: false }), database, config: testConfig(), close: async () => undefined };
      const download = await server.app.inject({ url: '/api/documents/document/1000/file' });
      expect([download.statusCode, download.headers['content-disposition']]).toEqual([200, 'attachment; filename="ancien.pdf"']);
      expect(download.rawPayload.equals(content)).toBe(true);
      const counts = () => queryRows<{ revisions: number; chunks: number }>(database, sql`select (select count(*)::int from document_file_revision) as revisions, (select count(*)::int from document_file_chunk) as chunks`);
      expect(await counts()).toEqual([{ revisions: 1, chunks: 3 }]);

      // Deleted, it leaves none of its content behind (once the download above has let it go).
      const deleted = await server.app.inject({ method: 'DELETE', url: '/api/documents/document/1000' });
      expect(deleted.statusCode, deleted.body).toBe(200);
      await expect.poll(counts, { timeout: 5000 }).toEqual([{ revisions: 0, chunks: 0 }]);
    } finally {
      await server?.app.close();
      await database.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
