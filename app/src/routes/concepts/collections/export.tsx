import { createFileRoute } from '@tanstack/react-router';
import { CollectionsExportScreen } from '../../../concepts/BulkScreens.tsx';

/** The export of a selection of collections. */
export const Route = createFileRoute('/concepts/collections/export')({
  component: CollectionsExportScreen,
});
