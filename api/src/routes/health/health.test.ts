import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthSchema } from '@atelier/contracts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

// One server, asked while its database answers, then once the database is gone (in this order).
describe('GET /api/health', () => {
  let server: TestServer;
  let databaseOpen = true;
  const closeDatabase = async () => {
    if (!databaseOpen) return;
    databaseOpen = false;
    await server.database.close();
  };
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.app.close();
    await closeDatabase();
  });

  it('is ok while the database answers', async () => {
    expect(databaseOpen).toBe(true);
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthSchema.parse(response.json())).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 once the database is gone', async () => {
    await closeDatabase();
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(HealthSchema.parse(response.json())).toMatchObject({ status: 'degraded', database: 'unreachable' });
  });
});
