import { createFileRoute } from '@tanstack/react-router';
import { MsdHelpPage } from '../../../operations/sims/msd/MsdHelpPage.tsx';

/** The metadata structure help at one rubric (`S.3.1`), which the address follows as the reader goes from rubric to rubric. */
export const Route = createFileRoute('/operations/help/$idSection')({
  component: HelpRoute,
});

function HelpRoute() {
  const { idSection } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <MsdHelpPage
      section={idSection}
      onSectionChange={(next) => void navigate({ to: '/operations/help/$idSection', params: { idSection: next }, replace: true, resetScroll: false })}
    />
  );
}
