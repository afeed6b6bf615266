import { z } from 'zod';
import { AUTH_TYPES, MODULE_NAMES } from './application.ts';
import { LanguageCodeSchema } from './common/language.schema.ts';

export const ModuleNameSchema = z.enum(MODULE_NAMES);
export const AuthTypeSchema = z.enum(AUTH_TYPES);

/** `GET /api/init`: the application context every screen reads. Public. */
export const AppContextSchema = z.object({
  authType: AuthTypeSchema,
  /** First data language (French by default). */
  lg1: LanguageCodeSchema,
  /** Second data language (English by default). */
  lg2: LanguageCodeSchema,
  /** Version of the API server. */
  version: z.string(),
  /** Modules this deployment offers. */
  modules: z.array(ModuleNameSchema),
  /** Modules currently available; a configured module missing here is under maintenance. */
  activeModules: z.array(ModuleNameSchema),
  /** Contributor stamp proposed by default on new records. */
  defaultContributor: z.string(),
  /** Maximum length of a concept's short definition, in characters. */
  maxLengthScopeNote: z.number().int().positive(),
  /** Series fields that this deployment makes mandatory (for example `accrualPeriodicityCode`). */
  extraMandatoryFields: z.array(z.string()),
  /** SDMX agency that owns new structures and code lists. */
  defaultAgencyId: z.string(),
  /** Whether records can be sent by mail (`SMTP_URL` is set); the screens hide sending otherwise. */
  mailConfigured: z.boolean(),
});
export type AppContext = z.infer<typeof AppContextSchema>;
