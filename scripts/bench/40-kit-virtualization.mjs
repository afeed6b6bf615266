// @ts-check
/* global document, requestAnimationFrame -- the functions given to page.evaluate run in the page */
// The kit's 10,000-item stories in a static Storybook, driven by Chromium: how long until the first
// rows show, how long a search takes to update the count, and how smooth programmatic scrolling is.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from '../lib/stats.mjs';

/** The stories measured, what marks their first rows, and the element that scrolls. */
const TARGETS = [
  { key: 'dataTable', name: 'DataTable', story: 'kit-collections-datatable--ten-thousand-rows', row: '[role="rowheader"]', scroller: '[role="grid"]' },
  { key: 'searchableList', name: 'SearchableList', story: 'kit-collections-searchablelist--ten-thousand-items', row: '[role="row"]', scroller: '[role="grid"]' },
  { key: 'tree', name: 'Tree', story: 'kit-collections-tree--ten-thousand-nodes', row: '[role="row"]', scroller: '[role="treegrid"]' },
];
const LOADS = 3;
const SCROLL_MS = 2000;
const LONG_FRAME_MS = 50;
const QUERIES = ['energie', 'indice annuel', 'œuvres 12'];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.png': 'image/png' };

/** A minimal static file server for the built Storybook, on a free loopback port. */
function serveStatic(/** @type {string} */ root) {
  const server = createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, path.normalize(urlPath === '/' ? '/index.html' : urlPath));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` });
    });
  });
}

const round = (/** @type {number} */ value) => Math.round(value);

/** Milliseconds from navigation to the first row on screen (the page's own clock). */
async function timeToFirstRows(/** @type {import('playwright').Page} */ page, /** @type {string} */ url, /** @type {string} */ row) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (selector) => (document.querySelector(selector) ? performance.now() : 0),
    row,
    { polling: 'raf', timeout: 120_000 },
  );
  return Number(await handle.jsonValue());
}

/** Scrolls the collection by one screen every frame for a while; counts frames and long ones. */
function scrollSmoothness(/** @type {import('playwright').Page} */ page, /** @type {string} */ scroller) {
  return page.evaluate(
    ({ selector, duration, longFrame }) =>
      new Promise((resolve) => {
        const element = /** @type {HTMLElement} */ (document.querySelector(selector));
        element.scrollTop = 0;
        const step = element.clientHeight / 4;
        /** @type {number[]} */
        const frames = [];
        let start = 0;
        let last = 0;
        const tick = (/** @type {number} */ now) => {
          if (start === 0) start = now;
          else frames.push(now - last);
          last = now;
          if (element.scrollTop + element.clientHeight >= element.scrollHeight) element.scrollTop = 0;
          else element.scrollTop += step;
          if (now - start < duration) requestAnimationFrame(tick);
          else
            resolve({
              frames: frames.length,
              fps: Math.round((frames.length * 1000) / (now - start)),
              longFrames: frames.filter((ms) => ms > longFrame).length,
              worstFrameMs: Math.round(Math.max(0, ...frames)),
            });
        };
        requestAnimationFrame(tick);
      }),
    { selector: scroller, duration: SCROLL_MS, longFrame: LONG_FRAME_MS },
  );
}

const COUNT_PATTERN = '^(No results|[\\d,]+ results?)$';

/** Milliseconds from a query set in the search box to the visible count showing its new figure. */
async function searchLatency(/** @type {import('playwright').Page} */ page, /** @type {string} */ query) {
  // The visible count; its twin in the live region speaks only once the count has settled.
  const count = page.locator('p[aria-hidden="true"]').filter({ hasText: new RegExp(COUNT_PATTERN) });
  const before = await count.textContent();
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('searchbox').fill(query);
  const handle = await page.waitForFunction(
    ({ pattern, previous }) => {
      const shown = [...document.querySelectorAll('p[aria-hidden="true"]')].find((p) => new RegExp(pattern).test(p.textContent ?? ''));
      return shown && shown.textContent !== previous ? performance.now() : 0;
    },
    { pattern: COUNT_PATTERN, previous: before },
    { polling: 'raf', timeout: 30_000 },
  );
  const latency = Number(await handle.jsonValue()) - started;
  await page.getByRole('searchbox').fill('');
  await count.filter({ hasText: before ?? '' }).waitFor();
  return latency;
}

export default async function kitVirtualization(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const outDir = mkdtempSync(path.join(tmpdir(), 'atelier-storybook-'));
  try {
    execFileSync('npx', ['storybook', 'build', '-o', outDir, '--quiet'], { cwd: context.root, stdio: 'ignore' });
    const entries = JSON.parse(readFileSync(path.join(outDir, 'index.json'), 'utf8')).entries;
    const { server, origin } = /** @type {{ server: import('node:http').Server, origin: string }} */ (await serveStatic(outDir));
    const browser = await context.launchBrowser();
    try {
      for (const target of TARGETS) {
        if (!entries[target.story]) {
          console.log(`${target.name}: no story ${target.story}`);
          continue;
        }
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        const url = `${origin}/iframe.html?id=${target.story}&viewMode=story&globals=locale:en`;
        await timeToFirstRows(page, url, target.row); // warm-up: scripts in the cache
        const loads = [];
        for (let index = 0; index < LOADS; index += 1) loads.push(await timeToFirstRows(page, url, target.row));
        await page.waitForTimeout(1500); // let the story's play function finish
        /** @type {Record<string, unknown>} */
        const figures = { firstRowsMs: round(median(loads)) };
        let extra = '';
        if (target.key === 'searchableList') {
          const latencies = [];
          for (const query of QUERIES) latencies.push(await searchLatency(page, query));
          figures.searchMs = round(median(latencies));
          extra = `, search ${figures.searchMs} ms`;
        }
        if (target.key === 'tree') {
          const started = await page.evaluate(() => performance.now());
          await page.getByRole('button', { name: 'Expand all' }).click();
          const handle = await page.waitForFunction(() => (document.querySelector('[role="row"][aria-level="4"]') ? performance.now() : 0), null, {
            polling: 'raf',
            timeout: 60_000,
          });
          figures.expandAllMs = round(Number(await handle.jsonValue()) - started);
          extra = `, expand all ${figures.expandAllMs} ms`;
        }
        const scroll = /** @type {{ frames: number, fps: number, longFrames: number, worstFrameMs: number }} */ (
          await scrollSmoothness(page, target.scroller)
        );
        Object.assign(figures, { scrollFrames: scroll.frames, scrollFps: scroll.fps, longFrames: scroll.longFrames, worstFrameMs: scroll.worstFrameMs });
        context.report(
          `kit${target.name}`,
          figures,
          `Kit ${target.name}, 10,000+ items: first rows ${figures.firstRowsMs} ms${extra}; ${SCROLL_MS / 1000} s of scrolling: ${scroll.frames} frames (${scroll.fps} fps), ${scroll.longFrames} over ${LONG_FRAME_MS} ms, worst ${scroll.worstFrameMs} ms`,
        );
        await page.close();
      }
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
