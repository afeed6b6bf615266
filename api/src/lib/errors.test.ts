import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiErrorBodySchema } from '@atelier/contracts';
import { createTestServer, type TestServer } from '../../test/harness.ts';
import { ApiError } from './errors.ts';

/** Routes that exist only in this test, to drive each path of the error handler. */
function addProbeRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/api/probe',
    { schema: { body: z.object({ label: z.string().min(1), count: z.number().int() }) } },
    async (request) => ({ received: request.body.label }),
  );
  typed.get('/api/probe/business', async () => {
    throw new ApiError('1103');
  });
  typed.get('/api/probe/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  typed.get('/api/probe/bad-answer', { schema: { response: { 200: z.object({ id: z.string() }) } } }, async () => ({
    id: 42 as unknown as string,
  }));
}

describe('error answers', () => {
  // One server for every case: each request only reads, and none changes what the next one sees.
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ seed: false });
    addProbeRoutes(server.app);
  });
  afterAll(() => server.close());

  const post = (payload: string, contentType = 'application/json') =>
    server.app.inject({ method: 'POST', url: '/api/probe', payload, headers: { 'content-type': contentType } });

  it('accepts a body that matches its schema', async () => {
    const response = await post(JSON.stringify({ label: 'x', count: 1 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 'x' });
  });

  it('answers 400 VALIDATION_FAILED with one issue per wrong field', async () => {
    const response = await post(JSON.stringify({ label: '', count: 1.5 }));
    expect(response.statusCode).toBe(400);
    const body = ApiErrorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: ['body', 'label'], code: 'too_small' }),
        expect.objectContaining({ path: ['body', 'count'], code: 'invalid_type' }),
      ]),
    );
  });

  it('answers 400 BAD_REQUEST to a body that is not JSON', async () => {
    const response = await post('{"label": ');
    expect(response.statusCode).toBe(400);
    expect(ApiErrorBodySchema.parse(response.json()).code).toBe('BAD_REQUEST');
  });

  it('answers 415 to a content type the API does not read', async () => {
    const response = await post('label=x', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(ApiErrorBodySchema.parse(response.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 413 to a body over the limit', async () => {
    const response = await post(JSON.stringify({ label: 'x'.repeat(2 * 1024 * 1024), count: 1 }));
    expect(response.statusCode).toBe(413);
    expect(ApiErrorBodySchema.parse(response.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a business error with its catalogue status and code', async () => {
    const response = await server.app.inject({ url: '/api/probe/business' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: '1103', message: 'A published code list cannot be deleted.' });
  });

  it('answers 500 INTERNAL without leaking the cause, naming the request id', async () => {
    const response = await server.app.inject({ url: '/api/probe/crash', headers: { 'x-request-id': 'req-42' } });
    expect(response.statusCode).toBe(500);
    const body = ApiErrorBodySchema.parse(response.json());
    expect(body.code).toBe('INTERNAL');
    expect(body.message).toContain('req-42');
    expect(response.body).not.toContain('secret');
    expect(response.headers['x-request-id']).toBe('req-42');
  });

  it('never sends an answer that breaks its own contract', async () => {
    const response = await server.app.inject({ url: '/api/probe/bad-answer' });
    expect(response.statusCode).toBe(500);
    expect(ApiErrorBodySchema.parse(response.json()).code).toBe('INTERNAL');
  });

  it('answers 404 NOT_FOUND for an unknown API path', async () => {
    const response = await server.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(response.json()).code).toBe('NOT_FOUND');
  });
});
