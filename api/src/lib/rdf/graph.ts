import { xml } from '../odf/text.ts';

// RDF graphs as the product exports them (SKOS now, DCAT and XKOS to come): a list of statements,
// written in Turtle, RDF/XML or JSON-LD. Small on purpose: the statements are few kinds (an IRI, a
// text in a language, a typed value), and each syntax is written out, not parsed.

export const NAMESPACES = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  skos: 'http://www.w3.org/2004/02/skos/core#',
  dct: 'http://purl.org/dc/terms/',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
} as const;
type Prefix = keyof typeof NAMESPACES;

/** A property or a class, by its prefixed name: `skos:prefLabel`. */
export type Name = `${Prefix}:${string}`;

export type RdfObject = { iri: string } | { text: string; lang?: string; datatype?: Name };

export interface Statement {
  subject: string;
  predicate: Name;
  object: RdfObject;
}

export const RDF_TYPE: Name = 'rdf:type';

const expand = (name: Name) => {
  const [prefix, local] = name.split(':') as [Prefix, string];
  return `${NAMESPACES[prefix]}${local}`;
};

/** Statements grouped by subject, in the order each subject first appears. */
function bySubject(statements: readonly Statement[]): Map<string, Statement[]> {
  const grouped = new Map<string, Statement[]>();
  for (const statement of statements) grouped.set(statement.subject, [...(grouped.get(statement.subject) ?? []), statement]);
  return grouped;
}

// Turtle ----------------------------------------------------------------------------------------

export const TURTLE_MEDIA_TYPE = 'text/turtle';

/** An IRI in Turtle: what an IRIREF cannot hold (controls, space, `<>"{}|^\`\\`) as a `\\u` escape. */
const turtleIri = (iri: string) =>
  `<${[...iri].map((c) => (c.charCodeAt(0) <= 0x20 || '<>"{}|^`\\'.includes(c) ? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}` : c)).join('')}>`;
const turtleString = (text: string) =>
  `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t')}"`;

/** An IRI of the vocabulary as its prefixed name (`skos:Concept`), any other in full. */
function turtleTerm(iri: string): string {
  for (const [prefix, namespace] of Object.entries(NAMESPACES)) {
    const local = iri.startsWith(namespace) ? iri.slice(namespace.length) : '';
    if (/^[A-Za-z][A-Za-z0-9_-]*$/.test(local)) return `${prefix}:${local}`;
  }
  return turtleIri(iri);
}

function turtleObject(object: RdfObject): string {
  if ('iri' in object) return turtleTerm(object.iri);
  if (object.lang) return `${turtleString(object.text)}@${object.lang}`;
  return object.datatype ? `${turtleString(object.text)}^^${object.datatype}` : turtleString(object.text);
}

/** The statements in Turtle, prefixed names for the vocabulary, one block per subject. */
export function toTurtle(statements: readonly Statement[]): string {
  const prefixes = Object.entries(NAMESPACES).map(([prefix, namespace]) => `@prefix ${prefix}: <${namespace}> .`);
  const blocks = [...bySubject(statements)].map(([subject, own]) => {
    const predicates = [...new Set(own.map((s) => s.predicate))];
    const lines = predicates.map((predicate) => {
      const verb = predicate === RDF_TYPE ? 'a' : predicate;
      return `${verb} ${own.filter((s) => s.predicate === predicate).map((s) => turtleObject(s.object)).join(', ')}`;
    });
    return `${turtleIri(subject)}\n    ${lines.join(' ;\n    ')} .`;
  });
  return `${prefixes.join('\n')}\n\n${blocks.join('\n\n')}\n`;
}

// RDF/XML ---------------------------------------------------------------------------------------

export const RDF_XML_MEDIA_TYPE = 'application/rdf+xml';

/** The statements in RDF/XML: one `rdf:Description` per subject, texts with their `xml:lang`. */
export function toRdfXml(statements: readonly Statement[]): string {
  const namespaces = Object.entries(NAMESPACES).map(([prefix, namespace]) => `xmlns:${prefix}="${namespace}"`);
  const descriptions = [...bySubject(statements)].map(([subject, own]) => {
    const properties = own.map(({ predicate, object }) => {
      if ('iri' in object) return `<${predicate} rdf:resource="${xml(object.iri)}"/>`;
      const attributes = object.lang ? ` xml:lang="${xml(object.lang)}"` : object.datatype ? ` rdf:datatype="${xml(expand(object.datatype))}"` : '';
      return `<${predicate}${attributes}>${xml(object.text)}</${predicate}>`;
    });
    return `  <rdf:Description rdf:about="${xml(subject)}">\n    ${properties.join('\n    ')}\n  </rdf:Description>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rdf:RDF ${namespaces.join(' ')}>\n${descriptions.join('\n')}\n</rdf:RDF>\n`;
}

// JSON-LD ---------------------------------------------------------------------------------------

export const JSON_LD_MEDIA_TYPE = 'application/ld+json';

/** The statements in JSON-LD: a context of the prefixes, one node per subject in `@graph`. */
export function toJsonLd(statements: readonly Statement[]): object {
  const nodes = [...bySubject(statements)].map(([subject, own]) => {
    const node: Record<string, unknown> = { '@id': subject };
    const types = own.filter((s) => s.predicate === RDF_TYPE && 'iri' in s.object).map((s) => (s.object as { iri: string }).iri);
    if (types.length > 0) node['@type'] = types;
    for (const { predicate, object } of own) {
      if (predicate === RDF_TYPE) continue;
      const value = 'iri' in object ? { '@id': object.iri } : object.lang ? { '@value': object.text, '@language': object.lang } : object.datatype ? { '@value': object.text, '@type': object.datatype } : { '@value': object.text };
      node[predicate] = [...((node[predicate] as unknown[] | undefined) ?? []), value];
    }
    return node;
  });
  return { '@context': { ...NAMESPACES }, '@graph': nodes };
}

/** A vocabulary term as a full IRI (`skos:Concept`), for the objects of `rdf:type`. */
export const iriOf = (name: Name) => ({ iri: expand(name) });

/** The statements without repeats (the same linked concept described by two records), in first-seen order. */
export function distinctStatements(statements: readonly Statement[]): Statement[] {
  const seen = new Set<string>();
  return statements.filter((statement) => {
    const key = JSON.stringify([statement.subject, statement.predicate, statement.object]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
