import fs, { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDriver } from '../../test/harness.ts';
import { openDatabase, type Database } from './client.ts';

describe.runIf(testDriver === 'pglite')('the embedded database on disk', () => {
  let database: Database | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await database?.close();
  });

  it('flushes each commit to the disk before acknowledging it (fsync on, the WAL flushed with fsync())', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-durable-')), 'data');
    database = await openDatabase({ kind: 'pglite', dataDir });
    const { db } = database;
    const setting = async (name: string) => {
      const result = await db.execute(sql.raw(`show ${name}`));
      return (result as { rows: Record<string, string>[] }).rows[0]?.[name];
    };
    expect(await setting('fsync')).toBe('on');
    expect(await setting('wal_sync_method')).toBe('fsync');
    await db.execute(sql`create table durable_probe (id serial primary key, value text)`);

    const fsync = vi.spyOn(fs, 'fsyncSync');
    for (let commit = 1; commit <= 20; commit += 1) {
      const before = fsync.mock.calls.length;
      await db.execute(sql`insert into durable_probe (value) values (${`commit ${commit}`})`);
      expect(fsync.mock.calls.length, `fsync calls during commit ${commit}`).toBeGreaterThan(before);
    }
  }, 120_000);
});
