import { createFileRoute } from '@tanstack/react-router';
import { codeListUi } from '../../codelists/kinds.ts';
import { CreateListScreen } from '../../codelists/screens.tsx';
import { loadFormReferences } from '../../records/loaders.ts';

export const Route = createFileRoute('/codelists/create')({
  loader: ({ context }) => loadFormReferences(context.queryClient),
  component: () => <CreateListScreen ui={codeListUi} />,
});
