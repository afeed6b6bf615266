import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import type { ApiKind, KindRegistry } from './api-kind.ts';
import { registerKindRoutes } from './routes.ts';

/** What a module serves: its kinds (every endpoint derives from their declarations), and its own endpoints. */
export interface ApiModule {
  /** OpenAPI tag of its endpoints. */
  tag: string;
  kinds: readonly ApiKind[];
  /** The module's endpoints beyond those of its kinds (a code list's codes). */
  routes?: (app: FastifyInstance, options: { db: Db; kinds: KindRegistry }) => Promise<void>;
}

/** Every kind of these modules, by name. */
export function kindRegistry(modules: readonly ApiModule[]): KindRegistry {
  return new Map(modules.flatMap((module) => module.kinds.map((api) => [api.kind.name, api] as const)));
}

/**
 * The modules as a deployment serves them: each kind requires, besides what it declares, those of
 * its fields that `EXTRA_MANDATORY_FIELDS` names (a series' operation type, say).
 */
export function configuredModules(modules: readonly ApiModule[], extraMandatoryFields: readonly string[] = []): ApiModule[] {
  return modules.map((module) => ({
    ...module,
    kinds: module.kinds.map((api) => {
      const required = extraMandatoryFields.filter((name) => name in api.kind.fields);
      return required.length > 0 ? { ...api, hooks: { ...api.hooks, required } } : api;
    }),
  }));
}

/** Registers the modules' endpoints under the current prefix (`/api`). */
export async function registerModules(app: FastifyInstance, db: Db, modules: readonly ApiModule[]): Promise<void> {
  const kinds = kindRegistry(modules);
  for (const module of modules) {
    for (const api of module.kinds) registerKindRoutes(app, { db, kinds, api, tag: module.tag });
    await module.routes?.(app, { db, kinds });
  }
}
