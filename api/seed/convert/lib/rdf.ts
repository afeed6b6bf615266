import { readFileSync } from 'node:fs';
import { Parser, Store, type Term } from 'n3';
import { sourcePath } from './paths.ts';

const namespace = (base: string) => (local: string) => `${base}${local}`;

export const RDF = namespace('http://www.w3.org/1999/02/22-rdf-syntax-ns#');
export const RDFS = namespace('http://www.w3.org/2000/01/rdf-schema#');
export const SKOS = namespace('http://www.w3.org/2004/02/skos/core#');
export const DCTERMS = namespace('http://purl.org/dc/terms/');
export const DC = namespace('http://purl.org/dc/elements/1.1/');
export const INSEE = namespace('http://rdf.insee.fr/def/base#');
export const SDMX_MM = namespace('http://www.w3.org/ns/sdmx-mm#');
export const ORG = namespace('http://www.w3.org/ns/org#');
export const OWL = namespace('http://www.w3.org/2002/07/owl#');
export const RDF_TYPE = RDF('type');

/**
 * Prefixes some sources use without declaring them (SOURCES.md, "Parsing caveats"): GraphDB
 * supplies them, strict parsers do not. Declaring a prefix again is allowed, so they are prepended
 * to every file.
 */
const MISSING_PREFIXES = [
  '@prefix skos: <http://www.w3.org/2004/02/skos/core#> .',
  '@prefix dcterms: <http://purl.org/dc/terms/> .',
  '@prefix qb: <http://purl.org/linked-data/cube#> .',
].join('\n');

/** Read access to a parsed TriG or Turtle file; every list comes back sorted, so output is stable. */
export class RdfGraph {
  private constructor(private readonly store: Store) {}

  /**
   * Parses a file of the source folder (TriG is a superset of Turtle, so one parser reads both),
   * keeping only the named graph `graph` when given.
   */
  static load(relativePath: string, graph?: string): RdfGraph {
    const text = readFileSync(sourcePath(relativePath), 'utf8');
    const quads = new Parser({ format: 'application/trig' }).parse(`${MISSING_PREFIXES}\n${text}`);
    return new RdfGraph(new Store(graph === undefined ? quads : quads.filter((quad) => quad.graph.value === graph)));
  }

  /** IRIs of the resources of a type. */
  subjectsOfType(type: string): string[] {
    return this.iriValues(this.store.getSubjects(RDF_TYPE, type, null));
  }

  /** IRIs of the resources that have `predicate` (with `object`, when given). */
  subjectsWith(predicate: string, object: string | null = null): string[] {
    return this.iriValues(this.store.getSubjects(predicate, object, null));
  }

  has(subject: string): boolean {
    return this.store.countQuads(subject, null, null, null) > 0;
  }

  isA(subject: string, type: string): boolean {
    return this.store.countQuads(subject, RDF_TYPE, type, null) > 0;
  }

  /** Objects of a subject, which may be a blank node (pass its term). */
  objects(subject: string | Term, predicate: string | null = null): Term[] {
    return this.store.getObjects(subject, predicate, null);
  }

  /** The predicates a subject uses. */
  predicates(subject: string): string[] {
    return [...new Set(this.store.getPredicates(subject, null, null).map((term) => term.value))].sort();
  }

  /** IRIs a subject points to through `predicate`. */
  iris(subject: string, predicate: string): string[] {
    return this.iriValues(this.objects(subject, predicate));
  }

  /** The single IRI a subject points to through `predicate`, or null; more than one is an error. */
  iri(subject: string, predicate: string): string | null {
    return single(this.iris(subject, predicate), subject, predicate);
  }

  /**
   * Trimmed non-empty values of the literals of `predicate`. With `lang`, only literals tagged with
   * that language; without, every literal.
   */
  literals(subject: string, predicate: string, lang?: string): string[] {
    const values = this.objects(subject, predicate)
      .filter((term) => term.termType === 'Literal' && (lang === undefined || term.language === lang))
      .map((term) => term.value.trim())
      .filter((value) => value !== '');
    return [...new Set(values)].sort();
  }

  /** The literal of `predicate` in `lang` (or the only literal, without `lang`), or null. */
  literal(subject: string, predicate: string, lang?: string): string | null {
    return single(this.literals(subject, predicate, lang), subject, predicate);
  }

  /** The members of an RDF collection (`( a b c )`), in order. */
  listItems(head: Term): Term[] {
    const items: Term[] = [];
    for (let node = head; node.value !== RDF('nil'); ) {
      const [first] = this.store.getObjects(node, RDF('first'), null);
      const [rest] = this.store.getObjects(node, RDF('rest'), null);
      if (!first || !rest) throw new Error('Malformed RDF collection');
      items.push(first);
      node = rest;
    }
    return items;
  }

  private iriValues(terms: Term[]): string[] {
    return [...new Set(terms.filter((term) => term.termType === 'NamedNode').map((term) => term.value))].sort();
  }
}

function single(values: string[], subject: string, predicate: string): string | null {
  if (values.length > 1) throw new Error(`${subject} has ${values.length} values for ${predicate}`);
  return values[0] ?? null;
}
