// @ts-check
/* global document, requestAnimationFrame, window -- the functions given to page.evaluate and addInitScript run in the page */
// The code lists screens on a list of 10,000 codes, in Chromium against the production server: how
// long the list's page takes to show its first codes and to answer a search (on the server), and
// the same for the modify form, which loads every code into a virtualized editor and searches them
// in the page.
import { median } from '../lib/stats.mjs';

const CODES = 10_000;
const PAGE_LOADS = 5;
const EDITOR_LOADS = 3;
// Fewer in the editor: each query and each emptying of the field re-filters all 10,000 codes.
const EDITOR_QUERIES = 3;
// Codes spread over the list; each notation matches exactly one code, and none of the prefixes
// typed before the last key does (C0123 still matches ten).
const QUERIES = ['C00042', 'C01234', 'C02468', 'C03579', 'C04321', 'C05678', 'C06543', 'C07890', 'C08765', 'C09999'];
// About a fast typist's pace: the keys before the last one reach the page as a person's would.
const TYPING_DELAY_MS = 80;
const GRID = '[role="grid"][aria-label="Codes"]';

const worst = (/** @type {number[]} */ values) => Math.max(...values);
const round = (/** @type {number} */ value) => Math.round(value);
const code = (/** @type {number} */ index) => `C${String(index).padStart(5, '0')}`;

/**
 * A figure the page's observers keep, read two frames and a task later: performance entries reach
 * their observers after the frame they end on.
 */
function observed(/** @type {import('playwright').Page} */ page, /** @type {string} */ name) {
  return page
    .evaluate(
      (key) =>
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(/** @type {any} */ (window)[key]))))),
      name,
    )
    .then(Number);
}

/**
 * Milliseconds from navigation start (the page's own clock) to the first code's row in the codes
 * table, with its longest main-thread task by then: the time the page could not answer the reader.
 */
async function timeToFirstRows(/** @type {import('playwright').Page} */ page, /** @type {string} */ url) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    ({ grid, first }) => {
      const header = [...document.querySelectorAll(`${grid} [role="rowheader"]`)].find((cell) => cell.textContent === first);
      return header && header.getBoundingClientRect().height > 0 ? performance.now() : 0;
    },
    { grid: GRID, first: code(0) },
    { polling: 'raf', timeout: 120_000 },
  );
  return { ms: Number(await handle.jsonValue()), longestTaskMs: await observed(page, 'benchLongestTask') };
}

/** Code rows in the table's DOM, the header row aside. */
function domRows(/** @type {import('playwright').Page} */ page) {
  return page.evaluate((grid) => document.querySelectorAll(`${grid} [role="row"]`).length - 1, GRID);
}

/**
 * Milliseconds from the last key of a query typed in "Search the codes" to the table showing that
 * code alone, the slowest key press to its next frame while typing (the field stops echoing while
 * the page is busy), and the requests for codes the typing caused. The field is emptied afterwards
 * and the first rows awaited again.
 */
async function searchLatency(/** @type {import('playwright').Page} */ page, /** @type {string} */ query) {
  let codeRequests = 0;
  /** @param {import('playwright').Request} request */
  const count = (request) => {
    if (request.url().includes('/codes?')) codeRequests += 1;
  };
  page.on('request', count);
  // Set up before typing: the condition cannot hold before the last key, and it is seen on the
  // frame it first holds, not after a round trip.
  const shown = page.waitForFunction(
    ({ grid, wanted }) => {
      const rows = document.querySelectorAll(`${grid} [role="row"]`);
      return rows.length === 2 && rows[1]?.querySelector('[role="rowheader"]')?.textContent === wanted ? performance.now() : 0;
    },
    { grid: GRID, wanted: query },
    { polling: 'raf', timeout: 60_000 },
  );
  await page.evaluate(() => (/** @type {any} */ (window).benchSlowestKey = 0));
  const search = page.getByRole('searchbox', { name: 'Search the codes' });
  await search.pressSequentially(query, { delay: TYPING_DELAY_MS });
  const shownAt = Number(await (await shown).jsonValue());
  // The key event's own time stamp: when the key was pressed, however busy the page was then.
  const lastKeyAt = Number(await page.evaluate(() => /** @type {any} */ (window).benchLastKeyAt));
  const slowestKeyMs = await observed(page, 'benchSlowestKey');
  page.off('request', count);
  await search.fill('');
  await page.waitForFunction(
    ({ grid, first }) =>
      document.querySelectorAll(`${grid} [role="row"]`).length > 2 && document.querySelector(`${grid} [role="rowheader"]`)?.textContent === first,
    { grid: GRID, first: code(0) },
    { polling: 'raf', timeout: 60_000 },
  );
  return { ms: shownAt - lastKeyAt, slowestKeyMs, codeRequests };
}

export default async function codeListScreen(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const id = `BENCH_SCREEN_${Date.now()}`;
  const codes = Array.from({ length: CODES }, (_, i) => ({
    code: code(i),
    labelLg1: `Catégorie numéro ${i} de l'économie`,
    labelLg2: `Category number ${i} of the economy`,
    parentCode: i >= 100 ? code(i % 100) : null,
  }));
  const created = await fetch(`${context.baseUrl}/api/codeList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, labelLg1: "Liste de mesure de l'écran", labelLg2: 'Screen benchmark list', codes }),
  });
  if (!created.ok) throw new Error(`POST /api/codeList answered ${created.status}: ${(await created.text()).slice(0, 200)}`);

  const browser = await context.launchBrowser();
  try {
    // English labels; the page's clock notes the last key pressed and its longest task.
    const browserContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await browserContext.addInitScript(() => {
      const page = /** @type {any} */ (window);
      page.benchLongestTask = 0;
      page.benchSlowestKey = 0;
      document.addEventListener('keydown', (event) => (page.benchLastKeyAt = event.timeStamp), { capture: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) page.benchLongestTask = Math.max(page.benchLongestTask, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      // Event Timing, as INP measures it: from a key press to the frame that shows its effect.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.name.startsWith('key')) page.benchSlowestKey = Math.max(page.benchSlowestKey, entry.duration);
      }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16 }));
    });
    const viewUrl = `${context.baseUrl}/codelists/${encodeURIComponent(id)}`;
    const modifyUrl = `${viewUrl}/modify`;

    // The list's page: a warm-up (scripts in the cache, server warm), then fresh pages.
    const warmUp = await browserContext.newPage();
    await timeToFirstRows(warmUp, viewUrl);
    await warmUp.close();
    const loads = [];
    /** @type {Record<string, number>} */
    let apiRequests = {};
    let rows = 0;
    /** @type {import('playwright').Page | undefined} */
    let page;
    for (let run = 0; run < PAGE_LOADS; run += 1) {
      await page?.close();
      page = await browserContext.newPage();
      /** @type {string[]} */
      const requests = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) requests.push(pathname);
      });
      loads.push(await timeToFirstRows(page, viewUrl));
      if (run === 0) {
        rows = await domRows(page);
        // Every request of the page, the history's included, not just those before the first rows.
        await page.waitForLoadState('networkidle');
        apiRequests = { total: requests.length, codes: requests.filter((p) => p.endsWith('/codes')).length };
      }
    }
    if (!page) throw new Error('no page was loaded');
    const searches = [];
    for (const query of QUERIES) searches.push(await searchLatency(page, query));
    await page.close();

    // The modify form: every code in the page, searched there. No warm-up: the list's page has
    // loaded the shared scripts, and the form's own chunk is small beside the seconds measured.
    const editorLoads = [];
    /** @type {import('playwright').Page | undefined} */
    let editor;
    for (let run = 0; run < EDITOR_LOADS; run += 1) {
      await editor?.close();
      editor = await browserContext.newPage();
      editorLoads.push(await timeToFirstRows(editor, modifyUrl));
    }
    if (!editor) throw new Error('no editor was loaded');
    const editorRows = await domRows(editor);
    const editorSearches = [];
    for (const query of QUERIES.slice(0, EDITOR_QUERIES)) editorSearches.push(await searchLatency(editor, query));
    await editor.close();

    const summary = (
      /** @type {{ ms: number, longestTaskMs: number }[]} */ runs,
      /** @type {{ ms: number, slowestKeyMs: number }[]} */ typed,
      /** @type {number} */ domRowCount,
    ) => ({
      firstRowsMs: round(median(runs.map((run) => run.ms))),
      firstRowsWorstMs: round(worst(runs.map((run) => run.ms))),
      longestTaskMs: round(worst(runs.map((run) => run.longestTaskMs))),
      domRows: domRowCount,
      searchMs: round(median(typed.map((search) => search.ms))),
      searchWorstMs: round(worst(typed.map((search) => search.ms))),
      slowestKeyMs: round(worst(typed.map((search) => search.slowestKeyMs))),
    });
    const view = {
      codes: CODES,
      ...summary(loads, searches, rows),
      apiRequests: apiRequests.total,
      codesRequests: apiRequests.codes,
      codesRequestsPerSearch: median(searches.map((search) => search.codeRequests)),
    };
    context.report(
      'codeListPage',
      view,
      `Code list page, 10,000 codes: first rows ${view.firstRowsMs} ms (worst ${view.firstRowsWorstMs} of ${PAGE_LOADS}, longest task ` +
        `${view.longestTaskMs} ms), ${view.domRows} code rows in the DOM, ${view.apiRequests} API requests; search ${view.searchMs} ms ` +
        `after the last key (worst ${view.searchWorstMs} of ${searches.length}, slowest key ${view.slowestKeyMs} ms, ` +
        `${view.codesRequestsPerSearch} requests for codes per ${QUERIES[0]?.length}-key search)`,
    );
    const modify = { codes: CODES, ...summary(editorLoads, editorSearches, editorRows) };
    context.report(
      'codeListModify',
      modify,
      `Code list modify form, 10,000 codes: first rows ${modify.firstRowsMs} ms (worst ${modify.firstRowsWorstMs} of ${EDITOR_LOADS}, ` +
        `longest task ${modify.longestTaskMs} ms), ${modify.domRows} code rows in the DOM; search ${modify.searchMs} ms after the last ` +
        `key (worst ${modify.searchWorstMs} of ${editorSearches.length}, slowest key ${modify.slowestKeyMs} ms)`,
    );
  } finally {
    await browser.close();
  }
}
