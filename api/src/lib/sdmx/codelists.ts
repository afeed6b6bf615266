// Code lists as SDMX 3.0 knows them, whatever the syntax (SDMX-ML or SDMX-JSON): identifiers mapped
// where SDMX cannot hold the product's, URNs, a partial list as its parent's extension. The writers
// (`structure-ml.ts`, `structure-json.ts`) only spell this out.

/** The annotation type that keeps an identifier SDMX could not hold as it was (`01.11Z`). */
export const ORIGINAL_ID_ANNOTATION = 'ORIGINAL_ID';

/** What an SDMX identifier may hold (`IDType`). */
const ID_CHARACTER = /[A-Za-z0-9_@$-]/;

/** A text in one language. */
export interface LocalisedText {
  lang: string;
  text: string;
}

export interface CodeSource {
  /** The code as the product holds it (`01.11Z`). */
  id: string;
  names: LocalisedText[];
  descriptions: LocalisedText[];
  parent: string | null;
}

/** A list as the product holds it, about to be exported. */
export interface CodelistSource {
  agencyId: string;
  id: string;
  version: string;
  names: LocalisedText[];
  descriptions: LocalisedText[];
  codes: CodeSource[];
  /**
   * A list drawn from another (SDMX 3.0's extension): the parent's identity, its codes in its order
   * (they decide how its identifiers map), and those kept.
   */
  extends?: { agencyId: string; id: string; version: string; parentCodes: readonly string[]; kept: readonly string[] };
}

/** An identifier as SDMX holds it, with the product's when they differ. */
export interface SdmxIdentity {
  id: string;
  original?: string;
}

/** A list ready to write: identifiers mapped, URNs made, empty texts left out. */
export interface SdmxCodelist extends SdmxIdentity {
  urn: string;
  agencyId: string;
  version: string;
  names: LocalisedText[];
  descriptions: LocalisedText[];
  codes: (SdmxIdentity & { urn: string; names: LocalisedText[]; descriptions: LocalisedText[]; parent: string | null })[];
  extension?: { codelist: string; memberValues: string[] };
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

const sdmxId = (original: string): string => sdmxIds([original]).get(original) ?? original;

const identity = (original: string, id: string): SdmxIdentity => (original === id ? { id } : { id, original });

const urn = (type: 'Codelist' | 'Code', agencyId: string, id: string, version: string) =>
  `urn:sdmx:org.sdmx.infomodel.codelist.${type}=${agencyId}:${id}(${version})`;

const filled = (texts: readonly LocalisedText[]) => texts.filter((text) => text.text.trim() !== '');

/** The list as SDMX holds it. */
export function sdmxCodelist(list: CodelistSource): SdmxCodelist {
  const id = sdmxId(list.id);
  const codeIds = sdmxIds(list.codes.map((code) => code.id));
  const mappedCode = (code: string) => codeIds.get(code) ?? sdmxId(code);
  const codeUrn = urn('Code', list.agencyId, id, list.version);
  const parent = list.extends;
  const parentIds = parent ? sdmxIds(parent.parentCodes) : undefined;
  return {
    ...identity(list.id, id),
    urn: urn('Codelist', list.agencyId, id, list.version),
    agencyId: list.agencyId,
    version: list.version,
    names: filled(list.names),
    descriptions: filled(list.descriptions),
    codes: list.codes.map((code) => ({
      ...identity(code.id, mappedCode(code.id)),
      urn: `${codeUrn}.${mappedCode(code.id)}`,
      names: filled(code.names),
      descriptions: filled(code.descriptions),
      parent: code.parent === null ? null : mappedCode(code.parent),
    })),
    ...(parent
      ? {
          extension: {
            codelist: urn('Codelist', parent.agencyId, sdmxId(parent.id), parent.version),
            memberValues: parent.kept.map((code) => parentIds?.get(code) ?? sdmxId(code)),
          },
        }
      : {}),
  };
}

/** What a structure message says of itself. */
export interface MessageHeader {
  sender: string;
  prepared: Date;
  /** The languages of its texts, the first the main one. */
  languages: readonly string[];
}

/** The message's identifier and time, as both syntaxes write them. */
export const messageId = (header: MessageHeader) => `IREF${header.prepared.getTime()}`;
export const preparedAt = (header: MessageHeader) => header.prepared.toISOString().replace(/\.\d{3}Z$/, 'Z');
