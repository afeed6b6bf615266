import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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

/**
 * Another instance of the production build, on a fresh data directory and a free port. Journeys
 * that need a configuration of their own ask for a shared one (`sharedServer`, `startSignInStack`):
 * the global setup starts it with this, once per run.
 */
export async function startServer(env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn', ...env },
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
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The server of this configuration that journeys share (see `stacks.ts`): started on first demand,
 * stopped at the end of the run. Call it in `beforeAll` with a hook timeout that allows a start.
 */
export async function sharedServer(env: Record<string, string>): Promise<RunningServer> {
  const { url } = await sharedStack({ env });
  return { url, stop: () => Promise.resolve() };
}
