import { createFileRoute } from '@tanstack/react-router';
import { ModuleScreenFallback } from '../../shell/ModuleGate.tsx';

/** Any other address inside the module. */
export const Route = createFileRoute('/codelists/$')({
  component: CodeListsFallback,
});

function CodeListsFallback() {
  const { _splat: path = '' } = Route.useParams();
  return <ModuleScreenFallback name="codelists" path={path} />;
}
