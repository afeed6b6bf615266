import { CONCEPT_LINK_NAMES, CONCEPT_NOTE_NAMES, htmlText, type ConceptLinkName, type ConceptNoteName } from '@atelier/contracts';
import { RDF_TYPE, distinctStatements, iriOf, type Name, type RdfObject, type Statement } from '../../lib/rdf/graph.ts';
import type { Side } from '../../lib/odf/package.ts';
import type { CollectionModel, ConceptModel, LinkedRecord } from './export/documents.ts';

// Concepts and collections as SKOS: the concept scheme of the office's definitions, each concept
// with its labels in their language, the notes of its current version as plain text, its links
// (broader, narrower, related; replaces and references as Dublin Core), its dates and owners; a
// collection as a `skos:Collection` of its member concepts.

export interface SkosOptions {
  /** Where the product's IRIs start (`BASE_IRI`). */
  baseIri: string;
  /** The data languages' codes (`LG1`, `LG2`). */
  languages: Record<Side, string>;
}

/** The IRIs of the scheme, a concept and a collection, under `BASE_IRI` as the office publishes them. */
export const conceptIris = (baseIri: string) => ({
  scheme: `${baseIri}concepts/definitions/scheme`,
  concept: (id: string) => `${baseIri}concepts/definition/${encodeURIComponent(id)}`,
  collection: (id: string) => `${baseIri}concepts/collection/${encodeURIComponent(id)}`,
});

const LINKS: Record<ConceptLinkName, Name> = {
  broader: 'skos:broader',
  narrower: 'skos:narrower',
  related: 'skos:related',
  refersTo: 'dct:references',
  replaces: 'dct:replaces',
  isReplacedBy: 'dct:isReplacedBy',
};
const NOTES: Record<ConceptNoteName, Name> = {
  scopeNote: 'skos:scopeNote',
  definition: 'skos:definition',
  editorialNote: 'skos:editorialNote',
  changeNote: 'skos:changeNote',
};

type Pair = [Name, RdfObject];
const about = (subject: string, pairs: readonly Pair[]): Statement[] => pairs.map(([predicate, object]) => ({ subject, predicate, object }));
/** A text in a language, when it holds one. */
const text = (predicate: Name, value: string | null | undefined, lang: string): Pair[] => (value && value.trim() !== '' ? [[predicate, { text: value, lang }]] : []);
const dateTime = (predicate: Name, value: string | null): Pair[] => {
  if (!value) return [];
  return [[predicate, /^\d{4}-\d{2}-\d{2}$/.test(value) ? { text: value, datatype: 'xsd:date' } : { text: new Date(value).toISOString(), datatype: 'xsd:dateTime' }]];
};

function labels(record: { prefLabelLg1: string; prefLabelLg2: string | null }, { languages }: SkosOptions): Pair[] {
  return [...text('skos:prefLabel', record.prefLabelLg1, languages.lg1), ...text('skos:prefLabel', record.prefLabelLg2, languages.lg2)];
}

/** A concept another record points to, named so that a reader of this file alone knows it. */
function linkedConcept(linked: LinkedRecord, options: SkosOptions): Statement[] {
  const iris = conceptIris(options.baseIri);
  return about(iris.concept(linked.id), [
    [RDF_TYPE, iriOf('skos:Concept')],
    ['skos:inScheme', { iri: iris.scheme }],
    ...text('skos:prefLabel', linked.labelLg1, options.languages.lg1),
    ...text('skos:prefLabel', linked.labelLg2 ?? null, options.languages.lg2),
  ]);
}

function conceptStatements(concept: ConceptModel, options: SkosOptions, linkable: (id: string) => boolean): Statement[] {
  const iris = conceptIris(options.baseIri);
  const { lg1, lg2 } = options.languages;
  const top = concept.links.broader.length === 0;
  return about(iris.concept(concept.id), [
    [RDF_TYPE, iriOf('skos:Concept')],
    ['skos:notation', { text: concept.id }],
    ...labels(concept, options),
    ...concept.altLabelLg1.flatMap((label) => text('skos:altLabel', label, lg1)),
    ...concept.altLabelLg2.flatMap((label) => text('skos:altLabel', label, lg2)),
    ...CONCEPT_NOTE_NAMES.flatMap((note) => [
      ...text(NOTES[note], htmlText(concept.notes[`${note}Lg1`]), lg1),
      ...text(NOTES[note], htmlText(concept.notes[`${note}Lg2`]), lg2),
    ]),
    ['skos:inScheme', { iri: iris.scheme }],
    ...(top ? [['skos:topConceptOf', { iri: iris.scheme }] as Pair] : []),
    ...CONCEPT_LINK_NAMES.flatMap((link) => concept.links[link].filter(({ id }) => linkable(id)).map(({ id }): Pair => [LINKS[link], { iri: iris.concept(id) }])),
    // Equivalents elsewhere: http(s) addresses, as the contract takes them.
    ...concept.closeMatch.map((match): Pair => ['skos:closeMatch', { iri: match }]),
    ...dateTime('dct:created', concept.created),
    ...dateTime('dct:modified', concept.modified),
    ...dateTime('dct:valid', concept.valid),
    ...concept.creators.map((creator): Pair => ['dct:creator', { text: creator }]),
    ...concept.contributors.map((contributor): Pair => ['dct:contributor', { text: contributor }]),
  ]);
}

/**
 * Concepts as the office's concept scheme. `linked`: `'named'` (one record's file) names the concepts
 * they point to; `'within'` (a list's file: a published scheme must not name unpublished concepts)
 * keeps only the links between the concepts given.
 */
export function conceptScheme(concepts: readonly ConceptModel[], options: SkosOptions, linked: 'named' | 'within'): Statement[] {
  const iris = conceptIris(options.baseIri);
  const given = new Set(concepts.map((concept) => concept.id));
  const linkable = linked === 'named' ? () => true : (id: string) => given.has(id);
  const named =
    linked === 'named'
      ? concepts.flatMap((concept) =>
          CONCEPT_LINK_NAMES.flatMap((link) => concept.links[link]).filter(({ id }) => !given.has(id)).flatMap((record) => linkedConcept(record, options)),
        )
      : [];
  return distinctStatements([
    ...about(iris.scheme, [
      [RDF_TYPE, iriOf('skos:ConceptScheme')],
      ...concepts.filter((concept) => concept.links.broader.length === 0).map((concept): Pair => ['skos:hasTopConcept', { iri: iris.concept(concept.id) }]),
    ]),
    ...concepts.flatMap((concept) => conceptStatements(concept, options, linkable)),
    ...named,
  ]);
}

/** Collections as `skos:Collection`s of their member concepts, each member named. */
export function conceptCollections(collections: readonly CollectionModel[], options: SkosOptions): Statement[] {
  const iris = conceptIris(options.baseIri);
  const { lg1, lg2 } = options.languages;
  return distinctStatements(
    collections.flatMap((collection) => [
      ...about(iris.collection(collection.id), [
        [RDF_TYPE, iriOf('skos:Collection')],
        ...labels(collection, options),
        ...text('dct:description', htmlText(collection.descriptionLg1), lg1),
        ...text('dct:description', htmlText(collection.descriptionLg2), lg2),
        ...collection.members.map((member): Pair => ['skos:member', { iri: iris.concept(member.id) }]),
        ...dateTime('dct:created', collection.created),
        ...dateTime('dct:modified', collection.modified),
        ...collection.creators.map((creator): Pair => ['dct:creator', { text: creator }]),
        ...collection.contributors.map((contributor): Pair => ['dct:contributor', { text: contributor }]),
      ]),
      ...collection.members.flatMap((member) => linkedConcept(member, options)),
    ]),
  );
}
