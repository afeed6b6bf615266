// Runs drizzle-kit for this package.
// drizzle-orm lists expo-sqlite (hence react-native and React 18) among its optional peers, so npm
// keeps it inside api/node_modules while drizzle-kit is hoisted to the root, where it cannot find
// drizzle-orm. A link at the root makes the hoisted drizzle-kit see the same copy the server uses.
import { existsSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(path.join(apiDir, 'package.json'));
/** The folder of an installed package, found the way Node looks for it (exports may hide package.json). */
const packageDir = (name) => {
  const found = require.resolve.paths(name)?.map((dir) => path.join(dir, name)).find((dir) => existsSync(dir));
  if (!found) throw new Error(`${name} is not installed: run npm install`);
  return found;
};
const drizzleKitDir = packageDir('drizzle-kit');
const drizzleKitBin = path.join(drizzleKitDir, 'bin.cjs');
const rootModules = path.dirname(drizzleKitDir);
const ormForKit = path.join(rootModules, 'drizzle-orm');
const ormForApi = packageDir('drizzle-orm');
if (!existsSync(ormForKit) && ormForKit !== ormForApi) {
  symlinkSync(ormForApi, ormForKit, 'dir');
}
const result = spawnSync(process.execPath, [drizzleKitBin, ...process.argv.slice(2)], {
  cwd: apiDir,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
