import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.ts';

describe('hardening', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ config: { corsOrigins: 'http://localhost:5173', codeListBodyLimit: 4096, bodyLimit: 2048 } });
  });
  afterAll(() => server.close());

  it('sends security headers with a CSP that allows no inline code and no other origin', async () => {
    const response = await server.app.inject({ url: '/api/init' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toMatch(/https?:\/\//);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('echoes a well-formed request id, for logs and support', async () => {
    const response = await server.app.inject({ url: '/api/init', headers: { 'x-request-id': 'abc-123' } });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });

  it('allows configured origins only, exposing the download headers', async () => {
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: '/api/codeList',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    const get = await server.app.inject({ url: '/api/codeList', headers: { origin: 'http://localhost:5173' } });
    expect(String(get.headers['access-control-expose-headers'])).toMatch(/Content-Disposition.*X-Missing-Documents/);
    const other = await server.app.inject({ url: '/api/codeList', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large answers for clients that accept it, and leaves small ones alone', async () => {
    // The seeded lists hold more than 1 kB of JSON.
    const plain = await server.app.inject({ url: '/api/codeList' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await server.app.inject({ url: '/api/codeList', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const gzip = await server.app.inject({ url: '/api/codeList', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const small = await server.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('limits request bodies, with a larger limit for code lists that carry their codes', async () => {
    const codes = Array.from({ length: 60 }, (_, i) => ({ code: `C${i}`, labelLg1: `Code ${i}` }));
    const ok = await server.app.inject({ method: 'POST', url: '/api/codeList', payload: { id: 'CL_MID', labelLg1: 'a', labelLg2: 'b', codes: codes.slice(0, 40) } });
    expect(ok.statusCode).toBe(201);
    const tooLarge = await server.app.inject({ method: 'POST', url: '/api/codeList', payload: { id: 'CL_BIG', labelLg1: 'a', labelLg2: 'b', codes: [...codes, ...codes] } });
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('publishes an OpenAPI 3.1 description of every API route, and its interactive reference', async () => {
    const spec = (await server.app.inject({ url: '/api/docs/json' })).json<{ openapi: string; paths: Record<string, object> }>();
    expect(spec.openapi).toBe('3.1.0');
    for (const path of ['/api/codeList', '/api/codeList/{id}', '/api/codeList/{id}/codes', '/api/codeList/{id}/history', '/api/codeList/partial/{id}', '/api/users/info', '/api/organizations']) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    const page = await server.app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    // Its own policy: one style hash more, still no inline script.
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-inline');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const asset = await server.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
  });
});
