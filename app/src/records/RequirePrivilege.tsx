import type { ReactNode } from 'react';
import type { Application, Privilege } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { ForbiddenContent } from '../shell/StatusPages.tsx';

/**
 * A screen opened by its address by someone who may not use it: a clear "not allowed" page (the
 * server refuses the calls anyway).
 */
export function RequirePrivilege({
  application,
  privilege,
  allowedStamps,
  page,
  children,
}: {
  application: Application;
  privilege: Privilege;
  allowedStamps?: readonly string[];
  page: string;
  children: ReactNode;
}) {
  const { can } = useAuthorization();
  return can(application, privilege, allowedStamps ? { allowedStamps } : {}) ? children : <ForbiddenContent page={page} />;
}
