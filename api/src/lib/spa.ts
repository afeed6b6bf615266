import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '@atelier/contracts';
import type { Config } from '../config.ts';
import { ApiError, sendError } from './errors.ts';

/** What the SPA reads from its host before calling anything (`GET /config.json`). */
export function toRuntimeConfig(config: Config): RuntimeConfig {
  return {
    apiBaseUrl: config.apiBaseUrl,
    ...(config.oidcIssuer && config.oidcClientId
      ? {
          oidc: {
            authority: config.oidcIssuer,
            clientId: config.oidcClientId,
            scope: 'openid',
            ...(config.oidcAudience ? { resource: config.oidcAudience } : {}),
            ...(config.idleTimeoutSeconds ? { idleTimeoutSeconds: config.idleTimeoutSeconds } : {}),
          },
        }
      : {}),
  };
}

/**
 * Serves the built SPA: hashed assets cached for a year (and pre-compressed when the build left
 * .br/.gz files), `index.html` for every other page path so that deep links work, never cached;
 * never the source maps.
 * Returns false when no build is found (the API still runs, for development and tests).
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<boolean> {
  const runtimeConfig = toRuntimeConfig(config);
  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(runtimeConfig),
  );

  const indexFile = path.join(config.spaDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.setNotFoundHandler((_request, reply) => sendError(reply, new ApiError('NOT_FOUND')));
    return false;
  }
  const indexHtml = readFileSync(indexFile);

  await app.register(fastifyStatic, {
    root: config.spaDir,
    index: ['index.html'],
    wildcard: true,
    preCompressed: true,
    // Source maps stay on the disk (the build writes them for local debugging): the production
    // server does not publish its sources.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    // Our own cache headers below, not the plugin's default max-age=0.
    cacheControl: false,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!wantsPage) return sendError(reply, new ApiError('NOT_FOUND'));
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
  return true;
}
