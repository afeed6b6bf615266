import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MsdRubric, SimsRubric } from '@atelier/contracts';
import { sql } from 'drizzle-orm';
import { createTestServer, identityWith, queryRows, usersAuthenticator, type TestServer } from '../../../../test/harness.ts';

// What quality reports add to the standard behaviour of a kind (test/behaviour): the metadata
// structure, every range type round-tripped, the rules with their codes (rubrics that fit the
// structure, one report per object, 663 both ways, 862), the title following its object, and the
// object's owners under the role matrix.

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  reader: identityWith(['Utilisateur_RMESGNCS'], ['DG75-L201'], 'reader'),
  // Reports CREATE/UPDATE/PUBLISH with STAMP: only for the series they own.
  manager: identityWith(['Gestionnaire_serie_RMESGNCS'], ['DG57-C003'], 'manager'),
};
type User = keyof typeof users;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type View = Record<string, unknown> & { id: string; version: number; validationState: string; labelLg1: string; labelLg2: string | null; rubrics: SimsRubric[]; references: Record<string, { id: string; labelLg1: string }[]> };

const run = Date.now().toString(36);

/** A rubric of every range type, as a client sends it (report 1979's values, and ours). */
const everyType = [
  { idAttribute: 'S.1.1', rangeType: 'ORGANIZATION', value: 'insee' },
  { idAttribute: 'S.1.3', rangeType: 'TEXT', labelLg1: 'Division Emploi', labelLg2: 'Employment division' },
  { idAttribute: 'S.2.1', rangeType: 'DATE', value: '2026-11-02' },
  { idAttribute: 'S.3.1', rangeType: 'RUBRIQUE_SANS_OBJECT' },
  { idAttribute: 'S.3.4', rangeType: 'RICH_TEXT', labelLg1: '<p>Les <strong>concepts</strong></p>', labelLg2: null, documentsLg1: [{ kind: 'document', id: '1302' }], documentsLg2: [] },
  { idAttribute: 'S.3.7', rangeType: 'GEOGRAPHY', value: 'franceHorsMayotte' },
  { idAttribute: 'S.9', rangeType: 'CODE_LIST', codeList: 'CL_FREQ', value: ['Q', 'A'] },
  { idAttribute: 'I.6.3', rangeType: 'CODE_LIST', codeList: 'CL_SURVEY_STATUS', value: ['T'] },
  { idAttribute: 'S.10.6', rangeType: 'RICH_TEXT', documentsLg1: [{ kind: 'document', id: '1302' }] },
];

describe('quality reports', () => {
  let server: TestServer;
  const as = (user: User, method: Method, url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/operations${url}`, headers: { authorization: `Bearer ${user}` }, ...(payload ? { payload } : {}) });
  const create = async (path: string, payload: object, user: User = 'admin') => {
    const response = await as(user, 'POST', path, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.body;
  };
  const read = async <T = View>(path: string) => (await as('admin', 'GET', path)).json<T>();
  const reportCount = async () => (await read<unknown[]>('/metadataReports')).length;
  const code = (response: { json: <T>() => T }) => response.json<{ code: string }>().code;

  let familyId: string;
  /** A series with operations, and one of them. */
  let seriesId: string;
  let operationId: string;
  /** The manager's series, without operations. */
  let managersSeriesId: string;

  const family = (label: string) => ({ prefLabelLg1: `Famille ${label} ${run}`, prefLabelLg2: `Family ${label} ${run}` });
  const series = (label: string, extra: object = {}) => ({ familyId, prefLabelLg1: `Série ${label} ${run}`, prefLabelLg2: `Series ${label} ${run}`, ...extra });
  const operation = (label: string, parent = seriesId) => ({ seriesId: parent, prefLabelLg1: `Opération ${label} ${run}`, prefLabelLg2: `Operation ${label} ${run}`, year: 2026 });

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
    familyId = await create('/family', family('des rapports'));
    seriesId = await create('/series', series('avec opérations'));
    operationId = await create('/operation', operation('documentée'));
    managersSeriesId = await create('/series', series('du gestionnaire', { creators: ['DG57-C003'] }));
  }, 120_000);
  afterAll(() => server.close());

  it('serves the metadata structure in its order, with range types and code lists', async () => {
    const msd = await read<MsdRubric[]>('/metadataStructureDefinition');
    expect(msd).toHaveLength(96);
    const ids = msd.map((rubric) => rubric.idMas);
    expect(ids.indexOf('S.9')).toBeLessThan(ids.indexOf('S.10'));
    expect(ids.indexOf('S.3.9')).toBeLessThan(ids.indexOf('C.3.10'));
    expect(msd.find((rubric) => rubric.idMas === 'S.9')).toMatchObject({ rangeType: 'CODE_LIST', codeList: 'CL_FREQ', maxOccurs: 'unbounded' });
    const attributes = await read<MsdRubric[]>('/metadataAttributes');
    expect(attributes.every((rubric) => !rubric.isPresentational)).toBe(true);
    expect(attributes.length).toBe(96 - msd.filter((rubric) => rubric.isPresentational).length);
  });

  it('loads the real reports with every range type, citing their territory and documents by name', async () => {
    const report = await read('/metadataReport/1979');
    expect(report.labelLg1).toBe('Rapport qualité : Enquête emploi en continu 2020');
    expect(new Set(report.rubrics.map((rubric) => rubric.rangeType))).toEqual(new Set(['CODE_LIST', 'TEXT', 'RICH_TEXT', 'GEOGRAPHY', 'DATE']));
    expect(report.references.territories?.[0]).toMatchObject({ id: 'franceHorsMayotte', labelLg1: 'France hors Mayotte' });
    expect(report.references.documents?.map((document) => document.id)).toContain('1302');
    expect(report.references.target?.[0]?.id).toBe('s1459');
  });

  it('creates a report for an operation with every range type and answers each as sent, titled after the operation', async () => {
    const before = await reportCount();
    const id = await create('/metadataReport', { target: operationId, rubrics: everyType });
    expect(await reportCount()).toBe(before + 1);
    const report = await read(`/metadataReport/${id}`);
    expect(report.labelLg1).toBe(`Rapport qualité : Opération documentée ${run}`);
    expect(report.labelLg2).toBe(`Quality report: Operation documentée ${run}`);
    expect(report.validationState).toBe('Unpublished');
    const byId = new Map(report.rubrics.map((rubric) => [rubric.idAttribute, rubric]));
    expect(byId.get('S.1.1')).toEqual({ idAttribute: 'S.1.1', rangeType: 'ORGANIZATION', value: 'insee' });
    expect(byId.get('S.1.3')).toEqual(everyType[1]);
    expect(byId.get('S.2.1')).toEqual(everyType[2]);
    expect(byId.get('S.3.1')).toEqual({ idAttribute: 'S.3.1', rangeType: 'RUBRIQUE_SANS_OBJECT' });
    expect(byId.get('S.3.4')).toEqual(everyType[4]);
    expect(byId.get('S.3.7')).toEqual(everyType[5]);
    expect(byId.get('S.9')).toEqual(everyType[6]);
    expect(byId.get('S.10.6')).toEqual({ idAttribute: 'S.10.6', rangeType: 'RICH_TEXT', labelLg1: null, labelLg2: null, documentsLg1: [{ kind: 'document', id: '1302' }], documentsLg2: [] });
    // In the structure's order.
    expect(report.rubrics.map((rubric) => rubric.idAttribute)).toEqual(['S.1.1', 'S.1.3', 'S.2.1', 'S.3.1', 'S.3.4', 'S.3.7', 'I.6.3', 'S.9', 'S.10.6']);
    expect(report.documents).toEqual(['1302']);
    expect(report.territories).toEqual(['franceHorsMayotte']);

    // The document is now used by the report: it cannot be deleted (304).
    const usages = await read<{ kind: string; id: string }[]>('/../documents/document/1302/usages');
    expect(usages).toContainEqual(expect.objectContaining({ kind: 'sims', id }));

    // Its title follows the operation's.
    const current = await read<{ version: number }>(`/operation/${operationId}`);
    const renamed = await as('admin', 'PUT', `/operation/${operationId}`, { ...operation('renommée'), version: current.version });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await read(`/metadataReport/${id}`)).labelLg1).toBe(`Rapport qualité : Opération renommée ${run}`);

    // One report per object.
    const again = await as('admin', 'POST', '/metadataReport', { target: operationId, rubrics: [] });
    expect(again.statusCode).toBe(409);
    expect(code(again)).toBe('ALREADY_DOCUMENTED');

    // Empty rubrics are not answers: they are not stored.
    const update = await as('admin', 'PUT', `/metadataReport/${id}`, {
      version: report.version,
      rubrics: [...everyType, { idAttribute: 'S.5', rangeType: 'TEXT', labelLg1: '', labelLg2: null }],
    });
    expect(update.statusCode, update.body).toBe(200);
    const updated = await read(`/metadataReport/${id}`);
    expect(updated.rubrics.some((rubric) => rubric.idAttribute === 'S.5')).toBe(false);
    expect(updated.validationState).toBe('Unpublished');
  });

  it('refuses rubrics that do not fit the structure, each with its place, and keeps nothing', async () => {
    const target = await create('/operation', operation('refusée'));
    const before = await reportCount();
    const cases: [object, (string | number)[]][] = [
      [{ idAttribute: 'S.99', rangeType: 'TEXT', labelLg1: 'x' }, ['body', 'rubrics', 0]],
      [{ idAttribute: 'S.3', rangeType: 'TEXT', labelLg1: 'a heading' }, ['body', 'rubrics', 0]],
      [{ idAttribute: 'S.9', rangeType: 'TEXT', labelLg1: 'not codes' }, ['body', 'rubrics', 0]],
      [{ idAttribute: 'S.5', rangeType: 'RUBRIQUE_SANS_OBJECT' }, ['body', 'rubrics', 0]],
      [{ idAttribute: 'I.6.3', rangeType: 'CODE_LIST', codeList: 'CL_SURVEY_STATUS', value: ['T', 'O'] }, ['body', 'rubrics', 0]],
      [{ idAttribute: 'S.9', rangeType: 'CODE_LIST', codeList: 'CL_SURVEY_STATUS', value: ['T'] }, ['body', 'rubrics', 0]],
      [{ idAttribute: 'S.9', rangeType: 'CODE_LIST', codeList: 'CL_FREQ', value: ['NOPE'] }, ['body', 'rubrics', 0, 'value', 0]],
    ];
    for (const [rubric, path] of cases) {
      const response = await as('admin', 'POST', '/metadataReport', { target, rubrics: [rubric] });
      expect(response.statusCode, JSON.stringify(rubric)).toBe(400);
      expect(code(response)).toBe('VALIDATION_FAILED');
      expect(response.json<{ details: { path: unknown[] }[] }>().details.map((issue) => issue.path)).toContainEqual(path);
    }
    // What a rubric cites must exist.
    for (const rubric of [
      { idAttribute: 'S.1.1', rangeType: 'ORGANIZATION', value: 'no-such-body' },
      { idAttribute: 'S.3.7', rangeType: 'GEOGRAPHY', value: 'no-such-territory' },
      { idAttribute: 'S.10.6', rangeType: 'RICH_TEXT', documentsLg1: [{ kind: 'document', id: '999999' }] },
    ]) {
      const response = await as('admin', 'POST', '/metadataReport', { target, rubrics: [rubric] });
      expect(response.statusCode, JSON.stringify(rubric)).toBe(400);
    }
    // Malformed bodies.
    for (const body of [{}, { target, rubrics: 'none' }, { target, rubrics: [{ idAttribute: 'S.5', rangeType: 'NOPE' }] }, { target, rubrics: [{ idAttribute: 'S.5', rangeType: 'DATE', value: '31/12/2026' }] }]) {
      const response = await as('admin', 'POST', '/metadataReport', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // A rubric answered twice.
    const twice = await as('admin', 'POST', '/metadataReport', { target, rubrics: [everyType[1], everyType[1]] });
    expect(twice.statusCode).toBe(400);
    // The documented object must exist (844).
    const missing = await as('admin', 'POST', '/metadataReport', { target: 's999999', rubrics: [] });
    expect(missing.statusCode).toBe(400);
    expect(code(missing)).toBe('844');
    expect(await reportCount()).toBe(before);
  });

  it('lists the reports a new one may copy (siblingsOf): its series\' other operations\', its family\'s other series\', every other indicator\'s; not signed in, 401; malformed, 400', async () => {
    const otherSeries = await create('/series', series('voisine'));
    const [target, sister, cousin, bare] = await Promise.all([
      create('/operation', operation('cible')),
      create('/operation', operation('sœur')),
      create('/operation', operation('cousine', otherSeries)),
      create('/operation', operation('sans rapport')),
    ]);
    const [targetReport, sisterReport, cousinReport] = await Promise.all([target, sister, cousin].map((documented) => create('/metadataReport', { target: documented, rubrics: [everyType[1]] })));
    const siblingsOf = async (id: string) => (await read<{ id: string; target: string }[]>(`/metadataReports?siblingsOf=${encodeURIComponent(id)}`)).map((item) => [item.id, item.target]);
    // An operation: the reports of the other operations of its series, not its own nor its cousin's.
    const ofTarget = await siblingsOf(target);
    expect(ofTarget).toContainEqual([sisterReport, sister]);
    expect(ofTarget.map(([, documented]) => documented)).not.toContain(target);
    expect(ofTarget.map(([id]) => id)).not.toContain(cousinReport);
    expect(await siblingsOf(cousin)).toEqual([]);
    expect(await siblingsOf(bare)).toContainEqual([targetReport, target]);

    // A series: those of the other series of its family (a family of its own here).
    const ownFamily = await create('/family', family('isolée'));
    const [alone, neighbour] = await Promise.all([create('/series', { ...series('seule'), familyId: ownFamily }), create('/series', { ...series('voisine de famille'), familyId: ownFamily })]);
    const neighbourReport = await create('/metadataReport', { target: neighbour, rubrics: [] });
    expect(await siblingsOf(alone)).toEqual([[neighbourReport, neighbour]]);
    expect(await siblingsOf(neighbour)).toEqual([]);

    // An indicator: every other indicator's report, and no operation's.
    const indicator = (label: string) => create('/indicator', { prefLabelLg1: `Indicateur ${label} ${run}`, prefLabelLg2: `Indicator ${label} ${run}`, wasGeneratedBy: [seriesId] });
    const [documentedIndicator, otherIndicator] = await Promise.all([indicator('A'), indicator('B')]);
    const otherIndicatorReport = await create('/metadataReport', { target: otherIndicator, rubrics: [] });
    const ofIndicator = await siblingsOf(documentedIndicator);
    expect(ofIndicator).toContainEqual([otherIndicatorReport, otherIndicator]);
    expect(ofIndicator.map(([id]) => id)).not.toContain(sisterReport);
    // An identifier of no documented kind matches nothing.
    expect(await siblingsOf(ownFamily)).toEqual([]);

    const anonymous = await server.app.inject({ method: 'GET', url: `/api/operations/metadataReports?siblingsOf=${target}` });
    expect(anonymous.statusCode).toBe(401);
    for (const query of [`siblingsOf=${'x'.repeat(201)}`, 'siblingsOf=%00', 'siblingsOf=']) {
      const response = await as('admin', 'GET', `/metadataReports?${query}`);
      expect([response.statusCode, code(response)], query).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('keeps a series to either a report or operations (663), both ways; the series list tells them apart', async () => {
    const refused = await as('admin', 'POST', '/metadataReport', { target: seriesId, rubrics: [] });
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe('663');

    const documented = await create('/series', series('documentée'));
    await create('/metadataReport', { target: documented, rubrics: [everyType[1]] });
    const operationCount = (await read<unknown[]>('/operations')).length;
    const blocked = await as('admin', 'POST', '/operation', operation('interdite', documented));
    expect(blocked.statusCode).toBe(409);
    expect(code(blocked)).toBe('663');
    expect((await read<unknown[]>('/operations')).length).toBe(operationCount);

    const withReport = (await read<{ id: string }[]>('/series?hasReport=true')).map((item) => item.id);
    const withoutReport = (await read<{ id: string }[]>('/series?hasReport=false')).map((item) => item.id);
    expect(withReport).toContain(documented);
    expect(withReport).not.toContain(seriesId);
    expect(withoutReport).toContain(seriesId);
    expect(withoutReport).not.toContain(documented);
  });

  it('checks 663 inside the write: a report and an operation added to one series at once, one is refused', async () => {
    const contested = await create('/series', series('disputée'));
    const answers = await Promise.all([
      as('admin', 'POST', '/metadataReport', { target: contested, rubrics: [] }),
      as('admin', 'POST', '/operation', operation('concurrente', contested)),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it("is governed by its object's owners: the series manager edits the reports of their series only", async () => {
    const managers = await create('/metadataReport', { target: managersSeriesId, rubrics: [everyType[1]] }, 'manager');
    expect(await read<string[]>(`/metadataReport/Owner/${managers}`)).toEqual(['DG57-C003']);
    const theirs = await read(`/metadataReport/${managers}`);
    const edit = await as('manager', 'PUT', `/metadataReport/${managers}`, { version: theirs.version, rubrics: [everyType[2]] });
    expect(edit.statusCode, edit.body).toBe(200);

    // Another unit's series: create (801), update (802), publish (803) refused, nothing changed.
    const others = await create('/series', series('d’une autre unité'));
    const create801 = await as('manager', 'POST', '/metadataReport', { target: others, rubrics: [] });
    expect(code(create801)).toBe('801');
    const othersReport = await create('/metadataReport', { target: others, rubrics: [everyType[1]] });
    const report = await read(`/metadataReport/${othersReport}`);
    const update802 = await as('manager', 'PUT', `/metadataReport/${othersReport}`, { version: report.version, rubrics: [] });
    expect(code(update802)).toBe('802');
    const publish803 = await as('manager', 'PUT', `/metadataReport/${othersReport}/validate`);
    expect(code(publish803)).toBe('803');
    expect((await read(`/metadataReport/${othersReport}`)).version).toBe(report.version);

    // A reader reads, and does nothing else.
    expect((await as('reader', 'GET', `/metadataReport/${othersReport}`)).statusCode).toBe(200);
    expect(code(await as('reader', 'POST', '/metadataReport', { target: others, rubrics: [] }))).toBe('801');
    expect((await as('reader', 'DELETE', `/metadataReport/${othersReport}`)).statusCode).toBe(403);
  });

  it("has no owners of its own: a body naming some is refused, and stamps stored on it open nothing (issue 27, item 5)", async () => {
    const others = await create('/series', series('gouvernée par ses seuls propriétaires'));
    const before = await reportCount();
    const named = await as('admin', 'POST', '/metadataReport', { target: others, rubrics: [everyType[1]], creators: ['DG57-C003'] });
    expect([named.statusCode, code(named)], named.body).toEqual([400, 'VALIDATION_FAILED']);
    expect(named.json<{ details: { path: string[] }[] }>().details.map((issue) => issue.path)).toEqual([['body', 'creators']]);
    expect(await reportCount()).toBe(before);

    const id = await create('/metadataReport', { target: others, rubrics: [everyType[1]], contributors: ['DG57-C003'] });
    // A row naming the manager's stamp as owner (written before this rule) and as contributor.
    await queryRows(server.database, sql`update resource set creators = array['DG57-C003'] where kind = 'sims' and id = ${id}`);
    const report = await read(`/metadataReport/${id}`);
    expect([report.creators, report.contributors]).toEqual([['DG57-C003'], ['DG57-C003']]);
    // The stamps that govern it are its series' owners alone.
    expect(await read<string[]>(`/metadataReport/Owner/${id}`)).toEqual(['DG75-L201']);
    const update = await as('manager', 'PUT', `/metadataReport/${id}`, { version: report.version, rubrics: [everyType[2]] });
    expect([update.statusCode, code(update)]).toEqual([403, '802']);
    expect(code(await as('manager', 'PUT', `/metadataReport/${id}/validate`))).toBe('803');
    const after = await read(`/metadataReport/${id}`);
    expect([after.version, after.validationState, after.rubrics]).toEqual([report.version, 'Unpublished', report.rubrics]);
  });

  it("deletes a series' report only (862), by both paths, after which it is gone (841)", async () => {
    const withOperation = await create('/operation', operation('au rapport indélébile'));
    const operationReport = await create('/metadataReport', { target: withOperation, rubrics: [] });
    const refused = await as('admin', 'DELETE', `/metadataReport/${operationReport}`);
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe('862');
    expect((await as('admin', 'GET', `/metadataReport/${operationReport}`)).statusCode).toBe(200);

    for (const path of ['/metadataReport/', '/metadataReport/delete/']) {
      const target = await create('/series', series(`au rapport supprimé ${path}`));
      const id = await create('/metadataReport', { target, rubrics: [everyType[4]] });
      const deleted = await as('admin', 'DELETE', `${path}${id}`);
      expect(deleted.statusCode, deleted.body).toBe(200);
      const gone = await as('admin', 'GET', `/metadataReport/${id}`);
      expect(gone.statusCode).toBe(404);
      expect(code(gone)).toBe('841');
      // The series may now take operations.
      await create('/operation', operation(`après suppression ${path}`, target));
    }
  });
});
