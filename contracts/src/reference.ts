import { z } from 'zod';
import { bilingual } from './common/bilingual.ts';
import { HttpUrlSchema } from './common/text.ts';

/** The three dissemination statuses of the specification. */
export const DISSEMINATION_STATUS_IDS = ['PublicGenerique', 'PublicSpecifique', 'Prive'] as const;
export const DisseminationStatusIdSchema = z.enum(DISSEMINATION_STATUS_IDS);
export type DisseminationStatusId = z.infer<typeof DisseminationStatusIdSchema>;

/** `GET /api/disseminationStatus`. Public. */
export const DisseminationStatusSchema = z.object({
  id: DisseminationStatusIdSchema,
  /** Stable identifier (IRI) of the status, as other systems know it. */
  url: HttpUrlSchema,
  ...bilingual('label', z.string().min(1), z.string().min(1)),
});
export type DisseminationStatus = z.infer<typeof DisseminationStatusSchema>;
export const DisseminationStatusListSchema = z.array(DisseminationStatusSchema);

/** `GET /api/organizations`: the organisations records point to (owners, publishers, contacts). */
export const OrganizationSchema = z.object({
  /** Identifier, such as `HIE2000069`, a stamp, or an acronym. */
  id: z.string().min(1),
  /** The stamp of an INSEE unit. */
  stamp: z.string().nullable(),
  ...bilingual('label', z.string().min(1), z.string().nullable()),
  /** The organisations it is a unit of. */
  unitOf: z.array(z.string()),
  deprecated: z.boolean(),
});
export type Organization = z.infer<typeof OrganizationSchema>;
export const OrganizationListSchema = z.array(OrganizationSchema);

/** `GET /api/stamps`: every stamp a record can be owned by, sorted. */
export const StampListSchema = z.array(z.string());

/** `GET /api/themes`: the statistical themes records can be filed under. */
export const ThemeSchema = z.object({
  id: z.string().min(1),
  notation: z.string(),
  ...bilingual('label', z.string().min(1), z.string().nullable()),
  /** The broader theme. */
  parentId: z.string().nullable(),
});
export type Theme = z.infer<typeof ThemeSchema>;
export const ThemeListSchema = z.array(ThemeSchema);
