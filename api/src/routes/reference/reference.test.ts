import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DisseminationStatusListSchema, OrganizationListSchema, StampListSchema, ThemeListSchema } from '@atelier/contracts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';

// One seeded server for the cases that read the seed, one never seeded: the cases only read.
let seeded: TestServer;
beforeAll(async () => {
  seeded = await createTestServer();
});
afterAll(() => seeded.close());

describe('GET /api/disseminationStatus', () => {
  it('lists the three statuses of the seed, public generic first', async () => {
    const response = await seeded.app.inject({ url: '/api/disseminationStatus' });
    expect(response.statusCode).toBe(200);
    const statuses = DisseminationStatusListSchema.parse(response.json());
    expect(statuses.map((status) => status.id)).toEqual(['PublicGenerique', 'PublicSpecifique', 'Prive']);
    expect(statuses[0]).toMatchObject({ labelLg1: 'Public générique', labelLg2: 'Public generic' });
  });

  it('answers an empty list from a database that was never seeded', async () => {
    const empty = await createTestServer({ seed: false });
    try {
      const response = await empty.app.inject({ url: '/api/disseminationStatus' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});

describe('reference lists', () => {
  it('lists organisations, stamps and themes of the seed', async () => {
    const organizations = OrganizationListSchema.parse((await seeded.app.inject({ url: '/api/organizations' })).json());
    expect(organizations.length).toBe(267);
    expect(organizations.find((o) => o.id === 'acoss')).toMatchObject({ labelLg1: 'ACOSS', stamp: null, deprecated: false });
    const stamps = StampListSchema.parse((await seeded.app.inject({ url: '/api/stamps' })).json());
    expect(stamps).toContain('DG75-L201');
    expect([...stamps].sort()).toEqual(stamps);
    const themes = ThemeListSchema.parse((await seeded.app.inject({ url: '/api/themes' })).json());
    expect(themes.find((t) => t.id === 'bsn')).toMatchObject({ notation: 'BSN', labelLg2: 'Business sector' });
  });
});
