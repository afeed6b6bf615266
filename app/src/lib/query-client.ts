import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client.ts';

/**
 * Cached data never goes stale by itself (the specification's rule): mutations invalidate what they
 * change. A client error (4xx) is not retried; a network or server failure is, twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status < 500) && failureCount < 2,
      },
    },
  });
}
