import { z } from 'zod';

/** `GET /api/health`: liveness and database reachability. Public. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
