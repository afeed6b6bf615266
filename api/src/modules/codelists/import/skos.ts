import { Parser, type Quad } from 'n3';
import { NAMESPACES } from '../../../lib/rdf/graph.ts';
import { pickLanguages, unreadable, type Languages, type Localised, type ReadCode, type ReadList } from './parsed.ts';

// Code lists from SKOS in Turtle: each `skos:ConceptScheme` a list, each concept in it (`inScheme`,
// `topConceptOf`, or named by the scheme's `hasTopConcept`) a code, in the file's order. Identifiers
// from `skos:notation`, else the IRI's last segment; labels from `prefLabel` by language,
// descriptions from `definition`; a code's parent from `broader`.

const RDF_TYPE = `${NAMESPACES.rdf}type`;
const skos = (name: string) => `${NAMESPACES.skos}${name}`;

/** The last segment of an IRI (after its last `/` or `#`), decoded. */
export function lastSegment(iri: string): string {
  const segment = iri.slice(Math.max(iri.lastIndexOf('/'), iri.lastIndexOf('#')) + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Each subject's statements, subjects in the order the file first names them. */
function bySubject(quads: readonly Quad[]): Map<string, Quad[]> {
  const subjects = new Map<string, Quad[]>();
  for (const quad of quads) {
    const statements = subjects.get(quad.subject.value);
    if (statements) statements.push(quad);
    else subjects.set(quad.subject.value, [quad]);
  }
  return subjects;
}

const objects = (statements: readonly Quad[], predicate: string) => statements.filter((quad) => quad.predicate.value === predicate).map((quad) => quad.object);

function texts(statements: readonly Quad[], predicate: string, languages: Languages) {
  const values: Localised[] = objects(statements, predicate)
    .filter((object) => object.termType === 'Literal')
    .map((object) => ({ lang: (object as { language?: string }).language || undefined, text: object.value }));
  return pickLanguages(values, languages);
}

function describe(statements: readonly Quad[], languages: Languages, iri: string) {
  const labels = texts(statements, skos('prefLabel'), languages);
  const definitions = texts(statements, skos('definition'), languages);
  const notation = objects(statements, skos('notation')).find((object) => object.termType === 'Literal')?.value;
  return {
    id: notation ?? lastSegment(iri),
    ...(labels.lg1 !== undefined ? { labelLg1: labels.lg1 } : {}),
    ...(labels.lg2 !== undefined ? { labelLg2: labels.lg2 } : {}),
    ...(definitions.lg1 !== undefined ? { descriptionLg1: definitions.lg1 } : {}),
    ...(definitions.lg2 !== undefined ? { descriptionLg2: definitions.lg2 } : {}),
  };
}

/** The code lists of a Turtle file. */
export function readTurtle(text: string, languages: Languages): ReadList[] {
  let quads: Quad[];
  try {
    quads = new Parser({ format: 'text/turtle' }).parse(text);
  } catch (error) {
    throw unreadable('Turtle', (error as Error).message);
  }
  const subjects = bySubject(quads);
  const isA = (statements: readonly Quad[], type: string) => objects(statements, RDF_TYPE).some((object) => object.value === type);
  const schemes = [...subjects].filter(([, statements]) => isA(statements, skos('ConceptScheme')));
  if (schemes.length === 0) throw unreadable('Turtle', 'the file holds no skos:ConceptScheme');
  return schemes.map(([schemeIri, schemeStatements]) => {
    const tops = new Set(objects(schemeStatements, skos('hasTopConcept')).map((object) => object.value));
    const inScheme = (iri: string, statements: readonly Quad[]) =>
      tops.has(iri) || [...objects(statements, skos('inScheme')), ...objects(statements, skos('topConceptOf'))].some((object) => object.value === schemeIri);
    const concepts = [...subjects].filter(([iri, statements]) => iri !== schemeIri && inScheme(iri, statements));
    const codeOf = new Map(concepts.map(([iri, statements]) => [iri, describe(statements, languages, iri).id]));
    const { id, labelLg1, labelLg2, descriptionLg1, descriptionLg2 } = describe(schemeStatements, languages, schemeIri);
    return {
      id,
      ...(labelLg1 !== undefined ? { labelLg1 } : {}),
      ...(labelLg2 !== undefined ? { labelLg2 } : {}),
      ...(descriptionLg1 !== undefined ? { descriptionLg1 } : {}),
      ...(descriptionLg2 !== undefined ? { descriptionLg2 } : {}),
      codes: concepts.map(([iri, statements]): ReadCode => {
        const { id: code, ...described } = describe(statements, languages, iri);
        const broader = objects(statements, skos('broader'))[0]?.value;
        return { code, ...described, ...(broader !== undefined ? { parentCode: codeOf.get(broader) ?? lastSegment(broader) } : {}) };
      }),
    };
  });
}
