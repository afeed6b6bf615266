// @ts-check
// The server the end-to-end journeys talk to: the production build (`npm run build`), started by
// Playwright on a fresh, temporary data directory, removed when Playwright stops it.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = path.join(root, 'api', 'dist', 'main.js');
if (!existsSync(entry) || !existsSync(path.join(root, 'app', 'dist', 'index.html'))) {
  console.error('No production build found: run `npm run build` first.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-e2e-'));
const server = spawn(process.execPath, [entry], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
