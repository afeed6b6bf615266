import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { Parser, Store, type Quad } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../../test/harness.ts';
import { JSON_LD_MEDIA_TYPE, NAMESPACES, RDF_XML_MEDIA_TYPE, TURTLE_MEDIA_TYPE } from '../../lib/rdf/graph.ts';

/**
 * The SKOS reference shapes (tests/standards/skos), with the one correction their README gives: the
 * concepts around a concept are `skos:Concept`, not the shapes' own `:Concept` class.
 */
const shapesText = readFileSync(fileURLToPath(new URL('../../../../tests/standards/skos/skos-reference.shacl.ttl', import.meta.url)), 'utf8').replace(
  /sh:class :Concept\b/g,
  'sh:class skos:Concept',
);
const dataset = (quads: Quad[]) => new Store(quads);
const validator = new SHACLValidator(dataset(new Parser().parse(shapesText)));

/** What the shapes and the one integrity condition they cannot say (no cycle of broader) find wrong: none when valid. */
async function skosErrors(turtle: string): Promise<string[]> {
  const quads = new Parser().parse(turtle);
  const report = await validator.validate(dataset(quads));
  const errors = report.results.map((result) => `${result.focusNode?.value}: ${result.message.map((m) => m.value).join(' ') || result.sourceConstraintComponent?.value}`);
  const broader = new Map<string, string[]>();
  for (const quad of quads) {
    if (quad.predicate.value === `${NAMESPACES.skos}broader`) broader.set(quad.subject.value, [...(broader.get(quad.subject.value) ?? []), quad.object.value]);
  }
  const onCycle = (start: string) => {
    const seen = new Set<string>();
    const walk = (node: string): boolean => (broader.get(node) ?? []).some((up) => up === start || (!seen.has(up) && (seen.add(up), walk(up))));
    return walk(start);
  };
  for (const node of broader.keys()) if (onCycle(node)) errors.push(`${node}: on a cycle of skos:broader`);
  return errors;
}

/** The statements of each syntax, as comparable lines: subject, predicate, object (with its language). */
const statementsOfTurtle = (turtle: string) =>
  new Parser().parse(turtle).map((q) => `${q.subject.value} ${q.predicate.value} ${q.object.termType === 'Literal' ? `"${q.object.value}"@${q.object.language}` : q.object.value}`);
function statementsOfJsonLd(document: { '@context': Record<string, string>; '@graph': Record<string, unknown>[] }) {
  const expand = (name: string) => (name.includes(':') && document['@context'][name.split(':')[0]!] ? `${document['@context'][name.split(':')[0]!]}${name.split(':')[1]}` : name);
  return document['@graph'].flatMap((node) => {
    const subject = String(node['@id']);
    return Object.entries(node).flatMap(([key, values]) => {
      if (key === '@id') return [];
      if (key === '@type') return (values as string[]).map((type) => `${subject} ${NAMESPACES.rdf}type ${type}`);
      return (values as Record<string, string>[]).map((value) => `${subject} ${expand(key)} ${'@id' in value ? value['@id'] : `"${value['@value']}"@${value['@language'] ?? ''}`}`);
    });
  });
}
function statementsOfRdfXml(text: string) {
  // Values as written (no number parsing, no trimming); every element a list, attributes left single.
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    isArray: (_name: string, _path: string, _leaf: boolean, isAttribute: boolean) => !isAttribute,
    textNodeName: '#text',
    parseTagValue: false,
    trimValues: false,
  }).parse(text) as {
    'rdf:RDF': { 'rdf:Description': Record<string, unknown>[] }[];
  };
  const expand = (name: string) => `${NAMESPACES[name.split(':')[0] as keyof typeof NAMESPACES]}${name.split(':')[1]}`;
  return parsed['rdf:RDF'][0]!['rdf:Description'].flatMap((description) => {
    const subject = String(description['rdf:about']);
    return Object.entries(description).flatMap(([key, values]) =>
      key === 'rdf:about' || key === '#text'
        ? []
        : (values as (string | Record<string, string>)[]).map((value) => {
            const element = typeof value === 'string' ? { '#text': value } : value;
            return `${subject} ${expand(key)} ${element['rdf:resource'] ?? `"${element['#text'] ?? ''}"@${element['xml:lang'] ?? ''}`}`;
          }),
    );
  });
}

const users = {
  admin: identityWith(['Gestionnaire_liste_codes_RMESGNCS'], ['DG75-L201'], 'admin'),
  nobody: identityWith([], ['DG75-L201'], 'nobody'),
};

describe('code lists as SKOS', () => {
  let server: TestServer;
  const get = (user: keyof typeof users, url: string, accept: string = TURTLE_MEDIA_TYPE) =>
    server.app.inject({ url, headers: { authorization: `Bearer ${user}`, accept } });

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
  });
  afterAll(() => server.close());

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
