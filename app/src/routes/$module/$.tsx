import { createFileRoute } from '@tanstack/react-router';
import { ModuleScreenFallback } from '../../shell/ModuleGate.tsx';

/** Every screen of a module that has no route of its own yet. */
export const Route = createFileRoute('/$module/$')({
  component: ModuleScreen,
});

function ModuleScreen() {
  const { module, _splat: path = '' } = Route.useParams();
  return <ModuleScreenFallback name={module} path={path} />;
}
