// @ts-check

/** Milliseconds taken by one request, which must succeed, and its parsed answer. */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.json();
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return { ms: performance.now() - started, body, total: Number(response.headers.get('x-total-count')) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] * 10) / 10;
};
const repeat = async (times, url) => {
  const runs = [];
  for (let run = 0; run < times; run += 1) runs.push((await timed(url)).ms);
  return median(runs);
};

/**
 * The operations catalogue in full: the series list's first page and the whole list, searches on the
 * server (quick and advanced), and the three levels of the tree (families, a family's series, a
 * series' operations), each the median of 10 requests; then the series list under load.
 */
export default async function operations(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const api = `${context.baseUrl}/api/operations`;
  const families = await timed(`${api}/families`);
  const series = await timed(`${api}/series`);
  // The family with the most series, and the series with the most operations: the largest branches.
  const familyCounts = new Map();
  for (const one of series.body) familyCounts.set(one.familyId, (familyCounts.get(one.familyId) ?? 0) + 1);
  const [largestFamily] = [...familyCounts].sort((a, b) => b[1] - a[1])[0] ?? [];
  const operations = await timed(`${api}/operations`);
  const seriesCounts = new Map();
  for (const one of operations.body) seriesCounts.set(one.seriesId, (seriesCounts.get(one.seriesId) ?? 0) + 1);
  const [largestSeries] = [...seriesCounts].sort((a, b) => b[1] - a[1])[0] ?? [];

  const figures = {
    records: { families: families.body.length, series: series.body.length, operations: operations.body.length },
    seriesList: {
      firstPageMs: await repeat(10, `${api}/series?per_page=50`),
      allMs: await repeat(10, `${api}/series`),
    },
    search: {
      quickMs: await repeat(10, `${api}/series?q=${encodeURIComponent('enquête emploi')}&per_page=50`),
      advancedMs: await repeat(10, `${api}/series/advanced-search?typeCode=S&label=enquete&per_page=50`),
      operationsByLabelMs: await repeat(10, `${api}/operations/advanced-search?label=2015&per_page=50`),
    },
    tree: {
      familiesMs: await repeat(10, `${api}/families`),
      expandFamilyMs: await repeat(10, `${api}/series?familyId=${largestFamily}`),
      expandSeriesMs: await repeat(10, `${api}/operations?seriesId=${largestSeries}`),
    },
    seriesListUnderLoad: await context.load('/api/operations/series?per_page=50', { seconds: 5 }),
  };
  context.report(
    'operations',
    figures,
    `Operations (${figures.records.families} families, ${figures.records.series} series, ${figures.records.operations} operations): ` +
      `series first page ${figures.seriesList.firstPageMs} ms, all ${figures.seriesList.allMs} ms; ` +
      `search quick ${figures.search.quickMs} ms, advanced ${figures.search.advancedMs} ms; ` +
      `tree families ${figures.tree.familiesMs} ms, expand family ${figures.tree.expandFamilyMs} ms, expand series ${figures.tree.expandSeriesMs} ms; ` +
      `series page under load ${figures.seriesListUnderLoad.requestsPerSecond} req/s, p99 ${figures.seriesListUnderLoad.p99Ms} ms`,
  );
}
