import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@atelier/contracts';
import { API_VERSION } from '../../config.ts';
import type { Database } from '../../db/client.ts';

/** `GET /health`: 200 when the database answers, 503 otherwise. For load balancers and probes. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Health of the server and its database',
        tags: ['application'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping();
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: reachable ? 'ok' : 'unreachable',
        version: API_VERSION,
      });
    },
  );
};
