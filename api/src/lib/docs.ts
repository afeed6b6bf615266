import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_VERSION } from '../config.ts';

/**
 * Swagger UI inserts one <style> element of its own; its pages (and only they) allow that exact
 * style by hash. Scripts stay 'self' only, as everywhere.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

/**
 * OpenAPI 3.1, generated from the contract schemas of every route, and its interactive reference at
 * /api/docs, served from here (no CDN).
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
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.header('content-security-policy', DOCS_CSP);
        done();
      },
    },
    logLevel: 'warn',
  });
}
