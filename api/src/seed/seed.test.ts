import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, queryRows, testDriver } from '../../test/harness.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import { code, disseminationStatus, organization, stamp, theme } from '../db/schema.ts';
import { readSeedRecord, seedDatabase, seedIfEmpty } from './seed.ts';

/** Rows per kind in the resource table. */
async function kinds(database: Database): Promise<Record<string, number>> {
  const result = await database.db.execute(sql`select kind, count(*)::int as n from resource group by kind`);
  const rows = (result as { rows: { kind: string; n: number }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]));
}

const WELL_KNOWN_LISTS = [
  'CL_ACCESS_RIGHTS', 'CL_CONF_STATUS', 'CL_DATA_TYPES', 'CL_FREQ', 'CL_GEO', 'CL_PROCESS_STEP', 'CL_SOURCE_CATEGORY', 'CL_STAT_UNIT', 'CL_TYPE_GEO',
];

// Loading the full set takes a while on a busy machine.
describe('seeding', { timeout: 180_000 }, () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  // The demo set, loaded once: read by the demo case, then loaded over with the full set (in this order).
  let demo: Promise<Database> | undefined;
  const demoDatabase = () =>
    (demo ??= createTestDatabase().then(async (seeded) => {
      await seedDatabase(seeded.db, 'demo');
      return seeded;
    }));
  afterAll(async () => {
    await (await demo)?.close();
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

  it('loads the demo set: reference lists, the well-known code lists with their codes, and every module\'s records', async () => {
    const seeded = await demoDatabase();
    expect(await readSeedRecord(seeded.db)).toMatchObject({ set: 'demo' });
    expect(await seeded.db.$count(stamp)).toBe(267);
    expect(await seeded.db.$count(organization)).toBe(267);
    expect(await seeded.db.$count(theme)).toBe(52);
    const byKind = await kinds(seeded);
    expect(byKind).toMatchObject({ codeList: 22, family: 5, series: 16, operation: 43, indicator: 18, msdRubric: 96, sims: 2, concept: 107, collection: 5 });
    const lists = await seeded.db.execute(sql`select id from resource where kind = 'codeList'`);
    expect((lists as { rows: { id: string }[] }).rows.map((r) => r.id)).toEqual(expect.arrayContaining(WELL_KNOWN_LISTS));
    expect(await seeded.db.$count(code, sql`${code.listId} = 'CL_FREQ'`)).toBe(15);
  });

  it('loads the full set over the demo set: the whole operations catalogue, documents, NAF and NACE, communes', async () => {
    const seeded = await demoDatabase();
    await seedDatabase(seeded.db, 'full');
    const byKind = await kinds(seeded);
    expect(byKind).toMatchObject({ family: 56, series: 174, operation: 390, indicator: 49, classification: 2, correspondence: 1, dataset: 663 });
    expect((byKind.document ?? 0) + (byKind.link ?? 0)).toBe(1294);
    expect(byKind.classificationItem).toBeGreaterThan(2700);
    // Current communes, and those that ended since 1943.
    expect(byKind.territory).toBeGreaterThan(42_000);
    // Written by batches, the references are those the API writes record by record: a commune's
    // département, a département's region, a statistical territory's regions.
    const [references] = await queryRows<{ n: number }>(seeded, sql`select count(*)::int as n from resource_reference where from_kind = 'territory'`);
    const [pointed] = await queryRows<{ n: number }>(
      seeded,
      sql`select sum((payload->>'parentId' is not null)::int + jsonb_array_length(payload->'unions') + jsonb_array_length(payload->'difference'))::int as n from resource where kind = 'territory'`,
    );
    expect(Number(references?.n)).toBe(Number(pointed?.n));
    expect(Number(references?.n)).toBeGreaterThan(34_000);
    expect(await readSeedRecord(seeded.db)).toMatchObject({ set: 'full' });
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
