import type { QueryClient } from '@tanstack/react-query';

/** What every route's loader receives (the root route declares it; router.tsx provides it). */
export interface RouterContext {
  queryClient: QueryClient;
}
