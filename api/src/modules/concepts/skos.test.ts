import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, identityWith, usersAuthenticator, type TestServer } from '../../../test/harness.ts';
import { skosErrors, statementsOfJsonLd, statementsOfRdfXml, statementsOfTurtle } from '../../../test/standards.ts';
import { JSON_LD_MEDIA_TYPE, NAMESPACES, RDF_XML_MEDIA_TYPE, TURTLE_MEDIA_TYPE } from '../../lib/rdf/graph.ts';

// Concepts and collections as SKOS by Accept on their read paths: one concept, the concepts a list
// selects (the published scheme), one collection and the collections, each checked against the SKOS
// integrity conditions (tests/standards/skos), the same statements in the three syntaxes.

const users = {
  admin: identityWith(['Administrateur_RMESGNCS'], ['DG75-L201'], 'admin'),
  reader: identityWith(['Utilisateur_RMESGNCS'], ['DG75-L201'], 'reader'),
  nobody: { id: 'nobody', roles: [], stamps: [], privileges: [] },
};
type User = keyof typeof users;

const { rdf, skos, dct, xsd } = NAMESPACES;
const BASE = 'http://id.insee.fr/concepts/definition/';
const SCHEME = 'http://id.insee.fr/concepts/definitions/scheme';

describe('concepts and collections as SKOS', () => {
  let server: TestServer;
  const get = (user: User, url: string, accept: string = TURTLE_MEDIA_TYPE) => server.app.inject({ url: `/api${url}`, headers: { authorization: `Bearer ${user}`, accept } });
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const response = await server.app.inject({ method, url: `/api${url}`, headers: { authorization: 'Bearer admin' }, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.body;
  };
  const publish = (id: string) => server.app.inject({ method: 'PUT', url: `/api/concepts/concept/${id}/validate`, headers: { authorization: 'Bearer admin' } });
  const concept = (extra: object) =>
    send('POST', '/concepts/concept', {
      prefLabelLg2: 'Concept',
      definitionLg1: '<p>Définition.</p>',
      scopeNoteLg1: '<p>Définition courte.</p>',
      creators: ['DG75-L201'],
      disseminationStatus: 'PublicGenerique',
      ...extra,
    });

  beforeAll(async () => {
    server = await createTestServer({ authenticate: usersAuthenticator(users) });
  }, 120_000);
  afterAll(() => server.close());

  /** The same statements in the three syntaxes, with the file named as asked; answers the Turtle. */
  async function sameInEverySyntax(url: string, fileName: string): Promise<string> {
    const turtle = await get('reader', url);
    expect([turtle.statusCode, turtle.headers['content-type'], turtle.headers['content-disposition']], url).toEqual([200, TURTLE_MEDIA_TYPE, expect.stringContaining(`filename="${fileName}.ttl"`)]);
    expect(String(turtle.headers.vary)).toContain('Accept');
    const statements = statementsOfTurtle(turtle.body).sort();
    const rdfXml = await get('reader', url, RDF_XML_MEDIA_TYPE);
    expect(rdfXml.headers['content-disposition']).toContain(`filename="${fileName}.rdf"`);
    expect(statementsOfRdfXml(rdfXml.body).sort(), url).toEqual(statements);
    const jsonLd = await get('reader', url, JSON_LD_MEDIA_TYPE);
    expect(jsonLd.headers['content-disposition']).toContain(`filename="${fileName}.jsonld"`);
    expect(statementsOfJsonLd(jsonLd.json()).sort(), url).toEqual(statements);
    return turtle.body;
  }

  it('writes a concept with its labels in their language, the notes of its current version as text, its links, dates and owners; the concepts it points to named', async () => {
    const broader = await concept({ prefLabelLg1: 'Population (SKOS)' });
    const related = await concept({ prefLabelLg1: 'Ménage (SKOS)' });
    const id = await concept({
      prefLabelLg1: 'Population « active »',
      prefLabelLg2: 'Labour force',
      altLabelLg1: ['Actifs'],
      altLabelLg2: ['Workforce', 'Active population'],
      definitionLg1: '<p>Les personnes <strong>en emploi</strong> et les chômeurs.</p><p>Au sens du BIT.</p>',
      definitionLg2: '<p>Employed &amp; unemployed people.</p>',
      scopeNoteLg1: '<p>Emploi et chômage.</p>',
      broader: [broader],
      related: [related],
      closeMatch: ['http://example.org/labour-force'],
      contributors: ['DG57-C003'],
    });
    const turtle = await sameInEverySyntax(`/concepts/concept/${id}`, id);
    expect(await skosErrors(turtle)).toEqual([]);
    const me = `${BASE}${id}`;
    const statements = statementsOfTurtle(turtle);
    expect(statements).toEqual(
      expect.arrayContaining([
        `${me} ${rdf}type ${skos}Concept`,
        `${me} ${skos}notation "${id}"@`,
        `${me} ${skos}prefLabel "Population « active »"@fr`,
        `${me} ${skos}prefLabel "Labour force"@en`,
        `${me} ${skos}altLabel "Actifs"@fr`,
        `${me} ${skos}altLabel "Workforce"@en`,
        `${me} ${skos}altLabel "Active population"@en`,
        `${me} ${skos}definition "Les personnes en emploi et les chômeurs.\nAu sens du BIT."@fr`,
        `${me} ${skos}definition "Employed & unemployed people."@en`,
        `${me} ${skos}scopeNote "Emploi et chômage."@fr`,
        `${me} ${skos}inScheme ${SCHEME}`,
        `${me} ${skos}broader ${BASE}${broader}`,
        `${me} ${skos}related ${BASE}${related}`,
        `${me} ${skos}closeMatch http://example.org/labour-force`,
        `${me} ${dct}creator "DG75-L201"@`,
        `${me} ${dct}contributor "DG57-C003"@`,
        // The concepts it points to, named for a reader of this file alone.
        `${BASE}${broader} ${rdf}type ${skos}Concept`,
        `${BASE}${broader} ${skos}prefLabel "Population (SKOS)"@fr`,
        `${SCHEME} ${rdf}type ${skos}ConceptScheme`,
      ]),
    );
    // Not a top concept: it has a broader one. No empty note.
    expect(statements.filter((s) => s.startsWith(`${me} `) && /topConceptOf|editorialNote|changeNote/.test(s))).toEqual([]);
    expect(statements.filter((s) => s.startsWith(`${me} ${dct}created `) || s.startsWith(`${me} ${dct}modified `))).toHaveLength(2);
    expect(turtle).toContain(`^^xsd:dateTime`);
    expect(xsd).toBe('http://www.w3.org/2001/XMLSchema#');
  });

  it('exports the published scheme: the concepts published as they stand, linked to each other only, meeting the SKOS integrity conditions', async () => {
    const top = await concept({ prefLabelLg1: 'Emploi publié' });
    const child = await concept({ prefLabelLg1: 'Emploi salarié', broader: [top] });
    const draft = await concept({ prefLabelLg1: 'Brouillon', broader: [top] });
    for (const id of [top, child]) expect((await publish(id)).statusCode).toBe(200);
    const published = (await get('reader', '/concepts?toValidate=false', 'application/json')).json<{ id: string }[]>().map((c) => c.id);
    expect(published).toEqual(expect.arrayContaining([top, child]));
    expect(published).not.toContain(draft);

    const turtle = await sameInEverySyntax('/concepts?toValidate=false', 'concepts');
    expect(await skosErrors(turtle)).toEqual([]);
    const statements = statementsOfTurtle(turtle);
    const concepts = statements.filter((s) => s.endsWith(` ${rdf}type ${skos}Concept`)).map((s) => s.split(' ')[0]!.slice(BASE.length));
    expect(concepts.sort()).toEqual([...published].sort());
    // The published top concept lists its published narrower one, not the draft.
    expect(statements).toEqual(expect.arrayContaining([`${BASE}${top} ${skos}narrower ${BASE}${child}`, `${SCHEME} ${skos}hasTopConcept ${BASE}${top}`, `${BASE}${top} ${skos}topConceptOf ${SCHEME}`]));
    expect(turtle).not.toContain(draft);

    // A selection, by identifiers (in a body, as the application sends it; or in the query): those concepts, linked to each other only.
    const selected = (accept: string, payload: unknown, user: User = 'reader') =>
      server.app.inject({ method: 'POST', url: '/api/concepts/selection', headers: { authorization: `Bearer ${user}`, accept }, payload: payload as object });
    const posted = await selected(TURTLE_MEDIA_TYPE, [top, draft, 'c0']);
    expect([posted.statusCode, posted.headers['content-disposition']]).toEqual([200, expect.stringContaining('filename="concepts.ttl"')]);
    expect(await skosErrors(posted.body)).toEqual([]);
    const selection = statementsOfTurtle(posted.body);
    expect(statementsOfTurtle((await get('reader', `/concepts?ids=${top},${draft}`)).body).sort()).toEqual([...selection].sort());
    expect((await selected('application/json', [draft, top])).json<{ id: string }[]>().map((c) => c.id).sort()).toEqual([draft, top].sort());
    for (const bad of [[], { ids: ['c1'] }, Array.from({ length: 1001 }, (_, i) => `c${i}`)]) {
      const refused = await selected(TURTLE_MEDIA_TYPE, bad);
      expect([refused.statusCode, refused.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const forbidden = await selected(TURTLE_MEDIA_TYPE, [top], 'nobody');
    expect([forbidden.statusCode, forbidden.json().code]).toEqual([403, 'FORBIDDEN']);
    expect(selection.filter((s) => s.endsWith(` ${rdf}type ${skos}Concept`)).sort()).toEqual([`${BASE}${draft} ${rdf}type ${skos}Concept`, `${BASE}${top} ${rdf}type ${skos}Concept`].sort());
    expect(selection).toContain(`${BASE}${draft} ${skos}broader ${BASE}${top}`);
    expect(selection.filter((s) => s.includes(child))).toEqual([]);

    // Every concept, as the unfiltered list selects them.
    const all = statementsOfTurtle((await get('reader', '/concepts')).body).filter((s) => s.endsWith(` ${rdf}type ${skos}Concept`));
    expect(all.length).toBe(Number((await get('reader', '/concepts?per_page=1', 'application/json')).headers['x-total-count']));
  });

  it('writes a collection as a skos:Collection of its members, each named; the collections a list selects together', async () => {
    const turtle = await sameInEverySyntax('/concepts/collection/c1000', 'c1000');
    expect(await skosErrors(turtle)).toEqual([]);
    const me = 'http://id.insee.fr/concepts/collection/c1000';
    expect(statementsOfTurtle(turtle)).toEqual(
      expect.arrayContaining([
        `${me} ${rdf}type ${skos}Collection`,
        `${me} ${skos}prefLabel "Collection Agriculture"@fr`,
        `${me} ${skos}prefLabel "Agriculture Collection"@en`,
        `${me} ${skos}member ${BASE}c1`,
        `${me} ${dct}creator "DG75-L201"@`,
        `${BASE}c1 ${skos}prefLabel "Exploitation agricole"@fr`,
      ]),
    );
    const every = await sameInEverySyntax('/concepts/collections', 'collections');
    expect(await skosErrors(every)).toEqual([]);
    expect(statementsOfTurtle(every).filter((s) => s.endsWith(` ${rdf}type ${skos}Collection`))).toHaveLength(5);
  });

  it('fails the checks when a concept breaks an integrity condition: two French labels, a label both preferred and alternative, related and broader at once', async () => {
    const turtle = (await get('reader', '/concepts/concept/c1')).body;
    expect(await skosErrors(turtle)).toEqual([]);
    const me = `<${BASE}c1>`;
    expect(await skosErrors(`${turtle}\n${me} skos:prefLabel "Autre"@fr .`)).toEqual([`${BASE}c1: Language "fr" has been used by 2 values`]);
    expect(await skosErrors(`${turtle}\n${me} skos:altLabel "Exploitation agricole"@fr .`)).not.toEqual([]);
    expect(await skosErrors(`${turtle}\n${me} skos:related <${BASE}c2> ; skos:broader <${BASE}c2> .\n<${BASE}c2> a skos:Concept .`)).not.toEqual([]);
  });

  it('answers JSON as always, and refuses a caller who may not read before saying whether the record exists', async () => {
    const json = await get('reader', '/concepts/concept/c1', 'application/json');
    expect([json.headers['content-type'], json.json()]).toEqual(['application/json; charset=utf-8', expect.objectContaining({ id: 'c1', prefLabelLg1: 'Exploitation agricole' })]);
    expect((await get('reader', '/concepts', '*/*')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'c1' })]));
    for (const url of ['/concepts/concept/c1', '/concepts/concept/nope', '/concepts', '/concepts/collection/c1000', '/concepts/collections']) {
      const refused = await get('nobody', url);
      expect([refused.statusCode, refused.json().code], url).toEqual([403, 'FORBIDDEN']);
    }
    expect((await get('reader', '/concepts/concept/nope')).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/api/concepts', headers: { accept: TURTLE_MEDIA_TYPE } })).statusCode).toBe(401);
  });
});
