import { z } from 'zod';
import { APPLICATIONS, PRIVILEGES, STRATEGIES, type UserPrivileges, type UserStamps } from './privileges.ts';

// Zod schemas of the `users/*` answers, whose types live with the guard rule in privileges.ts.

export const UserPrivilegesSchema: z.ZodType<UserPrivileges> = z.array(
  z.object({
    application: z.enum(APPLICATIONS),
    privileges: z.array(z.object({ privilege: z.enum(PRIVILEGES), strategy: z.enum(STRATEGIES) })),
  }),
);

export const UserStampsSchema: z.ZodType<UserStamps> = z.array(z.object({ stamp: z.string() }));
