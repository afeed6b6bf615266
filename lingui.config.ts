import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** The kit's components the shell shows on every page (header, footer, tiles, toasts). */
const SHELL_KIT = ['Alert', 'AppFooter', 'AppHeader', 'BackToTop', 'Button', 'LanguageSwitch', 'Link', 'ModuleMenu', 'SkipLink', 'Spinner', 'Tile', 'Toast'];
const kit = (component: string) => `<rootDir>/ui-kit/src/${component}`;
/** A module's kinds' pages and nouns (`<module>/pages.ts`): in `records`, since any page names records of any kind. */
const modulePages = '**/app/src/*/pages.ts';
/**
 * The shell's words that the first page never shows, in `records`: the modules' menus and the status
 * pages (not found, not allowed…), shown in a module's pages, which load `records`; the logout page and
 * the home page's "no module" alert, which load it with them.
 */
const inRecords = ['module-navigation.ts', 'StatusPages.tsx', 'LogoutPage.tsx', 'NoModuleAlert.tsx'].map((file) => `<rootDir>/app/src/shell/${file}`);
const exclude = ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/routeTree.gen.ts'];

/**
 * Catalogs by the screens that need them, so that the first page loads only the shell's words and
 * each module's words load with its routes: `shell` (the shell and the kit's components it shows),
 * `records` (what every module's screens share: the rest of the kit, the records frames, the error
 * table), one per module, and the stories' own. Message ids are the English source text; the French catalogs must
 * always be complete (`npm run i18n:check`, and the production build fails on a missing translation).
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/app/src/locales/{locale}/shell',
      include: [...SHELL_KIT.map(kit), '<rootDir>/app/src/shell', '<rootDir>/app/src/auth', '<rootDir>/app/src/routes', '<rootDir>/app/src/main.tsx'],
      exclude: [...exclude, ...inRecords],
    },
    {
      path: '<rootDir>/app/src/locales/{locale}/records',
      // Each module's `pages.ts` too: the nouns of its kinds name records on any module's pages.
      include: ['<rootDir>/ui-kit/src', '<rootDir>/app/src/records', '<rootDir>/app/src/lib', '<rootDir>/app/src/*/pages.ts', ...inRecords],
      exclude: [...exclude, ...SHELL_KIT.map(kit)],
    },
    {
      // The words of the stories themselves (Storybook loads every catalog).
      path: '<rootDir>/app/src/locales/{locale}/stories',
      include: ['<rootDir>/ui-kit/src/**/*.stories.tsx', '<rootDir>/app/src/**/*.stories.tsx'],
      exclude: ['**/node_modules/**'],
    },
    {
      path: '<rootDir>/app/src/locales/{locale}/codelists',
      include: ['<rootDir>/app/src/codelists'],
      exclude: [...exclude, modulePages],
    },
    {
      path: '<rootDir>/app/src/locales/{locale}/concepts',
      include: ['<rootDir>/app/src/concepts'],
      exclude: [...exclude, modulePages],
    },
    {
      path: '<rootDir>/app/src/locales/{locale}/operations',
      include: ['<rootDir>/app/src/operations'],
      // Quality reports have a catalog of their own, loaded with their screens only.
      exclude: [...exclude, modulePages, '**/app/src/operations/sims/**'],
    },
    {
      // The operations module's quality reports, the metadata structure help and territories.
      path: '<rootDir>/app/src/locales/{locale}/sims',
      include: ['<rootDir>/app/src/operations/sims'],
      exclude,
    },
  ],
  orderBy: 'message',
  // File names without line numbers keep catalog diffs to real changes.
  format: formatter({ lineNumbers: false }),
});
