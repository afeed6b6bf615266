// @ts-check
/* global document -- the functions given to page.waitForFunction run in the page */
// The operations tree on the whole catalogue, in Chromium against the production server: how long
// the page takes to show its families, and how long expanding the largest family (its series) and
// the largest series (its operations) takes with the keyboard, from the key press to the new rows.

const LOADS = 5;
const ROWS = '[role="treegrid"] [role="row"]';

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Milliseconds from navigation start to the first family's row drawn. */
async function firstPaint(/** @type {import('playwright').Page} */ page, /** @type {string} */ url) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (rows) => {
      const first = document.querySelector(rows);
      return first && first.getBoundingClientRect().height > 0 ? performance.now() : 0;
    },
    ROWS,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue());
}

/** Scrolls the tree until the row of record `id` is drawn (rows out of view are not). */
async function reveal(/** @type {import('playwright').Page} */ page, /** @type {string} */ id) {
  await page.waitForFunction(
    ({ rows, key }) => {
      if (document.querySelector(`${rows}[data-key="${key}"]`)) return true;
      const grid = document.querySelector('[role="treegrid"]');
      if (grid) grid.scrollTop += grid.clientHeight / 2;
      return false;
    },
    { rows: ROWS, key: id },
    { polling: 'raf', timeout: 60_000 },
  );
}

/** Milliseconds from ArrowRight on the row of record `id` to the first row of one of its children drawn. */
async function expand(/** @type {import('playwright').Page} */ page, /** @type {string} */ id, /** @type {string[]} */ children) {
  await reveal(page, id);
  await page.locator(`${ROWS}[data-key="${id}"]`).focus();
  const started = await page.evaluate(() => performance.now());
  await page.keyboard.press('ArrowRight');
  const handle = await page.waitForFunction(
    // The tree is virtualized: it draws the rows in view, not every child.
    ({ rows, keys }) => (keys.some((key) => document.querySelector(`${rows}[data-key="${key}"]`)) ? performance.now() : 0),
    { rows: ROWS, keys: children },
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await handle.jsonValue()) - started;
}

export default async function operationsTree(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const api = `${context.baseUrl}/api/operations`;
  const families = await (await fetch(`${api}/families`)).json();
  const series = await (await fetch(`${api}/series`)).json();
  const operations = await (await fetch(`${api}/operations`)).json();
  /** @type {(items: { [key: string]: unknown }[], key: string) => [string, number]} */
  const largest = (items, key) => {
    const counts = new Map();
    for (const item of items) counts.set(item[key], (counts.get(item[key]) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0];
  };
  const [familyId, seriesCount] = largest(series, 'familyId');
  const [seriesId, operationCount] = largest(operations, 'seriesId');
  /** @type {(familyOf: string) => string[]} */
  const seriesOf = (familyOf) => series.filter((/** @type {{ familyId: string }} */ s) => s.familyId === familyOf).map((/** @type {{ id: string }} */ s) => s.id);
  const seriesFamily = series.find((/** @type {{ id: string }} */ s) => s.id === seriesId).familyId;

  const browser = await context.launchBrowser();
  try {
    const browserContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const warmUp = await browserContext.newPage();
    await firstPaint(warmUp, `${context.baseUrl}/operations/tree`);
    await warmUp.close();
    const paints = [];
    const familyExpands = [];
    const seriesExpands = [];
    for (let run = 0; run < LOADS; run += 1) {
      const page = await browserContext.newPage();
      paints.push(await firstPaint(page, `${context.baseUrl}/operations/tree`));
      familyExpands.push(await expand(page, familyId, seriesOf(familyId)));
      // The largest series is reached through its family, opened first when it is another one.
      if (seriesFamily !== familyId) await expand(page, seriesFamily, seriesOf(seriesFamily));
      seriesExpands.push(await expand(page, seriesId, operations.filter((/** @type {{ seriesId: string }} */ o) => o.seriesId === seriesId).map((/** @type {{ id: string }} */ o) => o.id)));
      await page.close();
    }
    const figures = {
      families: families.length,
      firstPaintMs: Math.round(median(paints)),
      expandFamilyMs: Math.round(median(familyExpands)),
      familySeries: seriesCount,
      expandSeriesMs: Math.round(median(seriesExpands)),
      seriesOperations: operationCount,
    };
    context.report(
      'operationsTree',
      figures,
      `Operations tree (${figures.families} families): first rows ${figures.firstPaintMs} ms after navigation; ` +
        `expanding a family of ${seriesCount} series ${figures.expandFamilyMs} ms, a series of ${operationCount} operations ${figures.expandSeriesMs} ms (key press to rows)`,
    );
  } finally {
    await browser.close();
  }
}
