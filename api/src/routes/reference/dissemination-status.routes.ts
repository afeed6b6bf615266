import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DisseminationStatusListSchema } from '@atelier/contracts';
import type { Database } from '../../db/client.ts';
import { disseminationStatus } from '../../db/schema.ts';

/** `GET /disseminationStatus`: public generic, public specific, private. Public. */
export const disseminationStatusRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/disseminationStatus',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Dissemination statuses',
        tags: ['reference'],
        response: { 200: DisseminationStatusListSchema },
      },
    },
    async () =>
      database.db
        .select({
          id: disseminationStatus.id,
          url: disseminationStatus.url,
          labelLg1: disseminationStatus.labelLg1,
          labelLg2: disseminationStatus.labelLg2,
        })
        .from(disseminationStatus)
        .orderBy(asc(disseminationStatus.position)),
  );
};
