// @ts-check
/* global document, requestAnimationFrame, window -- the functions given to page.evaluate and addInitScript run in the page */
// The concepts module on the full UNESCO Thesaurus (4,482 concepts, 95 collections, loaded through the
// public API first, which is timed too): the concept list's first rows in Chromium and its search as
// one types, the API's list and searches, the link picker's search (the query it sends), and the bulk
// publication of 500 concepts in one call.
import { median } from '../lib/stats.mjs';
import { loadThesaurus } from '../thesaurus/load-unesco.mjs';

const PAGE_LOADS = 5;
const TYPING_DELAY_MS = 80;
/** Words of labels the thesaurus holds, in French (the list shows first-language labels). */
const LIST_QUERIES = ['éducation', 'patrimoine', 'océan', 'alphabétisation', 'journalisme', 'musique', 'forêt', 'désert', 'volcan', 'statistique', 'radio', 'théâtre', 'climat'];
/** What someone looking for a concept to link types into the picker: a few letters, then a word. */
const PICKER_QUERIES = ['édu', 'science', 'droit', 'musée', 'eau', 'langue', 'santé', 'ville', 'art', 'pauvreté'];
const PUBLISH = 500;

const worst = (/** @type {number[]} */ values) => Math.max(...values);
const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;

/** Milliseconds taken by one request, which must succeed, with its answer and the total it announces. */
async function timed(/** @type {string} */ url, /** @type {RequestInit} */ init = {}) {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { ms, body: text ? JSON.parse(text) : undefined, total: Number(response.headers.get('x-total-count')) };
}

/** The median of `times` requests, after one to warm the server's reads. */
async function repeat(/** @type {number} */ times, /** @type {string} */ url) {
  await timed(url);
  const runs = [];
  for (let run = 0; run < times; run += 1) runs.push((await timed(url)).ms);
  return round(median(runs));
}

/** The list's rows in its grid, named by the page's first-level heading. */
const GRID = '[role="grid"]';

/** Milliseconds from navigation start to the list's first row drawn, with the longest main-thread task by then. */
async function timeToFirstRows(/** @type {import('playwright').Page} */ page, /** @type {string} */ url) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (grid) => {
      const row = document.querySelector(`${grid} [role="row"]`);
      return row && row.getBoundingClientRect().height > 0 ? performance.now() : 0;
    },
    GRID,
    { polling: 'raf', timeout: 120_000 },
  );
  const ms = Number(await handle.jsonValue());
  const longestTaskMs = Number(
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(/** @type {any} */ (window).benchLongestTask))))),
    ),
  );
  return { ms, longestTaskMs };
}

/** The kit's search rule (ui-kit SearchableList: accents, case, ligatures and apostrophes aside; every word). */
const normalize = (/** @type {string} */ text) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[‘’ʼ]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
const matches = (/** @type {string} */ text, /** @type {string} */ query) => normalize(query).split(' ').every((word) => normalize(text).includes(word));

/**
 * The queries whose first row is known, and differs from the one its last key's prefix shows, both
 * when the list filters in the page (first-language label and identifier) and when the server does
 * (`q`): the row awaited cannot show before the last key.
 * @param {string} api
 * @param {{ id: string, labelLg1: string }[]} items
 */
async function measurableQueries(api, items) {
  const firstLocal = (/** @type {string} */ query) => items.find((item) => matches(`${item.labelLg1} ${item.id}`, query))?.labelLg1;
  const firstRemote = async (/** @type {string} */ query) => (await timed(`${api}/concepts?q=${encodeURIComponent(query)}&per_page=1`)).body[0]?.labelLg1;
  /** @type {{ query: string, first: string }[]} */
  const chosen = [];
  for (const query of LIST_QUERIES) {
    const prefix = query.slice(0, -1);
    const [local, remote, localBefore, remoteBefore] = [firstLocal(query), await firstRemote(query), firstLocal(prefix), await firstRemote(prefix)];
    if (local && local === remote && local !== localBefore && remote !== remoteBefore) chosen.push({ query, first: local });
    if (chosen.length === 5) break;
  }
  return chosen;
}

/**
 * Milliseconds from the last key of a query typed in the list's search to its first row showing the
 * concept expected; then the field is emptied and the full list awaited again.
 */
async function listSearch(/** @type {import('playwright').Page} */ page, /** @type {{ query: string, first: string }} */ { query, first }) {
  const shown = page.waitForFunction(
    ({ grid, wanted }) => {
      const row = document.querySelector(`${grid} [role="row"]`);
      return row && (row.textContent ?? '').startsWith(wanted) ? performance.now() : 0;
    },
    { grid: GRID, wanted: first },
    { polling: 'raf', timeout: 60_000 },
  );
  const search = page.getByRole('searchbox').first();
  await search.pressSequentially(query, { delay: TYPING_DELAY_MS });
  const shownAt = Number(await (await shown).jsonValue());
  const lastKeyAt = Number(await page.evaluate(() => /** @type {any} */ (window).benchLastKeyAt));
  await search.fill('');
  await page.waitForFunction((grid) => document.querySelectorAll(`${grid} [role="row"]`).length > 5, GRID, { polling: 'raf', timeout: 60_000 });
  return shownAt - lastKeyAt;
}

export default async function concepts(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const api = `${context.baseUrl}/api`;
  // The thesaurus, through the API, as the tests load it.
  const loaded = await loadThesaurus({ baseUrl: context.baseUrl, concurrency: 8 });
  context.report(
    'conceptsLoad',
    { ...loaded.counts, ...loaded.timings },
    `UNESCO Thesaurus loaded through the API: ${loaded.counts.concepts} concepts in ${loaded.timings.createMs} ms, ` +
      `links of ${loaded.counts.linked} in ${loaded.timings.linkMs} ms` +
      `${loaded.timings.retries ? ` (${loaded.timings.retries} written again)` : ''}, ${loaded.counts.collections} collections in ` +
      `${loaded.timings.collectionMs} ms; ${loaded.timings.totalMs} ms in all (8 requests at a time)`,
  );

  const all = await timed(`${api}/concepts`);
  const pickerRuns = [];
  for (const query of PICKER_QUERIES) {
    const url = `${api}/concepts?q=${encodeURIComponent(query)}&per_page=20`;
    await timed(url);
    for (let run = 0; run < 3; run += 1) pickerRuns.push((await timed(url)).ms);
  }
  const apiFigures = {
    concepts: all.body.length,
    allMs: await repeat(5, `${api}/concepts`),
    firstPageMs: await repeat(10, `${api}/concepts?per_page=50`),
    quickSearchMs: await repeat(10, `${api}/concepts?q=${encodeURIComponent('éducation')}&per_page=50`),
    definitionSearchMs: await repeat(10, `${api}/concepts/advanced-search?definition=${encodeURIComponent('patrimoine')}&per_page=50`),
    pickerSearchMs: round(median(pickerRuns)),
    pickerSearchWorstMs: round(worst(pickerRuns)),
    collectionsMs: await repeat(10, `${api}/concepts/collections`),
    pickerUnderLoad: await context.load(`/api/concepts?q=${encodeURIComponent('édu')}&per_page=20`, { seconds: 5 }),
  };
  // The whole thesaurus as SKOS (Turtle), as a thesaurus tool would harvest it: time and size.
  const skosRuns = [];
  let skosBytes = 0;
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    const response = await fetch(`${api}/concepts`, { headers: { accept: 'text/turtle' } });
    const turtle = await response.text();
    if (!response.ok || !turtle.includes('skos:ConceptScheme')) throw new Error(`The SKOS export answered ${response.status}: ${turtle.slice(0, 200)}`);
    skosRuns.push(performance.now() - started);
    skosBytes = Buffer.byteLength(turtle);
  }
  context.report(
    'conceptsSkos',
    { p50Ms: round(median(skosRuns)), kilobytes: Math.round(skosBytes / 1024) },
    `Every concept as a SKOS scheme in Turtle: ${round(median(skosRuns))} ms median of 3 (${Math.round(skosBytes / 1024)} kB)`,
  );
  context.report(
    'conceptsApi',
    apiFigures,
    `Concepts API (${apiFigures.concepts} concepts): every concept ${apiFigures.allMs} ms, first page ${apiFigures.firstPageMs} ms, ` +
      `quick search ${apiFigures.quickSearchMs} ms, definition search ${apiFigures.definitionSearchMs} ms, collections ${apiFigures.collectionsMs} ms; ` +
      `link picker search (per_page=20) ${apiFigures.pickerSearchMs} ms median, worst ${apiFigures.pickerSearchWorstMs} of ${pickerRuns.length}, ` +
      `${apiFigures.pickerUnderLoad.requestsPerSecond} req/s under load (p99 ${apiFigures.pickerUnderLoad.p99Ms} ms)`,
  );

  // The list's page in Chromium: a warm-up, then fresh pages; its search as one types.
  const browser = await context.launchBrowser();
  try {
    const browserContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await browserContext.addInitScript(() => {
      const page = /** @type {any} */ (window);
      page.benchLongestTask = 0;
      document.addEventListener('keydown', (event) => (page.benchLastKeyAt = event.timeStamp), { capture: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) page.benchLongestTask = Math.max(page.benchLongestTask, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    const listUrl = `${context.baseUrl}/concepts`;
    const warmUp = await browserContext.newPage();
    await timeToFirstRows(warmUp, listUrl);
    await warmUp.close();
    const loads = [];
    /** @type {import('playwright').Page | undefined} */
    let page;
    for (let run = 0; run < PAGE_LOADS; run += 1) {
      await page?.close();
      page = await browserContext.newPage();
      loads.push(await timeToFirstRows(page, listUrl));
    }
    if (!page) throw new Error('no page was loaded');
    const domRows = await page.evaluate((grid) => document.querySelectorAll(`${grid} [role="row"]`).length, GRID);
    const searches = [];
    const queries = await measurableQueries(api, all.body);
    for (const query of queries) searches.push(await listSearch(page, query));
    await page.close();
    const screen = {
      firstRowsMs: Math.round(median(loads.map((load) => load.ms))),
      firstRowsWorstMs: Math.round(worst(loads.map((load) => load.ms))),
      longestTaskMs: Math.round(worst(loads.map((load) => load.longestTaskMs))),
      domRows,
      searchMs: Math.round(median(searches)),
      searchWorstMs: Math.round(worst(searches)),
    };
    context.report(
      'conceptsListPage',
      screen,
      `Concept list page, ${apiFigures.concepts} concepts: first rows ${screen.firstRowsMs} ms (worst ${screen.firstRowsWorstMs} of ${PAGE_LOADS}, ` +
        `longest task ${screen.longestTaskMs} ms), ${screen.domRows} rows in the DOM; search ${screen.searchMs} ms after the last key ` +
        `(worst ${screen.searchWorstMs} of ${searches.length})`,
    );
  } finally {
    await browser.close();
  }

  // Bulk publication: 500 of the thesaurus' concepts (never published, each with its owner and
  // dissemination status), in one call, twice (two other sets).
  const ids = [...loaded.conceptIds.values()].slice(0, PUBLISH * 2);
  if (ids.length < PUBLISH * 2) throw new Error(`only ${ids.length} concepts to publish`);
  const publishRuns = [];
  for (const batch of [ids.slice(0, PUBLISH), ids.slice(PUBLISH, PUBLISH * 2)]) {
    publishRuns.push(
      (await timed(`${api}/concepts/validate`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(batch) })).ms,
    );
  }
  const left = await timed(`${api}/concepts?toValidate=true&per_page=1`);
  const publish = { concepts: PUBLISH, firstMs: Math.round(publishRuns[0] ?? NaN), secondMs: Math.round(publishRuns[1] ?? NaN), stillToValidate: left.total };
  context.report(
    'conceptsBulkPublish',
    publish,
    `Bulk publication of ${PUBLISH} concepts in one call: ${publish.firstMs} ms, then ${publish.secondMs} ms for another ${PUBLISH} ` +
      `(${publish.stillToValidate} left to publish)`,
  );
}
