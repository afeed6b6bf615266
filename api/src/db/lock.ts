import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One process at a time on an embedded data directory. PGlite is PostgreSQL in a single process,
 * without PostgreSQL's own interlock: two processes opening one folder each acknowledge their writes,
 * and each overwrites the other's files, so one side's writes are lost at the next start.
 *
 * The lock is a file in the folder, created exclusively (`O_EXCL`), naming its holder. It is removed
 * when the holder closes the database or exits; a process killed outright (`kill -9`, a crash, a
 * power loss) leaves it behind, and the next start takes it over once it has made sure the holder is
 * gone: no such process, or (Linux) a process of the same pid started at another time or before the
 * last boot.
 */
export const LOCK_FILE = 'atelier.lock';

/** What a lock file says about its holder. */
export interface LockHolder {
  pid: number;
  /** When the holding process started (ISO 8601). */
  startedAt: string;
  hostname: string;
  /** Its command line, to recognise it in `ps`. */
  command: string;
  /** Linux: the process's start time in clock ticks since boot (`/proc/<pid>/stat`), against pid reuse. */
  processStart?: string;
  /** Linux: the boot the process belongs to (`/proc/sys/kernel/random/boot_id`). */
  bootId?: string;
}

/** The folder is held by a live process: the message says which, and what to do. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    const elsewhere = holder.hostname === hostname() ? '' : ` on host ${holder.hostname}`;
    super(
      `The data directory ${dataDir} is in use by another process${elsewhere}: pid ${holder.pid} (${holder.command}), ` +
        `started ${holder.startedAt}. Two processes on one embedded database lose each other's writes: stop that one ` +
        `first, or give this one another DATA_DIR. (If pid ${holder.pid} is no Atelier process${elsewhere ? ' or that host is down' : ''}, ` +
        `delete ${path.join(dataDir, LOCK_FILE)}.)`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours. Idempotent. */
  release(): void;
}

function readFirstLine(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').split('\n')[0]?.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Linux: field 22 of `/proc/<pid>/stat`, the start time in ticks since boot; undefined elsewhere. */
export function processStartOf(pid: number): string | undefined {
  const stat = readFirstLine(`/proc/${pid}/stat`);
  // The command (field 2) may hold spaces and parentheses: count fields after its closing one.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = () => readFirstLine('/proc/sys/kernel/random/boot_id');

function thisProcess(): LockHolder {
  const processStart = processStartOf(process.pid);
  const boot = bootId();
  return {
    pid: process.pid,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    hostname: hostname(),
    command: process.argv.map((arg) => path.basename(arg)).join(' ').slice(0, 200),
    ...(processStart ? { processStart } : {}),
    ...(boot ? { bootId: boot } : {}),
  };
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0 && typeof value.startedAt === 'string'
      ? { hostname: '', command: '?', ...value, pid: value.pid, startedAt: value.startedAt }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the lock's holder may still be running. Another host's process cannot be checked: it may. */
export function holderMayBeAlive(holder: LockHolder): boolean {
  if (holder.hostname !== hostname()) return true;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // The pid is taken: by the holder, or by a later process that got the same number (containers
  // restarted after a kill often run the server under the same small pid).
  const start = processStartOf(holder.pid);
  return !(holder.processStart && start && holder.processStart !== start);
}

function readLock(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Sets a stale lock aside, unless another process replaced it since it was read: renamed (atomic) to
 * a name of our own, checked, and put back if it turns out to be someone else's fresh lock.
 */
function setAside(file: string, staleText: string): void {
  const aside = `${file}.stale-${randomUUID()}`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readLock(aside) !== staleText) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // A third process locked meanwhile: it holds the folder now; ours is refused on the next turn.
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * Takes the folder's lock, or throws DataDirLockedError naming the live process that holds it. A lock
 * left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${JSON.stringify(thisProcess())}\n`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let fd: number | undefined;
    try {
      fd = fs.openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    if (fd !== undefined) {
      try {
        fs.writeSync(fd, mine);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      return held(file, mine);
    }
    const text = readLock(file);
    if (text === undefined) continue; // released meanwhile
    const holder = parseHolder(text);
    if (!holder) {
      // Being written by a process that has just created it, or garbage left by a crash.
      if (ageMs(file) < 2000) {
        pause(50);
        continue;
      }
    } else if (holderMayBeAlive(holder)) {
      throw new DataDirLockedError(path.resolve(dataDir), holder);
    }
    setAside(file, text);
  }
  throw new Error(`Could not lock the data directory ${path.resolve(dataDir)}: ${file} keeps changing.`);
}

function held(file: string, mine: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    if (readLock(file) === mine) fs.rmSync(file, { force: true });
  };
  // process.exit() skips the database's close: the lock goes anyway.
  process.once('exit', release);
  return { file, release };
}
