import { z } from 'zod';
import { HttpUrlSchema } from './common/text.ts';

/**
 * `GET /config.json`: what the single-page application needs to know about its host before it can
 * call anything. Served by whoever hosts the SPA, so one build runs in any deployment.
 */
export const RuntimeConfigSchema = z.object({
  /** Where the API lives, absolute or relative to the page (`/api` when served together). */
  apiBaseUrl: z.string().min(1),
  /** OpenID Connect client settings; required when the API announces `OpenIDConnectAuth`. */
  oidc: z
    .object({
      authority: HttpUrlSchema,
      clientId: z.string().min(1),
      scope: z.string().default('openid'),
      /** Audience (resource indicator) of the access tokens the API accepts. */
      resource: z.string().optional(),
      /** An inactive session ends after this many seconds (after a visible countdown). */
      idleTimeoutSeconds: z.number().int().positive().optional(),
    })
    .optional(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
