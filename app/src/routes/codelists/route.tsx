import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ModuleGate, loadUserRights, requireConfiguredModule } from '../../shell/module-gate.tsx';

/** The code lists module: complete lists here, partial lists under `partial/`. */
export const Route = createFileRoute('/codelists')({
  beforeLoad: ({ context }) => requireConfiguredModule(context.queryClient, 'codelists'),
  loader: ({ context }) => loadUserRights(context.queryClient),
  component: () => (
    <ModuleGate name="codelists">
      <Outlet />
    </ModuleGate>
  ),
});
