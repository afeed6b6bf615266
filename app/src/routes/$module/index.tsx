import { createFileRoute, redirect } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MODULES } from '../../shell/modules.ts';
import { NotAvailableYetContent } from '../../shell/StatusPages.tsx';

export const Route = createFileRoute('/$module/')({
  // Some modules open on one of their lists (operations on its series).
  beforeLoad: ({ params }) => {
    const target = MODULES[params.module].redirectRootTo;
    if (target) throw redirect({ to: '/$module/$', params: { module: params.module, _splat: target }, replace: true });
  },
  component: ModuleHome,
});

function ModuleHome() {
  const { i18n } = useLingui();
  const { module } = Route.useParams();
  return <NotAvailableYetContent page={i18n._(MODULES[module].title)} />;
}
