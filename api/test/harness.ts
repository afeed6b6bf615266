import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Authenticator } from '../src/auth/authenticators.ts';
import type { Identity } from '../src/auth/identity.ts';
import { loadRolePrivileges, privilegesForRoles } from '../src/auth/role-privileges.ts';
import { loadConfig, type Config, type ConfigInput } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { ApiError } from '../src/lib/errors.ts';
import type { ApiModule } from '../src/records/module.ts';
import { seedDatabase } from '../src/seed/seed.ts';

export const TEMPLATE_DATABASE = 'atelier_template';

/** Which database this run tests against: `pglite` (default) or `postgres` (the api-postgres project). */
export const testDriver: 'pglite' | 'postgres' = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

let snapshot: Promise<Blob> | undefined;

/**
 * PGlite runs initdb on every create (about 2.5 s); loading a data directory dumped once per worker
 * after migration takes a fifth of that.
 */
function migratedSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const database = await openDatabase({ kind: 'memory' });
    try {
      await database.migrate();
      return await database.dump();
    } finally {
      await database.close();
    }
  })();
  return snapshot;
}

/**
 * A fresh, migrated, empty database: in-memory PGlite, or a new database copied from the migrated
 * template on the run's PostgreSQL server. `migrated: false`: without even the migrations.
 */
export async function createTestDatabase({ migrated = true } = {}): Promise<Database> {
  if (testDriver === 'pglite') return migrated ? openDatabase({ kind: 'snapshot', snapshot: await migratedSnapshot() }) : openDatabase({ kind: 'memory' });
  const serverUrl = inject('postgresUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ kind: 'postgres', url: serverUrl });
  try {
    await admin.db.execute(`create database ${name} template ${migrated ? TEMPLATE_DATABASE : 'template0'}`);
  } finally {
    await admin.close();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: url.toString() });
}

/** The configuration tests start from: defaults only, whatever the developer's environment says. */
export function testConfig(overrides: ConfigInput = {}): Config {
  return loadConfig({}, { spaDir: '/nonexistent-spa', logLevel: 'silent', ...overrides });
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real server on a fresh database, seeded with the demo set unless told otherwise. */
export async function createTestServer(
  options: { config?: ConfigInput; seed?: boolean; authenticate?: Authenticator; modules?: readonly ApiModule[]; database?: Database } = {},
): Promise<TestServer> {
  const config = testConfig(options.config);
  const database = options.database ?? (await createTestDatabase());
  if (options.seed !== false) await seedDatabase(database.db, 'demo');
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.authenticate ? { authenticate: options.authenticate } : {}),
    ...(options.modules ? { modules: options.modules } : {}),
  });
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** An identity holding the privileges the committed matrix gives these roles. */
export function identityWith(roles: string[], stamps: string[], id = 'tester'): Identity {
  return { id, roles, stamps, privileges: privilegesForRoles(roles, loadRolePrivileges()) };
}

/**
 * Authentication for tests: the bearer token names a user of `users` (`Bearer alice`); no token or an
 * unknown name is refused like a bad token. Real tokens are tested against the real provider.
 */
export function usersAuthenticator(users: Record<string, Identity>): Authenticator {
  return async (authorization) => {
    const name = authorization?.replace(/^Bearer /, '') ?? '';
    const identity = Object.hasOwn(users, name) ? users[name] : undefined;
    if (!identity) throw new ApiError('UNAUTHENTICATED');
    return identity;
  };
}

/** The rows of a raw query, on either driver. */
export async function queryRows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as { rows: T[] }).rows;
}
