// First of all: zod's settings for the server (a bundle skips the contracts' entry, which sets the SPA's).
import '@atelier/contracts/zod-config/server';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/lock.ts';
import { drainAndClose } from './lib/shutdown.ts';
import { seedIfEmpty } from './seed/seed.ts';

/** How long a stop waits for requests in flight (uploads included), within the usual 30 s a supervisor gives. */
const SHUTDOWN_GRACE_MS = 25_000;

/** Starts the server: configuration, database (created, migrated and seeded on first start), HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  const app = await buildApp({ config, database });
  if (seeded) app.log.info({ set: seeded.set }, 'empty database seeded');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests, answering 503 to new ones');
    try {
      const left = await drainAndClose(app, SHUTDOWN_GRACE_MS);
      if (left > 0) app.log.warn({ left }, 'requests still running after the grace period were cut');
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const where = config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`;
  // A plain line for people, beside the structured logs.
  console.log(`Atelier is running at http://${shownHost}:${port}/ (${where}, ${config.authType})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
