import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDriver } from '../../test/harness.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { disseminationStatus } from '../db/schema.ts';
import { readSeedRecord, seedIfEmpty } from './seed.ts';

describe('seeding', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('seeds an empty database once, and leaves a seeded one alone', async () => {
    database = await createTestDatabase();
    expect(await readSeedRecord(database.db)).toBeNull();
    const first = await seedIfEmpty(database.db);
    expect(first?.set).toBe('demo');
    expect(await seedIfEmpty(database.db)).toBeNull();
    expect(await database.db.select().from(disseminationStatus)).toHaveLength(3);
    expect(await readSeedRecord(database.db)).toEqual(first);
  });

  it('applies migrations idempotently', async () => {
    database = await createTestDatabase();
    await database.migrate();
    await database.migrate();
    expect(await database.ping()).toBe(true);
  });

  it.runIf(testDriver === 'pglite')('keeps the embedded database across restarts', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-data-')), 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    const seeded = await seedIfEmpty(first.db);
    await first.close();

    database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    expect(await seedIfEmpty(database.db)).toBeNull();
    expect(await readSeedRecord(database.db)).toEqual(seeded);
  });
});
