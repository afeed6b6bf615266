// @ts-check
/* global document, requestAnimationFrame, window -- the functions given to page.evaluate, waitForFunction and addInitScript run in the page */
// Quality reports (Sims) on the whole catalogue: the largest report one can write (every rubric of
// the metadata structure answered, each rich text a few KB per language citing documents and
// links), created through the API for an operation without one; how long its export takes, as an
// OpenDocument text and as a ZIP with the cited files; then, in Chromium against the production
// server, how long its page and its modify form take to show their first rubric, and how long a
// key press typed in a rich-text rubric deep in the form takes to reach the screen.

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from '../lib/stats.mjs';

const LOADS = 5;
const EXPORTS = 5;
// About the length of a rich-text rubric's paragraphs in a thorough report, per language.
const RICH_TEXT_CHARS = 3000;
// Cited by each rich-text rubric, per language: documents, then a link.
const CITED_DOCUMENTS = 2;
const CITED_LINKS = 1;
// Files the report's documents carry (the seed's documents have none: the ZIP would hold the
// document alone): a questionnaire, a methodology note and a longer one, as PDFs do, incompressible.
const FILES_MB = [0.5, 2, 5];
// A rich-text rubric far down the form, and what is typed at its end.
const TYPED_RUBRIC = 'S.18.3';
const TYPED = ' Les questionnaires sont relus par deux gestionnaires en 2026.';
// About a fast typist's pace, as the code lists' bench types.
const TYPING_DELAY_MS = 80;
const OUTLINE = 'Outline of the report';
// A page is settled once no long task has come for this long.
const QUIET_MS = 1000;
// How long after the last key its frame may still reach the screen.
const PRESENTED_WITHIN_MS = 10_000;

const round = (/** @type {number} */ value) => Math.round(value);
const kB = (/** @type {number} */ bytes) => Math.round(bytes / 1024);

/** @typedef {{ idMas: string, idParent: string | null, isPresentational: boolean, rangeType: string, codeList: string | null, maxOccurs: number | 'unbounded' | null }} MsdRubric */
/** @typedef {{ kind: 'document' | 'link', id: string }} Cited */

/** The answer of a GET, as JSON, which must succeed. */
async function read(/** @type {string} */ url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

/** Items of a list answer, paginated (`{ items }`) or not. */
const itemsOf = (/** @type {any} */ answer) => (Array.isArray(answer) ? answer : answer.items);

/** A POST whose answer, the record's identifier, must come with `status` 201. */
async function create(/** @type {string} */ url, /** @type {RequestInit} */ init) {
  const response = await fetch(url, { method: 'POST', ...init });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

/** Pieces of the seed's quality reports, per language, to fill the report with real prose. */
function seedProse(/** @type {string} */ root) {
  /** @type {{ rubrics: { rangeType: string, labelLg1?: string | null, labelLg2?: string | null }[] }[]} */
  const reports = JSON.parse(readFileSync(path.join(root, 'api', 'seed', 'demo', 'sims.json'), 'utf8'));
  const rubrics = reports.flatMap((r) => r.rubrics);
  /** @type {(type: string, field: 'labelLg1' | 'labelLg2') => string[]} */
  const of = (type, field) => rubrics.filter((r) => r.rangeType === type && r[field]).map((r) => String(r[field]));
  return {
    rich: { labelLg1: of('RICH_TEXT', 'labelLg1'), labelLg2: of('RICH_TEXT', 'labelLg2') },
    text: { labelLg1: of('TEXT', 'labelLg1'), labelLg2: of('TEXT', 'labelLg2') },
  };
}

/** The seed's rich texts from the `start`th on, one after the other, up to RICH_TEXT_CHARS. */
function richText(/** @type {string[]} */ pool, /** @type {number} */ start) {
  let html = '';
  for (let i = start; html.length < RICH_TEXT_CHARS; i += 1) html += pool[i % pool.length];
  return html;
}

/**
 * Every rubric of the structure answered (section headers aside): text and rich text in both
 * languages, rich text citing documents and links, a date, codes of the rubric's list (three when
 * it takes several), an organisation, a territory.
 */
async function largestRubrics(/** @type {string} */ api, /** @type {MsdRubric[]} */ msd, /** @type {Cited[]} */ documents, /** @type {Cited[]} */ links, /** @type {string} */ root) {
  const prose = seedProse(root);
  const organizations = itemsOf(await read(`${api}/organizations`)).map((/** @type {{ id: string }} */ o) => o.id);
  const territories = itemsOf(await read(`${api}/geo/territories?per_page=5`)).map((/** @type {{ id: string }} */ t) => t.id);
  /** @type {Map<string, string[]>} */
  const codes = new Map();
  for (const list of new Set(msd.map((r) => r.codeList).filter((list) => list !== null)))
    codes.set(list, itemsOf(await read(`${api}/codeList/${encodeURIComponent(list)}/codes?per_page=0`)).map((/** @type {{ code: string }} */ c) => c.code));
  const counts = /** @type {Record<string, number>} */ ({});
  /** @type {Record<string, unknown>[]} */
  const rubrics = [];
  for (const rubric of msd.filter((r) => !r.isPresentational)) {
    const n = (counts[rubric.rangeType] = (counts[rubric.rangeType] ?? -1) + 1);
    const base = { idAttribute: rubric.idMas, rangeType: rubric.rangeType };
    /** @type {(k: number) => Cited[]} */
    const cited = (k) => [
      ...Array.from({ length: CITED_DOCUMENTS }, (_, i) => documents[(n * CITED_DOCUMENTS + i + k) % documents.length]),
      ...Array.from({ length: CITED_LINKS }, (_, i) => links[(n * CITED_LINKS + i + k) % links.length]),
    ].filter((entry) => entry !== undefined);
    switch (rubric.rangeType) {
      case 'TEXT':
        rubrics.push({ ...base, labelLg1: prose.text.labelLg1[n % prose.text.labelLg1.length], labelLg2: prose.text.labelLg2[n % prose.text.labelLg2.length] });
        break;
      case 'RICH_TEXT':
        rubrics.push({
          ...base,
          labelLg1: richText(prose.rich.labelLg1, n),
          labelLg2: richText(prose.rich.labelLg2, n),
          documentsLg1: cited(0),
          documentsLg2: cited(1),
        });
        break;
      case 'DATE':
        rubrics.push({ ...base, value: `2026-0${(n % 9) + 1}-15` });
        break;
      case 'CODE_LIST': {
        const list = codes.get(String(rubric.codeList)) ?? [];
        rubrics.push({ ...base, codeList: rubric.codeList, value: list.slice(0, rubric.maxOccurs === 'unbounded' ? 3 : 1) });
        break;
      }
      case 'ORGANIZATION':
        rubrics.push({ ...base, value: organizations[n % organizations.length] });
        break;
      case 'GEOGRAPHY':
        rubrics.push({ ...base, value: territories[n % territories.length] });
        break;
      default:
        throw new Error(`no value for rubric ${rubric.idMas} of type ${rubric.rangeType}`);
    }
  }
  return rubrics;
}

/** Documents with a file, created for the report to cite (the ZIP export carries them). */
async function documentsWithFiles(/** @type {string} */ api) {
  const stamp = Date.now().toString(36);
  /** @type {Cited[]} */
  const created = [];
  for (const [i, megabytes] of FILES_MB.entries()) {
    const form = new FormData();
    form.append(
      'body',
      JSON.stringify({ labelLg1: `Note de méthode ${i + 1} (banc d'essai ${stamp})`, labelLg2: `Methodology note ${i + 1} (benchmark ${stamp})`, lang: 'fr', updatedDate: '2026-11-23' }),
    );
    form.append('file', new Blob([randomBytes(Math.round(megabytes * 1024 * 1024))]), `note_methode_${stamp}_${i + 1}.pdf`);
    created.push({ kind: 'document', id: await create(`${api}/documents/document`, { body: form }) });
  }
  return created;
}

/**
 * Milliseconds from navigation start (the page's own clock) to the first rubric of the content
 * pane (the outline's neighbour) showing what `drawn` looks for under its heading.
 */
async function firstPaint(/** @type {import('playwright').Page} */ page, /** @type {string} */ url, /** @type {'value' | 'input'} */ drawn) {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    ({ outline, wanted }) => {
      const pane = document.querySelector(`nav[aria-label="${outline}"] + div`);
      const visible = (/** @type {Element | null | undefined} */ element) => !!element && element.getBoundingClientRect().height > 0;
      // A field of an editor: a "Not applicable" checkbox is none.
      const field = 'input:not([type="hidden"]):not([type="checkbox"]), textarea, [contenteditable="true"]';
      if (wanted === 'input') return visible(pane?.querySelector(field)) ? performance.now() : 0;
      // A section header shows its heading alone: the first section with more is the first value.
      const section = [...(pane?.querySelectorAll('section') ?? [])].find((candidate) => candidate.children.length > 1);
      const value = section?.children[1];
      return visible(value) && value?.textContent?.trim() && !value.querySelector('[role="progressbar"]') ? performance.now() : 0;
    },
    { outline: OUTLINE, wanted: drawn },
    { polling: 'raf', timeout: 120_000 },
  );
  return Number(await handle.jsonValue());
}

/**
 * Milliseconds from navigation start to the end of the page's last long task, once none has come
 * for QUIET_MS: the form mounts its editors after its first field shows, and answers keys late
 * meanwhile.
 */
async function settled(/** @type {import('playwright').Page} */ page) {
  const handle = await page.waitForFunction(
    (quiet) => {
      const w = /** @type {any} */ (window);
      return performance.now() - w.benchLastLongTaskEnd > quiet ? w.benchLastLongTaskEnd : 0;
    },
    QUIET_MS,
    { polling: 100, timeout: 120_000 },
  );
  return Number(await handle.jsonValue());
}

/**
 * Types TYPED at the end of the first-language editor of TYPED_RUBRIC, as a person would, once
 * the page has settled. Answers each key's time from its keydown (the event's own time stamp) to
 * the frame that shows it, as Event Timing (INP, the code lists' bench) measures it; a key it does
 * not report was under 16 ms and counts as 16. Answers as well each key's time to the end of the
 * main thread's next frame: what the page's own code costs, without painting and compositing.
 */
async function typeInRichText(/** @type {import('playwright').Page} */ page) {
  const editor = page.locator(`section:has(> [id="rubric-${TYPED_RUBRIC}"]) [contenteditable="true"]`).first();
  await editor.waitFor({ timeout: 120_000 });
  await editor.focus();
  await page.keyboard.press('Control+End');
  await settled(page);
  // Only the keys typed from now on count (Control and End may reach the screen later).
  await page.evaluate(() => (/** @type {any} */ (window).benchTypingFrom = performance.now()));
  await editor.pressSequentially(TYPED, { delay: TYPING_DELAY_MS });
  // Event Timing reports a key once its frame is on the screen, which may come seconds later.
  await page.waitForFunction(
    ({ keys, wait }) => {
      const w = /** @type {any} */ (window);
      return w.benchPresented.length >= keys || performance.now() - w.benchLastKeyAt > wait;
    },
    { keys: TYPED.length, wait: PRESENTED_WITHIN_MS },
    { polling: 100, timeout: PRESENTED_WITHIN_MS + 10_000 },
  );
  const text = await editor.textContent();
  if (!text?.endsWith(TYPED.trim())) throw new Error(`the text typed in ${TYPED_RUBRIC} is not at the end of its editor`);
  const { presented, mainThread } = await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    return { presented: /** @type {number[]} */ (w.benchPresented), mainThread: /** @type {number[]} */ (w.benchMainThread) };
  });
  if (mainThread.length !== TYPED.length) throw new Error(`${TYPED.length} keys typed, ${mainThread.length} seen by the page`);
  return { presented: [...presented, ...Array(Math.max(0, TYPED.length - presented.length)).fill(16)], mainThread };
}

/** Milliseconds to the last byte of a GET, its size and how many cited documents it lacks (files it could not include); it must answer 200. */
async function download(/** @type {string} */ url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  const missing = response.headers.get('x-missing-documents');
  return { ms: performance.now() - started, bytes: body.length, missing: missing ? missing.split(',').length : 0 };
}

export default async function sims(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const api = `${context.baseUrl}/api`;
  /** @type {MsdRubric[]} */
  const msd = await read(`${api}/operations/metadataStructureDefinition`);
  const operations = itemsOf(await read(`${api}/operations/operations`));
  const documented = new Set(itemsOf(await read(`${api}/operations/metadataReports`)).map((/** @type {{ target: string }} */ r) => r.target));
  const target = operations.find((/** @type {{ id: string }} */ o) => !documented.has(o.id));
  if (!target) throw new Error('every operation has a quality report');
  // The catalogue's documents and links, not those other modules gave a file (its export would
  // depend on the modules run before).
  const listed = itemsOf(await read(`${api}/documents?per_page=20`)).filter((/** @type {{ fileName: string | null }} */ d) => !d.fileName);
  /** @type {(kind: string) => Cited[]} */
  const ofKind = (kind) =>
    listed.filter((/** @type {{ type: string }} */ d) => d.type === kind).map((/** @type {{ id: string }} */ d) => ({ kind: /** @type {Cited['kind']} */ (kind), id: d.id }));
  const withFiles = await documentsWithFiles(api);
  const rubrics = await largestRubrics(api, msd, [...withFiles, ...ofKind('document')], ofKind('link'), context.root);
  const body = JSON.stringify({ target: target.id, rubrics });
  const id = await create(`${api}/operations/metadataReport`, { headers: { 'content-type': 'application/json' }, body });
  const stored = await read(`${api}/operations/metadataReport/${id}`);
  const richTexts = rubrics.filter((r) => r.rangeType === 'RICH_TEXT');
  const report = {
    id,
    target: target.id,
    rubrics: stored.rubrics.length,
    bodyKB: kB(Buffer.byteLength(body)),
    richTexts: richTexts.length,
    richTextKB: kB(richTexts.reduce((sum, r) => sum + Buffer.byteLength(String(r.labelLg1)) + Buffer.byteLength(String(r.labelLg2)), 0)),
    cited: stored.documents.length + stored.links.length,
  };
  if (report.rubrics !== rubrics.length) throw new Error(`${rubrics.length} rubrics sent, ${report.rubrics} stored`);

  // The export first: the browser's figures may fail while the screens are being finished.
  /** @type {Record<string, { ms: number, bytes: number, missing: number }[]>} */
  const exports = { odt: [], zip: [] };
  for (let run = 0; run < EXPORTS; run += 1) {
    exports.odt?.push(await download(`${api}/operations/metadataReport/export/${id}?document=false`));
    exports.zip?.push(await download(`${api}/operations/metadataReport/export/${id}?document=true`));
  }
  const exported = Object.fromEntries(
    Object.entries(exports).map(([format, runs]) => [format, { ms: round(median(runs.map((r) => r.ms))), kB: kB(runs[0]?.bytes ?? 0), missingDocuments: runs[0]?.missing ?? 0 }]),
  );
  context.report(
    'simsExport',
    { ...report, ...exported },
    `Sims, the largest report (${report.rubrics} rubrics, ${report.richTexts} rich texts of ${report.richTextKB} kB in all, ${report.cited} documents and links cited, ` +
      `${FILES_MB.length} files of ${FILES_MB.reduce((a, b) => a + b, 0)} MB; body ${report.bodyKB} kB): export as ODT ${exported.odt?.ms} ms (${exported.odt?.kB} kB), ` +
      `as ZIP ${exported.zip?.ms} ms (${exported.zip?.kB} kB, ${exported.zip?.missingDocuments} cited documents without a file), median of ${EXPORTS}`,
  );

  const browser = await context.launchBrowser();
  try {
    const browserContext = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
    await browserContext.addInitScript(() => {
      const w = /** @type {any} */ (window);
      w.benchPresented = [];
      w.benchMainThread = [];
      w.benchTypingFrom = Infinity;
      w.benchLastKeyAt = Infinity;
      w.benchLastLongTaskEnd = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.benchLastLongTaskEnd = Math.max(w.benchLastLongTaskEnd, entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
      // The keys typed, each to the end of the main thread's next frame: the first task after its
      // animation callbacks.
      document.addEventListener(
        'keydown',
        (event) => {
          if (event.timeStamp < w.benchTypingFrom) return;
          w.benchLastKeyAt = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => w.benchMainThread.push(performance.now() - event.timeStamp);
            channel.port2.postMessage(undefined);
          });
        },
        { capture: true },
      );
      // Event Timing, as INP measures it: from a key press to the frame on the screen that shows
      // its effect, for the keys slower than 16 ms.
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (entry.name === 'keydown' && entry.startTime >= w.benchTypingFrom) w.benchPresented.push(entry.duration);
      }).observe(/** @type {PerformanceObserverInit} */ ({ type: 'event', durationThreshold: 16 }));
    });
    const viewUrl = `${context.baseUrl}/operations/sims/${encodeURIComponent(id)}`;
    const modifyUrl = `${viewUrl}/modify`;
    // A warm-up (scripts in the cache, server warm), then fresh pages.
    const warmUp = await browserContext.newPage();
    await firstPaint(warmUp, viewUrl, 'value');
    await firstPaint(warmUp, modifyUrl, 'input');
    await warmUp.close();
    const views = [];
    const forms = [];
    const formsSettled = [];
    for (let run = 0; run < LOADS; run += 1) {
      const page = await browserContext.newPage();
      views.push(await firstPaint(page, viewUrl, 'value'));
      await page.close();
    }
    /** @type {{ presented: number[], mainThread: number[] }[]} */
    const typed = [];
    for (let run = 0; run < LOADS; run += 1) {
      const page = await browserContext.newPage();
      forms.push(await firstPaint(page, modifyUrl, 'input'));
      formsSettled.push(await settled(page));
      typed.push(await typeInRichText(page));
      await page.close();
    }
    const keys = typed.flatMap((run) => run.presented);
    const screens = {
      viewFirstPaintMs: round(median(views)),
      viewFirstPaintWorstMs: round(Math.max(...views)),
      formFirstPaintMs: round(median(forms)),
      formFirstPaintWorstMs: round(Math.max(...forms)),
      formSettledMs: round(median(formsSettled)),
      typedRubric: TYPED_RUBRIC,
      keys: keys.length,
      slowestKeyMs: round(Math.max(...keys)),
      medianKeyMs: round(median(keys)),
      // The slowest key of each form loaded, in order: whether the slowest is the rule or one load's.
      slowestKeyPerLoadMs: typed.map((run) => round(Math.max(...run.presented))),
      slowestKeyMainThreadMs: round(Math.max(...typed.flatMap((run) => run.mainThread))),
    };
    context.report(
      'simsScreens',
      screens,
      `Sims, the largest report in Chromium: page ${screens.viewFirstPaintMs} ms to the first rubric's value (worst ${screens.viewFirstPaintWorstMs} of ${LOADS}), ` +
        `modify form ${screens.formFirstPaintMs} ms to the first editor's field (worst ${screens.formFirstPaintWorstMs} of ${LOADS}), ` +
        `its last long task over at ${screens.formSettledMs} ms; ` +
        `${screens.keys} keys typed in ${TYPED_RUBRIC}'s rich text (${TYPED.length} per load, once settled), from keydown to the frame on the screen: ` +
        `slowest ${screens.slowestKeyMs} ms (per load ${screens.slowestKeyPerLoadMs.join(', ')}), median ${screens.medianKeyMs} ms; ` +
        `slowest to the main thread's next frame ${screens.slowestKeyMainThreadMs} ms`,
    );
  } finally {
    await browser.close();
  }
}
