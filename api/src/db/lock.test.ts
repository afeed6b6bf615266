import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir, processStartOf, type LockHolder } from './lock.ts';

const folder = () => mkdtempSync(path.join(tmpdir(), 'atelier-lock-'));
const linux = existsSync('/proc/self/stat');

/** The pid of a process that has run and exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  return child.pid ?? 0;
}

function writeLock(dir: string, holder: Partial<LockHolder>): void {
  const full: LockHolder = { pid: 1, startedAt: '2024-01-01T00:00:00.000Z', hostname: hostname(), command: 'node main.js', ...holder };
  writeFileSync(path.join(dir, LOCK_FILE), `${JSON.stringify(full)}\n`);
}

describe('the data directory lock', () => {
  it('is exclusive: a second taker is refused with the holder pid and start time, until it is released', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    const holder = JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')) as LockHolder;
    expect(holder).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(Math.abs(Date.parse(holder.startedAt) - (Date.now() - process.uptime() * 1000))).toBeLessThan(2000);

    let refusal: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`in use by another process: pid ${process.pid} (`);
    expect((refusal as Error).message).toContain(`started ${holder.startedAt}`);

    lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that no longer runs (kill -9, crash)', () => {
    const dir = folder();
    writeLock(dir, { pid: deadPid() });
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    // Nothing is left beside it.
    expect(readdirSync(dir)).toEqual([]);
  });

  it.runIf(linux)('takes over a lock whose pid now belongs to another process, or to another boot', () => {
    const dir = folder();
    // This very process, but started at another time: the pid was reused.
    writeLock(dir, { pid: process.pid, processStart: `${Number(processStartOf(process.pid)) - 1}` });
    lockDataDir(dir).release();
    writeLock(dir, { pid: process.pid, bootId: 'another-boot' });
    lockDataDir(dir).release();
  });

  it('takes over a lock file that is not one (garbage left by a crash), once it is old', () => {
    const dir = folder();
    const file = path.join(dir, LOCK_FILE);
    writeFileSync(file, 'garbage');
    utimesSync(file, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const lock = lockDataDir(dir);
    expect(readFileSync(file, 'utf8')).toContain(`"pid":${process.pid}`);
    lock.release();
  });

  it('refuses a lock held on another host, which it cannot check, and says where', () => {
    const dir = folder();
    writeLock(dir, { pid: deadPid(), hostname: 'elsewhere.example' });
    expect(() => lockDataDir(dir)).toThrow(/in use by another process on host elsewhere\.example: pid \d+/);
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toContain('elsewhere.example');
  });

  it('releases only its own lock', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    writeLock(dir, { pid: process.pid, command: 'someone else' });
    lock.release();
    expect(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toContain('someone else');
  });
});
