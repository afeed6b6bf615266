import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, type TestContext } from 'vitest';
import { freePort } from '../../scripts/lib/postgres.mjs';
import { testDriver } from './harness.ts';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

interface Running {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Runs `src/main.ts` as `npm start` would, and waits until it prints its URL (or dies). The process
 * is killed when the test ends, whatever happened.
 */
async function startServer(env: Record<string, string>, { onTestFinished }: Pick<TestContext, 'onTestFinished'>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', SPA_DIR: '/nonexistent-spa', LOG_LEVEL: 'info', ...env },
  });
  onTestFinished(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await Promise.race([
    exited,
    new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (output.includes('Atelier is running at')) {
          clearInterval(check);
          resolve();
        }
      }, 50);
      void exited.then(() => clearInterval(check));
    }),
  ]);
  return { child, output: () => output, exited };
}

/**
 * The data directory the first case created, migrated and seeded, once its server stopped cleanly:
 * the other cases start from a copy (seeding takes seconds of a busy machine's CPU each time).
 */
let createdDirectory: (dir: string) => void = () => undefined;
let notCreated: (error: Error) => void = () => undefined;
const seededDirectory = new Promise<string>((resolve, reject) => {
  createdDirectory = resolve;
  notCreated = reject;
});
// Handled here when no other case waits for it (a run of the first case alone).
seededDirectory.catch(() => undefined);

/** A fresh data directory holding a copy of the seeded one. */
async function seededCopy(): Promise<string> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-main-')), 'data');
  cpSync(await seededDirectory, dataDir, { recursive: true });
  return dataDir;
}

// The cases start processes of their own and wait on them: side by side (each with its context's
// expect and clean-up), their waits overlap.
describe.runIf(testDriver === 'pglite').concurrent('the server process', () => {
  // Two starts, the first of which creates the embedded database: slow on a busy machine.
  it('creates, migrates and seeds its data directory, stops cleanly, and keeps the data', async (context) => {
    const { expect } = context;
    // The cases waiting for its directory fail at once with it.
    context.onTestFailed(() => notCreated(new Error('the first start did not create its data directory')));
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-main-')), 'data');
    const port = await freePort();
    const env = { PORT: String(port), DATA_DIR: dataDir };

    const first = await startServer(env, context);
    expect(first.output()).toContain(`Atelier is running at http://127.0.0.1:${port}/`);
    // The structured log may reach the pipe after the plain line.
    await expect.poll(() => first.output()).toContain('empty database seeded');
    const statuses = await fetch(`http://127.0.0.1:${port}/api/disseminationStatus`);
    expect(((await statuses.json()) as unknown[]).length).toBe(3);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');
    // Copied before the second start writes to it again.
    const template = path.join(mkdtempSync(path.join(tmpdir(), 'atelier-seeded-')), 'data');
    cpSync(dataDir, template, { recursive: true });
    createdDirectory(template);

    const second = await startServer(env, context);
    expect(second.output()).toContain('Atelier is running at');
    expect(second.output()).not.toContain('empty database seeded');
    const again = await fetch(`http://127.0.0.1:${port}/api/disseminationStatus`);
    expect(((await again.json()) as unknown[]).length).toBe(3);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);

  // Two servers on one embedded folder each acknowledged their writes and lost the other's at the
  // next start; so did `npm run seed` on a running server's folder.
  it('holds its data directory: a second server or a seed is refused, naming it; after a kill -9 the next start takes over', async (context) => {
    const { expect } = context;
    const dataDir = await seededCopy();
    const port = await freePort();
    const first = await startServer({ PORT: String(port), DATA_DIR: dataDir }, context);
    expect(first.output()).toContain('Atelier is running at');
    const pid = first.child.pid;

    const second = await startServer({ PORT: String(await freePort()), DATA_DIR: dataDir }, context);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another process: pid ${pid} (`);
    expect(second.output()).toMatch(/pid \d+ \(node main\.ts\), started \d{4}-\d\d-\d\dT[\d:.]+Z/);
    expect(second.output()).not.toContain('Atelier is running at');

    const seed = spawn(process.execPath, ['--import', 'tsx', 'src/seed/cli.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir },
    });
    let seedOutput = '';
    seed.stderr.on('data', (chunk: Buffer) => (seedOutput += chunk.toString()));
    expect(await new Promise((resolve) => seed.on('exit', resolve))).toBe(1);
    expect(seedOutput).toContain(`is in use by another process: pid ${pid}`);

    // The first one kept serving.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startServer({ PORT: String(port), DATA_DIR: dataDir }, context);
    expect(third.output()).toContain('Atelier is running at');
    const statuses = await fetch(`http://127.0.0.1:${port}/api/disseminationStatus`);
    expect(((await statuses.json()) as unknown[]).length).toBe(3);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 180_000);

  it('on SIGTERM, finishes the requests in flight, answers 503 to new ones in the API error shape, then exits', async (context) => {
    const { expect } = context;
    const dataDir = await seededCopy();
    const port = await freePort();
    const server = await startServer({ PORT: String(port), DATA_DIR: dataDir }, context);
    expect(server.output()).toContain('Atelier is running at');

    // A create whose body comes slowly: in flight when the signal comes.
    const body = JSON.stringify({ id: 'CL_SLOW', labelLg1: 'Lente', labelLg2: 'Slow', codes: [{ code: 'A', labelLg1: 'a' }] });
    const slow = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/codeList',
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const slowAnswer = new Promise<{ status?: number; body: string }>((resolve, reject) => {
      slow.on('error', reject);
      slow.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body: text }));
      });
    });
    slow.write(body.slice(0, 10));
    await expect.poll(() => server.output()).toMatch(/"url":"\/api\/codeList".*incoming request|incoming request.*"url":"\/api\/codeList"/);

    server.child.kill('SIGTERM');
    await expect.poll(() => server.output()).toContain('shutting down');
    for (const url of ['/api/disseminationStatus', '/api/health', '/']) {
      const refused = await fetch(`http://127.0.0.1:${port}${url}`);
      expect(refused.status, url).toBe(503);
      expect(refused.headers.get('retry-after'), url).toBe('5');
      expect(await refused.json(), url).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.stringContaining('shutting down') });
    }
    expect(server.child.exitCode).toBeNull();

    slow.end(body.slice(10));
    expect(await slowAnswer).toEqual({ status: 201, body: 'CL_SLOW' });
    expect(await server.exited).toBe(0);

    // What the finished request wrote was kept.
    const again = await startServer({ PORT: String(port), DATA_DIR: dataDir }, context);
    expect(again.output()).toContain('Atelier is running at');
    expect((await fetch(`http://127.0.0.1:${port}/api/codeList/CL_SLOW`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('refuses a wrong configuration with a message naming the variable', async (context) => {
    const { expect } = context;
    const run = await startServer({ PORT: 'eighty', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atelier-main-')) }, context);
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Invalid configuration:\n- PORT:/);
  }, 90_000);
});
