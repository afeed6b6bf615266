import { z } from 'zod';
import { CodeListFilterSchema } from '@atelier/contracts';

/** The quick search of a list page, in the address: `/codelists?q=freq`. */
export const QuickSearchSchema = z.object({ q: z.string().optional().catch(undefined) });

/**
 * The advanced search, in the address: the API's own filters, so that a search can be bookmarked,
 * shared, and sent to the server as it is. A malformed value is dropped, never an error page.
 */
export const AdvancedSearchSchema = CodeListFilterSchema.omit({ q: true, parentId: true })
  .partial()
  .extend({ parentId: z.string().trim().max(200).optional() });

export type AdvancedSearch = z.infer<typeof AdvancedSearchSchema>;

export function parseAdvancedSearch(search: Record<string, unknown>): AdvancedSearch {
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(AdvancedSearchSchema.shape)) {
    const parsed = field.safeParse(search[key]);
    if (parsed.success && parsed.data !== undefined) result[key] = parsed.data;
  }
  return result;
}
