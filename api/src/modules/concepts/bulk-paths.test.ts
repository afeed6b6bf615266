import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import { readZip } from '../../lib/odf/zip.ts';

// Selections of 500 records on every bulk path that takes a list of identifiers (issue 27, item 4),
// over real HTTP (Node's parser bounds the request line, which app.inject skips): the exports of
// concepts and collections by their replaced system's paths (identifiers joined with `_AND_` in the
// path) and by their bodies, and bulk publication with the identifiers in the path too. Beyond the
// limits, a clear error in the API's shape (never the router's 404 or 414), and nothing changed.

const run = Date.now().toString(36);
let counter = 0;
const unique = () => `${run}-${(counter += 1)}`;
const SELECTION = 500;

interface Answer {
  status: number;
  body: Buffer;
  json: <T = { code: string; message: string; details?: unknown }>() => T;
  type: string | null;
}

describe('bulk paths with 500 identifiers (issue 27, item 4)', () => {
  let server: TestServer;
  let base: string;
  let concepts: string[];
  let collections: string[];

  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, body: bytes, json: <T,>() => JSON.parse(bytes.toString('utf8')) as T, type: response.headers.get('content-type') };
  };
  const created = async (path: string, body: object) => {
    const response = await call('POST', path, body);
    expect(response.status, response.body.toString()).toBe(201);
    return response.body.toString();
  };
  const createMany = async (make: () => Promise<string>) => {
    const ids: string[] = [];
    for (let start = 0; start < SELECTION; start += 25) ids.push(...(await Promise.all(Array.from({ length: 25 }, make))));
    return ids;
  };
  /** The rows of an ODS's first table (its content read as text). */
  const odsRows = (zip: Buffer, name: string) => {
    const document = readZip(zip).find((entry) => entry.name === name);
    expect(document, name).toBeDefined();
    const content = readZip(document!.data).find((entry) => entry.name === 'content.xml')!.data.toString('utf8');
    const first = /<table:table [\s\S]*?<\/table:table>/.exec(content)![0];
    return [...first.matchAll(/<table:table-row>/g)].length;
  };
  const states = async (list: string, ids: readonly string[]) => {
    const items = (await call('GET', list)).json<{ id: string; validationState: string }[]>();
    const wanted = new Set(ids);
    return items.filter((item) => wanted.has(item.id)).map((item) => item.validationState);
  };

  beforeAll(async () => {
    server = await createTestServer({ seed: true });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    concepts = await createMany(() =>
      created('/concepts/concept', { prefLabelLg1: `Concept ${unique()}`, definitionLg1: '<p>Une définition.</p>', creators: ['DG75-L201'], disseminationStatus: 'Prive' }),
    );
    collections = await createMany(() => created('/concepts/collection', { prefLabelLg1: `Collection ${unique()}`, creators: ['DG75-L201'] }));
  }, 300_000);
  afterAll(() => server.close());

  it('exports 500 concepts by the path (identifiers joined with _AND_) and by the body', async () => {
    const byPath = await call('GET', `/concepts/concept/export-zip/${concepts.join('_AND_')}/ods?langue=lg1`);
    expect(byPath.status, byPath.body.toString().slice(0, 300)).toBe(200);
    expect(byPath.type).toBe('application/zip');
    // A header row, then one per concept.
    expect(odsRows(byPath.body, 'Concepts.ods')).toBe(SELECTION + 1);

    // Without a type, as the replaced system's clients also ask: an ODT of the selection.
    const untyped = await call('GET', `/concepts/concept/export-zip/${concepts.join('_AND_')}`);
    expect(untyped.status, untyped.body.toString().slice(0, 300)).toBe(200);
    expect(readZip(untyped.body).map((entry) => entry.name)).toEqual(['Concepts.odt']);

    const byBody = await call('POST', '/concepts/concept/export-zip/ods?langue=lg1', concepts);
    expect(byBody.status, byBody.body.toString().slice(0, 300)).toBe(200);
    expect(odsRows(byBody.body, 'Concepts.ods')).toBe(SELECTION + 1);
  }, 120_000);

  it('exports 500 collections, whose identifiers are UUIDs, by the path and by the body', async () => {
    const path = `/concepts-collections/export-zip/${collections.join('_AND_')}/ods?langue=lg1`;
    expect(path.length).toBeGreaterThan(20_000);
    const byPath = await call('GET', path);
    expect(byPath.status, byPath.body.toString().slice(0, 300)).toBe(200);
    expect(odsRows(byPath.body, 'Collections.ods')).toBe(SELECTION + 1);

    const byBody = await call('POST', '/concepts-collections/export-zip/ods?langue=lg1', collections);
    expect(byBody.status, byBody.body.toString().slice(0, 300)).toBe(200);
    expect(odsRows(byBody.body, 'Collections.ods')).toBe(SELECTION + 1);
  }, 120_000);

  it('refuses more than the limit with a clear error in the API shape, by the path and by the body', async () => {
    const many = Array.from({ length: 1001 }, (_, n) => `c${n}`);
    const byPath = await call('GET', `/concepts/concept/export-zip/${many.join('_AND_')}/odt`);
    expect([byPath.status, byPath.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const byBody = await call('POST', '/concepts/concept/export-zip/odt', many);
    expect([byBody.status, byBody.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await call('POST', '/concepts/concept/export-zip/odt', [])).json().code).toBe('VALIDATION_FAILED');
    // A request line longer than the server reads: 431 in the API's shape, saying where the identifiers go.
    const tooLong = await call('GET', `/concepts-collections/export-zip/${[...collections, ...collections].join('_AND_')}/odt`);
    expect([tooLong.status, tooLong.json().code]).toEqual([431, 'HEADERS_TOO_LARGE']);
    expect(tooLong.json().message).toMatch(/body/);
  });

  it('publishes 500 concepts and 500 collections with their identifiers in the path too, and refuses past the limit changing nothing', async () => {
    const tooMany = [...concepts, ...concepts, `c${run}`];
    const refused = await call('PUT', `/concepts/${tooMany.join(',')}/validate`, tooMany);
    expect([refused.status, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(new Set(await states('/concepts', concepts))).toEqual(new Set(['Unpublished']));

    const conceptsPublished = await call('PUT', `/concepts/${concepts.join(',')}/validate`, concepts);
    expect(conceptsPublished.status, conceptsPublished.body.toString().slice(0, 300)).toBe(200);
    expect(conceptsPublished.json<string[]>()).toHaveLength(SELECTION);
    expect(new Set(await states('/concepts', concepts))).toEqual(new Set(['Validated']));

    const collectionsPublished = await call('PUT', `/concepts/collections/${collections.join(',')}/validate`, collections);
    expect(collectionsPublished.status, collectionsPublished.body.toString().slice(0, 300)).toBe(200);
    expect(collectionsPublished.json<string[]>()).toHaveLength(SELECTION);
    expect(new Set(await states('/concepts/collections', collections))).toEqual(new Set(['Validated']));
  }, 120_000);
});
