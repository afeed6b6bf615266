import type { ModuleName } from './application.ts';

// Who may do what (specification §6). Zod-free: the guard rule runs in the browser on every guarded
// action and on the server on every call, and must be one and the same function in both places.

/** The applications privileges are granted on, as `GET /users/info` names them. */
export const APPLICATIONS = [
  'CONCEPT_CONCEPT',
  'CONCEPT_COLLECTION',
  'CLASSIFICATION_FAMILY',
  'CLASSIFICATION_SERIES',
  'CLASSIFICATION_CLASSIFICATION',
  'OPERATION_FAMILY',
  'OPERATION_SERIES',
  'OPERATION_OPERATION',
  'OPERATION_INDICATOR',
  'OPERATION_SIMS',
  'OPERATION_DOCUMENT',
  'STRUCTURE_STRUCTURE',
  'STRUCTURE_COMPONENT',
  'CODESLIST_CODESLIST',
  'CODESLIST_PARTIALCODESLIST',
  'DATASET_DATASET',
  'DATASET_DISTRIBUTION',
  'GEOGRAPHY',
] as const;
export type Application = (typeof APPLICATIONS)[number];

export const PRIVILEGES = ['READ', 'CREATE', 'UPDATE', 'PUBLISH', 'DELETE', 'ADMINISTRATION'] as const;
export type Privilege = (typeof PRIVILEGES)[number];

/** ALL: on every record; STAMP: on records whose stamps include the user's; NONE: never. */
export const STRATEGIES = ['ALL', 'STAMP', 'NONE'] as const;
export type Strategy = (typeof STRATEGIES)[number];

/** `GET /users/info`: per application, the privileges of the signed-in user. */
export type UserPrivileges = {
  application: Application;
  privileges: { privilege: Privilege; strategy: Strategy }[];
}[];

/** `GET /users/stamp`: the stamps of the signed-in user (usually one). */
export type UserStamps = { stamp: string }[];

/** The prefix of the applications that belong to each module, for the home page's tiles. */
export const MODULE_APPLICATION_PREFIX: Record<ModuleName, string> = {
  concepts: 'CONCEPT_',
  classifications: 'CLASSIFICATION_',
  operations: 'OPERATION_',
  structures: 'STRUCTURE_',
  datasets: 'DATASET_',
  codelists: 'CODESLIST_',
};

/** The user's strategy for one privilege on one application; NONE when nothing grants it. */
export function strategyFor(privileges: UserPrivileges, application: Application, privilege: Privilege): Strategy {
  const granted = privileges
    .find((entry) => entry.application === application)
    ?.privileges.find((entry) => entry.privilege === privilege);
  return granted?.strategy ?? 'NONE';
}

/** A module's tile shows when any privilege of any of its applications is not NONE. */
export function hasModuleAccess(privileges: UserPrivileges, module: ModuleName): boolean {
  const prefix = MODULE_APPLICATION_PREFIX[module];
  return privileges.some(
    (entry) => entry.application.startsWith(prefix) && entry.privileges.some((p) => p.strategy !== 'NONE'),
  );
}

export interface GuardInput {
  privileges: UserPrivileges;
  application: Application;
  privilege: Privilege;
  /** The signed-in user's stamps. */
  userStamps: readonly string[];
  /** The stamps allowed on the record (its creators or contributors); none listed means any stamp. */
  allowedStamps?: readonly string[];
  /** Checks particular to the action (for example "the record is not published"); all must hold. */
  extraChecks?: readonly boolean[];
}

/**
 * The guard rule of specification §6, for the interface and the server alike: allowed when the
 * strategy is ALL, or when it is STAMP and one of the user's stamps is among the allowed stamps (or
 * none are listed); and, in both cases, when every extra check passes.
 */
export function isAllowed({
  privileges,
  application,
  privilege,
  userStamps,
  allowedStamps = [],
  extraChecks = [],
}: GuardInput): boolean {
  if (!extraChecks.every(Boolean)) return false;
  const strategy = strategyFor(privileges, application, privilege);
  if (strategy === 'ALL') return true;
  if (strategy === 'NONE' || userStamps.length === 0) return false;
  return allowedStamps.length === 0 || allowedStamps.some((stamp) => userStamps.includes(stamp));
}
