import { describe, expect, it } from 'vitest';
import { hasModuleAccess, isAllowed, strategyFor, type UserPrivileges } from './privileges.ts';

const privileges: UserPrivileges = [
  {
    application: 'CODESLIST_CODESLIST',
    privileges: [
      { privilege: 'READ', strategy: 'ALL' },
      { privilege: 'UPDATE', strategy: 'STAMP' },
      { privilege: 'DELETE', strategy: 'NONE' },
    ],
  },
  { application: 'CONCEPT_CONCEPT', privileges: [{ privilege: 'READ', strategy: 'NONE' }] },
];

describe('strategyFor', () => {
  it('reads the granted strategy, NONE when nothing grants it', () => {
    expect(strategyFor(privileges, 'CODESLIST_CODESLIST', 'UPDATE')).toBe('STAMP');
    expect(strategyFor(privileges, 'CODESLIST_CODESLIST', 'PUBLISH')).toBe('NONE');
    expect(strategyFor(privileges, 'DATASET_DATASET', 'READ')).toBe('NONE');
  });
});

describe('hasModuleAccess', () => {
  it('shows a module when one of its privileges is not NONE', () => {
    expect(hasModuleAccess(privileges, 'codelists')).toBe(true);
    expect(hasModuleAccess(privileges, 'concepts')).toBe(false);
    expect(hasModuleAccess(privileges, 'datasets')).toBe(false);
  });
});

describe('isAllowed', () => {
  const base = { privileges, application: 'CODESLIST_CODESLIST' as const };

  it('allows ALL whatever the stamps', () => {
    expect(isAllowed({ ...base, privilege: 'READ', userStamps: [], allowedStamps: ['DG75-X'] })).toBe(true);
  });

  it('allows STAMP when a stamp of the user is allowed, or when none is listed', () => {
    expect(isAllowed({ ...base, privilege: 'UPDATE', userStamps: ['DG75-L201'], allowedStamps: ['DG75-L201'] })).toBe(true);
    expect(isAllowed({ ...base, privilege: 'UPDATE', userStamps: ['DG75-L201'], allowedStamps: [] })).toBe(true);
    expect(isAllowed({ ...base, privilege: 'UPDATE', userStamps: ['DG75-L201'], allowedStamps: ['DG57-X'] })).toBe(false);
  });

  it('refuses STAMP to a user without a stamp', () => {
    expect(isAllowed({ ...base, privilege: 'UPDATE', userStamps: [] })).toBe(false);
  });

  it('refuses NONE and missing privileges', () => {
    expect(isAllowed({ ...base, privilege: 'DELETE', userStamps: ['DG75-L201'] })).toBe(false);
    expect(isAllowed({ ...base, privilege: 'PUBLISH', userStamps: ['DG75-L201'] })).toBe(false);
  });

  it('refuses when an extra check fails, even with ALL', () => {
    expect(isAllowed({ ...base, privilege: 'READ', userStamps: [], extraChecks: [true, false] })).toBe(false);
    expect(isAllowed({ ...base, privilege: 'READ', userStamps: [], extraChecks: [true] })).toBe(true);
  });
});
