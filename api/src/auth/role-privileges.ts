import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  APPLICATIONS,
  PRIVILEGES,
  STRATEGIES,
  type Application,
  type Privilege,
  type Strategy,
  type UserPrivileges,
} from '@atelier/contracts';
import defaultMatrix from './role-privileges.json' with { type: 'json' };

/**
 * Which privileges each realm role grants: role → application → privilege → strategy. Kept as data
 * (role-privileges.json, modelled on the replaced system's rbac.yml) so that a deployment can
 * replace it with ROLE_PRIVILEGES_FILE without a new build.
 */
const RolePrivilegesSchema = z.object({
  roles: z.record(
    z.string().min(1),
    z.partialRecord(z.enum(APPLICATIONS), z.partialRecord(z.enum(PRIVILEGES), z.enum(STRATEGIES))),
  ),
});
export type RolePrivileges = z.infer<typeof RolePrivilegesSchema>;

/** The committed matrix, or the file named by ROLE_PRIVILEGES_FILE; a wrong file stops the server. */
export function loadRolePrivileges(file?: string): RolePrivileges {
  if (!file) return RolePrivilegesSchema.parse(defaultMatrix);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`ROLE_PRIVILEGES_FILE: cannot read ${file} (${(error as Error).message})`);
  }
  const result = RolePrivilegesSchema.safeParse(data);
  if (!result.success) throw new Error(`ROLE_PRIVILEGES_FILE: ${file} is not valid (${z.prettifyError(result.error)})`);
  return result.data;
}

const RANK: Record<Strategy, number> = { NONE: 0, STAMP: 1, ALL: 2 };

/**
 * `GET /users/info` for a set of roles: per application and privilege, the most permissive strategy
 * any role grants (ALL over STAMP over NONE). Unknown roles grant nothing; applications without any
 * privilege are left out.
 */
export function privilegesForRoles(roles: readonly string[], matrix: RolePrivileges): UserPrivileges {
  const merged = new Map<Application, Map<Privilege, Strategy>>();
  for (const role of roles) {
    const grants = Object.hasOwn(matrix.roles, role) ? matrix.roles[role] : undefined;
    for (const [application, privileges] of Object.entries(grants ?? {}) as [Application, Partial<Record<Privilege, Strategy>>][]) {
      const current = merged.get(application) ?? new Map<Privilege, Strategy>();
      for (const [privilege, strategy] of Object.entries(privileges) as [Privilege, Strategy][]) {
        const held = current.get(privilege);
        if (held === undefined || RANK[strategy] > RANK[held]) current.set(privilege, strategy);
      }
      merged.set(application, current);
    }
  }
  return APPLICATIONS.filter((application) => merged.get(application)?.size).map((application) => {
    const granted = merged.get(application) ?? new Map<Privilege, Strategy>();
    return {
      application,
      privileges: PRIVILEGES.filter((p) => granted.has(p)).map((privilege) => ({
        privilege,
        strategy: granted.get(privilege) ?? 'NONE',
      })),
    };
  });
}

/** Every privilege on every application with strategy ALL: the demo identity. */
export function allPrivileges(): UserPrivileges {
  return APPLICATIONS.map((application) => ({
    application,
    privileges: PRIVILEGES.map((privilege) => ({ privilege, strategy: 'ALL' as const })),
  }));
}
