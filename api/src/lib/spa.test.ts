import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeConfigSchema } from '@atelier/contracts';
import { createTestServer, type TestServer } from '../../test/harness.ts';
import { loadConfig } from '../config.ts';
import { toRuntimeConfig } from './spa.ts';

describe('serving the single-page application', () => {
  let server: TestServer;
  beforeAll(async () => {
    const spaDir = mkdtempSync(path.join(tmpdir(), 'atelier-spa-'));
    mkdirSync(path.join(spaDir, 'assets'));
    writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>Atelier</title>');
    writeFileSync(path.join(spaDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(spaDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"],"mappings":""}');
    server = await createTestServer({ seed: false, config: { spaDir } });
  });
  afterAll(() => server.close());

  it('serves index.html at the root, never cached, under a strict content security policy', async () => {
    const response = await server.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Atelier</title>');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves index.html for deep links, so that the router can show them', async () => {
    const response = await server.app.inject({ url: '/codelists/CL_FREQ/modify?tab=codes' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Atelier</title>');
  });

  it('caches hashed assets for a year', async () => {
    const response = await server.app.inject({ url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 in JSON for a missing file and for an unknown API path, never the page', async () => {
    for (const url of ['/assets/missing.js', '/api/unknown']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('does not serve source maps, which the build leaves beside the scripts', async () => {
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.js.map?x=1', '/assets/%69ndex-abc123.js.map']) {
      const response = await server.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('tells the SPA where its API is', async () => {
    const response = await server.app.inject({ url: '/config.json' });
    expect(response.statusCode).toBe(200);
    expect(RuntimeConfigSchema.parse(response.json())).toEqual({ apiBaseUrl: '/api' });
  });
});

describe('the runtime configuration', () => {
  it('gives the SPA the sign-in settings: issuer, client, scope, audience and idle timeout', () => {
    const config = loadConfig({
      AUTH_TYPE: 'OpenIDConnectAuth',
      OIDC_ISSUER: 'https://sso.example.org/realms/insee',
      OIDC_CLIENT_ID: 'atelier',
      OIDC_AUDIENCE: 'urn:atelier:api',
      IDLE_TIMEOUT_SECONDS: '900',
    });
    expect(RuntimeConfigSchema.parse(toRuntimeConfig(config))).toEqual({
      apiBaseUrl: '/api',
      oidc: {
        authority: 'https://sso.example.org/realms/insee',
        clientId: 'atelier',
        scope: 'openid',
        resource: 'urn:atelier:api',
        idleTimeoutSeconds: 900,
      },
    });
  });

  it('refuses an idle timeout shorter than a minute, naming the variable', () => {
    expect(() => loadConfig({ IDLE_TIMEOUT_SECONDS: '5' })).toThrow(/IDLE_TIMEOUT_SECONDS/);
  });
});
