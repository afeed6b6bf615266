import type { UserPrivileges } from '@atelier/contracts';

/** Who is calling: read from the access token, or the fixed demo identity. */
export interface Identity {
  /** `preferred_username`, or the token's subject. */
  id: string;
  roles: string[];
  /** The user's stamps (usually one); empty when the token carries none. */
  stamps: string[];
  privileges: UserPrivileges;
}

/** The demo mode's identity: the administrator role with every privilege, stamp DG75-L201. */
export const DEMO_STAMP = 'DG75-L201';
export const DEMO_ROLE = 'Administrateur_RMESGNCS';
