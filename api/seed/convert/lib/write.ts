import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEED_FILES, type SeedFileContent, type SeedFileName, type SeedSet } from '../../formats.ts';
import { seedPath } from './paths.ts';

/**
 * Writes one seed file of a set after parsing it with its schema, so a converter cannot commit a
 * file the server would reject. Two-space indentation and a final newline; the converters sort
 * their records, so a rerun on the same sources gives the same bytes.
 */
export function writeSeedFile<N extends SeedFileName>(set: SeedSet, name: N, content: SeedFileContent<N>): void {
  if (set === 'full' && !SEED_FILES[name].full) throw new Error(`${name} has no full variant (formats.ts)`);
  SEED_FILES[name].schema.parse(content);
  const file = seedPath(path.join(set, name));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
  process.stdout.write(`${set}/${name}: ${Array.isArray(content) ? content.length : 1} records\n`);
}
