import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ErrorCode } from '@atelier/contracts';
import { DEMO_ROLE } from '../auth/identity.ts';
import { allPrivileges } from '../auth/role-privileges.ts';
import type { Database } from '../db/client.ts';
import { ApiError } from '../lib/errors.ts';
import { createTestDatabase, identityWith } from '../../test/harness.ts';
import type { ResourceKind } from './kind.ts';
import { disseminationStatusDefined, ownerDefined, referencesPublished, stateAfterUpdate } from './publication.ts';
import {
  createRecord,
  getRecord,
  recordHistory,
  updateRecord,
  validateRecord,
  type RequestContext,
  type StewardshipInput,
} from './service.ts';

// The generic rules, exercised through kinds shaped like the modules that will declare them.

const Labelled = z.object({ prefLabelLg1: z.string(), prefLabelLg2: z.string().nullable() });
type Labelled = z.infer<typeof Labelled>;
const labels = (p: Labelled) => ({ lg1: p.prefLabelLg1, lg2: p.prefLabelLg2 });
const operationsSequence = { type: 'sequence', name: 'operations', prefix: 's', start: 1000, kinds: ['family', 'series', 'operation'] } as const;

const family: ResourceKind<Labelled> = {
  name: 'family', application: 'OPERATION_FAMILY', payload: Labelled, idScheme: operationsSequence, labels, notFound: '541',
  uniqueLabels: { lg1: '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1', lg2: '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG2' },
  denied: { CREATE: '501', UPDATE: '502', PUBLISH: '503' },
};
const WithParent = Labelled.extend({ parentId: z.string() });
type WithParent = z.infer<typeof WithParent>;
const series: ResourceKind<WithParent> = {
  name: 'series', application: 'OPERATION_SERIES', payload: WithParent, idScheme: operationsSequence, labels, notFound: '641',
  publishChecks: [referencesPublished({ kinds: ['family'], ids: (p) => [p.parentId], code: '604', missing: '644' })],
};
const operation: ResourceKind<WithParent> = {
  name: 'operation', application: 'OPERATION_OPERATION', payload: WithParent, idScheme: operationsSequence, labels, notFound: '741',
  publishChecks: [referencesPublished({ kinds: ['series'], ids: (p) => [p.parentId], code: '704', missing: '744' })],
};
const WithParents = Labelled.extend({ parentIds: z.array(z.string()) });
type WithParents = z.infer<typeof WithParents>;
const indicator: ResourceKind<WithParents> = {
  name: 'indicator', application: 'OPERATION_INDICATOR', payload: WithParents, labels, notFound: '241',
  idScheme: { type: 'sequence', name: 'indicators', prefix: 'p', start: 1000, kinds: ['indicator'] },
  publishChecks: [
    referencesPublished({ kinds: ['series'], ids: (p) => p.parentIds, code: 'OPERATION_INDICATOR_VALIDATION_UNVALIDATED_SERIES', exactlyValidated: true }),
  ],
};
const sims: ResourceKind<WithParent> = {
  name: 'sims', application: 'OPERATION_SIMS', payload: WithParent, labels, notFound: '841',
  idScheme: { type: 'sequence', name: 'sims', prefix: '', start: 1000, kinds: ['sims'] },
  publishChecks: [referencesPublished({ kinds: ['operation', 'series', 'indicator'], ids: (p) => [p.parentId], code: '804', missing: '844' })],
};
const Component = Labelled.extend({ conceptId: z.string(), codeListId: z.string() });
type Component = z.infer<typeof Component>;
const component: ResourceKind<Component> = {
  name: 'component', application: 'STRUCTURE_COMPONENT', payload: Component, labels, notFound: 'NOT_FOUND',
  idScheme: { type: 'sequence', name: 'attributes', prefix: 'a', start: 1000, kinds: ['component'] },
  publishChecks: [
    ownerDefined(),
    disseminationStatusDefined(),
    referencesPublished({ kinds: ['concept'], ids: (p) => [p.conceptId], code: '1006' }),
    referencesPublished({ kinds: ['codeList'], ids: (p) => [p.codeListId], code: '1007' }),
  ],
};
const structure: ResourceKind<WithParents> = {
  name: 'structure', application: 'STRUCTURE_STRUCTURE', payload: WithParents, labels, notFound: 'NOT_FOUND',
  idScheme: { type: 'sequence', name: 'structures', prefix: 'dsd', start: 1000, kinds: ['structure'] },
  publishChecks: [referencesPublished({ kinds: ['component'], ids: (p) => p.parentIds, code: '1008' })],
};
const concept: ResourceKind<Labelled> = {
  name: 'concept', application: 'CONCEPT_CONCEPT', payload: Labelled, labels, notFound: '141',
  idScheme: { type: 'sequence', name: 'concepts', prefix: 'c', start: 1, digits: 4, kinds: ['concept'] },
};
const codeList: ResourceKind<Labelled> = {
  name: 'codeList', application: 'CODESLIST_CODESLIST', payload: Labelled, labels, notFound: 'NOT_FOUND',
  idScheme: { type: 'client', taken: '1101', sharedWith: ['codeList'] },
};
const dataset: ResourceKind<Labelled> = {
  name: 'dataset', application: 'DATASET_DATASET', payload: Labelled, labels, notFound: 'NOT_FOUND', idScheme: { type: 'uuid' },
};

const owned: StewardshipInput = { creators: ['DG75-L201'], disseminationStatus: 'PublicGenerique' };
let counter = 0;
const label = (name: string) => ({ prefLabelLg1: `${name} ${++counter}`, prefLabelLg2: `${name} en ${counter}` });

async function rejects(promise: Promise<unknown>, code: ErrorCode): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error, `expected ${code}`).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe(code);
  return error as ApiError;
}

describe('the generic resource rules', () => {
  let database: Database;
  let ctx: RequestContext;
  beforeAll(async () => {
    database = await createTestDatabase();
    ctx = { db: database.db, identity: { id: 'tester', roles: [DEMO_ROLE], stamps: ['DG75-L201'], privileges: allPrivileges() } };
  });
  afterAll(() => database.close());

  const create = <P extends object>(kind: ResourceKind<P>, payload: P, stewardship: StewardshipInput = owned, id?: string) =>
    createRecord(ctx, kind, { payload, stewardship, ...(id ? { id } : {}) });

  it('hands out identifiers by scheme: one shared counter for families, series and operations, and the others', async () => {
    const f = await create(family, label('Famille'));
    const s = await create(series, { ...label('Série'), parentId: f });
    expect([f, s]).toEqual(['s1000', 's1001']);
    await database.db.execute(sql`insert into resource (kind, id, payload, label_lg1, search_text, sort_key, validation_state, created, modified, version)
      values ('operation', 's1500', '{"prefLabelLg1":"seeded","prefLabelLg2":null,"parentId":"s1001"}', 'seeded', 'seeded', 'seeded', 'Validated', now(), now(), 1)`);
    // A counter already in use keeps counting; one used for the first time starts above what is stored.
    expect(await create(operation, { ...label('Op'), parentId: s })).toBe('s1002');
    await database.db.execute(sql`delete from id_sequence`);
    expect(await create(operation, { ...label('Op'), parentId: s })).toBe('s1501');
    expect(await create(indicator, { ...label('Ind'), parentIds: [] })).toBe('p1000');
    expect(await create(concept, label('Concept'))).toBe('c0001');
    expect(await create(sims, { ...label('Sims'), parentId: s })).toBe('1000');
    expect(await create(dataset, label('Dataset'))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await create(codeList, label('List'), owned, 'CL_X')).toBe('CL_X');
    await rejects(create(codeList, label('List'), owned, 'CL_X'), '1101');
  });

  it('runs the state machine: Unpublished, Unpublished after an edit, Validated, Modified, Validated', async () => {
    expect(stateAfterUpdate('Unpublished')).toBe('Unpublished');
    expect(stateAfterUpdate('Validated')).toBe('Modified');
    expect(stateAfterUpdate('Modified')).toBe('Modified');
    const id = await create(family, label('États'));
    const state = async () => (await getRecord(ctx, family, id)).validationState;
    expect(await state()).toBe('Unpublished');
    await updateRecord(ctx, family, id, { payload: label('États'), stewardship: {}, version: 1 });
    expect(await state()).toBe('Unpublished');
    await validateRecord(ctx, family, id);
    expect(await state()).toBe('Validated');
    await updateRecord(ctx, family, id, { payload: label('États'), stewardship: {}, version: 3 });
    expect(await state()).toBe('Modified');
    await validateRecord(ctx, family, id);
    expect(await state()).toBe('Validated');
    expect((await recordHistory(ctx, family, id)).map((e) => e.action)).toEqual(['create', 'update', 'validate', 'update', 'validate']);
  });

  it('checks each publish precondition with its code, and publishes once it holds', async () => {
    const f = await create(family, label('Famille'));
    const s = await create(series, { ...label('Série'), parentId: f });
    await rejects(validateRecord(ctx, series, s), '604');
    const orphan = await create(series, { ...label('Orpheline'), parentId: 's9999' });
    await rejects(validateRecord(ctx, series, orphan), '644');
    const o = await create(operation, { ...label('Opération'), parentId: s });
    await rejects(validateRecord(ctx, operation, o), '704');
    const i = await create(indicator, { ...label('Indicateur'), parentIds: [s] });
    await rejects(validateRecord(ctx, indicator, i), 'OPERATION_INDICATOR_VALIDATION_UNVALIDATED_SERIES');
    const report = await create(sims, { ...label('Rapport'), parentId: o });
    await rejects(validateRecord(ctx, sims, report), '804');
    await rejects(validateRecord(ctx, sims, await create(sims, { ...label('Rapport'), parentId: 'nowhere' })), '844');

    await validateRecord(ctx, family, f);
    // A published parent that was edited since (Modified) still counts as published…
    await updateRecord(ctx, family, f, { payload: label('Famille'), stewardship: {}, version: 2 });
    await validateRecord(ctx, series, s);
    await validateRecord(ctx, operation, o);
    await validateRecord(ctx, sims, report);
    // …except for an indicator, whose series must be exactly Validated.
    await updateRecord(ctx, series, s, { payload: { ...label('Série'), parentId: f }, stewardship: {}, version: 2 });
    await rejects(validateRecord(ctx, indicator, i), 'OPERATION_INDICATOR_VALIDATION_UNVALIDATED_SERIES');
    await validateRecord(ctx, series, s);
    await validateRecord(ctx, indicator, i);
    expect((await getRecord(ctx, indicator, i)).validationState).toBe('Validated');
  });

  it('checks owner (1004), dissemination status (1005), concept (1006), code list (1007) and components (1008)', async () => {
    const c = await create(concept, label('Concept'));
    const list = await create(codeList, label('Liste'), owned, 'CL_COMPONENT');
    const payload = { ...label('Composant'), conceptId: c, codeListId: list };
    await rejects(validateRecord(ctx, component, await create(component, payload, { creators: [] })), '1004');
    await rejects(validateRecord(ctx, component, await create(component, payload, { creators: ['DG75-L201'] })), '1005');
    const a = await create(component, payload);
    await rejects(validateRecord(ctx, component, a), '1006');
    await validateRecord(ctx, concept, c);
    await rejects(validateRecord(ctx, component, a), '1007');
    const dsd = await create(structure, { ...label('Structure'), parentIds: [a] });
    expect(dsd).toMatch(/^dsd1\d{3}$/);
    await rejects(validateRecord(ctx, structure, dsd), '1008');
    await validateRecord(ctx, codeList, list);
    await validateRecord(ctx, component, a);
    await validateRecord(ctx, structure, dsd);
    // A refused publication changes nothing: the first component is still unpublished, at version 1.
    expect(await getRecord(ctx, component, a)).toMatchObject({ validationState: 'Validated', version: 2 });
  });

  it('refuses a label already used by another record of the kind, in either language (the 406 family)', async () => {
    const first = await create(family, { prefLabelLg1: 'Emploi', prefLabelLg2: 'Employment' });
    const lg1 = await rejects(create(family, { prefLabelLg1: 'Emploi', prefLabelLg2: 'Jobs' }), '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1');
    expect(lg1.status).toBe(409);
    expect(lg1.details).toEqual({ label: 'Emploi', usedBy: first });
    await rejects(create(family, { prefLabelLg1: 'Travail', prefLabelLg2: 'Employment' }), '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG2');
    const second = await create(family, { prefLabelLg1: 'Travail', prefLabelLg2: 'Work' });
    await rejects(
      updateRecord(ctx, family, second, { payload: { prefLabelLg1: 'Emploi', prefLabelLg2: 'Work' }, stewardship: {}, version: 1 }),
      '406_OPERATION_FAMILY_OPERATION_FAMILY_EXISTING_PREF_LABEL_LG1',
    );
    // Its own label is no clash; another kind's label neither.
    await updateRecord(ctx, family, first, { payload: { prefLabelLg1: 'Emploi', prefLabelLg2: 'Employment' }, stewardship: {}, version: 1 });
    await create(series, { prefLabelLg1: 'Emploi', prefLabelLg2: 'Employment', parentId: first });
    expect((await getRecord(ctx, family, second)).payload.prefLabelLg1).toBe('Travail');
  });

  it('refuses a stale save with STALE_VERSION and changes nothing', async () => {
    const id = await create(family, label('Concurrence'));
    await updateRecord(ctx, family, id, { payload: { prefLabelLg1: 'Alice', prefLabelLg2: null }, stewardship: {}, version: 1 });
    const error = await rejects(
      updateRecord(ctx, family, id, { payload: { prefLabelLg1: 'Bob', prefLabelLg2: null }, stewardship: {}, version: 1 }),
      'STALE_VERSION',
    );
    expect(error.status).toBe(409);
    expect(await getRecord(ctx, family, id)).toMatchObject({ version: 2, payload: { prefLabelLg1: 'Alice' } });
    expect(await recordHistory(ctx, family, id)).toHaveLength(2);
  });

  it('answers the kind’s own codes for a refused privilege and a missing record', async () => {
    const reader = { db: database.db, identity: identityWith(['Utilisateur_RMESGNCS'], ['DG75-L201']) };
    const id = await create(family, label('Gardée'));
    await rejects(createRecord(reader, family, { payload: label('Non'), stewardship: {} }), '501');
    await rejects(updateRecord(reader, family, id, { payload: label('Non'), stewardship: {}, version: 1 }), '502');
    await rejects(validateRecord(reader, family, id), '503');
    await rejects(getRecord(ctx, family, 's999999'), '541');
    await rejects(getRecord(ctx, indicator, 'p999999'), '241');
    expect(await getRecord(ctx, family, id)).toMatchObject({ version: 1, validationState: 'Unpublished' });
  });

  it('keeps the history append-only', async () => {
    const id = await create(family, label('Historique'));
    const attempt = (statement: ReturnType<typeof sql>) => database.db.execute(statement).then(() => 'changed', () => 'refused');
    expect(await attempt(sql`update resource_history set user_id = 'someone else' where resource_id = ${id}`)).toBe('refused');
    expect(await attempt(sql`delete from resource_history where resource_id = ${id}`)).toBe('refused');
    expect((await recordHistory(ctx, family, id))[0]).toMatchObject({ userId: 'tester', action: 'create' });
  });
});
