// @ts-check
// `npm test`: every check of the repository, each one run even when an earlier one failed, then one
// summary. Runner counts (Vitest tests, Playwright tests) add up with the one-off checks
// (typecheck, lint, catalogs, build) into the last line, `N passed, N failed`, which .ci/run repeats.
//
// The one-off checks run side by side: each is mostly one busy thread (tsc, ESLint), so on two cores
// they take the time of the longest instead of their sum. Their output is held and shown in order,
// each under its banner, once it is complete. The runners come after, one at a time, with live output:
// each one uses the whole machine, and browser tests sharing it with another runner get flaky.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const resultsDir = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** @typedef {{ name: string, passed: number, failed: number, seconds: number, note?: string, failures?: string[], flaky?: string[] }} StepResult */
/** @type {StepResult[]} */
const results = [];

/**
 * Runs a command; with `hold`, keeps its output (both streams, in order) instead of showing it.
 * @returns {Promise<{ ok: boolean, seconds: number, output: string }>}
 */
function run(command, args, { env = {}, hold = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const colour = hold && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
    const child = spawn(command, args, {
      cwd: root,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...colour, ...env },
    });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const finish = (/** @type {boolean} */ ok, /** @type {string} */ extra = '') =>
      resolve({ ok, seconds: Math.round((Date.now() - started) / 100) / 10, output: Buffer.concat(chunks).toString() + extra });
    child.on('error', (error) => finish(false, `${error.message}\n`));
    child.on('close', (code) => finish(code === 0));
  });
}

function banner(name) {
  console.log(`\n━━━ ${name} ━━━`);
}

/**
 * A check that passes or fails as a whole, started now and reported when `report()` is called (in
 * the order of the steps, whatever order they finish in).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 */
function check(name, command, args) {
  const done = run(command, args, { hold: true });
  return {
    done: done.then(({ ok }) => ok),
    async report() {
      const { ok, seconds, output } = await done;
      banner(name);
      process.stdout.write(output);
      results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
      return ok;
    },
  };
}

/** A test runner whose JSON report gives the counts; no report means it failed to run at all. */
async function runner(name, command, args, report, count, env = {}) {
  banner(name);
  rmSync(report, { force: true });
  const { ok, seconds } = await run(command, args, { env });
  if (!existsSync(report)) {
    results.push({ name, passed: 0, failed: 1, seconds, note: 'no report: the runner did not start' });
    return;
  }
  const { passed, failed, failures, flaky } = count(JSON.parse(readFileSync(report, 'utf8')));
  // A runner that exits non-zero with every test green still failed (an error outside the tests).
  results.push({ name, passed, failed: failed || (ok ? 0 : 1), seconds, failures, flaky });
}

/** A failure's first lines, short: the summary is what survives of a long CI log. */
function failureLine(title, message = '') {
  const firstLines = stripVTControlCharacters(String(message)).split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 2);
  return `${title}${firstLines.length ? ` — ${firstLines.join(' ').slice(0, 300)}` : ''}`;
}

/** @param {any} report a Vitest JSON report */
function vitestFailures(report) {
  return report.testResults.flatMap((file) => {
    const tests = file.assertionResults
      .filter((t) => t.status === 'failed')
      .map((t) => failureLine(`${path.relative(root, file.name)} › ${t.fullName}`, t.failureMessages?.[0]));
    // A file that failed outside its tests (an import error, a crash) has no failed test to name.
    return tests.length === 0 && file.status === 'failed' ? [failureLine(path.relative(root, file.name), file.message)] : tests;
  });
}

/**
 * Tests that failed once and passed on their retry: named, so that flakiness is seen and fixed.
 * @param {any} report a Vitest JSON report
 */
function vitestFlaky(report) {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((t) => t.status === 'passed' && t.failureMessages?.length > 0)
      .map((t) => failureLine(`${path.relative(root, file.name)} › ${t.fullName}`, t.failureMessages[0])),
  );
}

/** @param {any} report a Playwright JSON report @param {'unexpected' | 'flaky'} status */
function playwrightTests(report, status) {
  /** @param {any} suite @returns {string[]} */
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
      spec.tests
        .filter((/** @type {any} */ t) => t.status === status)
        .map((/** @type {any} */ t) => failureLine(`[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`, t.results[0]?.error?.message)),
    ),
    ...(suite.suites ?? []).flatMap(walk),
  ];
  return (report.suites ?? []).flatMap(walk);
}

const oneOffStarted = Date.now();
// Side by side: typecheck, lint, and catalogs then build (`lingui extract` rewrites the catalogs,
// which the build compiles). The Chromium check takes a moment.
const chromium = check('Chromium (Debian)', process.execPath, [path.join(root, 'scripts', 'ensure-chromium.mjs')]);
const typecheck = check('Typecheck (strict, every package)', 'npm', ['run', '--silent', 'typecheck']);
const lint = check('Lint (typescript-eslint, jsx-a11y, Lingui, import boundaries)', bin('eslint'), ['--max-warnings', '0', '.']);
const catalogs = check('Catalogs (lingui extract: French complete)', process.execPath, [path.join(root, 'scripts', 'check-i18n.mjs')]);
const build = catalogs.done.then(() => check('Production build (SPA and API)', 'npm', ['run', '--silent', 'build']));

const browserReady = await chromium.report();
await typecheck.report();
await lint.report();
await catalogs.report();
const built = await (await build).report();
console.log(`\n(one-off checks side by side: ${Math.round((Date.now() - oneOffStarted) / 100) / 10} s in all)`);

/** @param {any} report a Vitest JSON report */
const vitestCounts = (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests, failures: vitestFailures(report), flaky: vitestFlaky(report) });

/**
 * Vitest in two runs, one after the other: the projects in Node (the API on both databases, the
 * unit tests), then those in Chromium. Side by side, two browsers starved the API's files of CPU:
 * a test server's start (a fresh database, migrated) outran its 60 s, and the checks that the
 * server keeps answering during the largest writes measured the browsers, not the server.
 * @param {string} name @param {string[]} projects
 */
async function vitest(name, projects) {
  const report = path.join(resultsDir, `vitest-${name}.json`);
  await runner(
    `Vitest in ${name === 'node' ? 'Node' : 'Chromium'} (${projects.join(', ')})`,
    bin('vitest'),
    ['run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${report}`],
    report,
    vitestCounts,
  );
}
await vitest('node', ['unit', 'api', 'api-postgres']);
// Without Chromium (its check failed above), the stories cannot run.
if (browserReady) await vitest('browser', ['storybook-en', 'storybook-fr', 'visual']);

const playwrightReport = path.join(root, 'tests', '.results', 'playwright.json');
if (browserReady && built) {
  await runner(
    'Playwright journeys (real server, Chromium, fr and en)',
    bin('playwright'),
    ['test', '-c', 'tests/playwright.config.ts'],
    playwrightReport,
    (report) => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      failures: playwrightTests(report, 'unexpected'),
      flaky: playwrightTests(report, 'flaky'),
    }),
  );
} else {
  results.push({ name: 'Playwright journeys', passed: 0, failed: 1, seconds: 0, note: 'skipped: no browser or no build' });
}

const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log('\n━━━ Summary ━━━');
for (const r of results) {
  const mark = r.failed === 0 ? 'ok  ' : 'FAIL';
  console.log(`${mark} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)${r.note ? ` – ${r.note}` : ''}`);
  for (const failure of r.failures ?? []) console.log(`       ✗ ${failure}`);
  for (const flaky of r.flaky ?? []) console.log(`       ~ passed on its retry: ${flaky}`);
}
writeFileSync(path.join(resultsDir, 'summary.json'), JSON.stringify({ passed, failed, steps: results }, null, 2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
