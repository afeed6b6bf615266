import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: demo sign-in on loopback, embedded database in ./data, all modules', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      authType: 'NoAuthImpl',
      lg1: 'fr',
      lg2: 'en',
      apiBaseUrl: '/api',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.activeModules).toEqual(config.modules);
    expect(config.modules).toHaveLength(6);
  });

  it('reads environment variables', () => {
    const config = loadConfig({
      PORT: '8081',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/atelier',
      DATABASE_URL: 'postgres://app@db:5432/atelier',
      MODULES: 'codelists, concepts',
      ACTIVE_MODULES: 'codelists',
      MAX_LENGTH_SCOPE_NOTE: '500',
      SMTP_URL: 'smtp://atelier:secret@mail.example.org:587',
      MAIL_FROM: 'Atelier <atelier@example.org>',
    });
    expect(config).toMatchObject({
      port: 8081,
      host: '0.0.0.0',
      dataDir: '/var/lib/atelier',
      databaseUrl: 'postgres://app@db:5432/atelier',
      modules: ['codelists', 'concepts'],
      activeModules: ['codelists'],
      maxLengthScopeNote: 500,
      smtpUrl: 'smtp://atelier:secret@mail.example.org:587',
      mailFrom: 'Atelier <atelier@example.org>',
    });
  });

  it('listens on every interface by default once real sign-in is configured', () => {
    const config = loadConfig({
      AUTH_TYPE: 'OpenIDConnectAuth',
      OIDC_ISSUER: 'https://sso.example.org/realms/atelier',
      OIDC_CLIENT_ID: 'atelier',
      OIDC_AUDIENCE: 'urn:atelier:api',
    });
    expect(config.host).toBe('0.0.0.0');
  });

  it('reads the optional JSON file, under the environment', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-config-'));
    const file = path.join(dir, 'atelier.json');
    writeFileSync(file, JSON.stringify({ port: 4000, modules: ['operations'], defaultAgencyId: 'FR2' }));
    const config = loadConfig({ ATELIER_CONFIG: file, PORT: '4001' });
    expect(config).toMatchObject({ port: 4001, modules: ['operations'], defaultAgencyId: 'FR2' });
  });

  it('names every wrong setting by its variable', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', MODULES: 'concepts,recipes', DATABASE_URL: 'mysql://x', LG1: 'french', SMTP_URL: 'mail.example.org' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT:/);
    expect(attempt).toThrow(/MODULES:/);
    expect(attempt).toThrow(/DATABASE_URL:/);
    expect(attempt).toThrow(/LG1:/);
    expect(attempt).toThrow(/SMTP_URL:/);
  });

  it('refuses an active module that is not configured', () => {
    expect(() => loadConfig({ MODULES: 'concepts', ACTIVE_MODULES: 'codelists' })).toThrow(/ACTIVE_MODULES/);
  });

  it('refuses OpenID Connect without issuer and client id', () => {
    expect(() => loadConfig({ AUTH_TYPE: 'OpenIDConnectAuth' })).toThrow(/OIDC_ISSUER and OIDC_CLIENT_ID/);
  });

  it('refuses OpenID Connect without an audience, unless told to accept any', () => {
    const signIn = { AUTH_TYPE: 'OpenIDConnectAuth', OIDC_ISSUER: 'https://sso.example.org/realms/atelier', OIDC_CLIENT_ID: 'atelier' };
    expect(() => loadConfig(signIn)).toThrow(/- OIDC_AUDIENCE: .*OIDC_ALLOW_ANY_AUDIENCE=true/);
    expect(() => loadConfig({ ...signIn, OIDC_ALLOW_ANY_AUDIENCE: 'false' })).toThrow(/OIDC_AUDIENCE/);
    expect(() => loadConfig({ ...signIn, OIDC_ALLOW_ANY_AUDIENCE: 'maybe' })).toThrow(/OIDC_ALLOW_ANY_AUDIENCE:/);
    expect(loadConfig({ ...signIn, OIDC_ALLOW_ANY_AUDIENCE: 'true' })).toMatchObject({ oidcAllowAnyAudience: true });
    expect(loadConfig({ ...signIn, OIDC_AUDIENCE: 'urn:atelier:api' })).toMatchObject({ oidcAudience: 'urn:atelier:api', oidcAllowAnyAudience: false });
    // Demo mode needs none of it.
    expect(loadConfig({})).toMatchObject({ oidcAllowAnyAudience: false });
  });

  it('accepts only http(s) for the issuer, and only http(s) origins for CORS', () => {
    const signIn = { AUTH_TYPE: 'OpenIDConnectAuth', OIDC_CLIENT_ID: 'atelier', OIDC_AUDIENCE: 'urn:atelier:api' };
    for (const issuer of ['javascript:alert(1)', 'file:///etc/passwd', 'ftp://sso.example.org/realms/atelier']) {
      expect(() => loadConfig({ ...signIn, OIDC_ISSUER: issuer }), issuer).toThrow(/OIDC_ISSUER: must be an http\(s\) URL/);
    }
    expect(loadConfig({ ...signIn, OIDC_ISSUER: 'https://sso.example.org/realms/atelier' }).oidcIssuer).toBe('https://sso.example.org/realms/atelier');
    for (const origin of ['javascript:alert(1)', 'file:///tmp', 'https://app.example.org/path', 'https://app.example.org/']) {
      expect(() => loadConfig({ CORS_ORIGINS: origin }), origin).toThrow(/CORS_ORIGINS/);
    }
    expect(loadConfig({ CORS_ORIGINS: 'http://localhost:5173, https://app.example.org' }).corsOrigins).toEqual(['http://localhost:5173', 'https://app.example.org']);
  });

  it('reads the trusted clients as a list', () => {
    expect(loadConfig({ OIDC_TRUSTED_CLIENTS: 'reports, dissemination' }).oidcTrustedClients).toEqual(['reports', 'dissemination']);
    expect(loadConfig({}).oidcTrustedClients).toEqual([]);
  });

  it('explains an unreadable or malformed file', () => {
    expect(() => loadConfig({ ATELIER_CONFIG: '/nonexistent/atelier.json' })).toThrow(/cannot read/);
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-config-'));
    const file = path.join(dir, 'bad.json');
    writeFileSync(file, '[1, 2]');
    expect(() => loadConfig({ ATELIER_CONFIG: file })).toThrow(/not valid/);
  });
});
