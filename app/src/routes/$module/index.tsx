import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MODULES } from '../../shell/modules.ts';
import { redirectModuleRoot } from '../../shell/module-routes.ts';
import { NotAvailableYetContent } from '../../shell/StatusPages.tsx';

export const Route = createFileRoute('/$module/')({
  beforeLoad: ({ params }) => redirectModuleRoot(params.module),
  component: ModuleHome,
});

function ModuleHome() {
  const { i18n } = useLingui();
  const { module } = Route.useParams();
  return <NotAvailableYetContent page={i18n._(MODULES[module].title)} />;
}
