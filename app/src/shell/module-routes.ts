import { notFound, redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ModuleName } from '@atelier/contracts';
import { userQueries } from '../auth/privileges.ts';
import { appContextQuery } from './app-context.ts';
import { MODULES } from './modules.ts';

// What every module's routes do before their screens load (route options stay in the first page:
// these are light; the gate's screens load with the module's).

/** A module absent from the configured modules is not found (specification §2). */
export async function requireConfiguredModule(queryClient: QueryClient, name: ModuleName): Promise<void> {
  const { modules } = await queryClient.ensureQueryData(appContextQuery());
  if (!modules.includes(name)) throw notFound();
}

/** A module that opens on one of its lists (operations on its series) sends its root there. */
export function redirectModuleRoot(name: ModuleName): void {
  const target = MODULES[name].redirectRootTo;
  if (target) throw redirect({ href: `/${name}/${target}`, replace: true });
}

/** The user's privileges and stamps, which every guarded screen of a module reads, and every kind's pages (links to records of any kind). */
export function loadUserRights(queryClient: QueryClient) {
  return Promise.all([
    // The app's list of every module's kinds (not a module): loaded with the first module page, not the home page.
    import('../modules.ts'),
    queryClient.ensureQueryData(userQueries.privileges()),
    queryClient.ensureQueryData(userQueries.stamps()),
  ]);
}
