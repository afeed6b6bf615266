import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * One catalog for the kit and the app: the kit declares its strings, the host loads them.
 * Message ids are the English source text; the French catalog must always be complete
 * (`npm run i18n:check`, and the production build fails on a missing translation).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/app/src/locales/{locale}/messages',
      include: ['<rootDir>/ui-kit/src', '<rootDir>/app/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/routeTree.gen.ts'],
    },
  ],
  orderBy: 'message',
  // File names without line numbers keep catalog diffs to real changes.
  format: formatter({ lineNumbers: false }),
});
