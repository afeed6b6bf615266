// @ts-check
// `npm run bench`: figures, not verdicts. Builds the product, starts it on a fresh data directory,
// and prints what the first page weighs, what Lighthouse thinks of it, and how fast the API answers
// under a short local load. The figures also land in bench-results/latest.json.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { freePort } from './lib/postgres.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** @type {Record<string, unknown>} */
const figures = {};

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout.on('data', (chunk) => String(chunk).includes('Atelier is running') && resolve(undefined));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every script and style sheet the first page loads, as Chromium sees it. */
async function firstPageWeight(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const page = await browser.newPage();
  /** @type {{ url: string, type: string, raw: number, gzip: number }[]} */
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    assets.push({ url: new URL(response.url()).pathname, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await browser.close();
  const sum = (type, key) => assets.filter((a) => a.type === type).reduce((total, a) => total + a[key], 0);
  return {
    jsGzip: sum('script', 'gzip'),
    jsRaw: sum('script', 'raw'),
    cssGzip: sum('stylesheet', 'gzip'),
    cssRaw: sum('stylesheet', 'raw'),
    files: assets.length,
  };
}

async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));
    return { performance: score(categories.performance), accessibility: score(categories.accessibility) };
  } finally {
    await chrome.kill();
  }
}

async function load(url, path, seconds = 10) {
  const result = await autocannon({ url: `${url}${path}`, connections: 10, duration: seconds });
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, errors: result.errors + result.non2xx };
}

console.log('Building…');
execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
const server = await startServer();
try {
  const weight = await firstPageWeight(`${server.url}/`);
  figures.firstPage = weight;
  console.log(`First page: JS ${kB(weight.jsGzip)} gzip (${kB(weight.jsRaw)} raw), CSS ${kB(weight.cssGzip)} gzip (${kB(weight.cssRaw)} raw), ${weight.files} files`);

  const scores = await lighthouseScores(`${server.url}/`);
  figures.lighthouse = scores;
  console.log(`Lighthouse (mobile, simulated throttling): performance ${scores.performance}, accessibility ${scores.accessibility}`);

  const init = await load(server.url, '/api/init');
  figures.apiInit = init;
  console.log(`GET /api/init, 10 connections for 10 s: ${init.requestsPerSecond} requests/s, p99 ${init.p99Ms} ms, ${init.errors} errors`);
} finally {
  server.stop();
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(root, 'bench-results', 'latest.json'),
  JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2),
);
