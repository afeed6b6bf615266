import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrganizationListSchema, StampListSchema, ThemeListSchema } from '@atelier/contracts';
import type { Database } from '../../db/client.ts';
import { organization, stamp, theme } from '../../db/schema.ts';

/** Reference lists every module reads: organisations, stamps and themes. Any signed-in user. */
export const referenceRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const { db } = database;
  const signedIn = { access: 'signed-in' as const };

  app.get(
    '/organizations',
    { config: signedIn, schema: { summary: 'Organisations', tags: ['reference'], response: { 200: OrganizationListSchema } } },
    async () => db.select().from(organization).orderBy(asc(organization.labelLg1), asc(organization.id)),
  );

  app.get(
    '/stamps',
    { config: signedIn, schema: { summary: 'Stamps', tags: ['reference'], response: { 200: StampListSchema } } },
    async () => (await db.select().from(stamp).orderBy(asc(stamp.stamp))).map((row) => row.stamp),
  );

  app.get(
    '/themes',
    { config: signedIn, schema: { summary: 'Statistical themes', tags: ['reference'], response: { 200: ThemeListSchema } } },
    async () => db.select().from(theme).orderBy(asc(theme.labelLg1), asc(theme.id)),
  );
};
