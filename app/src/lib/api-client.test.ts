import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, NetworkError, UnknownCallKindError, apiRequest, apiWrite, configureApi } from './api-client.ts';
import { MissingFileNameError, apiDownload, fileNameOf } from './api-download.ts';

const server = setupServer();
const base = 'http://api.test/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  configureApi({ baseUrl: base, getAccessToken: () => undefined });
});
afterAll(() => server.close());

describe('apiRequest', () => {
  it('sends JSON and reads JSON', async () => {
    configureApi({ baseUrl: base });
    server.use(
      http.post(`${base}/echo`, async ({ request }) => {
        expect(request.headers.get('content-type')).toBe('application/json');
        return HttpResponse.json({ got: await request.json() });
      }),
    );
    await expect(apiRequest('/echo', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ got: { a: 1 } });
  });

  it('carries the bearer token when signed in, and none otherwise', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${base}/who`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    configureApi({ baseUrl: base });
    await apiRequest('/who');
    configureApi({ getAccessToken: () => 'token-123' });
    await apiRequest('/who');
    expect(seen).toEqual([null, 'Bearer token-123']);
  });

  it('reads the identifier that a write answers as plain text', async () => {
    configureApi({ baseUrl: base });
    server.use(
      http.post(`${base}/codeList`, async ({ request }) => {
        expect(await request.json()).toEqual({ id: 'CL_X' });
        return HttpResponse.text('CL_X', { status: 201 });
      }),
    );
    await expect(apiWrite('/codeList', { method: 'POST', body: { id: 'CL_X' } })).resolves.toBe('CL_X');
  });

  it('sends a FormData as multipart, with the token, and its parts as they are', async () => {
    configureApi({ baseUrl: base, getAccessToken: () => 'token-123' });
    server.use(
      http.post(`${base}/documents/document`, async ({ request }) => {
        expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
        expect(request.headers.get('authorization')).toBe('Bearer token-123');
        const parts = await request.formData();
        expect(JSON.parse(parts.get('body') as string)).toEqual({ labelLg1: 'Note' });
        // jsdom's File reaches the Node fetch as a part of its own realm: its presence is what counts here.
        expect(parts.has('file')).toBe(true);
        return HttpResponse.text('1001', { status: 201 });
      }),
    );
    const form = new FormData();
    form.append('body', JSON.stringify({ labelLg1: 'Note' }));
    form.append('file', new File(['hello'], 'note.txt', { type: 'text/plain' }));
    await expect(apiWrite('/documents/document', { method: 'POST', body: form })).resolves.toBe('1001');
  });

  it('rejects a refused write with the parsed error body', async () => {
    configureApi({ baseUrl: base });
    server.use(
      http.put(`${base}/codeList/CL_X/validate`, () =>
        HttpResponse.json({ code: '1004', message: 'The owner is not defined.' }, { status: 409 }),
      ),
    );
    const failure = apiWrite('/codeList/CL_X/validate', { method: 'PUT' });
    await expect(failure).rejects.toMatchObject({ status: 409, body: { code: '1004' } });
  });

  it('rejects with the parsed error body and the status', async () => {
    configureApi({ baseUrl: base });
    server.use(
      http.delete(`${base}/codeList/CL_X`, () =>
        HttpResponse.json({ code: '1103', message: 'A published code list cannot be deleted.' }, { status: 409 }),
      ),
    );
    const failure = apiRequest('/codeList/CL_X', { method: 'DELETE' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 409, body: { code: '1103' } });
  });

  it('keeps the raw text of an answer that is not a JSON error body', async () => {
    configureApi({ baseUrl: base });
    server.use(http.get(`${base}/proxy`, () => new HttpResponse('Bad Gateway', { status: 502 })));
    await expect(apiRequest('/proxy')).rejects.toMatchObject({ status: 502, body: null, rawText: 'Bad Gateway' });
  });

  it('turns a failed connection into a NetworkError', async () => {
    configureApi({ baseUrl: base });
    server.use(http.get(`${base}/down`, () => HttpResponse.error()));
    await expect(apiRequest('/down')).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('apiDownload', () => {
  it('reads the file name and the missing documents from the headers', async () => {
    configureApi({ baseUrl: base });
    server.use(
      http.get(`${base}/export`, () =>
        new HttpResponse('zip', {
          headers: {
            'content-disposition': `attachment; filename="Enquete.odt"; filename*=UTF-8''Enqu%C3%AAte.odt`,
            'x-missing-documents': 'a.pdf, Note m%C3%A9thodologique%2C 2021,100 %',
          },
        }),
      ),
    );
    const file = await apiDownload('/export');
    expect(file.fileName).toBe('Enquête.odt');
    // Names are percent-encoded where a header cannot carry them; a stray % stays as sent.
    expect(file.missingDocuments).toEqual(['a.pdf', 'Note méthodologique, 2021', '100 %']);
    expect(await file.blob.text()).toBe('zip');
  });

  it('refuses an answer that names no file', async () => {
    configureApi({ baseUrl: base });
    server.use(http.get(`${base}/export`, () => new HttpResponse('zip')));
    await expect(apiDownload('/export')).rejects.toBeInstanceOf(MissingFileNameError);
  });

  it('refuses a call kind that is no HTTP method before sending anything', async () => {
    await expect(apiRequest('/x', { method: 'FETCH' as never })).rejects.toBeInstanceOf(UnknownCallKindError);
  });
});

describe('fileNameOf', () => {
  it('reads plain and quoted names', () => {
    expect(fileNameOf('attachment; filename=report.odt')).toBe('report.odt');
    expect(fileNameOf('attachment; filename="my report.odt"')).toBe('my report.odt');
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
