import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath, reactPlugins } from './vite.shared.ts';
import { browserCommands } from './vitest.commands.ts';

/**
 * Under NODE_ENV=test react-aria renders every row of a virtualized collection (for jsdom) and
 * reads `process.env.VIRT_ON`, which a browser lacks: in real Chromium, virtualize for real.
 */
const realVirtualization = { 'process.env.VIRT_ON': JSON.stringify('1') };

/**
 * One retry for tests in a browser: on two cores shared by every runner a story's timing can slip
 * once; a real fault fails twice, and `npm test` names every test that needed its retry.
 */
const browserRetry = 1;

/** Headless Chromium from Debian, a new configuration object per project (Vitest annotates it). */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // Animations settle at once (the kit honours reduced motion), so screenshots are stable.
    contextOptions: { reducedMotion: 'reduce' as const },
  }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 768 },
  // Forced colours (Windows contrast themes), switched on by a test or a story's `forcedColors`.
  commands: browserCommands,
});

/**
 * Stories the English run leaves out: the modules' screens (every folder of the application but the
 * framework's, the shell's and the sign-in's). Their English is checked by the catalogs (complete,
 * every message) and by each journey's English run; the kit and the framework, whose words and
 * formats every screen uses, run in both languages. A module's stories run in English with
 * `npm run test:stories:en` and in Storybook's language menu.
 */
const FRENCH_ONLY_STORIES = ['app/src/!(records|shell|auth)/**'];

/**
 * Every story, run as a test in Chromium with its play function and an axe scan, once per locale:
 * two browser instances of one project (`storybook-fr`, `storybook-en`), which share one Vite server,
 * so every module is transformed once for both languages instead of once per language.
 */
function storybookProject(): TestProjectInlineConfiguration {
  const { instances: _chromium, ...browserOptions } = browser();
  const instance = (locale: 'en' | 'fr') => ({
    browser: 'chromium' as const,
    name: `storybook-${locale}`,
    // Read by .storybook/preview.tsx before any story is composed.
    env: { STORY_LOCALE: locale },
    ...(locale === 'en' && process.env.ALL_STORIES_IN_ENGLISH !== '1' ? { exclude: FRENCH_ONLY_STORIES } : {}),
  });
  return {
    plugins: [...reactPlugins(), storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) })],
    define: { __UI_VERSION__: JSON.stringify('0.0.0-story'), ...realVirtualization },
    // Every dependency a story imports, bundled before the first test: one discovered later makes
    // Vite reload the page in the middle of a run.
    optimizeDeps: {
      include: [
        'react-dom/client',
        'msw',
        'msw/browser',
        '@tanstack/react-router',
        '@tanstack/react-query',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod',
      ],
    },
    test: {
      name: 'storybook',
      browser: { ...browserOptions, instances: [instance('fr'), instance('en')] },
      // A story that walks a whole flow (a form filled and saved) takes seconds on a busy machine.
      testTimeout: 30_000,
      retry: browserRetry,
      // Every story file in the same page, one after the other, as in Storybook itself: each story
      // is unmounted and its spies restored before the next. Reloading the page for each file (setup,
      // MSW's worker, every module again) cost ~1.3 s a file, about half of the project's time.
      isolate: false,
    },
  };
}

/** The API's tests, on the embedded PGlite or on a real PostgreSQL server started for the run. */
function apiProject(driver: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    test: {
      name: driver === 'pglite' ? 'api' : 'api-postgres',
      root: './api',
      // The seed files are checked once, not once per database driver.
      include: ['src/**/*.test.ts', 'test/**/*.test.ts', ...(driver === 'pglite' ? ['seed/**/*.test.ts'] : [])],
      environment: 'node',
      env: { TEST_DATABASE: driver },
      // zod's settings as the API runs them, before any schema is built.
      setupFiles: ['@atelier/contracts/zod-config/server'],
      globalSetup: driver === 'postgres' ? ['./test/postgres.global-setup.ts'] : [],
      // Files share a worker's modules, so the migrated PGlite snapshot is built once per worker.
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker for every project in Node (the cores less one):
    // the API's files on PGlite, then on PostgreSQL, then the unit tests, one after the other, were
    // the run's longest chain. Two let both databases' files run side by side.
    maxWorkers: 2,
    projects: [
      {
        plugins: reactPlugins(),
        define: { __UI_VERSION__: JSON.stringify('0.0.0-test') },
        test: {
          name: 'unit',
          include: ['contracts/src/**/*.test.ts', 'ui-kit/src/**/*.test.{ts,tsx}', 'app/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          // Visual baselines need a browser: the `visual` project runs them.
          exclude: ['**/node_modules/**', '**/*.visual.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./vitest.unit-setup.ts'],
          // One jsdom and one module graph for all files (a fresh one per file cost ~1.2 s each, three
          // quarters of the project's time). Testing Library unmounts after each test (setup file);
          // globals and environment variables stubbed by a test are restored after it.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
      storybookProject(),
      {
        // Visual baselines: `*.visual.test.tsx` beside each component, images in __screenshots__/.
        plugins: reactPlugins(),
        define: { __UI_VERSION__: JSON.stringify('0.0.0-story'), ...realVirtualization },
        // The application's logo, for the header's baselines.
        publicDir: fileURLToPath(new URL('./app/public', import.meta.url)),
        optimizeDeps: { include: ['react-dom/client', 'vitest-browser-react'] },
        test: {
          name: 'visual',
          // Each file in a fresh page, unlike the stories: captures taken in a page that earlier
          // files rendered in differ by a few pixels from the baselines (measured: most files fail).
          include: ['ui-kit/src/**/*.visual.test.tsx', 'app/src/**/*.visual.test.tsx'],
          testTimeout: 30_000,
          retry: browserRetry,
          browser: {
            ...browser(),
            expect: {
              toMatchScreenshot: {
                // Two equal captures in a row make a stable one; on two busy cores the default 5 s
                // ran out before the second came (while the other projects were running).
                timeout: 20_000,
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.001 },
              },
            },
          },
        },
      },
    ],
  },
});
