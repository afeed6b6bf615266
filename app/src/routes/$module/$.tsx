import { createFileRoute } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MODULES, isKnownScreen } from '../../shell/modules.ts';
import { NotAvailableYetContent, NotFoundContent } from '../../shell/StatusPages.tsx';

/**
 * Every screen of a module that has no route of its own yet: a screen of the specification says so
 * plainly; any other address is not found.
 */
export const Route = createFileRoute('/$module/$')({
  component: ModuleScreen,
});

function ModuleScreen() {
  const { i18n } = useLingui();
  const { module, _splat: path = '' } = Route.useParams();
  const definition = MODULES[module];
  if (!isKnownScreen(definition, path)) return <NotFoundContent />;
  return <NotAvailableYetContent page={i18n._(definition.title)} />;
}
