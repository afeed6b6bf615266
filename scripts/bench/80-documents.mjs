// @ts-check
// Documents' files, kept in the database in 1 MB chunks: how fast a file goes up (multipart, received
// to disk, then written in the record's transaction) and comes back down (streamed chunk by chunk),
// for a small file and one at the 40 MB limit; then the list of documents and links, searched.
import { median } from '../lib/stats.mjs';

const SIZES_MB = [1, 10, 40];
const RUNS = 3;

const round = (/** @type {number} */ value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Milliseconds one request takes, which must answer `status`. */
async function timed(/** @type {string} */ url, /** @type {RequestInit} */ init = {}, status = 200) {
  const started = performance.now();
  const response = await fetch(url, init);
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== status) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${body.toString().slice(0, 200)}`);
  return { ms: performance.now() - started, body, response };
}

export default async function documents(/** @type {import('../lib/bench-context.mjs').BenchContext} */ context) {
  const api = `${context.baseUrl}/api/documents`;
  const stamp = Date.now().toString(36);
  /** @type {Record<string, { uploadMBps: number, downloadMBps: number, uploadMs: number, downloadMs: number }>} */
  const files = {};
  for (const megabytes of SIZES_MB) {
    const content = Buffer.alloc(megabytes * 1024 * 1024 - (megabytes === 40 ? 1024 : 0), 7);
    const uploads = [];
    const downloads = [];
    for (let run = 0; run < RUNS; run += 1) {
      const form = new FormData();
      form.append(
        'body',
        JSON.stringify({ labelLg1: `Banc d'essai ${megabytes} Mo ${stamp} ${run}`, lang: 'fr', updatedDate: '2026-11-23' }),
      );
      form.append('file', new Blob([content]), `banc_${stamp}_${megabytes}_${run}.zip`);
      const created = await timed(`${api}/document`, { method: 'POST', body: form }, 201);
      uploads.push(created.ms);
      const down = await timed(`${api}/document/${created.body.toString()}/file`);
      if (down.body.length !== content.length) throw new Error(`downloaded ${down.body.length} bytes of ${content.length}`);
      downloads.push(down.ms);
    }
    const mb = content.length / 1024 / 1024;
    files[`${megabytes}MB`] = {
      uploadMs: round(median(uploads), 0),
      downloadMs: round(median(downloads), 0),
      uploadMBps: round(mb / (median(uploads) / 1000)),
      downloadMBps: round(mb / (median(downloads) / 1000)),
    };
  }
  const list = [];
  const search = [];
  for (let run = 0; run < 10; run += 1) {
    list.push((await timed(`${api}?per_page=50`)).ms);
    search.push((await timed(`${api}?q=${encodeURIComponent('qualité enquête')}&per_page=50`)).ms);
  }
  const figures = { files, listFirstPageMs: round(median(list)), searchMs: round(median(search)) };
  context.report(
    'documents',
    figures,
    `Documents: ${Object.entries(files)
      .map(([size, f]) => `${size} up ${f.uploadMBps} MB/s (${f.uploadMs} ms), down ${f.downloadMBps} MB/s (${f.downloadMs} ms)`)
      .join('; ')}; list first page ${figures.listFirstPageMs} ms, search ${figures.searchMs} ms`,
  );
}
