import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { Parser, Store, type Quad } from 'n3';
import SHACLValidator from 'rdf-validate-shacl';
import { NAMESPACES } from '../src/lib/rdf/graph.ts';

// The official schemas and shapes the exports are checked against (tests/standards), and the
// statements of each RDF syntax in one comparable form: what every module's export tests share.

/** The official SDMX-ML 3.0.1 schemas, vendored for the tests (tests/standards). */
const SCHEMA = fileURLToPath(new URL('../../tests/standards/sdmx-ml-3.0.1/schemas/SDMXMessage.xsd', import.meta.url));

/** Validates files against the schema with xmllint (libxml2): each file's errors, none when valid. */
export function schemaErrors(files: Record<string, string>): string[] {
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

/**
 * The SKOS reference shapes (tests/standards/skos), with the one correction their README gives: the
 * concepts around a concept are `skos:Concept`, not the shapes' own `:Concept` class.
 */
const shapesText = readFileSync(fileURLToPath(new URL('../../tests/standards/skos/skos-reference.shacl.ttl', import.meta.url)), 'utf8').replace(
  /sh:class :Concept\b/g,
  'sh:class skos:Concept',
);
const dataset = (quads: Quad[]) => new Store(quads);
const validator = new SHACLValidator(dataset(new Parser().parse(shapesText)));

/** What the shapes and the one integrity condition they cannot say (no cycle of broader) find wrong: none when valid. */
export async function skosErrors(turtle: string): Promise<string[]> {
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
export const statementsOfTurtle = (turtle: string) =>
  new Parser().parse(turtle).map((q) => `${q.subject.value} ${q.predicate.value} ${q.object.termType === 'Literal' ? `"${q.object.value}"@${q.object.language}` : q.object.value}`);
export function statementsOfJsonLd(document: { '@context': Record<string, string>; '@graph': Record<string, unknown>[] }) {
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
export function statementsOfRdfXml(text: string) {
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

