import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys in Debian's Chromium against the production build served by the real server, once with a
 * French browser and once with an English one.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './.results/artifacts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  // A journey whose timing slips once on a loaded machine runs again; `npm test` names it as flaky.
  retries: 1,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './.results/playwright.json' }]],
  // Servers with a configuration of their own (sign-in, modules…), one per configuration for the
  // whole run, started when a journey first asks (support/stacks.ts).
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL,
    // Journeys press keys by the hundred: a trace of every run (each action, the network, the
    // console) cost a sixth of the run's time (a journey file 3m54 → 3m13 without). It is recorded
    // on a failed journey's retry only; the first failure keeps its screenshot. No copy of the page
    // at every key even then (which made them a third slower). Set here, not per file: a file's own
    // `test.use` of a worker option gives it workers of its own, and each launches Chromium again.
    trace: { mode: 'on-first-retry', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'en', use: { ...devices['Desktop Chrome'], locale: 'en-US' } },
    // The French browser also asks for reduced motion (`prefers-reduced-motion: reduce`): every
    // journey runs once without animations (dialogs close at once, which once lost focus after
    // "Add the code"), at no extra run time, since each runs once per language anyway.
    { name: 'fr', use: { ...devices['Desktop Chrome'], locale: 'fr-FR', reducedMotion: 'reduce' } },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
