import { Outlet, createFileRoute, notFound } from '@tanstack/react-router';
import { MODULE_NAMES, type ModuleName } from '@atelier/contracts';
import { loadCatalogs } from '../../lib/i18n.ts';
import { ModuleGate } from '../../shell/ModuleGate.tsx';
import { loadUserRights, requireConfiguredModule } from '../../shell/module-routes.ts';

const isModuleName = (value: string): value is ModuleName => (MODULE_NAMES as readonly string[]).includes(value);

/** The layout of every module that has no screens of its own yet (their routes say "not available yet"). */
export const Route = createFileRoute('/$module')({
  params: {
    parse: ({ module }) => {
      if (!isModuleName(module)) throw notFound();
      return { module };
    },
    stringify: ({ module }) => ({ module }),
  },
  beforeLoad: ({ context, params }) => requireConfiguredModule(context.queryClient, params.module),
  loader: ({ context }) => Promise.all([loadUserRights(context.queryClient), loadCatalogs(['records'])]),
  component: ModuleRoute,
});

function ModuleRoute() {
  const { module } = Route.useParams();
  return (
    <ModuleGate name={module}>
      <Outlet />
    </ModuleGate>
  );
}
