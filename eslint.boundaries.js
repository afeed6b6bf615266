// @ts-check
// Import boundaries, one list for ESLint (eslint.config.js) and for the test that proves they hold
// (scripts/import-boundaries.test.ts): who may depend on whom, as the README's layout section explains.

/** The application's module folders (app/src/<module>): none imports another. */
const MODULE_FOLDERS = ['concepts', 'classifications', 'operations', 'structures', 'datasets', 'codelists'];
const appOnly = { group: ['@atelier/api', '@atelier/api/*', '**/api/src/**'], message: 'The SPA talks to the API over HTTP only.' };
const modulesBut = (/** @type {string | null} */ self) => ({
  group: MODULE_FOLDERS.filter((name) => name !== self).map((name) => `**/${name}/**`),
  message: self
    ? 'A module never imports another module: what modules share lives in records/ or shell/.'
    : 'records/ and shell/ serve every module: they import none.',
});

/** The API's modules (api/src/modules/<module>, the same six): none imports another, and the framework imports none. */
const apiModulesBut = (/** @type {string | null} */ self) => ({
  group: MODULE_FOLDERS.filter((name) => name !== self).map((name) => `**/${name}/**`),
  message: self
    ? 'An API module never imports another module: what modules share lives in records/ or lib/.'
    : 'The records framework serves every module: it imports none.',
});
/**
 * The records framework's own tables (api/src/db/schema.ts): a module reads and writes them through
 * the framework's query helpers only; its own tables (a code list's codes, a document's file) stay its own.
 */
const FRAMEWORK_TABLES = ['resource', 'resourceHistory', 'resourceReference', 'resourceUnique', 'idSequence', 'noteVersion'];
const frameworkTables = {
  group: ['**/db/schema.ts', '**/db/schema'],
  importNames: FRAMEWORK_TABLES,
  message: 'No module writes SQL on the framework\'s tables: use or add a query helper in api/src/records/queries.ts.',
};
const noServer = { group: ['@atelier/app', '@atelier/ui-kit', 'react', 'react-dom'], message: 'The server renders no React.' };

/** Import boundaries: who may depend on whom (the README's layout section explains why). */
export const boundaries = [
  {
    files: ['ui-kit/**/*.{ts,tsx}'],
    patterns: [
      { group: ['@atelier/app', '@atelier/app/*', '**/app/src/**'], message: 'The kit is domain-free: it never imports the app.' },
      { group: ['@atelier/api', '@atelier/api/*', '**/api/src/**'], message: 'The kit never imports the server.' },
      { group: ['@atelier/contracts', '@atelier/contracts/*'], message: 'The kit is domain-free: data comes in as props.' },
      { group: ['@tanstack/*'], message: 'The kit is router-free and query-free: links take an href.' },
    ],
  },
  { files: ['app/**/*.{ts,tsx}'], patterns: [appOnly] },
  ...MODULE_FOLDERS.map((name) => ({ files: [`app/src/${name}/**/*.{ts,tsx}`], patterns: [appOnly, modulesBut(name)] })),
  { files: ['app/src/records/**/*.{ts,tsx}', 'app/src/shell/**/*.{ts,tsx}'], patterns: [appOnly, modulesBut(null)] },
  {
    files: ['contracts/**/*.ts'],
    patterns: [
      { group: ['react', 'react-*', '@atelier/*'], message: 'Contracts hold schemas only.' },
      { group: ['node:*', 'fs', 'path'], message: 'Contracts run in the browser too: no Node APIs.' },
    ],
  },
  { files: ['api/**/*.ts'], patterns: [noServer] },
  ...MODULE_FOLDERS.map((name) => ({ files: [`api/src/modules/${name}/**/*.ts`], patterns: [noServer, apiModulesBut(name), frameworkTables] })),
  { files: ['api/src/records/**/*.ts', 'api/src/db/**/*.ts', 'api/src/lib/**/*.ts', 'api/src/auth/**/*.ts'], patterns: [noServer, apiModulesBut(null)] },
];
