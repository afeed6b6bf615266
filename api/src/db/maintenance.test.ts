import { afterEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { testDriver } from '../../test/harness.ts';
import { embeddedMaintenance, type EmbeddedMaintenance } from './maintenance.ts';

// PGlite has no autovacuum: without these passes its tables keep no statistics, and the planner guesses.

const statistics = async (client: PGlite) =>
  (await client.query<{ reltuples: number; allVisible: boolean }>(
    `select reltuples, relallvisible = relpages and relpages > 0 as "allVisible" from pg_class where relname = 'item'`,
  )).rows[0];

/** The planner's estimate of the rows of one list: its guess without statistics, the truth with them. */
const estimatedRows = async (client: PGlite, list: string) => {
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain select * from item where list = '${list}'`);
  return Number(/rows=(\d+)/.exec(rows[0]?.['QUERY PLAN'] ?? '')?.[1]);
};

/** Counters reach the statistics views at the end of the next transaction, once flushed. */
const flushCounters = (client: PGlite) => client.query('select pg_stat_force_next_flush()').then(() => client.query('select 1'));

// It opens PGlite itself, whatever the driver under test: once, in the PGlite run.
describe.runIf(testDriver === 'pglite')('maintenance of the embedded database', () => {
  const opened: { client: PGlite; maintenance?: EmbeddedMaintenance }[] = [];
  afterEach(async () => {
    for (const { client, maintenance } of opened.splice(0)) {
      await maintenance?.stop();
      await client.close();
    }
  });
  const open = async (options?: ConstructorParameters<typeof PGlite>[0]) => {
    const client = await PGlite.create(options);
    const entry: (typeof opened)[number] = { client };
    opened.push(entry);
    return entry;
  };

  it('analyses and vacuums a table this process filled, then leaves it until it changes again', async () => {
    const entry = await open();
    const { client } = entry;
    await client.exec('create table item (list text, code int, primary key (list, code))');
    await client.exec(`insert into item select 'BIG', g from generate_series(1, 10000) g`);
    await client.exec(`insert into item select 'SMALL', g from generate_series(1, 10) g`);
    await flushCounters(client);
    expect(await estimatedRows(client, 'BIG')).toBeLessThan(1000);

    entry.maintenance = embeddedMaintenance(client, { intervalMs: 60_000 });
    expect(await entry.maintenance.run()).toEqual(['item']);
    expect(await statistics(client)).toEqual({ reltuples: 10010, allVisible: true });
    expect(await estimatedRows(client, 'BIG')).toBeGreaterThan(9000);
    expect(await entry.maintenance.run()).toEqual([]);

    await client.exec(`delete from item where list = 'BIG' and code > 100`);
    await flushCounters(client);
    expect(await entry.maintenance.run()).toEqual(['item']);
    expect(await estimatedRows(client, 'BIG')).toBeLessThan(1000);
  });

  it('analyses at open a table another process grew since its statistics were taken', async () => {
    const { client: first } = await open();
    await first.exec('create table item (list text, code int, primary key (list, code))');
    await first.exec('analyze item');
    await first.exec(`insert into item select 'BIG', g from generate_series(1, 10000) g`);
    // A copy of the data directory: a new process, which counted none of those inserts.
    const { client: second } = await open({ loadDataDir: await first.dumpDataDir('none') });
    await flushCounters(second);
    const maintenance = embeddedMaintenance(second);
    opened[1]!.maintenance = maintenance;
    expect(await maintenance.run()).toEqual(['item']);
    expect(await statistics(second)).toEqual({ reltuples: 10000, allVisible: true });
  });
});
