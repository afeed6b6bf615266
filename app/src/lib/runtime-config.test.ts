import { describe, expect, it } from 'vitest';
import { checkRuntimeConfig } from './runtime-config.ts';

describe('checkRuntimeConfig', () => {
  it('accepts the API base URL alone, or with sign-in settings', () => {
    expect(checkRuntimeConfig({ apiBaseUrl: '/api' })).toEqual({ apiBaseUrl: '/api' });
    const withOidc = { apiBaseUrl: 'https://api.example.org', oidc: { authority: 'https://sso', clientId: 'x' } };
    expect(checkRuntimeConfig(withOidc)).toEqual(withOidc);
  });

  it('names the fault of a hand-written file', () => {
    expect(() => checkRuntimeConfig(null)).toThrow(/apiBaseUrl/);
    expect(() => checkRuntimeConfig({ apiBaseUrl: '' })).toThrow(/apiBaseUrl/);
    expect(() => checkRuntimeConfig({ apiBaseUrl: '/api', oidc: { clientId: 'x' } })).toThrow(/authority/);
  });
});
