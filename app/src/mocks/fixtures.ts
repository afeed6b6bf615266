import {
  APPLICATIONS,
  AppContextSchema,
  type Application,
  DisseminationStatusListSchema,
  PRIVILEGES,
  type UserPrivileges,
  type UserStamps,
} from '@atelier/contracts';

// Fixtures are parsed with the contract schemas: a story can never show data the API cannot send.

export const appContextFixture = AppContextSchema.parse({
  authType: 'NoAuthImpl',
  lg1: 'fr',
  lg2: 'en',
  version: '0.1.0',
  modules: ['concepts', 'classifications', 'operations', 'structures', 'datasets', 'codelists'],
  activeModules: ['concepts', 'classifications', 'operations', 'structures', 'datasets', 'codelists'],
  defaultContributor: 'DG75-L201',
  maxLengthScopeNote: 350,
  extraMandatoryFields: [],
  defaultAgencyId: 'FR1',
  mailConfigured: true,
});

export const disseminationStatusFixture = DisseminationStatusListSchema.parse([
  {
    id: 'PublicGenerique',
    url: 'http://id.insee.fr/codes/base/statutDiffusion/PublicGenerique',
    labelLg1: 'Public générique',
    labelLg2: 'Public generic',
  },
  {
    id: 'PublicSpecifique',
    url: 'http://id.insee.fr/codes/base/statutDiffusion/PublicSpecifique',
    labelLg1: 'Public spécifique',
    labelLg2: 'Public specific',
  },
  { id: 'Prive', url: 'http://id.insee.fr/codes/base/statutDiffusion/Prive', labelLg1: 'Privé', labelLg2: 'Private' },
]);

/** The demo administrator: every privilege on every application. */
export const adminPrivilegesFixture: UserPrivileges = APPLICATIONS.map((application) => ({
  application,
  privileges: PRIVILEGES.map((privilege) => ({ privilege, strategy: 'ALL' as const })),
}));

/** A manager of one application: reads and creates; modifies, publishes and deletes only the records of their stamp. */
export function managerOf(application: Application): UserPrivileges[number] {
  return {
    application,
    privileges: [
      { privilege: 'READ', strategy: 'ALL' },
      { privilege: 'CREATE', strategy: 'ALL' },
      { privilege: 'UPDATE', strategy: 'STAMP' },
      { privilege: 'PUBLISH', strategy: 'STAMP' },
      { privilege: 'DELETE', strategy: 'STAMP' },
    ],
  };
}

/** Someone who only reads one application. */
export function readerOf(application: Application): UserPrivileges[number] {
  return { application, privileges: [{ privilege: 'READ', strategy: 'ALL' }] };
}

/** A code list manager: code lists only, some actions on their own lists only. */
export const codeListManagerPrivilegesFixture: UserPrivileges = [managerOf('CODESLIST_CODESLIST'), readerOf('CODESLIST_PARTIALCODESLIST')];

export const stampsFixture: UserStamps = [{ stamp: 'DG75-L201' }];
