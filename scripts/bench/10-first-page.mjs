// @ts-check
import { gzipSync } from 'node:zlib';

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** The pages weighed, each opened first in a new browser: the home page, a list, a form. */
const PAGES = [
  { key: 'home', path: '/', name: 'Home page' },
  { key: 'list', path: '/codelists', name: 'A list page' },
  { key: 'form', path: '/codelists/create', name: 'A form page' },
];

/** Every script and style sheet a page loads when it is the first one opened, as Chromium sees it, gzipped (level 9). */
async function weigh(context, path) {
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
  await page.goto(`${context.baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await browser.close();
  const sum = (type, key) => assets.filter((a) => a.type === type).reduce((total, a) => total + a[key], 0);
  return {
    jsGzip: sum('script', 'gzip'),
    jsRaw: sum('script', 'raw'),
    cssGzip: sum('stylesheet', 'gzip'),
    cssRaw: sum('stylesheet', 'raw'),
    files: assets.length,
  };
}

/** The weight of the first page a visitor opens: JS and CSS, gzipped. Target for the home page: 130 kB. */
export default async function firstPage(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const figures = {};
  for (const { key, path, name } of PAGES) {
    const page = await weigh(context, path);
    figures[key] = { ...page, totalGzip: page.jsGzip + page.cssGzip };
    console.log(
      `${name} (${path}): ${kB(page.jsGzip + page.cssGzip)} gzip in all – JS ${kB(page.jsGzip)} (${kB(page.jsRaw)} raw), CSS ${kB(page.cssGzip)} (${kB(page.cssRaw)} raw), ${page.files} files`,
    );
  }
  context.report('firstPage', figures, `Home page target: 130 kB gzip or less (now ${kB(figures.home.totalGzip)})`);
}
