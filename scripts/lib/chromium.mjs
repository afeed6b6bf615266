// @ts-check
// Debian's Chromium and the flags that let it run headless in a container without reaching the
// network. Vitest, Playwright, Lighthouse and the benchmarks all launch it with these.

import { statfsSync } from 'node:fs';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Chromium shares its frames between processes through /dev/shm. A container's default one (64 MB)
 * is too small, so there it writes them to /tmp instead; where /dev/shm is large (here 24 GB), that
 * detour only costs system time, so the flag is left out.
 */
function sharedMemoryIsSmall() {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks < 1024 ** 3;
  } catch {
    return true;
  }
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(sharedMemoryIsSmall() ? ['--disable-dev-shm-usage'] : []),
];
