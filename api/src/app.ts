import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessControl } from './auth/access.ts';
import { demoAuthenticator, oidcAuthenticator, type Authenticator } from './auth/authenticators.ts';
import { loadRolePrivileges } from './auth/role-privileges.ts';
import { registerDocs } from './lib/docs.ts';
import { ApiError, handleClientError, registerErrorHandling, sendError } from './lib/errors.ts';
import { registerJsonBody } from './lib/json-body.ts';
import { registerCors, registerSecurityHeaders } from './lib/security.ts';
import { serializerCompiler } from './lib/serialize.ts';
import { registerDraining } from './lib/shutdown.ts';
import { registerSpa } from './lib/spa.ts';
import { configuredModules, registerModules, type ApiModule } from './records/module.ts';
import { productModules } from './modules.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { initRoutes } from './routes/init/init.routes.ts';
import { disseminationStatusRoutes } from './routes/reference/dissemination-status.routes.ts';
import { referenceRoutes } from './routes/reference/reference.routes.ts';
import { usersRoutes } from './routes/users/users.routes.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Who the callers are; by default from AUTH_TYPE (demo identity, or verified OpenID Connect tokens). */
  authenticate?: Authenticator;
  /** The modules served; by default every one (`productModules`). */
  modules?: readonly ApiModule[];
}


/** The longest request line and headers the server reads, in bytes (Node's default: 16 kB). */
export const MAX_REQUEST_HEAD = 32 * 1024;

function authenticatorFor(config: Config): Authenticator {
  return config.authType === 'OpenIDConnectAuth'
    ? oidcAuthenticator(config, loadRolePrivileges(config.rolePrivilegesFile))
    : demoAuthenticator();
}

/** Builds the server: the API under `/api` and, when it is built, the SPA at `/`. */
export async function buildApp({ config, database, logger, authenticate, modules }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: config.bodyLimit,
    // Selections of records in a path, as the replaced system's clients send them (500 collections'
    // UUIDs joined with `_AND_`: 20.5 kB): read whole, the router never refusing a segment on its own
    // (its 404 or 414), so that a route's schema says what is wrong; past the request line's limit,
    // 431 HEADERS_TOO_LARGE in the API's shape (handleClientError). The application sends them in bodies.
    http: { maxHeaderSize: MAX_REQUEST_HEAD },
    routerOptions: { maxParamLength: MAX_REQUEST_HEAD },
    // While the server closes, requests still reach the draining hook, which answers them in the API's
    // error shape with Retry-After; Fastify's own 503 would not (registerDraining).
    return503OnClosing: false,
    // Requests Node's HTTP parser refuses (malformed, headers too large, too slow), in the API's error shape.
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();
  // First of all hooks: on SIGTERM, new requests answer 503 while those in flight end (main.ts).
  registerDraining(app);

  // JSON as Fastify parses it, in UTF-8 only; an empty body counts as no body (json-body.ts).
  registerJsonBody(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app, config);
  await registerCors(app, config);
  await registerDocs(app);
  const authenticator = authenticate ?? authenticatorFor(config);

  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => sendError(reply, new ApiError('NOT_FOUND')));
      // Answers over 1 kB are compressed (a list's 10,000 codes: 1.8 MB of JSON), with the fast
      // settings: the time saved on the wire must not be spent compressing.
      await api.register(compress, {
        threshold: 1024,
        encodings: ['br', 'gzip'],
        brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
        zlibOptions: { level: 5 },
      });
      registerAccessControl(api, authenticator);
      await api.register(initRoutes, { config });
      await api.register(healthRoutes, { database });
      await api.register(disseminationStatusRoutes, { database });
      await api.register(usersRoutes);
      await api.register(referenceRoutes, { database });
      await registerModules(
        api,
        database.db,
        configuredModules(modules ?? productModules({
            codeListBodyLimit: config.codeListBodyLimit,
            maxLengthScopeNote: config.maxLengthScopeNote,
            languages: { lg1: config.lg1, lg2: config.lg2 },
            agencyId: config.defaultAgencyId,
            baseIri: config.baseIri,
            mail: { smtpUrl: config.smtpUrl, from: config.mailFrom },
          }), config.extraMandatoryFields),
      );
    },
    { prefix: '/api' },
  );

  const spaServed = await registerSpa(app, config);
  if (!spaServed) app.log.warn({ spaDir: config.spaDir }, 'no SPA build found: serving the API only');
  return app;
}
