import { xml } from '../odf/text.ts';
import { ORIGINAL_ID_ANNOTATION, type LocalisedText, type MessageHeader, type SdmxIdentity } from './codelists.ts';
import { SDMX_ML_NAMESPACES, headerXml, texts } from './structure-ml.ts';

// SDMX-ML 3.0 reference metadata messages (`mes:GenericMetadata`), valid against the 3.0.1 schemas
// (where `Value` no longer repeats in one `Attribute`: a metadata attribute reported several times
// is several `Attribute` elements). Domain-free: it writes the model it is given, escaping every
// text; identifiers must already be SDMX identifiers (see `sdmxIds`).

export const SDMX_METADATA_ML_MEDIA_TYPE = 'application/vnd.sdmx.genericmetadata+xml;version=3.0.0';

const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** XHTML content: text, or an element of the XHTML namespace with its attributes and content. */
export type XhtmlNode = string | { tag: string; attributes?: Readonly<Record<string, string>>; children: readonly XhtmlNode[] };

/** Structured text in one language. */
export interface LocalisedXhtml {
  lang: string;
  content: readonly XhtmlNode[];
}

/** What an `Attribute` reports: one simple value, text in each language, or XHTML in each language. */
export type ReportedValue =
  | { type: 'value'; value: string }
  | { type: 'text'; texts: readonly LocalisedText[] }
  | { type: 'xhtml'; texts: readonly LocalisedXhtml[] };

export interface MetadataAnnotation {
  id?: string;
  title?: string;
  type?: string;
  urls?: readonly { lang?: string; url: string }[];
  texts?: readonly LocalisedText[];
  value?: string;
}

/** One reported metadata attribute, its value if it holds one, and the attributes nested in it. */
export interface ReportedAttribute extends SdmxIdentity {
  value?: ReportedValue;
  annotations?: readonly MetadataAnnotation[];
  children: readonly ReportedAttribute[];
}

/** A metadata set: maintained by its agency, reported against a metadataflow, for its targets. */
export interface MetadataSetModel extends SdmxIdentity {
  agencyId: string;
  version: string;
  names: readonly LocalisedText[];
  descriptions?: readonly LocalisedText[];
  /** The metadataflow's URN. */
  metadataflow: string;
  /** URNs of the objects the metadata is about. */
  targets: readonly string[];
  attributes: readonly ReportedAttribute[];
}

/** A metadata set's URN. */
export const metadataSetUrn = (agencyId: string, id: string, version: string) =>
  `urn:sdmx:org.sdmx.infomodel.metadatastructure.MetadataSet=${agencyId}:${id}(${version})`;

function xhtml(nodes: readonly XhtmlNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return xml(node);
      const attributes = Object.entries(node.attributes ?? {})
        .map(([name, value]) => ` ${name}="${xml(value)}"`)
        .join('');
      return node.children.length === 0 ? `<${node.tag}${attributes}/>` : `<${node.tag}${attributes}>${xhtml(node.children)}</${node.tag}>`;
    })
    .join('');
}

function annotationXml(annotation: MetadataAnnotation): string {
  return (
    `<com:Annotation${annotation.id === undefined ? '' : ` id="${xml(annotation.id)}"`}>` +
    (annotation.title === undefined ? '' : `<com:AnnotationTitle>${xml(annotation.title)}</com:AnnotationTitle>`) +
    (annotation.type === undefined ? '' : `<com:AnnotationType>${xml(annotation.type)}</com:AnnotationType>`) +
    (annotation.urls ?? [])
      .map(({ lang, url }) => `<com:AnnotationURL${lang === undefined ? '' : ` xml:lang="${xml(lang)}"`}>${xml(url)}</com:AnnotationURL>`)
      .join('') +
    (annotation.texts ?? []).map(({ lang, text }) => `<com:AnnotationText xml:lang="${xml(lang)}">${xml(text)}</com:AnnotationText>`).join('') +
    (annotation.value === undefined ? '' : `<com:AnnotationValue>${xml(annotation.value)}</com:AnnotationValue>`) +
    '</com:Annotation>'
  );
}

/** The attribute's annotations: the original identifier first, when SDMX could not hold it. */
function annotationsXml(attribute: ReportedAttribute): string {
  const all = [...(attribute.original === undefined ? [] : [{ title: attribute.original, type: ORIGINAL_ID_ANNOTATION }]), ...(attribute.annotations ?? [])];
  return all.length === 0 ? '' : `<com:Annotations>${all.map(annotationXml).join('')}</com:Annotations>`;
}

function valueXml(value: ReportedValue | undefined): string {
  switch (value?.type) {
    case undefined:
      return '';
    case 'value':
      return `<md:Value>${xml(value.value)}</md:Value>`;
    case 'text':
      return value.texts.map(({ lang, text }) => `<com:Text xml:lang="${xml(lang)}">${xml(text)}</com:Text>`).join('');
    case 'xhtml':
      return value.texts
        .map(({ lang, content }) => `<com:StructuredText xml:lang="${xml(lang)}"><div xmlns="${XHTML_NAMESPACE}">${xhtml(content)}</div></com:StructuredText>`)
        .join('');
  }
}

function attributeXml(attribute: ReportedAttribute): string {
  return `<md:Attribute id="${xml(attribute.id)}">${annotationsXml(attribute)}${valueXml(attribute.value)}${attribute.children.map(attributeXml).join('')}</md:Attribute>`;
}

function metadataSetXml(set: MetadataSetModel): string {
  // Targets and attributes go together (with the metadataflow): a set that reports nothing names no target.
  const reported =
    set.targets.length > 0 && set.attributes.length > 0
      ? `<md:Metadataflow>${xml(set.metadataflow)}</md:Metadataflow>` +
        set.targets.map((target) => `<md:Target>${xml(target)}</md:Target>`).join('') +
        set.attributes.map(attributeXml).join('')
      : '';
  const original = set.original === undefined ? '' : annotationsXml({ id: set.id, original: set.original, children: [] });
  return (
    `<mes:MetadataSet urn="${xml(metadataSetUrn(set.agencyId, set.id, set.version))}" isExternalReference="false" agencyID="${xml(set.agencyId)}" id="${xml(set.id)}" version="${xml(set.version)}">` +
    `${original}${texts('Name', set.names)}${texts('Description', set.descriptions ?? [])}${reported}</mes:MetadataSet>`
  );
}

/** A reference metadata message: its metadata sets, reported against the metadata structure `structureUrn`. */
export function genericMetadataMl(header: MessageHeader, structureUrn: string, sets: readonly MetadataSetModel[]): string {
  const { mes, com, md } = SDMX_ML_NAMESPACES;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<mes:GenericMetadata xmlns:mes="${mes}" xmlns:com="${com}" xmlns:md="${md}">` +
    headerXml(header, `<mes:Structure structureID="MSD"><com:Structure>${xml(structureUrn)}</com:Structure></mes:Structure>`) +
    `${sets.map(metadataSetXml).join('')}</mes:GenericMetadata>\n`
  );
}
