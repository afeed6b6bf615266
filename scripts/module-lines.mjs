// @ts-check
// Lines of each module, per part (application, API, contracts; product code, stories, tests,
// journeys) and per kind of record, at a git revision (default: the work tree's HEAD), so that what
// a framework change saves can be counted before and after with one command:
//
//   node scripts/module-lines.mjs            # HEAD
//   node scripts/module-lines.mjs 65d916d    # any revision
//
// A module's files are found by folder, whatever the layout of the revision: the application's
// `app/src/<module>` and `app/src/routes/<module>`, the API's `api/src/modules/<module>` (or
// `api/src/routes/<folder>` before), the contracts' `contracts/src/<module>*`. Quality reports,
// documents and geography belong to the operations module.
import { execFileSync } from 'node:child_process';

const rev = process.argv[2] ?? 'HEAD';
const git = (/** @type {string[]} */ args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });

/** Folder names (older layouts included) and the module each belongs to. */
const MODULE_OF = {
  codelists: 'codelists',
  concepts: 'concepts',
  operations: 'operations',
  sims: 'operations',
  documents: 'operations',
  geography: 'operations',
  classifications: 'classifications',
  structures: 'structures',
  datasets: 'datasets',
};

/** @param {string} path */
function moduleOf(path) {
  const patterns = [
    /^app\/src\/routes\/([^/]+)\//,
    /^app\/src\/([^/]+)\//,
    /^api\/src\/modules\/([^/]+)\//,
    /^api\/src\/routes\/([^/]+)\//,
    /^contracts\/src\/([a-z]+)/,
    /^tests\/e2e\/([a-z]+)/,
  ];
  for (const pattern of patterns) {
    const name = pattern.exec(path)?.[1];
    if (name && name in MODULE_OF) return MODULE_OF[/** @type {keyof typeof MODULE_OF} */ (name)];
  }
  return undefined;
}

/** @param {string} path */
function partOf(path) {
  const side = path.startsWith('app/') ? 'app' : path.startsWith('api/') ? 'api' : path.startsWith('contracts/') ? 'contracts' : 'journeys';
  if (side === 'journeys') return 'journeys';
  const role = /\.stories\.tsx?$/.test(path) ? 'stories' : /\.test\.tsx?$/.test(path) ? 'tests' : 'code';
  return `${side} ${role}`;
}

const files = git(['ls-tree', '-r', '--name-only', rev])
  .split('\n')
  .filter((path) => /\.(ts|tsx)$/.test(path) && !path.endsWith('.gen.ts'));

/** @type {Map<string, Map<string, number>>} */
const counts = new Map();
for (const path of files) {
  const module = moduleOf(path);
  if (!module) continue;
  const lines = git(['show', `${rev}:${path}`]).split('\n').length - 1;
  const parts = counts.get(module) ?? new Map();
  counts.set(module, parts);
  const part = partOf(path);
  parts.set(part, (parts.get(part) ?? 0) + lines);
}

/** The kinds each module declares at that revision: `defineKind({ name: '…'` in its contracts. */
function kindsOf(/** @type {string} */ module) {
  const names = new Set();
  for (const path of files.filter((file) => file.startsWith('contracts/src/') && moduleOf(file) === module && !file.includes('.test.'))) {
    for (const match of git(['show', `${rev}:${path}`]).matchAll(/defineKind\(\{[^]*?name: '([A-Za-z]+)'/g)) names.add(match[1]);
  }
  return [...names];
}

const PARTS = ['app code', 'app stories', 'app tests', 'api code', 'api tests', 'contracts code', 'contracts tests', 'journeys'];
const rows = [...counts].sort(([a], [b]) => a.localeCompare(b));
console.log(`Lines per module at ${git(['rev-parse', '--short', rev]).trim()}`);
console.log(['module', 'kinds', ...PARTS, 'app per kind', 'all per kind'].join('\t'));
for (const [module, parts] of rows) {
  const kinds = kindsOf(module);
  const get = (/** @type {string} */ part) => parts.get(part) ?? 0;
  const app = get('app code') + get('app stories') + get('app tests');
  const all = PARTS.reduce((sum, part) => sum + get(part), 0);
  const per = (/** @type {number} */ total) => (kinds.length > 0 ? Math.round(total / kinds.length) : '-');
  console.log([module, `${kinds.length} (${kinds.join(', ')})`, ...PARTS.map(get), per(app), per(all)].join('\t'));
}
