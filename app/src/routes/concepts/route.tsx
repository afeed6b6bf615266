import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadCatalogs } from '../../lib/i18n.ts';
import { ModuleGate } from '../../shell/ModuleGate.tsx';
import { loadUserRights, requireConfiguredModule } from '../../shell/module-routes.ts';

/** The concepts module: concepts and collections, their bulk publication and exports, and the administration dashboard. */
export const Route = createFileRoute('/concepts')({
  beforeLoad: ({ context }) => requireConfiguredModule(context.queryClient, 'concepts'),
  loader: ({ context }) => Promise.all([loadUserRights(context.queryClient), loadCatalogs(['records', 'concepts'])]),
  component: () => (
    <ModuleGate name="concepts">
      <Outlet />
    </ModuleGate>
  ),
});
