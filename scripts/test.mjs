// @ts-check
// `npm test`: every check of the repository, in order, each one run even when an earlier one failed,
// then one summary. Runner counts (Vitest tests, Playwright tests) add up with the one-off checks
// (typecheck, lint, catalogs, build) into the last line, `N passed, N failed`, which .ci/run repeats.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const resultsDir = path.join(root, 'test-results');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** @typedef {{ name: string, passed: number, failed: number, seconds: number, note?: string }} StepResult */
/** @type {StepResult[]} */
const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: status === 0, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

function banner(name) {
  console.log(`\n━━━ ${name} ━━━`);
}

/** A check that passes or fails as a whole. */
function check(name, command, args) {
  banner(name);
  const { ok, seconds } = run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
  return ok;
}

/** A test runner whose JSON report gives the counts; no report means it failed to run at all. */
function runner(name, command, args, report, count, env = {}) {
  banner(name);
  rmSync(report, { force: true });
  const { ok, seconds } = run(command, args, env);
  if (!existsSync(report)) {
    results.push({ name, passed: 0, failed: 1, seconds, note: 'no report: the runner did not start' });
    return;
  }
  const { passed, failed } = count(JSON.parse(readFileSync(report, 'utf8')));
  // A runner that exits non-zero with every test green still failed (an error outside the tests).
  results.push({ name, passed, failed: failed || (ok ? 0 : 1), seconds });
}

const browserReady = check('Chromium (Debian)', process.execPath, [path.join(root, 'scripts', 'ensure-chromium.mjs')]);
check('Typecheck (strict, every package)', 'npm', ['run', '--silent', 'typecheck']);
check('Lint (typescript-eslint, jsx-a11y, Lingui, import boundaries)', bin('eslint'), ['--max-warnings', '0', '.']);
check('Catalogs (lingui extract: French complete)', process.execPath, [path.join(root, 'scripts', 'check-i18n.mjs')]);
const built = check('Production build (SPA and API)', 'npm', ['run', '--silent', 'build']);

const vitestReport = path.join(resultsDir, 'vitest.json');
const vitestProjects = ['unit', 'api', 'api-postgres', ...(browserReady ? ['storybook-en', 'storybook-fr', 'visual'] : [])];
runner(
  `Vitest (${vitestProjects.join(', ')})`,
  bin('vitest'),
  ['run', ...vitestProjects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile=${vitestReport}`],
  vitestReport,
  (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests }),
);

const playwrightReport = path.join(root, 'tests', '.results', 'playwright.json');
if (browserReady && built) {
  runner(
    'Playwright journeys (real server, Chromium, fr and en)',
    bin('playwright'),
    ['test', '-c', 'tests/playwright.config.ts'],
    playwrightReport,
    (report) => ({ passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }),
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
}
writeFileSync(path.join(resultsDir, 'summary.json'), JSON.stringify({ passed, failed, steps: results }, null, 2));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
