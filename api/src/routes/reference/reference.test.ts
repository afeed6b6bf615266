import { afterEach, describe, expect, it } from 'vitest';
import { DisseminationStatusListSchema, OrganizationListSchema, StampListSchema, ThemeListSchema } from '@atelier/contracts';
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

describe('reference lists', () => {
  let server: TestServer;
  afterEach(() => server.close());

  it('lists organisations, stamps and themes of the seed', async () => {
    server = await createTestServer();
    const organizations = OrganizationListSchema.parse((await server.app.inject({ url: '/api/organizations' })).json());
    expect(organizations.length).toBe(267);
    expect(organizations.find((o) => o.id === 'acoss')).toMatchObject({ labelLg1: 'ACOSS', stamp: null, deprecated: false });
    const stamps = StampListSchema.parse((await server.app.inject({ url: '/api/stamps' })).json());
    expect(stamps).toContain('DG75-L201');
    expect([...stamps].sort()).toEqual(stamps);
    const themes = ThemeListSchema.parse((await server.app.inject({ url: '/api/themes' })).json());
    expect(themes.find((t) => t.id === 'bsn')).toMatchObject({ notation: 'BSN', labelLg2: 'Business sector' });
  });
});
