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

/**
 * `com:StructuredText` holds XHTML checked strictly (`processContents="strict"`), and the SDMX
 * schemas do not bring an XHTML schema: this one declares the elements rich texts are written with
 * (div, p, br, strong, em, ul, ol, li, a[href]) so that the validator checks them instead of refusing
 * every structured text. Written here, not vendored: it is no official schema.
 */
const XHTML_SUBSET = `<?xml version="1.0" encoding="UTF-8"?>
<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns="http://www.w3.org/1999/xhtml" targetNamespace="http://www.w3.org/1999/xhtml" elementFormDefault="qualified">
  <xs:complexType name="Flow" mixed="true">
    <xs:choice minOccurs="0" maxOccurs="unbounded">
      <xs:element ref="p"/><xs:element ref="br"/><xs:element ref="strong"/><xs:element ref="em"/>
      <xs:element ref="ul"/><xs:element ref="ol"/><xs:element ref="li"/><xs:element ref="a"/>
    </xs:choice>
  </xs:complexType>
  <xs:complexType name="List"><xs:sequence><xs:element ref="li" minOccurs="0" maxOccurs="unbounded"/></xs:sequence></xs:complexType>
  <xs:element name="div" type="Flow"/>
  <xs:element name="p" type="Flow"/>
  <xs:element name="strong" type="Flow"/>
  <xs:element name="em" type="Flow"/>
  <xs:element name="li" type="Flow"/>
  <xs:element name="ul" type="List"/>
  <xs:element name="ol" type="List"/>
  <xs:element name="br"><xs:complexType/></xs:element>
  <xs:element name="a"><xs:complexType mixed="true"><xs:complexContent><xs:extension base="Flow"><xs:attribute name="href" type="xs:anyURI" use="required"/></xs:extension></xs:complexContent></xs:complexType></xs:element>
</xs:schema>
`;

/**
 * Validates SDMX-ML messages against the official schema (and the XHTML subset their structured
 * texts are checked with) with xmllint (libxml2): each file's errors, none when valid.
 */
export function schemaErrors(files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-sdmx-'));
  try {
    writeFileSync(path.join(dir, 'xhtml-subset.xsd'), XHTML_SUBSET);
    const schema = path.join(dir, 'schema.xsd');
    writeFileSync(
      schema,
      '<?xml version="1.0" encoding="UTF-8"?>\n<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">' +
        `<xs:import namespace="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/message" schemaLocation="${SCHEMA}"/>` +
        '<xs:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="xhtml-subset.xsd"/></xs:schema>\n',
    );
    const paths = Object.entries(files).map(([name, content]) => {
      const file = path.join(dir, `${name}.xml`);
      writeFileSync(file, content);
      return file;
    });
    try {
      execFileSync('xmllint', ['--noout', '--nonet', '--schema', schema, ...paths], { stdio: 'pipe' });
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

