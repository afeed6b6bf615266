// @ts-check
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startPostgres } from '../lib/postgres.mjs';

// Read throughput of the API beside the ceiling of the same processes: a small static file served
// by the same server. On the embedded PGlite (one process: PGlite lives inside it) and on a
// PostgreSQL server with one API process, then two behind it (the sum of two load runs, one per
// process, at once). Each server is started as a deployment would be: default settings (logs at
// `info`, written to a file), the full seed, demo sign-in.

/** Seconds of each measured run (after one second of warm-up): BENCH_SECONDS overrides. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;
/** Rounds of every measure (the median is reported): BENCH_ROUNDS overrides. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Seconds of unmeasured load on each read before a setting is measured. */
const WARM_UP_SECONDS = 2;

/** What is measured, in this order; `{…}` are filled once the data is known. */
const TARGETS = [
  { key: 'static', label: 'static file (ceiling)', path: () => '/img/favicon.svg' },
  { key: 'codeListIndex', label: 'code list index', path: () => '/api/codeList' },
  { key: 'codeList', label: 'one code list', path: (/** @type {Ids} */ ids) => `/api/codeList/${ids.codeList}` },
  {
    key: 'codesPage',
    label: 'page of 100 codes (10,000-code list)',
    path: (/** @type {Ids} */ ids) => `/api/codeList/${ids.bigList}/codes?page=50&per_page=100`,
  },
  { key: 'operationsList', label: 'operations list (page of 50)', path: () => '/api/operations/operations?page=1&per_page=50&sort=label' },
  { key: 'series', label: 'one series', path: (/** @type {Ids} */ ids) => `/api/operations/series/${ids.series}` },
];

/** @typedef {{ codeList: string, bigList: string, series: string }} Ids */
/** @typedef {{ api: number, postgres: number, loadGenerator: number, machine: number }} Cpu */
/** @typedef {{ requestsPerSecond: number, p99Ms: number, errors: number, cpu?: Cpu }} Load */
/** @typedef {{ api: number[], postgres?: number }} Pids */

// Where the processor time goes during each run, from Linux's /proc (elsewhere, not shown): the API
// processes, the PostgreSQL server (its main process and its connections), and this process, which
// generates the load. On a small machine the three share the same cores: when together they keep
// every core busy, the machine is the limit, not the API.
const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** Processor seconds a process has used so far (0 once it is gone), and its parent. */
function processTime(/** @type {number} */ pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return { seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND, parent: Number(fields[1]) };
  } catch {
    return { seconds: 0, parent: 0 };
  }
}

/** Processor seconds used so far by the API processes, the PostgreSQL server with its connections, and this process. */
function cpuTimes(/** @type {Pids} */ pids) {
  const postgres =
    pids.postgres === undefined
      ? []
      : [pids.postgres, ...readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number).filter((pid) => processTime(pid).parent === pids.postgres)];
  const own = process.cpuUsage();
  return {
    api: pids.api.map((pid) => processTime(pid).seconds),
    postgres: new Map(postgres.map((pid) => [pid, processTime(pid).seconds])),
    loadGenerator: (own.user + own.system) / 1e6,
  };
}

/** Each part's share of one core between two `cpuTimes` (percent), and of the whole machine. */
function cpuShares(/** @type {ReturnType<typeof cpuTimes>} */ before, /** @type {ReturnType<typeof cpuTimes>} */ after, /** @type {number} */ seconds) {
  const percent = (/** @type {number} */ used) => Math.round((used / seconds) * 100);
  const api = percent(after.api.reduce((sum, used, i) => sum + used - (before.api[i] ?? 0), 0));
  const postgres = percent([...after.postgres].reduce((sum, [pid, used]) => sum + used - (before.postgres.get(pid) ?? 0), 0));
  const loadGenerator = percent(after.loadGenerator - before.loadGenerator);
  return { api, postgres, loadGenerator, machine: Math.round((api + postgres + loadGenerator) / availableParallelism()) };
}

/** The environment of a server or of the seed: the caller's, without settings that would change what is measured. */
function serverEnv(/** @type {Record<string, string>} */ extra) {
  const env = { ...process.env, ...extra };
  for (const name of ['LOG_LEVEL', 'AUTH_TYPE', 'MODULES', 'ACTIVE_MODULES', 'ATELIER_CONFIG']) delete env[name];
  return env;
}

function seed(/** @type {string} */ root, /** @type {Record<string, string>} */ env) {
  execFileSync(process.execPath, [path.join(root, 'api', 'dist', 'seed.js'), '--full'], {
    env: { ...serverEnv(env), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
}

/** Starts one API process; resolves once it answers. */
async function startApi(/** @type {string} */ root, /** @type {string} */ logDir, /** @type {Record<string, string>} */ env) {
  const port = await freePort();
  const log = openSync(path.join(logDir, `server-${port}.log`), 'a');
  const child = spawn(process.execPath, [path.join(root, 'api', 'dist', 'main.js')], {
    env: serverEnv({ ...env, PORT: String(port), HOST: '127.0.0.1' }),
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  let exited = false;
  child.on('exit', () => (exited = true));
  for (let waited = 0; ; waited += 100) {
    if (exited) throw new Error(`the API process exited at start (see ${logDir})`);
    if (waited > 60_000) throw new Error('the API process did not answer within a minute');
    const ok = await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        if (exited) return resolve(undefined);
        child.once('exit', () => resolve(undefined));
        child.kill('SIGTERM');
      }),
  };
}

/** The records measured: a seeded code list, a new list of 10,000 codes, the series with the most operations. */
async function prepare(/** @type {string} */ baseUrl) {
  const json = async (/** @type {string} */ urlPath) => {
    const response = await fetch(`${baseUrl}${urlPath}`);
    if (!response.ok) throw new Error(`GET ${urlPath} answered ${response.status}`);
    return response.json();
  };
  const bigList = `BENCH_THROUGHPUT_${Date.now()}`;
  const codes = Array.from({ length: 10_000 }, (_, i) => ({
    code: `C${String(i).padStart(5, '0')}`,
    labelLg1: `Catégorie numéro ${i} de l'économie`,
    labelLg2: `Category number ${i} of the economy`,
    parentCode: i >= 100 ? `C${String(i % 100).padStart(5, '0')}` : null,
  }));
  const created = await fetch(`${baseUrl}/api/codeList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: bigList, labelLg1: 'Liste de mesure', labelLg2: 'Benchmark list', codes }),
  });
  if (!created.ok) throw new Error(`creating the 10,000-code list answered ${created.status}`);
  /** @type {{ id: string, codeCount: number }[]} */
  const lists = await json('/api/codeList');
  // A seeded list of a common size (the median), not the new one.
  const seeded = lists.filter((list) => list.id !== bigList).sort((a, b) => a.codeCount - b.codeCount);
  const codeList = seeded[Math.floor(seeded.length / 2)]?.id;
  /** @type {{ seriesId: string }[]} */
  const operations = await json('/api/operations/operations');
  const counts = new Map();
  for (const { seriesId } of operations) counts.set(seriesId, (counts.get(seriesId) ?? 0) + 1);
  const [series] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!codeList || !series) throw new Error('the seed holds no code list or no series');
  return { codeList, bigList, series };
}

/** One autocannon run of `seconds` against one URL. */
async function run(/** @type {string} */ url, /** @type {number} */ seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The same path on every process at once (after a second of warm-up): requests/s summed, the worst
 * p99, and where the processor time went.
 */
async function loadAll(/** @type {string[]} */ baseUrls, /** @type {string} */ urlPath, /** @type {Pids} */ pids) {
  await Promise.all(baseUrls.map((baseUrl) => run(`${baseUrl}${urlPath}`, 1)));
  const measured = existsSync('/proc/self/stat');
  const before = measured ? cpuTimes(pids) : undefined;
  const started = performance.now();
  const runs = await Promise.all(baseUrls.map((baseUrl) => run(`${baseUrl}${urlPath}`, SECONDS)));
  const seconds = (performance.now() - started) / 1000;
  return {
    requestsPerSecond: runs.reduce((sum, one) => sum + one.requestsPerSecond, 0),
    p99Ms: Math.max(...runs.map((one) => one.p99Ms)),
    errors: runs.reduce((sum, one) => sum + one.errors, 0),
    ...(before ? { cpu: cpuShares(before, cpuTimes(pids), seconds) } : {}),
  };
}

/**
 * Every target against these processes, in `ROUNDS` rounds (every target once per round, the static
 * file first): each figure is the round with the median requests/s, each ratio the median of the
 * rounds' ratios to the static file of the same round. On a shared machine a single short run can
 * land on a slow moment; the median of rounds taken apart in time rarely does.
 */
async function measure(/** @type {string[]} */ baseUrls, /** @type {Ids} */ ids, /** @type {Pids} */ pids) {
  // A first pass over every read, unmeasured: the embedded database's WebAssembly is compiled to its
  // fast tier only once it has run a while, as on a server that has been up for some time.
  for (const target of TARGETS.slice(1)) await Promise.all(baseUrls.map((baseUrl) => run(`${baseUrl}${target.path(ids)}`, WARM_UP_SECONDS)));
  /** @type {Record<string, Load>[]} */
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    /** @type {Record<string, Load>} */
    const figures = {};
    for (const target of TARGETS) figures[target.key] = await loadAll(baseUrls, target.path(ids), pids);
    rounds.push(figures);
  }
  const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  /** @type {Record<string, Load & { ratio?: number }>} */
  const figures = {};
  for (const target of TARGETS) {
    const loads = rounds.map((round) => round[target.key]).filter((load) => load !== undefined);
    const middle = median(loads.map((load) => load.requestsPerSecond));
    const chosen = loads.find((load) => load.requestsPerSecond === middle);
    if (!chosen) continue;
    figures[target.key] = { ...chosen, errors: loads.reduce((sum, load) => sum + load.errors, 0) };
    if (target.key === 'static') continue;
    const ratios = rounds.map((round) => {
      const ceiling = round.static?.requestsPerSecond ?? 0;
      return ceiling > 0 ? (round[target.key]?.requestsPerSecond ?? 0) / ceiling : 0;
    });
    figures[target.key].ratio = Math.round(median(ratios) * 1000) / 1000;
  }
  return figures;
}

const pad = (/** @type {unknown} */ value, /** @type {number} */ width) => String(value).padStart(width);

/** A table for people: one row per target, one column group per setting. */
function table(/** @type {[string, Record<string, Load & { ratio?: number }> | undefined][]} */ columns) {
  const lines = [
    `${'(10 connections)'.padEnd(38)}${columns.map(([name]) => name.padStart(36)).join('')}`,
    `${''.padEnd(38)}${columns.map(() => `${pad('req/s', 9)}${pad('p99 ms', 9)}${pad('ratio', 8)}${pad('err', 4)}${pad('cpu', 6)}`).join('')}`,
  ];
  for (const target of TARGETS) {
    const cells = columns.map(([, figures]) => {
      const figure = figures?.[target.key];
      if (!figure) return `${pad('n/a', 9)}${pad('', 9)}${pad('', 8)}${pad('', 4)}${pad('', 6)}`;
      const ratio = figure.ratio === undefined ? '' : `${Math.round(figure.ratio * 1000) / 10} %`;
      const cpu = figure.cpu ? `${figure.cpu.machine}%` : 'n/a';
      return `${pad(figure.requestsPerSecond, 9)}${pad(figure.p99Ms, 9)}${pad(ratio, 8)}${pad(figure.errors, 4)}${pad(cpu, 6)}`;
    });
    lines.push(`${target.label.padEnd(38)}${cells.join('')}`);
  }
  return lines.join('\n');
}

/**
 * Requests per second and p99 at 10 connections of the API's reads (the code list index, one code
 * list, a page of 100 codes of a 10,000-code list, an operations list, one series), each beside the
 * ceiling of the same processes (a static file), on PGlite and on PostgreSQL with one and two API
 * processes.
 */
export default async function apiThroughput(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const { root } = context;
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-throughput-'));
  /** @type {(() => Promise<unknown> | void)[]} */
  const cleanups = [];
  try {
    // PGlite: one process (the embedded database cannot be shared by two).
    const dataDir = path.join(dir, 'pglite');
    seed(root, { DATA_DIR: dataDir });
    const embedded = await startApi(root, dir, { DATA_DIR: dataDir });
    cleanups.push(embedded.stop);
    const pgliteIds = await prepare(embedded.baseUrl);
    const pglite = await measure([embedded.baseUrl], pgliteIds, { api: [embedded.pid] });
    await embedded.stop();
    cleanups.pop();

    // PostgreSQL: one process, then two.
    const postgres = await startPostgres();
    cleanups.push(postgres.stop);
    seed(root, { DATABASE_URL: postgres.url });
    const first = await startApi(root, dir, { DATABASE_URL: postgres.url });
    cleanups.push(first.stop);
    const postgresIds = await prepare(first.baseUrl);
    const postgresOne = await measure([first.baseUrl], postgresIds, { api: [first.pid], postgres: postgres.pid });
    const second = await startApi(root, dir, { DATABASE_URL: postgres.url });
    cleanups.push(second.stop);
    const postgresTwo = await measure([first.baseUrl, second.baseUrl], postgresIds, { api: [first.pid, second.pid], postgres: postgres.pid });

    const gain = (/** @type {string} */ key) =>
      Math.round(((postgresTwo[key]?.requestsPerSecond ?? 0) / Math.max(1, postgresOne[key]?.requestsPerSecond ?? 0)) * 100) / 100;
    const figures = {
      seconds: SECONDS,
      rounds: ROUNDS,
      connections: CONNECTIONS,
      pglite,
      postgres: { one: postgresOne, two: postgresTwo, twoOverOne: Object.fromEntries(TARGETS.map(({ key }) => [key, gain(key)])) },
    };
    context.report(
      'apiThroughput',
      figures,
      `API reads beside a static file, ${CONNECTIONS} connections, median of ${ROUNDS} rounds of ${SECONDS} s each (ratio: to the static file of the same processes, in the same round)\n` +
        table([
          ['PGlite, 1 process', pglite],
          ['PostgreSQL, 1 process', postgresOne],
          ['PostgreSQL, 2 processes', postgresTwo],
        ]) +
        `\ntwo processes over one (PostgreSQL): ${TARGETS.map(({ key, label }) => `${label} ×${gain(key)}`).join(', ')}` +
        `\ncpu: the share of the machine's ${availableParallelism()} cores busy during the run (API processes, PostgreSQL and the load generator together);` +
        ' near 100 %, the machine is the limit, and a second API process can only share it',
    );
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
    rmSync(dir, { recursive: true, force: true });
  }
}
