import { createFileRoute } from '@tanstack/react-router';
import { NotFoundContent } from '../../shell/StatusPages.tsx';

/** Any other address inside the module. */
export const Route = createFileRoute('/codelists/$')({
  component: NotFoundContent,
});
