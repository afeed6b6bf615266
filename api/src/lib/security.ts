import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The one inline style the SPA needs: react-aria's press handling inserts a `<style>` element
 * (`touch-action` for pressable elements) once per page. Allowed by its hash, which holds for the
 * pinned react-aria version; the journeys fail on any policy violation, so an upgrade that changes
 * it is caught.
 */
const REACT_ARIA_PRESS_STYLE = "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='";

/**
 * Security headers. The content security policy allows no inline script, no inline style but one and no third-party
 * origin except the sign-in provider: every asset of the SPA is served from here.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const provider = config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", REACT_ARIA_PRESS_STYLE],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...provider],
        frameSrc: ["'self'", ...provider],
        formAction: ["'self'", ...provider],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // The SPA and the API share one origin; cross-origin isolation would break the sign-in popup flows.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Cross-origin calls, for an SPA served from another origin (CORS_ORIGINS). Downloads expose their
 * file name and the list of missing documents; creations expose their Location.
 */
export async function registerCors(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Request-Id'],
    exposedHeaders: ['Content-Disposition', 'X-Missing-Documents', 'Location', 'X-Request-Id'],
    maxAge: 600,
  });
}
