import { createFileRoute } from '@tanstack/react-router';
import { ModuleScreenFallback } from '../../shell/ModuleGate.tsx';

/** Any other address inside the module: quality reports (Sims) are not available yet. */
export const Route = createFileRoute('/operations/$')({
  component: OperationsFallback,
});

function OperationsFallback() {
  const { _splat: path = '' } = Route.useParams();
  return <ModuleScreenFallback name="operations" path={path} />;
}
