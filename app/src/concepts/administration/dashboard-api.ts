import { queryOptions } from '@tanstack/react-query';
import type { ConceptDashboard } from '@atelier/contracts';
import { apiRequest } from '../../lib/api-client.ts';

// The administration dashboard's counts (`GET /concepts/dashboard?kind=`), under the module's
// cache key: any write to a concept or a collection makes them stale.

export type DashboardKind = 'concept' | 'collection';

export const dashboardQueries = {
  summary: (kind: DashboardKind) =>
    queryOptions({
      queryKey: ['concepts', 'dashboard', kind],
      queryFn: ({ signal }) => apiRequest<ConceptDashboard>(`/concepts/dashboard?kind=${kind}`, { signal }),
    }),
};

/** The day before `today`, as `YYYY-MM-DD` in local time: the changes' default start. */
export function dayBefore(today: Date = new Date()): string {
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  return `${yesterday.getFullYear()}-${String(yesterday.getMonth() + 1).padStart(2, '0')}-${String(yesterday.getDate()).padStart(2, '0')}`;
}
