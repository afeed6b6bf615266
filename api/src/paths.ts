import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits directly in src/, and the bundle sits directly in dist/: from either, '..' is the
// api package. Every path to a file shipped with the server (migrations, seeds, the SPA) starts here.
export const apiRoot = fileURLToPath(new URL('..', import.meta.url));
export const migrationsDir = path.join(apiRoot, 'drizzle');
export const seedDir = path.join(apiRoot, 'seed');
export const defaultSpaDir = path.join(apiRoot, '..', 'app', 'dist');
