import { createFileRoute } from '@tanstack/react-router';
import { CollectionsPublishScreen } from '../../../concepts/BulkScreens.tsx';

/** The bulk publication of collections. */
export const Route = createFileRoute('/concepts/collections/validation')({
  component: CollectionsPublishScreen,
});
