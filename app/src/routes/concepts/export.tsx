import { createFileRoute } from '@tanstack/react-router';
import { ConceptsExportScreen } from '../../concepts/BulkScreens.tsx';

/** The export of a selection of concepts. */
export const Route = createFileRoute('/concepts/export')({
  component: ConceptsExportScreen,
});
