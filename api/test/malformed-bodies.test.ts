import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDriver, type TestServer } from './harness.ts';

// Property: whatever malformed body a client sends to a write endpoint, the answer is a coded 4xx
// error, never a 5xx, and no row of any table changes.

const validList = {
  id: 'CL_PROP', labelLg1: 'Liste', labelLg2: 'List', disseminationStatus: 'Prive',
  codes: [{ code: 'A', labelLg1: 'a' }, { code: 'B', labelLg1: 'b', parentCode: 'A' }],
};
const validPartial = { id: 'CL_PROP_PART', parentId: 'CL_BASE', labelLg1: 'Partielle', labelLg2: 'Partial', codes: ['A'] };

interface Endpoint {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A body the endpoint accepts, whose required fields the property breaks. */
  valid?: Record<string, unknown>;
  required: string[];
}

const endpoints: Endpoint[] = [
  { method: 'POST', url: '/api/codeList', valid: validList, required: ['id', 'labelLg1', 'labelLg2', 'codes'] },
  { method: 'PUT', url: '/api/codeList/CL_BASE', valid: { ...validList, version: 1 }, required: ['labelLg1', 'labelLg2', 'version'] },
  { method: 'POST', url: '/api/codeList/partial', valid: validPartial, required: ['id', 'parentId', 'labelLg1', 'labelLg2', 'codes'] },
  { method: 'PUT', url: '/api/codeList/partial/CL_BASE_PART', valid: { ...validPartial, version: 1 }, required: ['labelLg1', 'labelLg2', 'version'] },
  { method: 'PUT', url: '/api/codeList/CL_BASE/validate', required: [] },
  { method: 'DELETE', url: '/api/codeList/CL_BASE', required: [] },
];

/** A value of the wrong type for any field of these schemas. */
const wrongValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.string({ maxLength: 3 }).map((s) => `  ${s}`.slice(0, 2).trim()),
  fc.array(fc.integer(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
  fc.string({ minLength: 100_001, maxLength: 100_002 }),
);

/** Bodies that break a valid one: a required field removed or given a wrong value, or a code broken. */
function brokenBodies(endpoint: Endpoint): fc.Arbitrary<string> {
  const anyJson = fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value));
  const notJson = fc.oneof(fc.string({ maxLength: 50 }).map((s) => `{${s}`), fc.constant('{"a":'), fc.constant(' '));
  if (!endpoint.valid || endpoint.required.length === 0) return fc.oneof(anyJson, notJson);
  const valid = endpoint.valid;
  const broken = fc
    .record({ field: fc.constantFrom(...endpoint.required), value: fc.option(wrongValue, { nil: undefined }) })
    // Not a mistake: an empty codes list for some forms, or the valid value itself (the integer 1 or
    // the double 1.0 as the version).
    .filter(({ field, value }) => !(field === 'codes' && Array.isArray(value) && value.length === 0))
    .filter(({ field, value }) => value === undefined || JSON.stringify(value) !== JSON.stringify(valid[field]))
    .map(({ field, value }) => {
      const body: Record<string, unknown> = { ...valid };
      if (value === undefined) delete body[field];
      else body[field] = value;
      return JSON.stringify(body);
    });
  const brokenCode = Array.isArray(valid.codes) && typeof valid.codes[0] === 'object'
    ? fc.record({ key: fc.constantFrom('code', 'labelLg1'), value: wrongValue }).map(({ key, value }) =>
        JSON.stringify({ ...valid, codes: [{ ...(valid.codes as object[])[0], [key]: value }] }),
      )
    : broken;
  const extraKeys = fc
    .dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'), fc.jsonValue({ maxDepth: 1 }), { minKeys: 1 })
    .map((extra) => `{"__proto__":{"polluted":true},${JSON.stringify({ ...extra, ...valid, labelLg1: 1 }).slice(1)}`);
  return fc.oneof({ weight: 5, arbitrary: broken }, { weight: 2, arbitrary: brokenCode }, anyJson, notJson, extraKeys);
}

// Once, on PGlite: it is PostgreSQL's own engine, and what is tested here (validation, one transaction
// per write) does not depend on the driver; the PostgreSQL run keeps the tests of concurrent writers.
describe.runIf(testDriver === 'pglite')('malformed bodies on every write endpoint', () => {
  let server: TestServer;
  const fingerprint = async () => {
    const tables = ['resource', 'code', 'partial_code', 'resource_history', 'id_sequence', 'resource_reference', 'resource_unique'];
    const parts = [];
    for (const table of tables) {
      const result = await server.database.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
      );
      parts.push(JSON.stringify((result as { rows: unknown[] }).rows));
    }
    return parts.join();
  };

  beforeAll(async () => {
    server = await createTestServer();
    const base = await server.app.inject({ method: 'POST', url: '/api/codeList', payload: { ...validList, id: 'CL_BASE' } });
    expect(base.statusCode).toBe(201);
    const part = await server.app.inject({ method: 'POST', url: '/api/codeList/partial', payload: { ...validPartial, id: 'CL_BASE_PART' } });
    expect(part.statusCode).toBe(201);
  });
  afterAll(() => server.close());

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}: 4xx with a code, nothing changed`, async () => {
      const before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(brokenBodies(endpoint), fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain'), async (payload, contentType) => {
          // Validate and delete take no body: any body there is a mistake.
          const response = await server.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: { 'content-type': contentType },
            payload,
          });
          expect(response.statusCode, payload.slice(0, 200)).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, payload.slice(0, 200)).toBeLessThan(500);
          expect(typeof response.json<{ code: unknown }>().code).toBe('string');
          return true;
        }),
        { numRuns: endpoint.valid ? 600 : 200 },
      );
      expect(await fingerprint()).toBe(before);
    });
  }

  it('sees a change when there is one (the fingerprint is not blind)', async () => {
    const before = await fingerprint();
    const response = await server.app.inject({ method: 'PUT', url: '/api/codeList/CL_BASE/validate' });
    expect(response.statusCode).toBe(200);
    expect(await fingerprint()).not.toBe(before);
  });
});
