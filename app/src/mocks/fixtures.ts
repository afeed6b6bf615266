import { AppContextSchema, DisseminationStatusListSchema } from '@atelier/contracts';

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
