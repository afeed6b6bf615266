import { createFileRoute } from '@tanstack/react-router';
import { ModuleScreenFallback } from '../../shell/ModuleGate.tsx';

/** Any other address inside the module: a screen not built yet says so, any other is not found. */
export const Route = createFileRoute('/concepts/$')({
  component: ConceptsFallback,
});

function ConceptsFallback() {
  const { _splat: path = '' } = Route.useParams();
  return <ModuleScreenFallback name="concepts" path={path} />;
}
