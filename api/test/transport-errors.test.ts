import net, { type AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '@atelier/contracts';
import { HEADERS_TOO_LARGE_MESSAGE, handleClientError } from '../src/lib/errors.ts';
import { createTestServer, type TestServer } from './harness.ts';

// Every error answers `{code, message}` with its status, also those Node's HTTP parser answers
// before Fastify sees the request, written to the socket itself: checked here byte for byte, on a
// real socket. And JSON bodies are UTF-8: another charset or broken bytes are refused, not stored
// with U+FFFD in place of their letters.

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: string): RawAnswer {
  const end = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, end).split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.slice(end + 4) };
}

describe('errors of the transport, in the API\'s shape', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await createTestServer({ seed: false });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    port = (server.app.server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());

  /** Sends bytes as they are on a new connection, and reads the answer until the server closes it. */
  const send = (bytes: string | Buffer): Promise<RawAnswer> =>
    new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('end', () => resolve(parse(Buffer.concat(chunks).toString('utf8'))));
      socket.on('error', reject);
      socket.setTimeout(10_000, () => socket.destroy(new Error('no answer')));
    });
  const json = (answer: RawAnswer) => ApiErrorBodySchema.strict().parse(JSON.parse(answer.body));

  it('answers a request Node cannot parse 400 BAD_REQUEST, as JSON', async () => {
    for (const request of [
      'HELLO\r\n\r\n',
      'FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nNot a header\r\n\r\n',
      'POST /api/codeList HTTP/1.1\r\nHost: x\r\nContent-Length: many\r\n\r\n',
      'POST /api/codeList HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n',
    ]) {
      const answer = await send(request);
      expect(answer.status, request).toBe(400);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
      expect(json(answer)).toEqual({ code: 'BAD_REQUEST', message: 'The request could not be read.' });
    }
  });

  it('answers headers too large for Node 431 HEADERS_TOO_LARGE, as JSON', async () => {
    // The server reads a request line and headers of 32 kB (a path may hold 500 identifiers).
    const answer = await send(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(40_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(json(answer)).toEqual({ code: 'HEADERS_TOO_LARGE', message: HEADERS_TOO_LARGE_MESSAGE });
  });

  it('answers a request too slow to arrive 408 REQUEST_TIMEOUT, as JSON', async () => {
    // Node's timeouts are checked every 30 s: the handler is given the error Node gives it.
    const socket = new PassThrough();
    const written: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => written.push(chunk));
    // Destroyed with the error, as Node's sockets are (the server listens for it there).
    const destroyedWith = new Promise((resolve) => socket.on('error', resolve));
    handleClientError(Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), socket);
    const answer = parse(Buffer.concat(written).toString('utf8'));
    expect(answer.status).toBe(408);
    expect(json(answer)).toEqual({ code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' });
    expect(await destroyedWith).toMatchObject({ code: 'ERR_HTTP_REQUEST_TIMEOUT' });
  });

  it('answers unknown paths, unknown methods and transport limits in the same shape', async () => {
    const cases: [string, number, string][] = [
      ['GET /api/no-such-thing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404, 'NOT_FOUND'],
      ['DELETE /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404, 'NOT_FOUND'],
      ['PROPFIND /api/codeList HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 404, 'NOT_FOUND'],
      ['POST /api/codeList HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/xml\r\nContent-Length: 4\r\n\r\n<a/>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
      [`POST /api/codeList HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${20 * 1024 * 1024}\r\n\r\n{`, 413, 'PAYLOAD_TOO_LARGE'],
    ];
    for (const [request, status, code] of cases) {
      const answer = await send(request);
      expect([answer.status, json(answer).code], request.split('\r\n')[0]).toEqual([status, code]);
    }
  });

  it('refuses a JSON body in another charset (415) or with bytes that are not UTF-8 (400), storing nothing', async () => {
    const body = (id: string, label: string) => JSON.stringify({ id, labelLg1: label, labelLg2: 'x', codes: [{ code: 'A', labelLg1: label }] });
    const post = (contentType: string, payload: Buffer) =>
      server.app.inject({ method: 'POST', url: '/api/codeList', headers: { 'content-type': contentType }, payload });

    const latin1 = await post('application/json; charset=latin1', Buffer.from(body('CL_LATIN1', 'Données'), 'latin1'));
    expect([latin1.statusCode, latin1.json()]).toEqual([415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'JSON bodies are read as UTF-8 only.', details: { charset: 'latin1' } }]);
    // The same bytes without a charset: not UTF-8 (é is one byte in Latin-1).
    const broken = await post('application/json', Buffer.from(body('CL_BROKEN', 'Données'), 'latin1'));
    expect([broken.statusCode, broken.json()]).toEqual([400, { code: 'INVALID_ENCODING', message: 'The request body is not valid UTF-8.' }]);
    const truncated = Buffer.concat([Buffer.from(body('CL_CUT', 'Donn').slice(0, -4)), Buffer.from([0xc3]), Buffer.from('"}]}')]);
    expect((await post('application/json', truncated)).json()).toMatchObject({ code: 'INVALID_ENCODING' });
    for (const id of ['CL_LATIN1', 'CL_BROKEN', 'CL_CUT']) expect((await server.app.inject({ url: `/api/codeList/${id}` })).statusCode).toBe(404);

    // UTF-8, declared or not, is read as it is.
    const declared = await post('application/json; charset=UTF-8', Buffer.from(body('CL_UTF8', 'Données'), 'utf8'));
    expect(declared.statusCode, declared.body).toBe(201);
    expect((await server.app.inject({ url: '/api/codeList/CL_UTF8' })).json()).toMatchObject({ labelLg1: 'Données' });
    // A byte order mark, as some Windows tools write it, is not part of the text.
    const marked = await post('application/json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(body('CL_BOM', 'Données'))]));
    expect(marked.statusCode, marked.body).toBe(201);
    expect((await server.app.inject({ url: '/api/codeList/CL_BOM' })).json()).toMatchObject({ id: 'CL_BOM', labelLg1: 'Données' });
  });
});
