// @ts-check
/* global document -- the functions given to page.waitForFunction run in the page */
// The framework's tree screen on the official geography (42,000 territories), in Chromium against the
// production server: how long /operations/geography takes to show its first rows, how long expanding
// the département of the most communes takes with the keyboard (found by its name, then the key
// press to its first communes' rows), and how long a search takes to open the tree at a deep
// commune (from choosing the result with Enter to the commune's row focused, its region and
// département read and expanded on the way).
import { median } from '../lib/stats.mjs';
import { firstRows, timeExpand } from '../lib/tree-timing.mjs';

const LOADS = 5;
const PAGE = '/operations/geography';

/** Types `text` in the search box, goes down to the option of `id`, and times Enter to its row focused. */
async function openFromSearch(/** @type {import('playwright').Page} */ page, /** @type {string} */ text, /** @type {string} */ id) {
  await page.getByRole('combobox').focus();
  await page.keyboard.type(text);
  const option = page.locator(`[role="option"][data-key="${id}"]`);
  await option.waitFor({ timeout: 60_000 });
  for (let press = 0; press < 30 && (await option.getAttribute('data-focused')) === null; press += 1) await page.keyboard.press('ArrowDown');
  const started = await page.evaluate(() => performance.now());
  await page.keyboard.press('Enter');
  const handle = await page.waitForFunction(
    (key) => (document.activeElement?.getAttribute('data-key') === key ? performance.now() : 0),
    id,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue()) - started;
}

export default async function treeScreen(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const api = `${context.baseUrl}/api/geo`;
  const get = async (/** @type {string} */ path) => {
    const response = await fetch(`${api}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    return { body: await response.json(), total: Number(response.headers.get('x-total-count')) };
  };
  const { total: territories } = await get('/territories?per_page=1');
  // The département of the most communes, its region, and its last commune (the deepest row to open at).
  const { body: regions } = await get('/territories?typeTerritory=Region');
  const levels = await Promise.all(regions.map((/** @type {{ id: string }} */ r) => get(`/territories/tree?node=${encodeURIComponent(r.id)}&per_page=1000`)));
  const largest = levels.flatMap((level) => level.body).sort((a, b) => b.childCount - a.childCount)[0];
  if (!largest) throw new Error('the full seed holds no région with départements');
  const { body: communes } = await get(`/territories/tree?node=${encodeURIComponent(largest.id)}&per_page=1000`);
  const deep = communes.at(-1);
  const firstCommunes = communes.slice(0, 20).map((/** @type {{ id: string }} */ c) => c.id);

  const browser = await context.launchBrowser();
  try {
    const browserContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const warmUp = await browserContext.newPage();
    await firstRows(warmUp, `${context.baseUrl}${PAGE}`);
    await warmUp.close();
    const paints = [];
    const expands = [];
    const opens = [];
    for (let run = 0; run < LOADS; run += 1) {
      const page = await browserContext.newPage();
      paints.push(await firstRows(page, `${context.baseUrl}${PAGE}`));
      // The département reached as a keyboard user would among 7,000 roots: found by its name, then expanded.
      await openFromSearch(page, largest.labelLg1, largest.id);
      expands.push(await timeExpand(page, firstCommunes));
      await page.close();
      const searching = await browserContext.newPage();
      await firstRows(searching, `${context.baseUrl}${PAGE}`);
      opens.push(await openFromSearch(searching, deep.labelLg1, deep.id));
      await searching.close();
    }
    const figures = {
      territories,
      firstRowsMs: Math.round(median(paints)),
      expandedChildren: largest.childCount,
      expandMs: Math.round(median(expands)),
      openAtFromSearchMs: Math.round(median(opens)),
    };
    context.report(
      'treeScreen',
      figures,
      `Geography tree screen (${territories} territories): first rows ${figures.firstRowsMs} ms after navigation; ` +
        `expanding a département of ${largest.childCount} communes ${figures.expandMs} ms (key press to rows); ` +
        `a searched commune opened ${figures.openAtFromSearchMs} ms (Enter to its row focused)`,
    );
  } finally {
    await browser.close();
  }
}
