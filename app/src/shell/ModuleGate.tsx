// The styles of every screen (the first page's style sheet holds only the shell's).
import '../screens.css';
import type { ReactNode } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ModuleName } from '@atelier/contracts';
import { useAuthorization } from '../auth/privileges.ts';
import { useAppContext } from './app-context.ts';
import { ModuleLayout } from './ModuleLayout.tsx';
import { isKnownScreen, MODULE_NAVIGATION } from './module-navigation.ts';
import { MODULES } from './modules.ts';
import { ForbiddenPage, MaintenancePage, NotAvailableYetContent, NotFoundContent } from './StatusPages.tsx';

// What every module's layout shows, whether the module has screens of its own yet (a static route
// such as `routes/codelists/route.tsx`) or not (the generic `routes/$module/route.tsx`); its route
// options are in module-routes.ts.

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
  if (!isKnownScreen(MODULE_NAVIGATION[name], path)) return <NotFoundContent />;
  return <NotAvailableYetContent page={i18n._(module.title)} />;
}
