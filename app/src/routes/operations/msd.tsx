import { createFileRoute } from '@tanstack/react-router';
import { MsdHelpPage } from '../../operations/sims/msd/MsdHelpPage.tsx';

/**
 * The metadata structure help, from its first rubric; going to a rubric from the outline leads to
 * `help/{idSection}`. No loader: the screen reads the structure and says when it cannot, and the
 * route's entry in the first page stays one lazy import.
 */
export const Route = createFileRoute('/operations/msd')({
  component: MsdRoute,
});

function MsdRoute() {
  const navigate = Route.useNavigate();
  return (
    <MsdHelpPage onSectionChange={(idSection) => void navigate({ to: '/operations/help/$idSection', params: { idSection }, replace: true, resetScroll: false })} />
  );
}
