import { Outlet, createFileRoute, notFound, useRouterState } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MODULE_NAMES, type ModuleName } from '@atelier/contracts';
import { useAuthorization, userQueries } from '../../auth/privileges.ts';
import { appContextQuery, useAppContext } from '../../shell/app-context.ts';
import { ModuleLayout } from '../../shell/ModuleLayout.tsx';
import { MODULES } from '../../shell/modules.ts';
import { ForbiddenPage, MaintenancePage } from '../../shell/StatusPages.tsx';

const isModuleName = (value: string): value is ModuleName => (MODULE_NAMES as readonly string[]).includes(value);

/**
 * A module's layout, shown only when the module is configured (else page not found) and active
 * (else under maintenance), to users who hold a privilege in it (else not allowed).
 */
export const Route = createFileRoute('/$module')({
  params: {
    parse: ({ module }) => {
      if (!isModuleName(module)) throw notFound();
      return { module };
    },
    stringify: ({ module }) => ({ module }),
  },
  beforeLoad: async ({ context, params }) => {
    const { modules } = await context.queryClient.ensureQueryData(appContextQuery());
    if (!modules.includes(params.module)) throw notFound();
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(userQueries.privileges()),
      context.queryClient.ensureQueryData(userQueries.stamps()),
    ]),
  component: ModuleRoute,
});

function ModuleRoute() {
  const { i18n } = useLingui();
  const { module: name } = Route.useParams();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const { activeModules } = useAppContext();
  const { canEnter } = useAuthorization();
  const module = MODULES[name];
  const title = i18n._(module.title);
  if (!activeModules.includes(name)) return <MaintenancePage moduleTitle={title} />;
  if (!canEnter(name)) return <ForbiddenPage page={title} />;
  return (
    <ModuleLayout module={module} path={pathname.slice(`/${name}`.length)}>
      <Outlet />
    </ModuleLayout>
  );
}
