import { describe, expect, it, vi } from 'vitest';
import { diagnoseSignInFailure } from './diagnose.ts';
import { justLoggedOut, markLoggedOut } from './logout-marker.ts';
import { SignInConfigError, userManagerSettings } from './oidc-settings.ts';
import { cleanSignInParams, withoutSignInParams } from './sign-in-url.ts';

describe('userManagerSettings', () => {
  it('refuses to start without issuer and client id', () => {
    expect(() => userManagerSettings({ apiBaseUrl: '/api' }, 'http://app')).toThrow(SignInConfigError);
  });

  it('uses the code flow, scope openid by default, and our own renewal', () => {
    const settings = userManagerSettings(
      { apiBaseUrl: '/api', oidc: { authority: 'http://sso', clientId: 'atelier', scope: '' } },
      'http://app',
    );
    expect(settings).toMatchObject({
      authority: 'http://sso',
      client_id: 'atelier',
      redirect_uri: 'http://app/',
      post_logout_redirect_uri: 'http://app/logout',
      silent_redirect_uri: 'http://app/silent-sign-in.html',
      response_type: 'code',
      scope: 'openid',
      automaticSilentRenew: false,
      silentRequestTimeoutInSeconds: 5,
    });
  });
});

describe('sign-in parameters', () => {
  it('are removed from the address, the rest kept', () => {
    expect(withoutSignInParams('http://app/codelists?page=2&code=abc&state=xyz&iss=http%3A%2F%2Fsso#top')).toBe(
      '/codelists?page=2#top',
    );
  });

  it('are removed again on the next frames, up to five times, when something writes them back', () => {
    let href = 'http://app/?code=abc&state=xyz';
    const frames: (() => void)[] = [];
    const replaceState = vi.fn((_state: unknown, _title: string, url: string) => {
      href = `http://app${url}`;
    });
    const win = {
      location: {
        get href() {
          return href;
        },
      } as Location,
      history: { state: null, replaceState } as unknown as History,
      requestAnimationFrame: (callback: FrameRequestCallback) => {
        frames.push(() => callback(0));
        return frames.length;
      },
    };
    cleanSignInParams(win);
    expect(href).toBe('http://app/');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      href = 'http://app/?code=again';
      frames.shift()?.();
    }
    expect(replaceState).toHaveBeenCalledTimes(5);
  });
});

describe('the logout marker', () => {
  it('holds back automatic sign-in for 7 s after a logout', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(justLoggedOut(storage, 1_000)).toBe(false);
    markLoggedOut(storage, 1_000);
    expect(justLoggedOut(storage, 7_999)).toBe(true);
    expect(justLoggedOut(storage, 8_000)).toBe(false);
  });
});

describe('diagnoseSignInFailure', () => {
  const where = { authority: 'http://sso/realms/a', silentPageUrl: 'http://app/silent-sign-in.html' };
  const ok = () => Promise.resolve(new Response('{}', { status: 200 }));

  it('names a misconfigured client from the provider error', async () => {
    expect(await diagnoseSignInFailure(new Error('invalid_client'), where, ok)).toBe('misconfigured-client');
  });

  it('tells a provider that is down from a cross-origin refusal', async () => {
    const down = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await diagnoseSignInFailure(new Error('x'), where, down)).toBe('server-down');
    const cors = (_url: string, init?: RequestInit) =>
      init?.mode === 'no-cors' ? ok() : Promise.reject(new TypeError('Failed to fetch'));
    expect(await diagnoseSignInFailure(new Error('x'), where, cors)).toBe('cross-origin');
  });

  it('notices a wrong issuer and a missing silent sign-in page', async () => {
    const notFound = () => Promise.resolve(new Response('', { status: 404 }));
    expect(await diagnoseSignInFailure(new Error('x'), where, notFound)).toBe('misconfigured-client');
    const silentMissing = (url: string) => (url.endsWith('.html') ? notFound() : ok());
    expect(await diagnoseSignInFailure(new Error('x'), where, silentMissing)).toBe('silent-page-missing');
  });

  it('falls back to "unavailable"', async () => {
    expect(await diagnoseSignInFailure(new Error('timeout'), where, ok)).toBe('unavailable');
  });
});
