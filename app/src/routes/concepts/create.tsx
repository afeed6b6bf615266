import { createFileRoute } from '@tanstack/react-router';
import { CreateConceptScreen, loadConceptForm } from '../../concepts/ConceptFormScreens.tsx';

export const Route = createFileRoute('/concepts/create')({
  loader: ({ context }) => loadConceptForm(context.queryClient),
  component: CreateConceptScreen,
});
