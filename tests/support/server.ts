import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/postgres.mjs';
import { sharedStack } from './stacks.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** The production build on `dataDir` and a free port, ready; `stop` ends it and waits for its exit. */
async function launch(env: Record<string, string>, dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Atelier is running')) resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Another instance of the production build, on a data directory of its own and a free port: a fresh
 * one, or a copy of `template` (see `seededTemplate`). Journeys that need a configuration of their
 * own ask for a shared one (`sharedServer`, `startSignInStack`): the global setup starts it with
 * this, once per run.
 */
export async function startServer(env: Record<string, string>, { template }: { template?: string } = {}): Promise<RunningServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));
  const dataDir = path.join(folder, 'data');
  if (template) cpSync(template, dataDir, { recursive: true });
  const server = await launch(env, dataDir);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * A data directory that a server of the default configuration created, migrated, seeded and closed
 * (the seed does not depend on the configuration). A server started on a copy skips the seed, about
 * two thirds of its start. The caller removes the folder.
 */
export async function seededTemplate(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-template-'));
  const server = await launch({}, dataDir);
  // Closed before it is copied: the server's exit writes out what PGlite still held in memory.
  await server.stop();
  return dataDir;
}

/**
 * The server of this configuration that journeys share (see `stacks.ts`): started on first demand,
 * stopped at the end of the run. Call it in `beforeAll` with a hook timeout that allows a start.
 */
export async function sharedServer(env: Record<string, string>): Promise<RunningServer> {
  const { url } = await sharedStack({ env });
  return { url, stop: () => Promise.resolve() };
}
