// @ts-check
// Starts a throw-away PostgreSQL server from the binaries installed on this machine, for tests and
// benchmarks: initdb and pg_ctl in a temporary directory, on a free loopback port. initdb refuses to
// run as root, so as root the server runs as the `postgres` system user.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** Finds a PostgreSQL binary on PATH or in Debian's versioned folders. */
function findBinary(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(debianRoot, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error(
    `PostgreSQL's ${name} was not found. Install the server binaries (Debian: apt-get install -y postgresql) ` +
      'or put their folder on PATH.',
  );
}

/** A port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * @returns {Promise<{ url: string, pid: number, stop: () => void }>} the server's URL (user `app`,
 *   database `postgres`) and main process
 */
export async function startPostgres() {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  const asRoot = userInfo().uid === 0;
  const run = (binary, args) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', binary, ...args], { stdio: 'pipe' })
      : execFileSync(binary, args, { stdio: 'pipe' });

  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-pg-'));
  if (asRoot) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const dataDir = path.join(dir, 'data');
  run(initdb, ['-D', dataDir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    // A test server holds nothing worth the cost of durability.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ');
  run(pgCtl, ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);

  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // The server's main process (its first line of postmaster.pid): its children are the connections.
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return { url: `postgres://app@127.0.0.1:${port}/postgres`, pid, stop };
}

function postgresUser() {
  const line = execFileSync('getent', ['passwd', 'postgres'], { encoding: 'utf8' }).trim();
  if (!line) throw new Error('The postgres system user is missing (it comes with the PostgreSQL packages).');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
