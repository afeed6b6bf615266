import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpUrlSchema, codeListKind, linkKind } from '@atelier/contracts';
import { createTestServer, type TestServer } from '../../test/harness.ts';

// Every URL and IRI field is an http(s) address (contracts: HttpUrlSchema): an address a page would
// follow as a link is never `javascript:`, `data:` or `file:`. Refused with the issue code
// `invalid_url` on the field, nothing stored.

const refused = [
  'javascript:alert(document.cookie)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  'ftp://example.org/file',
  'vbscript:msgbox(1)',
  'http:evil',
  'example.org',
];

describe('web addresses', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Seeded: a link's language is a code of ISO-639.
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('are one schema for every URL and IRI field of the contracts', () => {
    expect(codeListKind.fields.uri.input.safeParse('javascript:alert(1)').success).toBe(false);
    expect(linkKind.fields.url.input.safeParse('data:text/html,x').success).toBe(false);
    for (const address of refused) expect(HttpUrlSchema.safeParse(address).success, address).toBe(false);
    for (const address of ['http://id.insee.fr/codes/freq', 'https://www.insee.fr/fr/statistiques?x=1#a', 'http://localhost:3000/x']) {
      expect(HttpUrlSchema.safeParse(address).success, address).toBe(true);
    }
  });

  it('refuses a code list IRI that is not http(s), with invalid_url on the field', async () => {
    for (const [n, uri] of refused.entries()) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/codeList',
        payload: { id: `CL_URI_${n}`, labelLg1: 'Liste', labelLg2: 'List', uri, codes: [{ code: 'A', labelLg1: 'a' }] },
      });
      expect([response.statusCode, response.json()], uri).toEqual([
        400,
        { code: 'VALIDATION_FAILED', message: expect.any(String), details: [{ path: ['body', 'uri'], code: 'invalid_url', message: 'An http:// or https:// address' }] },
      ]);
      expect((await server.app.inject({ url: `/api/codeList/CL_URI_${n}` })).statusCode).toBe(404);
    }
    const kept = await server.app.inject({
      method: 'POST',
      url: '/api/codeList',
      payload: { id: 'CL_URI_OK', labelLg1: 'Liste', labelLg2: 'List', uri: 'http://id.insee.fr/codes/ok', codes: [{ code: 'A', labelLg1: 'a' }] },
    });
    expect(kept.statusCode, kept.body).toBe(201);
  });

  it('refuses a link whose URL is not http(s), on create and on update', async () => {
    const link = (url: string) => ({ labelLg1: `Lien ${url.slice(0, 20)}`, lang: 'fr', updatedDate: '2026-11-24', url });
    for (const url of refused) {
      const response = await server.app.inject({ method: 'POST', url: '/api/documents/link', payload: link(url) });
      expect([response.statusCode, response.json().details], url).toEqual([400, [expect.objectContaining({ path: ['body', 'url'], code: 'invalid_url' })]]);
    }
    const created = await server.app.inject({ method: 'POST', url: '/api/documents/link', payload: link('https://www.insee.fr/fr/accueil') });
    expect(created.statusCode, created.body).toBe(201);
    const update = await server.app.inject({ method: 'PUT', url: `/api/documents/link/${created.body}`, payload: { ...link('javascript:alert(1)'), version: 1 } });
    expect([update.statusCode, update.json().details]).toEqual([400, [expect.objectContaining({ path: ['body', 'url'], code: 'invalid_url' })]]);
    expect((await server.app.inject({ url: `/api/documents/link/${created.body}` })).json()).toMatchObject({ url: 'https://www.insee.fr/fr/accueil', version: 1 });
  });
});
