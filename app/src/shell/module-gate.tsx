import type { ReactNode } from 'react';
import { notFound, redirect, useRouterState } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import type { ModuleName } from '@atelier/contracts';
import { useAuthorization, userQueries } from '../auth/privileges.ts';
import { appContextQuery, useAppContext } from './app-context.ts';
import { ModuleLayout } from './ModuleLayout.tsx';
import { isKnownScreen, MODULES } from './modules.ts';
import { ForbiddenPage, MaintenancePage, NotAvailableYetContent, NotFoundContent } from './StatusPages.tsx';

// What every module's layout route does, whether the module has screens of its own yet (a static
// route such as `routes/codelists/route.tsx`) or not (the generic `routes/$module/route.tsx`).

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

/** The user's privileges and stamps, which every guarded screen of a module reads. */
export function loadUserRights(queryClient: QueryClient) {
  return Promise.all([
    queryClient.ensureQueryData(userQueries.privileges()),
    queryClient.ensureQueryData(userQueries.stamps()),
  ]);
}

/**
 * A module's layout, shown only when the module is active (else under maintenance) and to users who
 * hold a privilege in it (else not allowed).
 */
export function ModuleGate({ name, children }: { name: ModuleName; children: ReactNode }) {
  const { i18n } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { activeModules } = useAppContext();
  const { canEnter } = useAuthorization();
  const module = MODULES[name];
  const title = i18n._(module.title);
  if (!activeModules.includes(name)) return <MaintenancePage moduleTitle={title} />;
  if (!canEnter(name)) return <ForbiddenPage page={title} />;
  return (
    <ModuleLayout module={module} path={pathname.slice(`/${name}`.length)}>
      {children}
    </ModuleLayout>
  );
}

/**
 * Any address of a module that none of its routes serves: a screen of the specification that the
 * module does not have yet says so plainly; any other address is not found. A module built screen
 * by screen keeps this as its `$` route.
 */
export function ModuleScreenFallback({ name, path }: { name: ModuleName; path: string }) {
  const { i18n } = useLingui();
  const module = MODULES[name];
  if (!isKnownScreen(module, path)) return <NotFoundContent />;
  return <NotAvailableYetContent page={i18n._(module.title)} />;
}
