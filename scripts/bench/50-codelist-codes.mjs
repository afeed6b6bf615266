// @ts-check

/** Milliseconds taken by one request, which must succeed. */
async function timed(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms: performance.now() - started, body };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

/**
 * A code list of 10,000 codes, created through the API, then read page by page (100 per page), in
 * full (`per_page=0`, as the SPA's code-list pickers do), searched, and exported as SDMX-ML and
 * SDMX-JSON.
 */
export default async function codeListCodes(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const id = `BENCH_${Date.now()}`;
  const codes = Array.from({ length: 10_000 }, (_, i) => ({
    code: `C${String(i).padStart(5, '0')}`,
    labelLg1: `Catégorie numéro ${i} de l'économie`,
    labelLg2: `Category number ${i} of the economy`,
    parentCode: i >= 100 ? `C${String(i % 100).padStart(5, '0')}` : null,
  }));
  const create = await timed(`${context.baseUrl}/api/codeList`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, labelLg1: 'Liste de mesure', labelLg2: 'Benchmark list', codes }),
  });

  const pages = [];
  for (let page = 1; page <= 100; page += 1) {
    pages.push((await timed(`${context.baseUrl}/api/codeList/${id}/codes?page=${page}&per_page=100`)).ms);
  }
  const full = [];
  let fullBytes = 0;
  for (let run = 0; run < 10; run += 1) {
    const { ms, body } = await timed(`${context.baseUrl}/api/codeList/${id}/codes?page=1&per_page=0`);
    full.push(ms);
    fullBytes = body.length;
  }
  const searches = [];
  for (const term of ['economie', 'NUMERO 99', 'C0500', 'category number 1234', 'absent']) {
    searches.push((await timed(`${context.baseUrl}/api/codeList/${id}/codes?search=${encodeURIComponent(term)}&per_page=20`)).ms);
  }
  const sorted = (await timed(`${context.baseUrl}/api/codeList/${id}/codes?sort=-labelLg2&page=50&per_page=100`)).ms;
  /** The list as an SDMX structure message in one syntax: median of 5 exports, and its size. */
  const sdmx = async (/** @type {string} */ accept) => {
    const runs = [];
    let bytes = 0;
    for (let run = 0; run < 5; run += 1) {
      const { ms, body } = await timed(`${context.baseUrl}/api/codeList/${id}`, { headers: { accept } });
      runs.push(ms);
      bytes = Buffer.byteLength(body);
    }
    return { p50Ms: percentile(runs, 50), kilobytes: Math.round(bytes / 1024) };
  };
  const sdmxMl = await sdmx('application/vnd.sdmx.structure+xml;version=3.0.0');
  const sdmxJson = await sdmx('application/vnd.sdmx.structure+json;version=2.0.0');

  // Deleted while the health is asked every 20 ms: how long the others wait meanwhile.
  let deleting = true;
  const health = [];
  const asking = (async () => {
    while (deleting) {
      health.push((await timed(`${context.baseUrl}/api/health`)).ms);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const removal = await timed(`${context.baseUrl}/api/codeList/${id}`, { method: 'DELETE' }).finally(() => {
    deleting = false;
  });
  await asking;

  const figures = {
    codes: codes.length,
    createMs: Math.round(create.ms),
    pageOf100: { p50Ms: percentile(pages, 50), p99Ms: percentile(pages, 99), allPagesMs: Math.round(pages.reduce((a, b) => a + b, 0)) },
    full: { p50Ms: percentile(full, 50), maxMs: percentile(full, 100), kilobytes: Math.round(fullBytes / 1024) },
    search: { p50Ms: percentile(searches, 50), maxMs: percentile(searches, 100) },
    sortedPageMs: Math.round(sorted * 10) / 10,
    sdmx: { ml: sdmxMl, json: sdmxJson },
    delete: { ms: Math.round(removal.ms), healthMaxMs: percentile(health, 100) },
  };
  context.report(
    'codeListCodes',
    figures,
    `Code list of 10,000 codes: created in ${figures.createMs} ms; a page of 100 p50 ${figures.pageOf100.p50Ms} ms ` +
      `(p99 ${figures.pageOf100.p99Ms} ms, all 100 pages ${figures.pageOf100.allPagesMs} ms); in full p50 ${figures.full.p50Ms} ms ` +
      `(${figures.full.kilobytes} kB); search p50 ${figures.search.p50Ms} ms; sorted page ${figures.sortedPageMs} ms; ` +
      `SDMX-ML export p50 ${figures.sdmx.ml.p50Ms} ms (${figures.sdmx.ml.kilobytes} kB), SDMX-JSON p50 ${figures.sdmx.json.p50Ms} ms (${figures.sdmx.json.kilobytes} kB); ` +
      `deleted in ${figures.delete.ms} ms, the health answered within ${figures.delete.healthMaxMs} ms meanwhile`,
  );
}
