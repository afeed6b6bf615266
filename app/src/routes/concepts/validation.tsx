import { createFileRoute } from '@tanstack/react-router';
import { ConceptsPublishScreen } from '../../concepts/BulkScreens.tsx';

/** The bulk publication of concepts. */
export const Route = createFileRoute('/concepts/validation')({
  component: ConceptsPublishScreen,
});
