import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppContextSchema, type AppContext } from '@atelier/contracts';
import { API_VERSION, type Config } from '../../config.ts';

export function toAppContext(config: Config): AppContext {
  return {
    authType: config.authType,
    lg1: config.lg1,
    lg2: config.lg2,
    version: API_VERSION,
    modules: config.modules,
    activeModules: config.activeModules,
    defaultContributor: config.defaultContributor,
    maxLengthScopeNote: config.maxLengthScopeNote,
    extraMandatoryFields: config.extraMandatoryFields,
    defaultAgencyId: config.defaultAgencyId,
    mailConfigured: config.smtpUrl !== undefined,
  };
}

/** `GET /init`: public, read before sign-in. */
export const initRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const context = toAppContext(config);
  app.get(
    '/init',
    { config: { access: 'public' }, schema: { summary: 'Application context', tags: ['application'], response: { 200: AppContextSchema } } },
    async () => context,
  );
};
