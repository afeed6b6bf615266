import { z } from 'zod';
import { LanguageCodeSchema } from './common/language.ts';

/** The modules of the product, in the order the home page lists them. */
export const MODULE_NAMES = [
  'concepts',
  'classifications',
  'operations',
  'structures',
  'datasets',
  'codelists',
] as const;
export const ModuleNameSchema = z.enum(MODULE_NAMES);
export type ModuleName = z.infer<typeof ModuleNameSchema>;

/**
 * How users sign in. The names are those of the system this product replaces, so that its
 * clients read them unchanged: `NoAuthImpl` is the demo mode, `OpenIDConnectAuth` real sign-in.
 */
export const AuthTypeSchema = z.enum(['NoAuthImpl', 'OpenIDConnectAuth']);
export type AuthType = z.infer<typeof AuthTypeSchema>;

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
});
export type AppContext = z.infer<typeof AppContextSchema>;
