import path from 'node:path';
import { fileURLToPath } from 'node:url';

const seedDir = fileURLToPath(new URL('../..', import.meta.url));

/** Where the source data lives: `../shared/data` beside the repository, or SEED_SOURCE_DIR. */
export const sourceDir = process.env.SEED_SOURCE_DIR ?? path.resolve(seedDir, '..', '..', '..', 'shared', 'data');

export function sourcePath(relative: string): string {
  return path.join(sourceDir, relative);
}

export function seedPath(relative: string): string {
  return path.join(seedDir, relative);
}
