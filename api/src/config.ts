import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { AuthTypeSchema, LanguageCodeSchema, MODULE_NAMES, ModuleNameSchema } from '@atelier/contracts';
import packageJson from '../package.json' with { type: 'json' };
import { defaultSpaDir } from './paths.ts';

/** The API's own version, shown in the SPA's footer. */
export const API_VERSION: string = packageJson.version;

/** A comma-separated list (or, in the JSON file, an array), its items trimmed, empty ones dropped. */
const list = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean));

const moduleList = list.pipe(z.array(ModuleNameSchema));

/** A browser origin as browsers send it: http(s), a host, a port if any, nothing after. */
const origin = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) origin' })
  .refine((value) => new URL(value).origin === value, { error: 'must be an origin (scheme://host[:port]), without a path or a final slash' });

const port = z.coerce.number().int().min(0).max(65535);

/**
 * Everything the server can be told, with its default. Environment variables win over the optional
 * JSON file named by `ATELIER_CONFIG`, whose keys are the same names in camelCase.
 */
const ConfigSchema = z
  .object({
    port: port.default(3000),
    /** Unset: 127.0.0.1 in demo mode (anyone reaching the port would hold every privilege), all interfaces otherwise. */
    host: z.string().min(1).optional(),
    dataDir: z.string().min(1).default('./data'),
    databaseUrl: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
    authType: AuthTypeSchema.default('NoAuthImpl'),
    lg1: LanguageCodeSchema.default('fr'),
    lg2: LanguageCodeSchema.default('en'),
    modules: moduleList.default([...MODULE_NAMES]),
    activeModules: moduleList.optional(),
    defaultContributor: z.string().default('DG75-L201'),
    maxLengthScopeNote: z.coerce.number().int().positive().default(350),
    extraMandatoryFields: list.default([]),
    defaultAgencyId: z.string().default('FR1'),
    /** Where the IRIs of exported RDF (SKOS) start, for records without an IRI of their own; ends with `/` or `#`. */
    baseIri: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).refine((value) => /[/#]$/.test(value), { error: 'must end with / or #' }).default('http://id.insee.fr/'),
    apiBaseUrl: z.string().min(1).default('/api'),
    oidcIssuer: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
    oidcClientId: z.string().min(1).optional(),
    oidcAudience: z.string().min(1).optional(),
    /** Other clients of the provider whose access tokens the API accepts (systems that call it with their own credentials). */
    oidcTrustedClients: list.default([]),
    /** Accept access tokens for any audience: only when the provider cannot issue tokens for the API (no resource indicators, no audience mapper). */
    oidcAllowAnyAudience: z.union([z.boolean(), z.stringbool()]).default(false),
    /** Seconds without interaction before a signed-in user is logged out (the SPA counts down to it). */
    idleTimeoutSeconds: z.coerce.number().int().min(60).optional(),
    /** JSON file of the role → privilege matrix; the committed default is modelled on the replaced system's. */
    rolePrivilegesFile: z.string().min(1).optional(),
    /** Browser origins allowed to call the API from another origin (CORS); none by default. */
    corsOrigins: list.pipe(z.array(origin)).default([]),
    /** Largest request body accepted, in bytes. */
    bodyLimit: z.coerce.number().int().min(1024).default(1024 * 1024),
    /** Largest body of a code list write, in bytes: a list carries its codes (10,000 codes take about 1 MB). */
    codeListBodyLimit: z.coerce.number().int().min(1024).default(16 * 1024 * 1024),
    /** SMTP server that sends records by mail (`smtp://user:pass@host:port`, `smtps://…`); none: sending is not offered. */
    smtpUrl: z
      .string()
      .regex(/^smtps?:\/\/[^/?#]/, 'must be smtp://[user:pass@]host[:port] or smtps://…')
      .optional(),
    /** Sender of those mails: an address, or `Name <address>`. */
    mailFrom: z.string().trim().min(3).default('Atelier <atelier@localhost>'),
    spaDir: z.string().default(defaultSpaDir),
    logLevel: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .transform((config) => ({
    ...config,
    host: config.host ?? (config.authType === 'NoAuthImpl' ? '127.0.0.1' : '0.0.0.0'),
    activeModules: config.activeModules ?? config.modules,
  }))
  .refine((config) => config.activeModules.every((name) => config.modules.includes(name)), {
    message: 'every active module must also be listed in MODULES',
    path: ['activeModules'],
  })
  .refine((config) => config.authType !== 'OpenIDConnectAuth' || (config.oidcIssuer && config.oidcClientId), {
    message: 'OpenIDConnectAuth needs OIDC_ISSUER and OIDC_CLIENT_ID',
    path: ['authType'],
  })
  // Without an audience, a token the provider issued for another application (another client's
  // access token) would be accepted: say so, unless told explicitly.
  .refine((config) => config.authType !== 'OpenIDConnectAuth' || config.oidcAudience || config.oidcAllowAnyAudience, {
    message:
      'OpenIDConnectAuth needs the audience of the access tokens meant for this API (its resource identifier at the provider), ' +
      'or OIDC_ALLOW_ANY_AUDIENCE=true to accept tokens whatever their audience',
    path: ['oidcAudience'],
  });

export type Config = z.output<typeof ConfigSchema>;
export type ConfigInput = z.input<typeof ConfigSchema>;

/** Environment variable → configuration key. The README documents each of them. */
const ENV_KEYS = {
  PORT: 'port',
  HOST: 'host',
  DATA_DIR: 'dataDir',
  DATABASE_URL: 'databaseUrl',
  AUTH_TYPE: 'authType',
  LG1: 'lg1',
  LG2: 'lg2',
  MODULES: 'modules',
  ACTIVE_MODULES: 'activeModules',
  DEFAULT_CONTRIBUTOR: 'defaultContributor',
  MAX_LENGTH_SCOPE_NOTE: 'maxLengthScopeNote',
  EXTRA_MANDATORY_FIELDS: 'extraMandatoryFields',
  DEFAULT_AGENCY_ID: 'defaultAgencyId',
  BASE_IRI: 'baseIri',
  API_BASE_URL: 'apiBaseUrl',
  OIDC_ISSUER: 'oidcIssuer',
  OIDC_CLIENT_ID: 'oidcClientId',
  OIDC_AUDIENCE: 'oidcAudience',
  OIDC_ALLOW_ANY_AUDIENCE: 'oidcAllowAnyAudience',
  OIDC_TRUSTED_CLIENTS: 'oidcTrustedClients',
  IDLE_TIMEOUT_SECONDS: 'idleTimeoutSeconds',
  ROLE_PRIVILEGES_FILE: 'rolePrivilegesFile',
  CORS_ORIGINS: 'corsOrigins',
  BODY_LIMIT: 'bodyLimit',
  CODE_LIST_BODY_LIMIT: 'codeListBodyLimit',
  SMTP_URL: 'smtpUrl',
  MAIL_FROM: 'mailFrom',
  SPA_DIR: 'spaDir',
  LOG_LEVEL: 'logLevel',
} as const satisfies Record<string, keyof ConfigInput>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the configuration, or throws a ConfigError whose message names every wrong setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: ConfigInput = {}): Config {
  const fromFile = env.ATELIER_CONFIG ? readConfigFile(env.ATELIER_CONFIG) : {};
  const fromEnv: Record<string, string> = {};
  for (const [variable, key] of Object.entries(ENV_KEYS)) {
    const value = env[variable];
    if (value !== undefined && value !== '') fromEnv[key] = value;
  }
  const result = ConfigSchema.safeParse({ ...fromFile, ...fromEnv, ...overrides });
  if (!result.success) {
    const keyToVariable = Object.fromEntries(Object.entries(ENV_KEYS).map(([v, k]) => [k, v]));
    const lines = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      return `- ${keyToVariable[key] ?? key}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

function readConfigFile(file: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`ATELIER_CONFIG: cannot read ${file} (${(error as Error).message})`);
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('expected a JSON object');
    }
    return parsed as Record<string, unknown>;
  } catch (error) {
    throw new ConfigError(`ATELIER_CONFIG: ${file} is not valid (${(error as Error).message})`);
  }
}
