// @ts-check
import { gzipSync } from 'node:zlib';

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Every script and style sheet the first page loads, as Chromium sees it, with its gzip size. */
export default async function firstPage(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const browser = await context.launchBrowser();
  const page = await browser.newPage();
  /** @type {{ type: string, raw: number, gzip: number }[]} */
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    assets.push({ type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(`${context.baseUrl}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  await browser.close();
  const sum = (type, key) => assets.filter((a) => a.type === type).reduce((total, a) => total + a[key], 0);
  const figures = {
    jsGzip: sum('script', 'gzip'),
    jsRaw: sum('script', 'raw'),
    cssGzip: sum('stylesheet', 'gzip'),
    cssRaw: sum('stylesheet', 'raw'),
    files: assets.length,
  };
  context.report(
    'firstPage',
    figures,
    `First page: JS ${kB(figures.jsGzip)} gzip (${kB(figures.jsRaw)} raw), CSS ${kB(figures.cssGzip)} gzip (${kB(figures.cssRaw)} raw), ${figures.files} files`,
  );
}
