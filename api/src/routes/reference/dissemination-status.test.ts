import { afterEach, describe, expect, it } from 'vitest';
import { DisseminationStatusListSchema } from '@atelier/contracts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

describe('GET /api/disseminationStatus', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('lists the three statuses of the seed, public generic first', async () => {
    server = await createTestServer();
    const response = await server.app.inject({ url: '/api/disseminationStatus' });
    expect(response.statusCode).toBe(200);
    const statuses = DisseminationStatusListSchema.parse(response.json());
    expect(statuses.map((status) => status.id)).toEqual(['PublicGenerique', 'PublicSpecifique', 'Prive']);
    expect(statuses[0]).toMatchObject({ labelLg1: 'Public générique', labelLg2: 'Public generic' });
  });

  it('answers an empty list from a database that was never seeded', async () => {
    server = await createTestServer({ seed: false });
    const response = await server.app.inject({ url: '/api/disseminationStatus' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
