import { xml } from '../odf/text.ts';
import { ORIGINAL_ID_ANNOTATION, messageId, preparedAt, type LocalisedText, type MessageHeader, type SdmxCodelist, type SdmxIdentity } from './codelists.ts';

// SDMX-ML 3.0 structure messages, valid against the 3.0.1 schemas (a code's parent may start with a
// digit, as NAF's `01` does).

export const SDMX_ML_MEDIA_TYPE = 'application/vnd.sdmx.structure+xml;version=3.0.0';

export function texts(element: 'Name' | 'Description', values: readonly LocalisedText[]): string {
  return values.map((value) => `<com:${element} xml:lang="${xml(value.lang)}">${xml(value.text)}</com:${element}>`).join('');
}

function annotations({ original }: SdmxIdentity): string {
  return original === undefined
    ? ''
    : `<com:Annotations><com:Annotation><com:AnnotationTitle>${xml(original)}</com:AnnotationTitle><com:AnnotationType>${ORIGINAL_ID_ANNOTATION}</com:AnnotationType></com:Annotation></com:Annotations>`;
}

function codelistXml(list: SdmxCodelist): string {
  const codes = list.codes
    .map(
      (code) =>
        `<str:Code urn="${xml(code.urn)}" id="${xml(code.id)}">${annotations(code)}${texts('Name', code.names)}${texts('Description', code.descriptions)}` +
        `${code.parent === null ? '' : `<str:Parent>${xml(code.parent)}</str:Parent>`}</str:Code>`,
    )
    .join('');
  const extension = list.extension
    ? `<str:CodelistExtension><str:Codelist>${xml(list.extension.codelist)}</str:Codelist>` +
      (list.extension.memberValues.length > 0
        ? `<str:InclusiveCodeSelection>${list.extension.memberValues.map((value) => `<str:MemberValue>${xml(value)}</str:MemberValue>`).join('')}</str:InclusiveCodeSelection>`
        : '') +
      '</str:CodelistExtension>'
    : '';
  return (
    `<str:Codelist urn="${xml(list.urn)}" isExternalReference="false" agencyID="${xml(list.agencyId)}" id="${xml(list.id)}" version="${xml(list.version)}">` +
    `${annotations(list)}${texts('Name', list.names)}${texts('Description', list.descriptions)}${codes}${extension}</str:Codelist>`
  );
}

/** The namespaces of SDMX-ML 3.0 messages, by the prefixes the writers use. */
export const SDMX_ML_NAMESPACES = {
  mes: 'http://www.sdmx.org/resources/sdmxml/schemas/v3_0/message',
  str: 'http://www.sdmx.org/resources/sdmxml/schemas/v3_0/structure',
  com: 'http://www.sdmx.org/resources/sdmxml/schemas/v3_0/common',
  md: 'http://www.sdmx.org/resources/sdmxml/schemas/v3_0/metadata/generic',
} as const;

/**
 * A message's `mes:Header`: its identifier, time and sender; `payload`, what the message type adds
 * after the sender (a reference metadata message names its structure there).
 */
export function headerXml(header: MessageHeader, payload = ''): string {
  return (
    `<mes:Header><mes:ID>${messageId(header)}</mes:ID><mes:Test>false</mes:Test><mes:Prepared>${preparedAt(header)}</mes:Prepared>` +
    `<mes:Sender id="${xml(header.sender)}"/>${payload}</mes:Header>`
  );
}

/** A structure message holding code lists, as SDMX-ML 3.0. */
export function codelistsMl(header: MessageHeader, codelists: readonly SdmxCodelist[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<mes:Structure xmlns:mes="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/message" xmlns:str="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/structure" xmlns:com="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/common">' +
    headerXml(header) +
    `<mes:Structures><str:Codelists>${codelists.map(codelistXml).join('')}</str:Codelists></mes:Structures></mes:Structure>\n`
  );
}

// ------------------------------------------------------------------------------------------------
// Metadata structures: the concepts, the metadata structure definition (MSD) built on them, and the
// metadataflow reference metadata is reported through.

export interface SdmxConcept extends SdmxIdentity {
  names: readonly LocalisedText[];
  descriptions: readonly LocalisedText[];
  /** The broader concept's identifier, in the same scheme. */
  parent?: string;
}

export interface SdmxConceptScheme extends SdmxIdentity {
  urn: string;
  agencyId: string;
  version: string;
  names: readonly LocalisedText[];
  concepts: readonly (SdmxConcept & { urn: string })[];
}

/** How a metadata attribute's values are written: free text of a type, or codes of a list (its URN). */
export type AttributeRepresentation = { textType: string; isMultiLingual?: boolean } | { codelist: string };

export interface SdmxMetadataAttribute extends SdmxIdentity {
  /** The URN of its concept. */
  concept: string;
  representation?: AttributeRepresentation;
  minOccurs: number;
  maxOccurs: number | 'unbounded';
  /** A heading that holds no value of its own. */
  isPresentational: boolean;
  children: readonly SdmxMetadataAttribute[];
}

export interface SdmxMetadataStructure extends SdmxIdentity {
  urn: string;
  agencyId: string;
  version: string;
  names: readonly LocalisedText[];
  attributes: readonly SdmxMetadataAttribute[];
}

export interface SdmxMetadataflow extends SdmxIdentity {
  urn: string;
  agencyId: string;
  version: string;
  names: readonly LocalisedText[];
  /** The metadata structure's URN. */
  structure: string;
  /** What its metadata may be about: URNs, `*` where any identifier goes. */
  targets: readonly string[];
}

const maintainable = (item: { urn: string; agencyId: string; id: string; version: string }) =>
  `urn="${xml(item.urn)}" isExternalReference="false" agencyID="${xml(item.agencyId)}" id="${xml(item.id)}" version="${xml(item.version)}"`;

function representationXml(representation: AttributeRepresentation | undefined): string {
  if (!representation) return '';
  if ('codelist' in representation) return `<str:LocalRepresentation><str:Enumeration>${xml(representation.codelist)}</str:Enumeration></str:LocalRepresentation>`;
  const multilingual = representation.isMultiLingual === undefined ? '' : ` isMultiLingual="${representation.isMultiLingual}"`;
  return `<str:LocalRepresentation><str:TextFormat textType="${xml(representation.textType)}"${multilingual}/></str:LocalRepresentation>`;
}

function metadataAttributeXml(attribute: SdmxMetadataAttribute): string {
  return (
    `<str:MetadataAttribute id="${xml(attribute.id)}" minOccurs="${attribute.minOccurs}" maxOccurs="${attribute.maxOccurs}" isPresentational="${attribute.isPresentational}">` +
    `${annotations(attribute)}<str:ConceptIdentity>${xml(attribute.concept)}</str:ConceptIdentity>${representationXml(attribute.representation)}` +
    `${attribute.children.map(metadataAttributeXml).join('')}</str:MetadataAttribute>`
  );
}

/** A structure message holding a metadata structure, the concepts it uses and its metadataflow, as SDMX-ML 3.0. */
export function metadataStructureMl(
  header: MessageHeader,
  { conceptScheme, structure, flow }: { conceptScheme: SdmxConceptScheme; structure: SdmxMetadataStructure; flow: SdmxMetadataflow },
): string {
  const concepts = conceptScheme.concepts
    .map(
      (concept) =>
        `<str:Concept urn="${xml(concept.urn)}" id="${xml(concept.id)}">${annotations(concept)}${texts('Name', concept.names)}${texts('Description', concept.descriptions)}` +
        `${concept.parent === undefined ? '' : `<str:Parent>${xml(concept.parent)}</str:Parent>`}</str:Concept>`,
    )
    .join('');
  const { mes, str, com } = SDMX_ML_NAMESPACES;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<mes:Structure xmlns:mes="${mes}" xmlns:str="${str}" xmlns:com="${com}">${headerXml(header)}<mes:Structures>` +
    `<str:ConceptSchemes><str:ConceptScheme ${maintainable(conceptScheme)}>${annotations(conceptScheme)}${texts('Name', conceptScheme.names)}${concepts}</str:ConceptScheme></str:ConceptSchemes>` +
    `<str:Metadataflows><str:Metadataflow ${maintainable(flow)}>${annotations(flow)}${texts('Name', flow.names)}<str:Structure>${xml(flow.structure)}</str:Structure>` +
    `${flow.targets.map((target) => `<str:Target>${xml(target)}</str:Target>`).join('')}</str:Metadataflow></str:Metadataflows>` +
    `<str:MetadataStructures><str:MetadataStructure ${maintainable(structure)}>${annotations(structure)}${texts('Name', structure.names)}` +
    `<str:MetadataStructureComponents><str:MetadataAttributeList id="MetadataAttributeDescriptor">${structure.attributes.map(metadataAttributeXml).join('')}</str:MetadataAttributeList></str:MetadataStructureComponents>` +
    '</str:MetadataStructure></str:MetadataStructures></mes:Structures></mes:Structure>\n'
  );
}
