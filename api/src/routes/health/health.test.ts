import { afterEach, describe, expect, it } from 'vitest';
import { HealthSchema } from '@atelier/contracts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

describe('GET /api/health', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.app.close();
    server = undefined;
  });

  it('is ok while the database answers', async () => {
    server = await createTestServer();
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthSchema.parse(response.json())).toMatchObject({ status: 'ok', database: 'ok' });
    await server.database.close();
  });

  it('answers 503 once the database is gone', async () => {
    server = await createTestServer();
    await server.database.close();
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(HealthSchema.parse(response.json())).toMatchObject({ status: 'degraded', database: 'unreachable' });
  });
});
