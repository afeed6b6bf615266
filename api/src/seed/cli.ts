// First of all: zod's settings for the server (a bundle skips the contracts' entry, which sets the SPA's).
import '@atelier/contracts/zod-config/server';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { readSeedRecord, seedDatabase, type SeedSet } from './seed.ts';

/**
 * `npm run seed [-- --full]`: migrates the configured database and loads a seed set into it.
 * The demo set is what a first start loads; `--full` loads every record available.
 */
async function run(argv: string[]): Promise<void> {
  const set: SeedSet = argv.includes('--full') ? 'full' : 'demo';
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const before = await readSeedRecord(database.db);
    const record = await seedDatabase(database.db, set);
    console.log(
      `Seed "${record.set}" loaded${before ? ` (the database previously held "${before.set}")` : ''}.`,
    );
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
