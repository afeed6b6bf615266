// @ts-check
// The operations tree on the whole catalogue, in Chromium against the production server: how long
// the page takes to show its families, and how long expanding the largest family (its series) and
// the largest series (its operations) takes with the keyboard, from the key press to the new rows.
import { median } from '../lib/stats.mjs';
import { firstRows, timeExpand } from '../lib/tree-timing.mjs';

const LOADS = 5;

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
    await firstRows(warmUp, `${context.baseUrl}/operations/tree`);
    await warmUp.close();
    const paints = [];
    const familyExpands = [];
    const seriesExpands = [];
    for (let run = 0; run < LOADS; run += 1) {
      const page = await browserContext.newPage();
      paints.push(await firstRows(page, `${context.baseUrl}/operations/tree`));
      familyExpands.push(await timeExpand(page, seriesOf(familyId), familyId));
      // The largest series is reached through its family, opened first when it is another one.
      if (seriesFamily !== familyId) await timeExpand(page, seriesOf(seriesFamily), seriesFamily);
      seriesExpands.push(await timeExpand(page, operations.filter((/** @type {{ seriesId: string }} */ o) => o.seriesId === seriesId).map((/** @type {{ id: string }} */ o) => o.id), seriesId));
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
