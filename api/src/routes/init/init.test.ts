import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppContextSchema } from '@atelier/contracts';
import { createTestServer, type TestServer } from '../../../test/harness.ts';
import packageJson from '../../../package.json' with { type: 'json' };

describe('GET /api/init', () => {
  // One server per configuration: the cases only read.
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers the application context of the default configuration, without sign-in', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/init' });
    expect(response.statusCode).toBe(200);
    const context = AppContextSchema.parse(response.json());
    expect(context).toEqual({
      authType: 'NoAuthImpl',
      lg1: 'fr',
      lg2: 'en',
      version: packageJson.version,
      modules: ['concepts', 'classifications', 'operations', 'structures', 'datasets', 'codelists'],
      activeModules: ['concepts', 'classifications', 'operations', 'structures', 'datasets', 'codelists'],
      defaultContributor: 'DG75-L201',
      maxLengthScopeNote: 350,
      extraMandatoryFields: [],
      defaultAgencyId: 'FR1',
      mailConfigured: false,
    });
  });

  it('follows the configuration: modules, active modules, languages, mandatory fields and mail', async () => {
    const configured = await createTestServer({
      config: {
        modules: 'codelists,operations',
        activeModules: 'codelists',
        lg1: 'en',
        lg2: 'fr',
        extraMandatoryFields: 'accrualPeriodicityCode, typeCode',
        smtpUrl: 'smtp://mail.example.org:25',
      },
    });
    try {
      const context = AppContextSchema.parse((await configured.app.inject({ url: '/api/init' })).json());
      expect(context.modules).toEqual(['codelists', 'operations']);
      expect(context.activeModules).toEqual(['codelists']);
      expect([context.lg1, context.lg2]).toEqual(['en', 'fr']);
      expect(context.extraMandatoryFields).toEqual(['accrualPeriodicityCode', 'typeCode']);
      expect(context.mailConfigured).toBe(true);
    } finally {
      await configured.close();
    }
  });

  it('refuses other methods with a coded error', async () => {
    const response = await server.app.inject({ method: 'DELETE', url: '/api/init' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });
});
