// @ts-check
// `npm run dev`: the API (restarted on change) and Vite's dev server (hot reload), which forwards
// /api and /config.json to the API. Open http://localhost:5173/.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const children = [
  spawn('npm', ['run', 'dev', '-w', '@atelier/api'], {
    cwd: root,
    stdio: 'inherit',
    // The API runs from api/, where ./data would land: keep the data directory at the repository root.
    env: { DATA_DIR: path.join(root, 'data'), ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@atelier/app'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
