import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../../test/harness.ts';
import { sdmxIds } from '../../lib/sdmx/codelists.ts';
import { SDMX_JSON_MEDIA_TYPE } from '../../lib/sdmx/structure-json.ts';
import { SDMX_ML_MEDIA_TYPE } from '../../lib/sdmx/structure-ml.ts';

/** The official SDMX-ML 3.0.1 schemas, vendored for the tests (tests/standards). */
const SCHEMA = fileURLToPath(new URL('../../../../tests/standards/sdmx-ml-3.0.1/schemas/SDMXMessage.xsd', import.meta.url));

/** The official SDMX-JSON 2.0.0 structure schema, compiled as its publishers run it (ajv 8, formats). */
const jsonSchema = fileURLToPath(new URL('../../../../tests/standards/sdmx-json/sdmx-json-structure-schema-2.0.0.json', import.meta.url));
function jsonValidator() {
  // Its patterns escape `-` outside a class, which Unicode mode refuses; its meta-schema is draft-04's loose alias.
  const ajv = new Ajv({ strict: false, unicodeRegExp: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(jsonSchema, 'utf8')) as object);
  return (message: unknown) => (validate(message) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`));
}

/** Validates files against the schema with xmllint (libxml2): each file's errors, none when valid. */
function schemaErrors(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-sdmx-'));
  try {
    const paths = Object.entries(files).map(([name, content]) => {
      const file = path.join(dir, `${name}.xml`);
      writeFileSync(file, content);
      return file;
    });
    try {
      execFileSync('xmllint', ['--noout', '--nonet', '--schema', SCHEMA, ...paths], { stdio: 'pipe' });
      return [];
    } catch (error) {
      const output = String((error as { stderr?: Buffer }).stderr ?? error);
      return output.split('\n').filter((line) => line.trim() !== '' && !line.endsWith(' validates'));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const users = {
  admin: identityWith(['Gestionnaire_liste_codes_RMESGNCS'], ['DG75-L201'], 'admin'),
  nobody: identityWith([], ['DG75-L201'], 'nobody'),
};

describe('code lists as SDMX-ML 3.0', () => {
  let server: TestServer;
  /** A list's read path, as SDMX-ML unless another Accept is given. */
  const get = (user: keyof typeof users, url: string, accept: string = SDMX_ML_MEDIA_TYPE) =>
    server.app.inject({ url, headers: { authorization: `Bearer ${user}`, accept } });

  const validateJson = jsonValidator();

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
  });
  afterAll(() => server.close());

  it('exports every seeded list, in SDMX-ML and in SDMX-JSON, valid against the official schemas', async () => {
    const complete = (await get('admin', '/api/codeList', 'application/json')).json<{ id: string }[]>().map((list) => list.id);
    const partial = (await get('admin', '/api/codeList/partial', 'application/json')).json<{ id: string }[]>().map((list) => list.id);
    expect(complete.length).toBeGreaterThan(5);
    const files: Record<string, string> = {};
    for (const [prefix, ids] of [['/api/codeList', complete], ['/api/codeList/partial', partial]] as const) {
      for (const id of ids) {
        const response = await get('admin', `${prefix}/${id}`);
        expect(response.statusCode, id).toBe(200);
        expect(response.headers['content-type']).toBe(SDMX_ML_MEDIA_TYPE);
        expect(response.headers['content-disposition']).toContain(`filename="${id}.xml"`);
        files[`${prefix.endsWith('partial') ? 'partial-' : ''}${id}`] = response.body;
        const json = await get('admin', `${prefix}/${id}`, SDMX_JSON_MEDIA_TYPE);
        expect([json.statusCode, json.headers['content-type']], id).toEqual([200, SDMX_JSON_MEDIA_TYPE]);
        expect(json.headers['content-disposition']).toContain(`filename="${id}.json"`);
        expect(validateJson(json.json()), id).toEqual([]);
      }
    }
    expect(schemaErrors(files)).toEqual([]);
  });

  it('fails the schemas when an export is broken: the checks can fail', async () => {
    const body = (await get('admin', '/api/codeList/CL_FREQ')).body;
    const broken = body.replace(/<str:Code urn="([^"]*)" id="[^"]*"/, '<str:Code urn="$1" id="A.B"');
    expect(broken).not.toBe(body);
    expect(schemaErrors({ broken }).join('\n')).toMatch(/id.*A\.B/);
    const json = (await get('admin', '/api/codeList/CL_FREQ', SDMX_JSON_MEDIA_TYPE)).json<{
      data: { codelists: { codes: { id: string }[] }[] };
    }>();
    json.data.codelists[0]!.codes[0]!.id = 'A.B';
    expect(validateJson(json)).toContain('/data/codelists/0/codes/0/id must match pattern "^[A-Za-z0-9_@$-]+$"');
  });

  it('answers the format Accept prefers on the read path: JSON as always, SDMX when asked', async () => {
    const ask = (accept?: string) =>
      server.app.inject({ url: '/api/codeList/CL_FREQ', headers: { authorization: 'Bearer admin', ...(accept === undefined ? {} : { accept }) } });
    const JSON_TYPE = 'application/json; charset=utf-8';
    for (const [accept, type] of [
      [undefined, JSON_TYPE],
      ['*/*', JSON_TYPE],
      ['application/json', JSON_TYPE],
      ['text/html', JSON_TYPE],
      ['application/vnd.sdmx.structure+xml;version=2.1', JSON_TYPE],
      ['application/vnd.sdmx.structure+xml;version=3.0.0', SDMX_ML_MEDIA_TYPE],
      ['application/vnd.sdmx.structure+xml', SDMX_ML_MEDIA_TYPE],
      ['application/vnd.sdmx.structure+json;version=2.0.0', SDMX_JSON_MEDIA_TYPE],
      ['application/json;q=0.5, application/vnd.sdmx.structure+json', SDMX_JSON_MEDIA_TYPE],
      ['application/vnd.sdmx.structure+xml;q=0.5, application/json', JSON_TYPE],
    ] as const) {
      const response = await ask(accept);
      expect([response.statusCode, response.headers['content-type']], String(accept)).toEqual([200, type]);
    }
    // JSON is the record as always.
    expect((await ask('application/json')).json()).toMatchObject({ id: 'CL_FREQ', labelLg1: 'Fréquence' });
  });

  it('holds a list its codes, names in both languages with their language, and hierarchy', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/codeList',
      headers: { authorization: 'Bearer admin' },
      payload: {
        id: 'CL.NAF',
        labelLg1: 'Nomenclature « NAF »',
        labelLg2: 'NAF & co',
        disseminationStatus: 'Prive',
        codes: [
          { code: '01', labelLg1: 'Culture', labelLg2: 'Crops' },
          { code: '01.11Z', labelLg1: 'Céréales <blé>', parentCode: '01' },
          { code: '01_11Z', labelLg1: 'Déjà pris', parentCode: '01' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const xml = (await get('admin', '/api/codeList/CL.NAF')).body;
    expect(schemaErrors({ naf: xml })).toEqual([]);
    const json = (await get('admin', '/api/codeList/CL.NAF', SDMX_JSON_MEDIA_TYPE)).json();
    expect(validateJson(json)).toEqual([]);
    expect(json.meta).toMatchObject({ contentLanguages: ['fr', 'en'], sender: { id: 'FR1' }, test: false });
    expect(json.data.codelists[0]).toMatchObject({
      id: 'CL_NAF',
      agencyID: 'FR1',
      version: '1.0',
      name: 'Nomenclature « NAF »',
      names: { fr: 'Nomenclature « NAF »', en: 'NAF & co' },
      annotations: [{ title: 'CL.NAF', type: 'ORIGINAL_ID' }],
      codes: [
        { id: '01', name: 'Culture', names: { fr: 'Culture', en: 'Crops' } },
        { id: '01_11Z_2', names: { fr: 'Céréales <blé>' }, parent: '01', annotations: [{ title: '01.11Z', type: 'ORIGINAL_ID' }] },
        { id: '01_11Z', names: { fr: 'Déjà pris' }, parent: '01' },
      ],
    });
    expect(xml).toContain('agencyID="FR1" id="CL_NAF" version="1.0"');
    expect(xml).toContain('<com:Name xml:lang="fr">Nomenclature « NAF »</com:Name><com:Name xml:lang="en">NAF &amp; co</com:Name>');
    // The dotted code is mapped, its original kept; the code already holding that id keeps it.
    expect(xml).toContain(
      '<str:Code urn="urn:sdmx:org.sdmx.infomodel.codelist.Code=FR1:CL_NAF(1.0).01_11Z_2" id="01_11Z_2"><com:Annotations><com:Annotation><com:AnnotationTitle>01.11Z</com:AnnotationTitle><com:AnnotationType>ORIGINAL_ID</com:AnnotationType></com:Annotation></com:Annotations><com:Name xml:lang="fr">Céréales &lt;blé&gt;</com:Name><str:Parent>01</str:Parent></str:Code>',
    );
    expect(xml).toMatch(/<str:Code [^>]*id="01_11Z"><com:Name xml:lang="fr">Déjà pris<\/com:Name><str:Parent>01<\/str:Parent>/);

    // A partial list drawn from it extends it with the codes it keeps, mapped as its parent maps them.
    const partial = await server.app.inject({
      method: 'POST',
      url: '/api/codeList/partial',
      headers: { authorization: 'Bearer admin' },
      payload: { id: 'CL_NAF_PART', labelLg1: 'Partie', labelLg2: 'Part', parentId: 'CL.NAF', disseminationStatus: 'Prive', codes: ['01.11Z'] },
    });
    expect(partial.statusCode).toBe(201);
    const extension = (await get('admin', '/api/codeList/partial/CL_NAF_PART')).body;
    expect(schemaErrors({ extension })).toEqual([]);
    const extensionJson = (await get('admin', '/api/codeList/partial/CL_NAF_PART', SDMX_JSON_MEDIA_TYPE)).json();
    expect(validateJson(extensionJson)).toEqual([]);
    expect(extensionJson.data.codelists[0].codelistExtensions).toEqual([
      { codelist: 'urn:sdmx:org.sdmx.infomodel.codelist.Codelist=FR1:CL_NAF(1.0)', inclusiveCodeSelection: { memberValues: ['01_11Z_2'] } },
    ]);
    expect(extension).toContain(
      '<str:CodelistExtension><str:Codelist>urn:sdmx:org.sdmx.infomodel.codelist.Codelist=FR1:CL_NAF(1.0)</str:Codelist><str:InclusiveCodeSelection><str:MemberValue>01_11Z_2</str:MemberValue></str:InclusiveCodeSelection></str:CodelistExtension>',
    );
  });

  it('refuses a caller who may not read the list (403) before saying whether it exists, and answers 404 for an unknown list', async () => {
    for (const url of ['/api/codeList/CL_FREQ', '/api/codeList/NO_SUCH_LIST']) {
      const refused = await get('nobody', url);
      expect([refused.statusCode, refused.json().code], url).toEqual([403, 'FORBIDDEN']);
    }
    const unknown = await get('admin', '/api/codeList/NO_SUCH_LIST');
    expect(unknown.statusCode).toBe(404);
    const anonymous = await server.app.inject({ url: '/api/codeList/CL_FREQ', headers: { accept: SDMX_ML_MEDIA_TYPE } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('maps identifiers one way, each unique, the valid ones unchanged', () => {
    expect([...sdmxIds(['A', '01.11Z', '01_11Z', 'é', 'x y', '01.11Z']).entries()]).toEqual([
      ['A', 'A'],
      ['01.11Z', '01_11Z_2'],
      ['01_11Z', '01_11Z'],
      ['é', '_'],
      ['x y', 'x_y'],
    ]);
  });
});
