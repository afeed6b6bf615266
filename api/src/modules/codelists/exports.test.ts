import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../../test/harness.ts';
import { schemaErrors, skosErrors, statementsOfJsonLd, statementsOfRdfXml, statementsOfTurtle } from '../../../test/standards.ts';
import { JSON_LD_MEDIA_TYPE, NAMESPACES, RDF_XML_MEDIA_TYPE, TURTLE_MEDIA_TYPE } from '../../lib/rdf/graph.ts';
import { sdmxIds } from '../../lib/sdmx/codelists.ts';
import { SDMX_JSON_MEDIA_TYPE } from '../../lib/sdmx/structure-json.ts';
import { SDMX_ML_MEDIA_TYPE } from '../../lib/sdmx/structure-ml.ts';

/** The official SDMX-JSON 2.0.0 structure schema, compiled as its publishers run it (ajv 8, formats). */
const jsonSchema = fileURLToPath(new URL('../../../../tests/standards/sdmx-json/sdmx-json-structure-schema-2.0.0.json', import.meta.url));
function jsonValidator() {
  // Its patterns escape `-` outside a class, which Unicode mode refuses; its meta-schema is draft-04's loose alias.
  const ajv = new Ajv({ strict: false, unicodeRegExp: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile(JSON.parse(readFileSync(jsonSchema, 'utf8')) as object);
  return (message: unknown) => (validate(message) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`));
}

const users = {
  admin: identityWith(['Gestionnaire_liste_codes_RMESGNCS'], ['DG75-L201'], 'admin'),
  nobody: identityWith([], ['DG75-L201'], 'nobody'),
};

// Lists in the standards, on their read path by Accept (the kinds' representations), each checked by
// the standard's own validator. One server for both: the tests only add lists of their own.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ authenticate: usersAuthenticator(users) });
});
afterAll(() => server.close());


describe('code lists as SDMX 3.0', () => {
  /** A list's read path, as SDMX-ML unless another Accept is given. */
  const get = (user: keyof typeof users, url: string, accept: string = SDMX_ML_MEDIA_TYPE) =>
    server.app.inject({ url, headers: { authorization: `Bearer ${user}`, accept } });
  const validateJson = jsonValidator();

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
      // A cache keeps one answer per Accept.
      expect(String(response.headers.vary).split(/\s*,\s*/), String(accept)).toContain('Accept');
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


describe('code lists as SKOS', () => {
  /** A list's read path, as Turtle unless another Accept is given. */
  const get = (user: keyof typeof users, url: string, accept: string = TURTLE_MEDIA_TYPE) =>
    server.app.inject({ url, headers: { authorization: `Bearer ${user}`, accept } });

  it('exports every seeded list as a concept scheme that meets the SKOS integrity conditions, the same statements in Turtle, RDF/XML and JSON-LD', async () => {
    const ids = (await get('admin', '/api/codeList', 'application/json')).json<{ id: string }[]>().map((list) => list.id);
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) {
      const turtle = await get('admin', `/api/codeList/${id}`);
      expect([turtle.statusCode, turtle.headers['content-type'], turtle.headers['content-disposition']], id).toEqual([
        200,
        TURTLE_MEDIA_TYPE,
        expect.stringContaining(`filename="${id}.ttl"`),
      ]);
      expect(await skosErrors(turtle.body), id).toEqual([]);
      const statements = statementsOfTurtle(turtle.body).sort();
      const rdfXml = await get('admin', `/api/codeList/${id}`, RDF_XML_MEDIA_TYPE);
      expect([rdfXml.headers['content-type'], rdfXml.headers['content-disposition']]).toEqual([RDF_XML_MEDIA_TYPE, expect.stringContaining(`filename="${id}.rdf"`)]);
      expect(statementsOfRdfXml(rdfXml.body).sort(), id).toEqual(statements);
      const jsonLd = await get('admin', `/api/codeList/${id}`, JSON_LD_MEDIA_TYPE);
      expect([jsonLd.headers['content-type'], jsonLd.headers['content-disposition']]).toEqual([JSON_LD_MEDIA_TYPE, expect.stringContaining(`filename="${id}.jsonld"`)]);
      expect(statementsOfJsonLd(jsonLd.json()).sort(), id).toEqual(statements);
    }
  });

  it('fails the checks when an export is broken: two French labels, a cycle of broader', async () => {
    const turtle = (await get('admin', '/api/codeList/CL_FREQ')).body;
    const twoLabels = turtle.replace(/skos:prefLabel "([^"]*)"@fr/, 'skos:prefLabel "$1"@fr, "Autre"@fr');
    expect(await skosErrors(twoLabels)).toEqual(['http://id.insee.fr/codes/CL_FREQ: Language "fr" has been used by 2 values']);
    const cycle = `${turtle}\n<http://example.org/a> skos:broader <http://example.org/b> .\n<http://example.org/b> skos:broader <http://example.org/a> .\n`;
    expect((await skosErrors(cycle)).filter((error) => error.includes('cycle'))).toHaveLength(2);
  });

  it('writes a list as its scheme: notation, labels in their language, definitions, hierarchy both ways, top concepts; a partial list as a collection of its parent’s concepts', async () => {
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/codeList',
      headers: { authorization: 'Bearer admin' },
      payload: {
        id: 'CL_SKOS',
        labelLg1: 'Activités « A »',
        labelLg2: 'Activities "A"',
        descriptionLg1: 'Deux niveaux.\nSur deux lignes.',
        disseminationStatus: 'Prive',
        codes: [
          { code: '01', labelLg1: 'Culture', labelLg2: 'Crops' },
          { code: '01.11Z', labelLg1: 'Céréales', parentCode: '01' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const turtle = (await get('admin', '/api/codeList/CL_SKOS')).body;
    expect(await skosErrors(turtle)).toEqual([]);
    const scheme = 'http://id.insee.fr/codes/CL_SKOS';
    expect(statementsOfTurtle(turtle).sort()).toEqual(
      [
        `${scheme} ${NAMESPACES.rdf}type ${NAMESPACES.skos}ConceptScheme`,
        `${scheme} ${NAMESPACES.skos}notation "CL_SKOS"@`,
        `${scheme} ${NAMESPACES.skos}prefLabel "Activités « A »"@fr`,
        `${scheme} ${NAMESPACES.skos}prefLabel "Activities "A""@en`,
        `${scheme} ${NAMESPACES.skos}definition "Deux niveaux.\nSur deux lignes."@fr`,
        `${scheme} ${NAMESPACES.skos}hasTopConcept ${scheme}/01`,
        `${scheme}/01 ${NAMESPACES.rdf}type ${NAMESPACES.skos}Concept`,
        `${scheme}/01 ${NAMESPACES.skos}notation "01"@`,
        `${scheme}/01 ${NAMESPACES.skos}prefLabel "Culture"@fr`,
        `${scheme}/01 ${NAMESPACES.skos}prefLabel "Crops"@en`,
        `${scheme}/01 ${NAMESPACES.skos}inScheme ${scheme}`,
        `${scheme}/01 ${NAMESPACES.skos}topConceptOf ${scheme}`,
        `${scheme}/01 ${NAMESPACES.skos}narrower ${scheme}/01.11Z`,
        `${scheme}/01.11Z ${NAMESPACES.rdf}type ${NAMESPACES.skos}Concept`,
        `${scheme}/01.11Z ${NAMESPACES.skos}notation "01.11Z"@`,
        `${scheme}/01.11Z ${NAMESPACES.skos}prefLabel "Céréales"@fr`,
        `${scheme}/01.11Z ${NAMESPACES.skos}inScheme ${scheme}`,
        `${scheme}/01.11Z ${NAMESPACES.skos}broader ${scheme}/01`,
      ].sort(),
    );

    // A partial list gathers its parent's concepts.
    const partial = await server.app.inject({
      method: 'POST',
      url: '/api/codeList/partial',
      headers: { authorization: 'Bearer admin' },
      payload: { id: 'CL_SKOS_PART', labelLg1: 'Partie', labelLg2: 'Part', parentId: 'CL_SKOS', disseminationStatus: 'Prive', codes: ['01.11Z'] },
    });
    expect(partial.statusCode).toBe(201);
    const collection = (await get('admin', '/api/codeList/partial/CL_SKOS_PART')).body;
    expect(await skosErrors(collection)).toEqual([]);
    expect(statementsOfTurtle(collection).sort()).toEqual(
      [
        `http://id.insee.fr/codes/CL_SKOS_PART ${NAMESPACES.rdf}type ${NAMESPACES.skos}Collection`,
        `http://id.insee.fr/codes/CL_SKOS_PART ${NAMESPACES.skos}notation "CL_SKOS_PART"@`,
        `http://id.insee.fr/codes/CL_SKOS_PART ${NAMESPACES.skos}prefLabel "Partie"@fr`,
        `http://id.insee.fr/codes/CL_SKOS_PART ${NAMESPACES.skos}prefLabel "Part"@en`,
        `http://id.insee.fr/codes/CL_SKOS_PART ${NAMESPACES.skos}member ${scheme}/01.11Z`,
      ].sort(),
    );

    // A list with an IRI of its own keeps it, its codes under it.
    const own = await server.app.inject({
      method: 'POST',
      url: '/api/codeList',
      headers: { authorization: 'Bearer admin' },
      payload: { id: 'CL_SKOS_IRI', uri: 'http://example.org/listes/sexe', labelLg1: 'Sexe', labelLg2: 'Sex', disseminationStatus: 'Prive', codes: [{ code: 'F', labelLg1: 'Femme' }] },
    });
    expect(own.statusCode).toBe(201);
    expect(statementsOfTurtle((await get('admin', '/api/codeList/CL_SKOS_IRI')).body)).toEqual(
      expect.arrayContaining([`http://example.org/listes/sexe/F ${NAMESPACES.skos}inScheme http://example.org/listes/sexe`]),
    );
  });

  it('refuses a caller who may not read the list (403), before saying whether it exists', async () => {
    for (const url of ['/api/codeList/CL_FREQ', '/api/codeList/NO_SUCH_LIST', '/api/codeList/partial/NO_SUCH_LIST']) {
      const refused = await get('nobody', url);
      expect([refused.statusCode, refused.json().code], url).toEqual([403, 'FORBIDDEN']);
    }
    expect((await get('admin', '/api/codeList/NO_SUCH_LIST')).statusCode).toBe(404);
  });
});
