import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_VERSION } from '../config.ts';

/**
 * OpenAPI 3.1, generated from the contract schemas of every route, and its interactive reference at
 * /api/docs (served from here, no CDN, under the global CSP: Swagger UI needs no inline script).
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atelier API',
        version: API_VERSION,
        description:
          'Bilingual statistical reference metadata. Errors answer `{code, message, details?}`; ' +
          'create, update, publish and delete answer the identifier as text. Send a bearer access token ' +
          'unless the server runs in demo mode.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { validatorUrl: null, deepLinking: true },
    logLevel: 'warn',
  });
}
