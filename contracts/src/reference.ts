import { z } from 'zod';
import { bilingual } from './common/bilingual.ts';

/** The three dissemination statuses of the specification. */
export const DISSEMINATION_STATUS_IDS = ['PublicGenerique', 'PublicSpecifique', 'Prive'] as const;
export const DisseminationStatusIdSchema = z.enum(DISSEMINATION_STATUS_IDS);

/** `GET /api/disseminationStatus`. Public. */
export const DisseminationStatusSchema = z.object({
  id: DisseminationStatusIdSchema,
  /** Stable identifier (IRI) of the status, as other systems know it. */
  url: z.url(),
  ...bilingual('label', z.string().min(1), z.string().min(1)),
});
export type DisseminationStatus = z.infer<typeof DisseminationStatusSchema>;
export const DisseminationStatusListSchema = z.array(DisseminationStatusSchema);
