import { RDF_TYPE, iriOf, type Name, type RdfObject, type Statement } from '../../lib/rdf/graph.ts';
import type { LocalisedText } from '../../lib/sdmx/codelists.ts';

// Code lists as SKOS: a complete list is a concept scheme whose codes are concepts (notation, labels
// in their language, definition, broader and narrower, top concepts); a partial list is a collection
// of its parent's concepts.

export interface SkosCode {
  id: string;
  names: LocalisedText[];
  descriptions: LocalisedText[];
  parent: string | null;
}

export interface SkosList {
  /** The list's IRI: its own (`uri`), or one under `BASE_IRI`. */
  iri: string;
  id: string;
  names: LocalisedText[];
  descriptions: LocalisedText[];
}

/** A list's IRI: its own when it has one, else `{BASE_IRI}codes/{id}`. */
export const listIri = (baseIri: string, id: string, uri: unknown) => (typeof uri === 'string' && uri.trim() !== '' ? uri.trim() : `${baseIri}codes/${encodeURIComponent(id)}`);

/** A code's IRI, under its list's. */
export const codeIri = (list: string, code: string) => `${list}/${encodeURIComponent(code)}`;

const texts = (predicate: Name, values: readonly LocalisedText[]): [Name, RdfObject][] =>
  values.filter((value) => value.text.trim() !== '').map((value) => [predicate, { text: value.text, lang: value.lang }]);

const statementsOf = (subject: string, pairs: readonly [Name, RdfObject][]): Statement[] => pairs.map(([predicate, object]) => ({ subject, predicate, object }));

function listPairs(list: SkosList, type: Name): [Name, RdfObject][] {
  return [[RDF_TYPE, iriOf(type)], ['skos:notation', { text: list.id }], ...texts('skos:prefLabel', list.names), ...texts('skos:definition', list.descriptions)];
}

/** A complete list as a SKOS concept scheme. */
export function conceptScheme(list: SkosList, codes: readonly SkosCode[]): Statement[] {
  const narrower = new Map<string, string[]>();
  for (const code of codes) if (code.parent !== null) narrower.set(code.parent, [...(narrower.get(code.parent) ?? []), code.id]);
  const top = codes.filter((code) => code.parent === null);
  const scheme = statementsOf(list.iri, [...listPairs(list, 'skos:ConceptScheme'), ...top.map((code): [Name, RdfObject] => ['skos:hasTopConcept', { iri: codeIri(list.iri, code.id) }])]);
  const concepts = codes.flatMap((code) =>
    statementsOf(codeIri(list.iri, code.id), [
      [RDF_TYPE, iriOf('skos:Concept')],
      ['skos:notation', { text: code.id }],
      ...texts('skos:prefLabel', code.names),
      ...texts('skos:definition', code.descriptions),
      ['skos:inScheme', { iri: list.iri }],
      ...(code.parent === null
        ? [['skos:topConceptOf', { iri: list.iri }] as [Name, RdfObject]]
        : [['skos:broader', { iri: codeIri(list.iri, code.parent) }] as [Name, RdfObject]]),
      ...(narrower.get(code.id) ?? []).map((child): [Name, RdfObject] => ['skos:narrower', { iri: codeIri(list.iri, child) }]),
    ]),
  );
  return [...scheme, ...concepts];
}

/** A partial list as a SKOS collection of its parent's concepts (`parentIri`: the parent list's IRI). */
export function conceptCollection(list: SkosList, parentIri: string, codes: readonly string[]): Statement[] {
  return statementsOf(list.iri, [...listPairs(list, 'skos:Collection'), ...codes.map((code): [Name, RdfObject] => ['skos:member', { iri: codeIri(parentIri, code) }])]);
}
