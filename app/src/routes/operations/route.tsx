import { Outlet, createFileRoute } from '@tanstack/react-router';
import { loadCatalogs } from '../../lib/i18n.ts';
import { ModuleGate } from '../../shell/ModuleGate.tsx';
import { loadUserRights, requireConfiguredModule } from '../../shell/module-routes.ts';

/** The operations module: families, series, operations and indicators, their tree, documents and links, quality reports and the metadata structure help. */
export const Route = createFileRoute('/operations')({
  beforeLoad: ({ context }) => requireConfiguredModule(context.queryClient, 'operations'),
  loader: ({ context }) => Promise.all([loadUserRights(context.queryClient), loadCatalogs(['records', 'operations', 'sims'])]),
  component: () => (
    <ModuleGate name="operations">
      <Outlet />
    </ModuleGate>
  ),
});
