import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsDir as migrationsFolder } from '../paths.ts';
import { durablePgliteOptions, fsyncTree } from './durable-fs.ts';
import { lockDataDir, type DataDirLock } from './lock.ts';
import { embeddedMaintenance } from './maintenance.ts';
import * as schema from './schema.ts';
import { pingEmbedded, shareTurns } from './turns.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'postgres';
  /** Applies every pending migration. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** The whole embedded database as a tarball (PGlite only), to start copies from. */
  dump(): Promise<Blob>;
}


export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'memory' }
  /** In memory, starting from a data directory dumped by `dump()` (tests). */
  | { kind: 'snapshot'; snapshot: Blob };

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in its data directory. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') return openPostgres(location.url);
  let client: PGlite;
  let lock: DataDirLock | undefined;
  if (location.kind === 'memory') {
    client = await PGlite.create();
  } else if (location.kind === 'snapshot') {
    client = await PGlite.create({ loadDataDir: location.snapshot });
  } else {
    await mkdir(location.dataDir, { recursive: true });
    // One process at a time on the folder (lock.ts); a second one stops here, naming the first.
    lock = lockDataDir(location.dataDir);
    try {
      const creating = !existsSync(path.join(location.dataDir, 'PG_VERSION'));
      client = await PGlite.create(durablePgliteOptions(location.dataDir));
      if (creating) fsyncTree(location.dataDir);
    } catch (error) {
      lock.release();
      throw error;
    }
  }
  // The embedded database works in this thread: long work leaves other requests their turns (turns.ts).
  const turns = shareTurns(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  // A data directory is analysed and vacuumed as PostgreSQL's autovacuum would (maintenance.ts).
  const maintenance = location.kind === 'pglite' ? embeddedMaintenance(client) : undefined;
  // An optimisation: a failed pass leaves the planner as PGlite has it, and is tried again later.
  await maintenance?.run().catch(() => undefined);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => pingEmbedded(() => ping(db), turns),
    close: async () => {
      try {
        await maintenance?.stop();
        await client.close();
      } finally {
        lock?.release();
      }
    },
    dump: async () => client.dumpDataDir('none'),
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const db = drizzlePostgres({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePostgres(db, { migrationsFolder }),
    ping: () => ping(db),
    close: () => pool.end(),
    dump: () => Promise.reject(new Error('dump() is for the embedded database only')),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
