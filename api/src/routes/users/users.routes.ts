import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserPrivilegesSchema, UserStampsSchema } from '@atelier/contracts';
import { identityOf } from '../../auth/access.ts';

/** What the signed-in user may do (`users/info`) and which stamps they hold (`users/stamp`). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/info',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Privileges of the signed-in user, per application',
        tags: ['users'],
        response: { 200: UserPrivilegesSchema },
      },
    },
    async (request) => identityOf(request).privileges,
  );

  app.get(
    '/users/stamp',
    {
      config: { access: 'signed-in' },
      schema: { summary: 'Stamps of the signed-in user', tags: ['users'], response: { 200: UserStampsSchema } },
    },
    async (request) => identityOf(request).stamps.map((value) => ({ stamp: value })),
  );
};
