import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPLICATIONS, PRIVILEGES, type UserPrivileges, type UserStamps } from '@atelier/contracts';

// Demo mode only, until the role → privilege matrix lands: the demo identity holds every privilege.
const DEMO_STAMP = 'DG75-L201';
const demoPrivileges: UserPrivileges = APPLICATIONS.map((application) => ({
  application,
  privileges: PRIVILEGES.map((privilege) => ({ privilege, strategy: 'ALL' })),
}));

/** `GET /users/info` and `GET /users/stamp`: what the signed-in user may do, and their stamps. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/info', { schema: { summary: 'Privileges of the signed-in user', tags: ['users'] } }, async () => demoPrivileges);
  app.get('/users/stamp', { schema: { summary: 'Stamps of the signed-in user', tags: ['users'] } }, async (): Promise<UserStamps> => [
    { stamp: DEMO_STAMP },
  ]);
};
