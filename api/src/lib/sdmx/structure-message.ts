import { xml } from '../odf/text.ts';

// SDMX-ML 3.0 structure messages (the 3.0.1 schemas: a code's parent may start with a digit, as
// NAF's `01` does). Only what the product exports: code lists, complete or drawn from another.

export const SDMX_ML_MEDIA_TYPE = 'application/vnd.sdmx.structure+xml;version=3.0.0';

/** The annotation type that keeps an identifier SDMX could not hold as it was (`01.11Z`). */
export const ORIGINAL_ID_ANNOTATION = 'ORIGINAL_ID';

/** What an SDMX identifier may hold (`IDType`). */
const ID_CHARACTER = /[A-Za-z0-9_@$-]/;

/** A text in one language. */
export interface LocalisedText {
  lang: string;
  text: string;
}

export interface SdmxCode {
  /** The identifier as the product holds it; mapped when SDMX cannot hold it. */
  id: string;
  names: LocalisedText[];
  descriptions: LocalisedText[];
  parent: string | null;
}

export interface SdmxCodelist {
  agencyId: string;
  id: string;
  version: string;
  names: LocalisedText[];
  descriptions: LocalisedText[];
  codes: SdmxCode[];
  /**
   * A list drawn from another (SDMX 3.0's extension): the parent's identity, its codes in its order
   * (they decide how its identifiers map), and those kept.
   */
  extends?: { agencyId: string; id: string; version: string; parentCodes: readonly string[]; kept: readonly string[] };
}

/**
 * SDMX identifiers for the product's, each unique: a character SDMX refuses becomes `_`
 * (`01.11Z` → `01_11Z`), and a clash with another identifier gets a number (`01_11Z_2`). The same
 * identifiers in the same order always map the same way.
 */
export function sdmxIds(originals: readonly string[]): Map<string, string> {
  const mapped = new Map<string, string>();
  const taken = new Set(originals.filter((id) => [...id].every((c) => ID_CHARACTER.test(c))));
  for (const original of originals) {
    if (mapped.has(original)) continue;
    const base = [...original].map((c) => (ID_CHARACTER.test(c) ? c : '_')).join('') || '_';
    let candidate = base;
    if (candidate !== original) {
      for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}_${n}`;
      taken.add(candidate);
    }
    mapped.set(original, candidate);
  }
  return mapped;
}

/** The one identifier of a structure (a list's own id), mapped as `sdmxIds` maps it. */
export const sdmxId = (original: string): string => sdmxIds([original]).get(original) ?? original;

const urn = (type: 'Codelist' | 'Code', agencyId: string, id: string, version: string) =>
  `urn:sdmx:org.sdmx.infomodel.codelist.${type}=${agencyId}:${id}(${version})`;

function texts(element: 'Name' | 'Description', values: readonly LocalisedText[]): string {
  return values
    .filter((value) => value.text.trim() !== '')
    .map((value) => `<com:${element} xml:lang="${xml(value.lang)}">${xml(value.text)}</com:${element}>`)
    .join('');
}

function originalIdAnnotation(original: string, mapped: string): string {
  return original === mapped
    ? ''
    : `<com:Annotations><com:Annotation><com:AnnotationTitle>${xml(original)}</com:AnnotationTitle><com:AnnotationType>${ORIGINAL_ID_ANNOTATION}</com:AnnotationType></com:Annotation></com:Annotations>`;
}

function codelistXml(list: SdmxCodelist): string {
  const id = sdmxId(list.id);
  const listUrn = urn('Codelist', list.agencyId, id, list.version);
  const codeUrn = urn('Code', list.agencyId, id, list.version);
  const codeIds = sdmxIds(list.codes.map((code) => code.id));
  const codes = list.codes
    .map((code) => {
      const mapped = codeIds.get(code.id) ?? code.id;
      const parent = code.parent === null ? '' : `<str:Parent>${xml(codeIds.get(code.parent) ?? sdmxId(code.parent))}</str:Parent>`;
      return `<str:Code urn="${xml(`${codeUrn}.${mapped}`)}" id="${xml(mapped)}">${originalIdAnnotation(code.id, mapped)}${texts('Name', code.names)}${texts('Description', code.descriptions)}${parent}</str:Code>`;
    })
    .join('');
  const extension = list.extends
    ? (() => {
        const parentIds = sdmxIds(list.extends.parentCodes);
        const members = list.extends.kept.map((code) => `<str:MemberValue>${xml(parentIds.get(code) ?? code)}</str:MemberValue>`).join('');
        const parentUrn = urn('Codelist', list.extends.agencyId, sdmxId(list.extends.id), list.extends.version);
        return `<str:CodelistExtension><str:Codelist>${xml(parentUrn)}</str:Codelist>${members ? `<str:InclusiveCodeSelection>${members}</str:InclusiveCodeSelection>` : ''}</str:CodelistExtension>`;
      })()
    : '';
  return (
    `<str:Codelist urn="${xml(listUrn)}" isExternalReference="false" agencyID="${xml(list.agencyId)}" id="${xml(id)}" version="${xml(list.version)}">` +
    `${originalIdAnnotation(list.id, id)}${texts('Name', list.names)}${texts('Description', list.descriptions)}${codes}${extension}</str:Codelist>`
  );
}

/** A structure message holding code lists, as SDMX-ML 3.0. */
export function codelistsMessage({ sender, prepared, codelists }: { sender: string; prepared: Date; codelists: readonly SdmxCodelist[] }): string {
  const id = `IREF${prepared.getTime()}`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<mes:Structure xmlns:mes="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/message" xmlns:str="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/structure" xmlns:com="http://www.sdmx.org/resources/sdmxml/schemas/v3_0/common">' +
    `<mes:Header><mes:ID>${id}</mes:ID><mes:Test>false</mes:Test><mes:Prepared>${prepared.toISOString().replace(/\.\d{3}Z$/, 'Z')}</mes:Prepared><mes:Sender id="${xml(sender)}"/></mes:Header>` +
    `<mes:Structures><str:Codelists>${codelists.map(codelistXml).join('')}</str:Codelists></mes:Structures></mes:Structure>\n`
  );
}
