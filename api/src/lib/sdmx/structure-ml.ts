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
