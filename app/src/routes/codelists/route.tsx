import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadCatalogs } from '../../lib/i18n.ts';
import { ModuleGate } from '../../shell/ModuleGate.tsx';
import { loadUserRights, requireConfiguredModule } from '../../shell/module-routes.ts';

/** The code lists module: complete lists here, partial lists under `partial/`. */
export const Route = createFileRoute('/codelists')({
  beforeLoad: ({ context }) => requireConfiguredModule(context.queryClient, 'codelists'),
  loader: ({ context }) => Promise.all([loadUserRights(context.queryClient), loadCatalogs(['records', 'codelists'])]),
  component: () => (
    <ModuleGate name="codelists">
      <Outlet />
    </ModuleGate>
  ),
});
