import { createFileRoute } from '@tanstack/react-router';
import { redirectModuleRoot } from '../../shell/module-routes.ts';

/** The module opens on its series. */
export const Route = createFileRoute('/operations/')({
  beforeLoad: () => redirectModuleRoot('operations'),
});
