import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AppContext } from '@atelier/contracts';
import { apiRequest } from '../lib/api-client.ts';

/** `GET /init`: read once at start-up, before the first screen. */
export const appContextQuery = () =>
  queryOptions({
    queryKey: ['init'],
    queryFn: ({ signal }) => apiRequest<AppContext>('/init', { signal }),
  });

/** The application context, already loaded by the root route. */
export function useAppContext(): AppContext {
  return useSuspenseQuery(appContextQuery()).data;
}
