// @ts-check
// A tree of 40,000 records through the framework's tree calls, on the official geography (communes
// under their département, départements under their region): the first level, expanding the
// largest node, and a search that opens the tree at a commune (the search, its ancestors, and the
// level of each, as a screen opening the tree there asks for them). Medians of several rounds.
import { median } from '../lib/stats.mjs';

const ROUNDS = 7;
const PAGE = 100;


export default async function treeApi(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const api = `${context.baseUrl}/api/geo`;
  /** @returns {Promise<{ body: any, total: number }>} */
  const get = async (/** @type {string} */ path) => {
    const response = await fetch(`${api}${path}`);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return { body: await response.json(), total: Number(response.headers.get('x-total-count')) };
  };
  /** Milliseconds of `work`, median of the rounds. */
  const timed = async (/** @type {() => Promise<unknown>} */ work) => {
    await work();
    const times = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    return Math.round(median(times) * 10) / 10;
  };

  const { total: territories } = await get('/territories?per_page=1');
  const roots = await get(`/territories/tree?per_page=${PAGE}`);
  // The largest node: among the regions' children, the one with the most children (a département).
  const { body: regions } = await get('/territories?typeTerritory=Region');
  const levels = await Promise.all(regions.map((/** @type {{ id: string }} */ r) => get(`/territories/tree?node=${encodeURIComponent(r.id)}&per_page=1000`)));
  const region = regions[0];
  const largest = levels.flatMap((level) => level.body).sort((a, b) => b.childCount - a.childCount)[0];
  if (!region || !largest) throw new Error('the full seed holds no region with départements');
  // A deep record to open the tree at: the last commune of the largest département, found by its label.
  const communes = await get(`/territories/tree?node=${encodeURIComponent(largest.id)}&per_page=1000`);
  const deep = communes.body.at(-1);

  const firstLevelMs = await timed(() => get(`/territories/tree?per_page=${PAGE}`));
  const expandMs = await timed(() => get(`/territories/tree?node=${encodeURIComponent(largest.id)}&per_page=${PAGE}`));
  const openAtMs = await timed(async () => {
    const found = await get(`/territories?q=${encodeURIComponent(deep.labelLg1)}&per_page=20`);
    const id = found.body.find((/** @type {{ id: string }} */ item) => item.id === deep.id)?.id ?? deep.id;
    const { body: ancestors } = await get(`/territory/${encodeURIComponent(id)}/ancestors`);
    await Promise.all([undefined, ...ancestors.map((/** @type {{ id: string }} */ a) => a.id)].map((node) => get(`/territories/tree?per_page=${PAGE}${node ? `&node=${encodeURIComponent(node)}` : ''}`)));
  });
  const viewMs = await timed(() => get(`/territory/${encodeURIComponent(region.id)}`));

  const figures = { territories, roots: roots.total, largestNodeChildren: largest.childCount, firstLevelMs, expandMs, openAtMs, rootViewWithDescendantsMs: viewMs };
  context.report(
    'treeApi',
    figures,
    `Tree of ${territories} territories: first level (${roots.total} roots, ${PAGE} a page) ${firstLevelMs} ms; ` +
      `expanding a node of ${largest.childCount} children ${expandMs} ms; opening the tree at a commune (search, ancestors, each level) ${openAtMs} ms; ` +
      `a region's view with its descendants counted ${viewMs} ms`,
  );
}
