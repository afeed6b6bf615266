import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite on a Node folder, made durable. As shipped (0.5), PGlite never flushes anything to the disk:
 * it starts PostgreSQL with `-F` (fsync off), and its Node filesystem (Emscripten's NODEFS) has no
 * `fsync`, so even PostgreSQL's own flushes would do nothing. Its writes survive a crashed process
 * (they are in the kernel's cache) but not a power loss or a crash of the machine.
 *
 * Here PostgreSQL runs with fsync on and flushes its WAL with `fsync()` (`wal_sync_method=fsync`:
 * Emscripten turns `fdatasync()` into nothing), and NODEFS's `fsync` is Node's `fsyncSync` on the
 * real file: a commit is acknowledged once its WAL record is on the disk, as with PostgreSQL.
 */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const { emscriptenOpts } = await super.init(...args);
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [
          ...(emscriptenOpts.preRun ?? []),
          (mod) => {
            const nodefs = mod.NODEFS as unknown as {
              stream_ops: Record<string, unknown>;
              tryFSOperation: <T>(operation: () => T) => T;
            };
            // Node's errors become the errno PostgreSQL expects (it stops on a failed fsync).
            nodefs.stream_ops.fsync = (stream: { nfd: number }) => {
              nodefs.tryFSOperation(() => fs.fsyncSync(stream.nfd));
              return 0;
            };
          },
        ],
      },
    };
  }
}

/** PostgreSQL's start parameters as PGlite's, without `-F` (fsync off), flushing the WAL with fsync(). */
export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];

/** The options that open `dataDir` durably. */
export function durablePgliteOptions(dataDir: string): PGliteOptions {
  return { fs: new DurableNodeFS(dataDir), startParams: [...DURABLE_START_PARAMS] };
}

/**
 * Flushes every file and folder under `dir`: after PGlite creates a database, whose files it
 * copies in without flushing them (as PostgreSQL's `initdb` does at its end). About 0.15 s.
 */
export function fsyncTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) fsyncTree(full);
    else if (entry.isFile()) fsyncPath(full);
  }
  fsyncPath(dir);
}

function fsyncPath(file: string): void {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
