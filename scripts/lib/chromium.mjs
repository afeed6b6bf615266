// @ts-check
// Debian's Chromium and the flags that let it run headless in a container without reaching the
// network. Vitest, Playwright, Lighthouse and the benchmarks all launch it with these.

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
