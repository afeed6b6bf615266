// @ts-check

/** Throughput and tail latency of the application context, the first call of every visit. */
export default async function apiInit(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const figures = await context.load('/api/init');
  context.report(
    'apiInit',
    figures,
    `GET /api/init, 10 connections for 10 s: ${figures.requestsPerSecond} requests/s, p99 ${figures.p99Ms} ms, ${figures.errors} errors`,
  );
}
