import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import {
  hasModuleAccess,
  isAllowed,
  type Application,
  type ModuleName,
  type Privilege,
  type UserPrivileges,
  type UserStamps,
} from '@atelier/contracts';
import { apiRequest } from '../lib/api-client.ts';
import { USER_INFO_REFRESH_MS } from './timing.ts';

/** `GET /users/info` and `GET /users/stamp`, read again every 120 s (with token renewal). */
export const userQueries = {
  all: () => ['users'] as const,
  privileges: () =>
    queryOptions({
      queryKey: ['users', 'info'],
      queryFn: ({ signal }) => apiRequest<UserPrivileges>('/users/info', { signal }),
      refetchInterval: USER_INFO_REFRESH_MS,
    }),
  stamps: () =>
    queryOptions({
      queryKey: ['users', 'stamp'],
      queryFn: ({ signal }) => apiRequest<UserStamps>('/users/stamp', { signal }),
      refetchInterval: USER_INFO_REFRESH_MS,
    }),
};

export interface GuardOptions {
  /** The record's creators or contributors, for the STAMP strategy. */
  allowedStamps?: readonly string[];
  /** Conditions particular to the action (for example "not published yet"). */
  extraChecks?: readonly boolean[];
}

export interface Authorization {
  privileges: UserPrivileges;
  stamps: string[];
  /** The guard rule of specification §6, the same function the server applies. */
  can: (application: Application, privilege: Privilege, options?: GuardOptions) => boolean;
  /** Whether the module's tile shows (any privilege other than NONE). */
  canEnter: (module: ModuleName) => boolean;
}

/** What the signed-in user may do. Suspends until users/info and users/stamp are loaded. */
export function useAuthorization(): Authorization {
  const privileges = useSuspenseQuery(userQueries.privileges()).data;
  const stamps = useSuspenseQuery(userQueries.stamps()).data.map((entry) => entry.stamp);
  return {
    privileges,
    stamps,
    can: (application, privilege, options = {}) =>
      isAllowed({ privileges, application, privilege, userStamps: stamps, ...options }),
    canEnter: (module) => hasModuleAccess(privileges, module),
  };
}
