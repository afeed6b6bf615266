// @ts-check
// `npm run bench`: figures, not verdicts. Builds the product, starts it on a fresh data directory
// holding the full seed,
// then runs every module of scripts/bench/ in name order. Each module measures one thing and reports
// figures; all of them land in bench-results/latest.json. Add a figure by adding a module.
// `npm run bench -- codelist` runs only the modules whose file name contains `codelist`.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';
import { freePort } from './lib/postgres.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-'));
  // The whole catalogue (every family, series, operation, indicator, document…), as `npm run seed -- --full` loads it.
  console.log('Seeding the full catalogue…');
  execFileSync(process.execPath, [path.join(root, 'api', 'dist', 'seed.js'), '--full'], {
    env: { ...process.env, DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('Atelier is running') && resolve(undefined));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir: path.join(dataDir, 'data'),
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const figures = {};
/** @type {import('./lib/bench-context.mjs').BenchContext} */
const context = {
  baseUrl: '',
  root,
  launchBrowser: () => chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
  load: async (urlPath, { seconds = 10, connections = 10, method = 'GET', body, headers } = {}) => {
    const result = await autocannon({ url: `${context.baseUrl}${urlPath}`, connections, duration: seconds, method, body, headers });
    return {
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  },
  report: (key, values, line) => {
    figures[key] = values;
    console.log(line);
  },
};

console.log('Building…');
execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
const server = await startServer();
context.baseUrl = server.baseUrl;
const benchDir = path.join(root, 'scripts', 'bench');
try {
  const only = process.argv[2] ?? '';
  for (const file of readdirSync(benchDir).filter((name) => name.endsWith('.mjs') && name.includes(only)).sort()) {
    const module = await import(pathToFileURL(path.join(benchDir, file)).href);
    try {
      await module.default(context);
    } catch (error) {
      console.log(`${file}: could not measure (${error instanceof Error ? error.message : String(error)})`);
    }
  }
} finally {
  server.stop();
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2));
