import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeListImportSchema, CodesPageSchema, type CodeInput } from '@atelier/contracts';
import { createTestServer, identityWith, queryRows, usersAuthenticator, type TestServer } from '../../../../test/harness.ts';
import type { Identity } from '../../../auth/identity.ts';
import { TURTLE_MEDIA_TYPE } from '../../../lib/rdf/graph.ts';
import { SDMX_ML_MEDIA_TYPE } from '../../../lib/sdmx/structure-ml.ts';

/** A code list editor limited to the lists that carry their stamp. */
const stampEditor: Identity = {
  id: 'stamp-editor',
  roles: [],
  stamps: ['DG57-C003'],
  privileges: [
    {
      application: 'CODESLIST_CODESLIST',
      privileges: (['READ', 'CREATE', 'UPDATE'] as const).map((privilege) => ({ privilege, strategy: 'STAMP' as const })),
    },
  ],
};

const users = {
  admin: identityWith(['Gestionnaire_liste_codes_RMESGNCS'], ['DG75-L201'], 'admin'),
  nobody: identityWith([], ['DG75-L201'], 'nobody'),
  stampEditor,
};
type User = keyof typeof users;

const SDMX = 'application/vnd.sdmx.structure+xml';
const CSV = 'text/csv; charset=utf-8';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** Codes with what SDMX cannot hold (dots, clashes), a hierarchy, both languages, descriptions. */
const NAF: CodeInput[] = [
  { code: '01', labelLg1: 'Culture « bio »', labelLg2: 'Crops & co', descriptionLg1: 'Tout <ce> qui pousse', descriptionLg2: null },
  { code: '01.11Z', labelLg1: 'Céréales', labelLg2: null, parentCode: '01' },
  { code: '01_11Z', labelLg1: 'Déjà pris', labelLg2: 'Taken', parentCode: '01' },
  { code: '01.11Z.A', labelLg1: 'Blé', labelLg2: 'Wheat', parentCode: '01.11Z' },
];

let server: TestServer;
beforeAll(async () => {
  // No seed: the lists are those these tests create.
  server = await createTestServer({ seed: false, authenticate: usersAuthenticator(users) });
  const created = await server.app.inject({
    method: 'POST',
    url: '/api/codeList',
    headers: { authorization: 'Bearer admin' },
    payload: { id: 'CL.NAF', labelLg1: 'NAF « rév. 2 »', labelLg2: 'NAF rev. 2', descriptionLg1: 'Nomenclature', disseminationStatus: 'Prive', codes: NAF },
  });
  expect(created.statusCode).toBe(201);
});
afterAll(() => server.close());

const importFile = (body: string | Buffer, contentType: string | undefined, query = '', user: User | null = 'admin') =>
  server.app.inject({
    method: 'POST',
    url: `/api/codeList/import${query}`,
    headers: { ...(user ? { authorization: `Bearer ${user}` } : {}), ...(contentType ? { 'content-type': contentType } : {}) },
    payload: body,
  });
const codesOf = async (id: string) =>
  CodesPageSchema.parse((await server.app.inject({ url: `/api/codeList/${encodeURIComponent(id)}/codes?per_page=0`, headers: { authorization: 'Bearer admin' } })).json()).items;
const counts = async () =>
  (
    await queryRows<{ resources: number; history: number; codes: number }>(
      server.database,
      sql`select (select count(*)::int from resource) as resources, (select count(*)::int from resource_history) as history, (select count(*)::int from code) as codes`,
    )
  )[0];

describe('code lists imported from a file', () => {
  it('reads back our own SDMX-ML 3.0 and Turtle exports: labels, parents and original identifiers', async () => {
    const original = await codesOf('CL.NAF');
    for (const [accept, contentType, copy] of [
      [SDMX_ML_MEDIA_TYPE, SDMX_ML_MEDIA_TYPE, 'CL_NAF_SDMX'],
      [TURTLE_MEDIA_TYPE, TURTLE_MEDIA_TYPE, 'CL_NAF_TTL'],
    ] as const) {
      const exported = await server.app.inject({ url: '/api/codeList/CL.NAF', headers: { authorization: 'Bearer admin', accept } });
      expect(exported.statusCode).toBe(200);
      const preview = CodeListImportSchema.parse((await importFile(exported.body, contentType, `?id=${copy}`)).json());
      expect(preview).toMatchObject({ dryRun: true, issues: [], lists: [{ id: copy, labelLg1: 'NAF « rév. 2 »', labelLg2: 'NAF rev. 2', codeCount: 4, action: 'create' }] });
      expect(preview.lists[0]!.sample.map((code) => code.code)).toEqual(['01', '01.11Z', '01_11Z', '01.11Z.A']);
      const written = await importFile(exported.body, contentType, `?id=${copy}&dryRun=false`);
      expect([written.statusCode, written.json().dryRun], copy).toEqual([200, false]);
      expect(await codesOf(copy), copy).toEqual(original);
      const list = (await server.app.inject({ url: `/api/codeList/${copy}`, headers: { authorization: 'Bearer admin' } })).json();
      expect(list).toMatchObject({ labelLg1: 'NAF « rév. 2 »', descriptionLg1: 'Nomenclature', validationState: 'Unpublished', disseminationStatus: 'Prive', creators: ['DG75-L201'] });
      // Imported again, the same file changes nothing.
      const again = CodeListImportSchema.parse((await importFile(exported.body, contentType, `?id=${copy}`)).json());
      expect(again.lists[0]!.action, copy).toBe('unchanged');
    }
  });

  it('reads an SDMX-ML 2.1 message of several lists (IMF, INSEE); a real run with one bad list writes none', async () => {
    const file = fixture('sdmx-2.1.xml');
    const preview = CodeListImportSchema.parse((await importFile(file, SDMX)).json());
    expect(preview.issues).toEqual([]);
    expect(preview.lists.map(({ sample: _sample, ...list }) => list)).toEqual([
      // English only: its name is the first one, and the English one.
      { id: 'CL_AREA', labelLg1: 'Area code list', labelLg2: 'Area code list', codeCount: 6, action: 'create' },
      { id: 'CL_FREQ', labelLg1: 'Périodicité', labelLg2: 'Frequency', codeCount: 7, action: 'create' },
    ]);
    expect(preview.lists[1]!.sample[2]).toEqual({ code: 'M', labelLg1: 'Mensuelle', labelLg2: 'Monthly', parentCode: 'T' });

    // CL_FREQ's parent made unknown: CL_AREA, fine, is not written either.
    const before = await counts();
    const broken = file.replace('<Ref id="T"/>', '<Ref id="NOPE"/>');
    const refused = await importFile(broken, SDMX, '?dryRun=false');
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(refused.json().details).toEqual([{ list: 'CL_FREQ', path: ['codes', 2, 'parentCode'], code: 'unknown_parent', message: 'NOPE is not a code of this list' }]);
    expect(await counts()).toEqual(before);

    expect((await importFile(file, SDMX, '?dryRun=false')).statusCode).toBe(200);
    expect((await codesOf('CL_AREA')).slice(0, 2)).toEqual([
      { code: '_X', labelLg1: 'Not allocated/ unspecified', labelLg2: 'Not allocated/ unspecified', descriptionLg1: null, descriptionLg2: null, parentCode: null },
      { code: '_Z', labelLg1: 'Not applicable', labelLg2: 'Not applicable', descriptionLg1: null, descriptionLg2: null, parentCode: null },
    ]);
  });

  it('reads CSV with `;`, quotes and a byte order mark; a dry run writes nothing', async () => {
    const csv = '\uFEFFCode;LabelLg1;labelLG2;parentCode\r\n"A";"Annuelle; ""civile""";Annual;\r\nM;"Mensuelle\nsur deux lignes";Monthly;A\r\n\r\n';
    const before = await counts();
    const preview = CodeListImportSchema.parse((await importFile(Buffer.from(csv), CSV, '?id=CL_CSV&labelLg1=Fréquence&labelLg2=Frequency')).json());
    expect(preview).toEqual({
      dryRun: true,
      issues: [],
      lists: [
        {
          id: 'CL_CSV', labelLg1: 'Fréquence', labelLg2: 'Frequency', codeCount: 2, action: 'create',
          sample: [
            { code: 'A', labelLg1: 'Annuelle; "civile"', labelLg2: 'Annual', parentCode: null },
            { code: 'M', labelLg1: 'Mensuelle\nsur deux lignes', labelLg2: 'Monthly', parentCode: 'A' },
          ],
        },
      ],
    });
    expect(await counts()).toEqual(before);
    expect((await server.app.inject({ url: '/api/codeList/CL_CSV', headers: { authorization: 'Bearer admin' } })).statusCode).toBe(404);

    const written = await importFile(Buffer.from(csv), CSV, '?id=CL_CSV&labelLg1=Fréquence&labelLg2=Frequency&dryRun=false');
    expect(written.statusCode).toBe(200);
    expect((await codesOf('CL_CSV')).map((code) => [code.code, code.parentCode])).toEqual([['A', null], ['M', 'A']]);
    const history = (await server.app.inject({ url: '/api/codeList/CL_CSV/history', headers: { authorization: 'Bearer admin' } })).json();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'create' });
  });

  it('lists every problem: list identity, missing label, invalid or duplicate code, unknown parent, cycle', async () => {
    const csv = 'code,labelLg1,parentCode\nA,Un,\nA,Encore,\nB,,\nC,Trois,Z\nD,Quatre,E\nE,Cinq,D\n" ",Vide,\n';
    const preview = CodeListImportSchema.parse((await importFile(csv, CSV, '?labelLg1=Liste')).json());
    expect(preview.lists).toMatchObject([{ id: '', codeCount: 7, action: 'create' }]);
    const found = preview.issues.map((issue) => [issue.code, issue.path.join('.')]);
    expect(found).toEqual(expect.arrayContaining([
      ['invalid_id', 'id'], ['missing_label', 'labelLg2'], ['missing_label', 'codes.2.labelLg1'], ['invalid_code', 'codes.6.code'],
    ]));
    // Codes well formed, the list's own checks speak: the duplicate first, then parents and cycles.
    const checked = async (body: string) =>
      CodeListImportSchema.parse((await importFile(body, CSV, '?id=CL_BAD&labelLg1=Liste&labelLg2=List')).json()).issues.map((issue) => [issue.list, issue.code, issue.path.join('.')]);
    expect(await checked('code,labelLg1\nA,Un\nA,Encore\n')).toEqual([['CL_BAD', 'duplicate_code', 'codes.1.code']]);
    expect(await checked('code,labelLg1,parentCode\nC,Trois,Z\nD,Quatre,E\nE,Cinq,D\n')).toEqual([
      ['CL_BAD', 'unknown_parent', 'codes.0.parentCode'], ['CL_BAD', 'cycle', 'codes.1.parentCode'], ['CL_BAD', 'cycle', 'codes.2.parentCode'],
    ]);
    expect(await checked('code,labelLg1\n')).toEqual([['CL_BAD', 'empty_list', 'codes']]);
  });

  it('says a published list would change, and leaves it as it is', async () => {
    const csv = 'code;labelLg1\nA;Un\n';
    expect((await importFile(csv, CSV, '?id=CL_PUB&labelLg1=Publiée&labelLg2=Published&dryRun=false')).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'PUT', url: '/api/codeList/CL_PUB/validate', headers: { authorization: 'Bearer admin' } })).statusCode).toBe(200);
    const same = CodeListImportSchema.parse((await importFile(csv, CSV, '?id=CL_PUB')).json());
    expect([same.lists[0]!.action, same.issues]).toEqual(['unchanged', []]);
    const changed = CodeListImportSchema.parse((await importFile(`${csv}B;Deux\n`, CSV, '?id=CL_PUB')).json());
    expect([changed.lists[0]!.action, changed.issues.map((issue) => issue.code)]).toEqual(['update', ['published_list_changes']]);
    expect((await importFile(`${csv}B;Deux\n`, CSV, '?id=CL_PUB&dryRun=false')).statusCode).toBe(400);
    expect(await codesOf('CL_PUB')).toHaveLength(1);
  });

  it('updates an existing list, its history saying which codes changed', async () => {
    const csv = 'code,labelLg1\nA,Un\nB,Deux\n';
    expect((await importFile(csv, CSV, '?id=CL_UPD&labelLg1=Liste&labelLg2=List&dryRun=false')).statusCode).toBe(200);
    const preview = CodeListImportSchema.parse((await importFile('code,labelLg1\nA,Un\nC,Trois\n', CSV, '?id=CL_UPD')).json());
    expect(preview.lists[0]).toMatchObject({ action: 'update', labelLg1: 'Liste', labelLg2: 'List', codeCount: 2 });
    expect((await importFile('code,labelLg1\nA,Un\nC,Trois\n', CSV, '?id=CL_UPD&dryRun=false')).statusCode).toBe(200);
    expect((await codesOf('CL_UPD')).map((code) => code.code)).toEqual(['A', 'C']);
    const history = (await server.app.inject({ url: '/api/codeList/CL_UPD/history', headers: { authorization: 'Bearer admin' } })).json<{ action: string }[]>();
    expect(history.at(-1)).toMatchObject({ action: 'update' });
    // The labels the file does not give are kept.
    expect((await server.app.inject({ url: '/api/codeList/CL_UPD', headers: { authorization: 'Bearer admin' } })).json()).toMatchObject({ labelLg1: 'Liste', version: 2 });
  });

  it('refuses a caller without CREATE before reading the file (403), and one without a token (401)', async () => {
    for (const [user, status, code] of [['nobody', 403, 'FORBIDDEN'], [null, 401, 'UNAUTHENTICATED']] as const) {
      for (const [body, type] of [['<not xml', SDMX], ['whatever', 'application/x-unknown'], ['', CSV]] as const) {
        const refused = await importFile(body, type, '', user);
        expect([refused.statusCode, refused.json().code], `${user} ${type}`).toEqual([status, code]);
      }
    }
  });

  it('under STAMP, creates lists owned by the caller, and refuses to touch another owner\'s list (403) before saying anything of it', async () => {
    const csv = 'code,labelLg1\nA,Un\n';
    const own = await importFile(csv, CSV, '?id=CL_STAMP&labelLg1=Liste&labelLg2=List&dryRun=false', 'stampEditor');
    expect(own.statusCode).toBe(200);
    expect((await server.app.inject({ url: '/api/codeList/CL_STAMP', headers: { authorization: 'Bearer admin' } })).json()).toMatchObject({ creators: ['DG57-C003'] });
    // CL.NAF belongs to DG75-L201: even a file full of problems is refused as such.
    for (const body of [csv, 'code,labelLg1\nA,\nA,\n']) {
      const refused = await importFile(body, CSV, '?id=CL.NAF', 'stampEditor');
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const spec = (await server.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, { post?: { parameters?: { name: string }[] } }> }>();
    expect(spec.paths['/api/codeList/import']?.post?.parameters?.map((parameter) => parameter.name)).toEqual(['dryRun', 'id', 'labelLg1', 'labelLg2']);
  });

  it('answers a clear error for a file it cannot take: 415, 400 unreadable or empty, 413 too large', async () => {
    const unsupported = await importFile('{}', 'application/json');
    expect([unsupported.statusCode, unsupported.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect((await importFile('a,b', 'application/x-unknown')).statusCode).toBe(415);
    for (const [body, type, reason] of [
      ['<mes:Structure><unclosed>', SDMX, /SDMX-ML/],
      ['<a/>', SDMX, /not a structure message/],
      ['<!DOCTYPE x [<!ENTITY a "b">]><x/>', SDMX, /document type/],
      ['<a> <b> ', TURTLE_MEDIA_TYPE, /Turtle/],
      ['<a> <b> <c> .', TURTLE_MEDIA_TYPE, /ConceptScheme/],
      ['code,"label\nA,B', CSV, /quoted field/],
      ['label\nA', CSV, /"code" column/],
      ['', CSV, /empty/],
      ['  \n', CSV, /empty/],
    ] as const) {
      const refused = await importFile(body, type, '?id=CL_X');
      expect([refused.statusCode, refused.json().code], body).toEqual([400, 'BAD_REQUEST']);
      expect(refused.json().message, body).toMatch(reason);
    }
    const latin1 = await importFile(Buffer.from([0x63, 0x6f, 0x64, 0x65, 0x0a, 0xe9]), CSV, '?id=CL_X');
    expect([latin1.statusCode, latin1.json().code]).toEqual([400, 'INVALID_ENCODING']);
    const limit = server.config.codeListBodyLimit;
    const tooLarge = await importFile(`code\n${'A\n'.repeat(limit / 2 + 1)}`, CSV, '?id=CL_X');
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
  });

  it('imports 5,000 codes in a few seconds', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `C${i},Code ${i} « é »,Code ${i},${i >= 100 ? `C${i % 100}` : ''}`);
    const csv = `code,labelLg1,labelLg2,parentCode\n${rows.join('\n')}\n`;
    const query = '?id=CL_BIG&labelLg1=Grande&labelLg2=Large';
    let started = performance.now();
    const preview = await importFile(csv, CSV, query);
    const previewMs = performance.now() - started;
    expect(preview.json().lists[0]).toMatchObject({ codeCount: 5000, action: 'create' });
    started = performance.now();
    const written = await importFile(csv, CSV, `${query}&dryRun=false`);
    const writeMs = performance.now() - started;
    expect(written.statusCode).toBe(200);
    console.info(`5,000 codes: preview ${Math.round(previewMs)} ms, write ${Math.round(writeMs)} ms`);
    expect(previewMs).toBeLessThan(20_000);
    expect(writeMs).toBeLessThan(20_000);
    expect(await codesOf('CL_BIG')).toHaveLength(5000);
  });
});
