import { createFileRoute } from '@tanstack/react-router';
import { CreateCollectionScreen, loadCollectionForm } from '../../../concepts/CollectionScreens.tsx';

export const Route = createFileRoute('/concepts/collections/create')({
  loader: ({ context }) => loadCollectionForm(context.queryClient),
  component: CreateCollectionScreen,
});
