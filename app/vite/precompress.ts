import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * Writes `.br` and `.gz` next to every text asset of the build, so the server sends compressed
 * files without compressing on each request (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'atelier:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      for (const file of await listFiles(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
        const content = await readFile(file);
        if (content.length < 1024) continue;
        await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
      }
    },
  };
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir);
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry);
      return (await stat(full)).isDirectory() ? listFiles(full) : [full];
    }),
  );
  return files.flat();
}
