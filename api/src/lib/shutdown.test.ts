import { afterEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness.ts';
import { drainAndClose } from './shutdown.ts';

// Stopping: every request that arrives once the stop has begun, while the server drains and while
// it closes, answers 503 SERVICE_UNAVAILABLE in the API's error shape with Retry-After and its
// request id (Fastify's own 503 during close had neither).

describe('shutdown', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.database.close();
    server = undefined;
  });

  it('answers 503 in the API error shape, with Retry-After, while the server closes', async () => {
    server = await createTestServer({ seed: false });
    const { app } = server;
    let url = '';
    let during: { status: number; body: unknown; retryAfter: string | null; requestId: string | null } | undefined;
    // Runs once closing has begun, before the server stops listening: a request then is one a client
    // may still send (on a kept-alive connection, or just before the port closes).
    app.addHook('preClose', async () => {
      const response = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'late-request' } });
      during = { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after'), requestId: response.headers.get('x-request-id') };
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    await drainAndClose(app, 1000);
    expect(during).toEqual({ status: 503, body: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }), retryAfter: '5', requestId: 'late-request' });
  });
});
